// The editor island's endpoint (app/bar-editor/changes.ts) against a stand-in /v1 (msw): the pending bar is
// kept as the draft in /v1's shape, saving answers the version and whether to offer the invitation, and
// nothing passes without the page's CSRF token or with items that are not the editor's.
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { action, loader } from "../../app/bar-editor/changes.ts";
import { createItem, toWire } from "../../common/catalogue/index.ts";
import { API, barWithoutDraft, makeContext, mockV1, type DraftBody } from "./helpers.ts";

const server = mockV1();
const MANAGER = { token: "tok", userId: "u1", communityId: "c1", role: "manager" as const };
const BAR = `${API}/v1/communities/c1/bars/b1`;
const saved = [toWire(createItem("gmail", { id: "i1" })), toWire(createItem("reddit", { id: "i2" }))];
const bar = { id: "b1", name: "My TandemBar", is_shared: false, items: saved, version: 3 };
const PATH = "/dashboard/tandembar-editor/changes?barId=b1&memberId=m1";

function post(fields: Record<string, string>, token?: string) {
  const { context, session } = makeContext(MANAGER);
  const csrf = token ?? session.csrfToken()!;
  const request = new Request(`http://portal.test${PATH}`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { "Content-Type": "application/x-www-form-urlencoded", "X-CSRF-Token": csrf },
  });
  return action({ request, context, params: {} } as never) as Promise<Response>;
}

describe("the editor island's endpoint", () => {
  it("keeps the pending bar as the draft, in /v1's shape and on the saved version", async () => {
    let put: DraftBody | undefined;
    server.use(...barWithoutDraft(bar, (body) => (put = body)));
    const pending = [createItem("reddit", { id: "i2" }), createItem("zoom", { id: "new-1", isNew: true })];
    const response = await post({ intent: "draft", items: JSON.stringify(pending) });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ kept: true });
    expect(put?.base_version).toBe(3);
    expect(put?.name).toBe("My TandemBar");
    expect(put?.items.map((i) => i.id)).toEqual(["i2", "new-1"]);
    // The web-only data travels under configuration._webapp, as the original keeps it.
    expect(put?.items[1]?.configuration?._webapp).toMatchObject({ buttonKey: "zoom" });
  });

  it("refuses a post without the page's CSRF token, and touches nothing", async () => {
    const response = await post({ intent: "draft", items: "[]" }, "forged");
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ error: "bad_csrf_token" });
  });

  it("answers 400 for items that are not the editor's", async () => {
    for (const items of ["not json", "{}", JSON.stringify([{ kind: "rocket" }]), JSON.stringify([1])]) {
      const response = await post({ intent: "draft", items });
      expect(response.status, items).toBe(400);
      expect(await response.json()).toMatchObject({ error: "invalid_field" });
    }
    const unknown = await post({ intent: "launch" });
    expect(unknown.status).toBe(400);
  });

  it("saves: the new version, and the invitation question for a person not invited yet", async () => {
    const dad = {
      id: "m1",
      first_name: "Dad",
      last_name: "",
      role: "member",
      state: "uninvited",
      bar_ids: ["b1"],
      userId: null,
      email: null,
    };
    server.use(
      http.post(`${BAR}/draft/commit`, () => HttpResponse.json({ bar: { ...bar, version: 4 } })),
      http.get(BAR, () => HttpResponse.json({ ...bar, version: 4 })),
      // The bar's people only (issue 20): the named person, and the bar's holders as a page.
      http.get(`${API}/v1/communities/c1/members/m1`, () =>
        HttpResponse.json({ ...dad, bar_id: null, email: null }),
      ),
      http.get(`${API}/v1/communities/c1/members`, ({ request }) =>
        new URL(request.url).searchParams.get("bar") === "b1"
          ? HttpResponse.json({ members: [dad], total: 1, offset: 0, limit: 1 })
          : HttpResponse.error(),
      ),
    );
    const response = await post({ intent: "save" });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ version: 4, invite: true });
  });

  it("says in words why a save was refused (someone saved meanwhile)", async () => {
    server.use(
      http.post(`${BAR}/draft/commit`, () =>
        HttpResponse.json(
          { error: "version_conflict", details: { current_version: 4, base_version: 3 } },
          { status: 409 },
        ),
      ),
    );
    const response = await post({ intent: "save" });
    expect(response.status).toBe(409);
    const body = (await response.json()) as { error: string; message: string };
    expect(body.error).toBe("version_conflict");
    expect(body.message).not.toMatch(/version_conflict|409/);
    expect(body.message.length).toBeGreaterThan(10);
  });

  it("takes no GET", () => {
    const response = loader() as Response;
    expect(response.status).toBe(405);
  });
});
