// The bar editor's actions against a stand-in /v1 (msw): every change PUTs the draft, Save commits it, a
// conflict keeps the manager's work, and the button page checks links on the server.
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { action as editButtonAction } from "../../app/bar-editor/edit-button.tsx";
import { action as editorAction } from "../../app/bar-editor/editor.tsx";
import { createItem, toWire } from "../../common/catalogue/index.ts";
import {
  API,
  barWithoutDraft,
  draftOf,
  formRequest,
  makeContext,
  mockV1,
  thrown,
  type DraftBody,
} from "./helpers.ts";

const server = mockV1();
const MANAGER = { token: "tok", userId: "u1", communityId: "c1", role: "manager" as const };
const BAR = `${API}/v1/communities/c1/bars/b1`;
const items = [toWire(createItem("gmail", { id: "i1" })), toWire(createItem("reddit", { id: "i2" }))];
const bar = { id: "b1", name: "My TandemBar", is_shared: false, items, version: 3 };

type Action = (args: never) => Promise<unknown>;

function run(fn: Action, path: string, fields: Record<string, string>) {
  const { context, session } = makeContext(MANAGER);
  return { result: fn({ request: formRequest(path, fields), context, params: {} } as never), session };
}

describe("the editor's list", () => {
  it("Move up keeps the new order as a draft based on the saved version, and focuses the row", async () => {
    let put: DraftBody | undefined;
    server.use(...barWithoutDraft(bar, (body) => (put = body)));
    const { result, session } = run(editorAction, "/dashboard/tandembar-editor/?barId=b1", {
      intent: "up",
      item: "i2",
    });
    const response = await thrown(result);
    expect(put?.base_version).toBe(3);
    expect(put?.items.map((i) => i.id)).toEqual(["i2", "i1"]);
    const location = new URL(response.headers.get("Location")!, "http://portal.test");
    expect(location.pathname).toBe("/dashboard/tandembar-editor/");
    expect(location.searchParams.get("focus")).toBe("i2");
    expect(location.searchParams.get("control")).toBe("up");
    expect(location.hash).toBe("");
    expect(session.data.banner).toEqual({ kind: "success", message: '"Reddit" moved to position 1 of 2.' });
  });

  it("Save keeps the draft when someone saved meanwhile, and says so in plain words", async () => {
    server.use(
      http.get(BAR, () => HttpResponse.json({ ...bar, version: 4 })),
      http.get(`${BAR}/draft`, () => HttpResponse.json(draftOf({ base_version: 3, items }, 3, 4))),
      http.post(`${BAR}/draft/commit`, () =>
        HttpResponse.json(
          { error: "version_conflict", details: { current_version: 4, base_version: 3 } },
          { status: 409 },
        ),
      ),
    );
    const { result, session } = run(editorAction, "/dashboard/tandembar-editor/?barId=b1", {
      intent: "save",
    });
    const response = await thrown(result);
    expect(response.headers.get("Location")).toContain("barId=b1");
    expect(session.data.banner?.kind).toBe("info");
    expect(session.data.banner?.message).toContain("Save bar did not work");
    expect(session.data.banner?.message).toContain("Someone else saved this bar");
  });

  it("'Save my version' re-bases the draft on the bar saved meanwhile, then commits it", async () => {
    let put: DraftBody | undefined;
    let committed = false;
    server.use(
      http.get(BAR, () => HttpResponse.json({ ...bar, version: committed ? 5 : 4 })),
      http.get(`${BAR}/draft`, () => HttpResponse.json(draftOf({ base_version: 3, items }, 3, 4))),
      http.put(`${BAR}/draft`, async ({ request }) => {
        put = (await request.json()) as DraftBody;
        return HttpResponse.json(draftOf(put, put.base_version, 4));
      }),
      http.post(`${BAR}/draft/commit`, () => {
        committed = true;
        return HttpResponse.json({ bar: { ...bar, version: 5 } });
      }),
      http.get(`${API}/v1/communities/c1/members`, () => HttpResponse.json({ members: [] })),
    );
    const { result, session } = run(editorAction, "/dashboard/tandembar-editor/?barId=b1", {
      intent: "save-anyway",
    });
    await thrown(result);
    expect(put?.base_version).toBe(4);
    expect(committed).toBe(true);
    expect(session.data.banner).toEqual({ kind: "success", message: "Bar successfully saved." });
  });
});

describe("the button page", () => {
  const link = toWire(createItem("open_link", { id: "w1" }));
  const linkBar = { ...bar, items: [link] };
  const path = "/dashboard/tandembar-editor/button?barId=b1&itemId=w1";

  function withBar(onPut?: (body: DraftBody) => void) {
    server.use(...barWithoutDraft(linkBar, onPut));
  }

  it("answers the spec's messages for the fields, without checking the link or saving", async () => {
    withBar(() => {
      throw new Error("must not save");
    });
    const reply = (await run(editButtonAction, path, { label: " ", url: "", colour: "teal" }).result) as {
      problems: { field: string; message: string }[];
      values: Record<string, string>;
      colour: string;
    };
    expect(reply.problems.map((p) => [p.field, p.message])).toEqual([
      ["label", "Button label is required."],
      ["url", "Site link is required."],
    ]);
    expect(reply.colour).toBe("teal");
  });

  it("asks about a broken link, and Continue keeps the button anyway", async () => {
    withBar();
    server.use(
      http.head(
        `${API}/v1/validate/link/:url`,
        () => new HttpResponse(null, { status: 410, headers: { "X-Link-Check": "broken" } }),
      ),
    );
    const reply = (await run(editButtonAction, path, { label: "Site", url: "example.org" }).result) as {
      problems: { title?: string; message: string }[];
    };
    expect(reply.problems).toEqual([
      { field: "url", title: "Broken link", message: "This link does not appear to work.", level: "warn" },
    ]);

    let saved: DraftBody | undefined;
    withBar((body) => (saved = body));
    const { result, session } = run(editButtonAction, path, {
      label: "Site",
      url: "example.org",
      intent: "continue",
    });
    await thrown(result);
    expect(saved?.items[0]?.configuration?.label).toBe("Site");
    expect(session.data.banner?.message).toBe('Button "Site" changed.');
  });

  it("keeps the address the link check corrected", async () => {
    let saved: DraftBody | undefined;
    withBar((body) => (saved = body));
    server.use(
      http.head(
        `${API}/v1/validate/link/:url`,
        () =>
          new HttpResponse(null, {
            status: 200,
            headers: { "X-Link-Check": "ok", "X-Link-Corrected-Url": "http://example.org/" },
          }),
      ),
    );
    await thrown(run(editButtonAction, path, { label: "Site", url: "example.org" }).result);
    expect(saved?.items[0]?.configuration?.url).toBe("http://example.org/");
  });
});
