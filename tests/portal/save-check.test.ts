// Issue 23 item 6, the no-JavaScript editor: Save with no change says so; Save with buttons that still have
// problems asks first ("… will not work on Pat's computer", Save anyway / Fix them) instead of saving.
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { action as editorAction } from "../../app/bar-editor/editor.tsx";
import { action as checkAction, loader as checkLoader } from "../../app/bar-editor/save-check.tsx";
import { NOTHING_TO_SAVE, saveProblemsText } from "../../app/bar-editor/save-problems.ts";
import { receiverOf } from "../../app/bar-editor/save-check.server.ts";
import type { BarPerson } from "../../app/bar-editor/editor.server.ts";
import { createItem, toWire } from "../../common/catalogue/index.ts";
import { API, barWithoutDraft, draftOf, formRequest, makeContext, mockV1, thrown } from "./helpers.ts";

const server = mockV1();
const MANAGER = { token: "tok", userId: "u1", communityId: "c1", role: "manager" as const };
const BAR = `${API}/v1/communities/c1/bars/b1`;
const good = [toWire(createItem("gmail", { id: "i1" }))];
// A Skype call without the person to call, and a web page without an address.
const broken = [
  ...good,
  toWire(createItem("skype_app", { id: "i2" })),
  toWire(createItem("open_link", { id: "i3" })),
];
const bar = { id: "b1", name: "Bar for Pat", is_shared: false, items: good, version: 3 };
const pat = {
  id: "m2",
  first_name: "Pat",
  last_name: null,
  role: "member",
  bar_ids: ["b1"],
  state: "active",
  userId: "u2",
};

function withDraft(items: unknown[], onCommit: () => void = () => {}) {
  server.use(
    http.get(BAR, () => HttpResponse.json(bar)),
    http.get(`${BAR}/draft`, () => HttpResponse.json(draftOf({ base_version: 3, items } as never))),
    http.post(`${BAR}/draft/commit`, () => {
      onCommit();
      return HttpResponse.json({ bar: { ...bar, items, version: 4 } });
    }),
    // The editor asks only for the bar's people (issue 20): the named person and the bar's holders.
    http.get(`${API}/v1/communities/c1/members/m2`, () =>
      HttpResponse.json({ ...pat, userId: undefined, bar_id: null, email: null }),
    ),
    http.get(`${API}/v1/communities/c1/members`, ({ request }) =>
      new URL(request.url).searchParams.get("bar") === "b1"
        ? HttpResponse.json({ members: [pat], total: 1, offset: 0, limit: 1 })
        : HttpResponse.error(),
    ),
    http.get(`${API}/v1/users/u1/communities`, () =>
      HttpResponse.json({ communities: [{ id: "c1", name: "Family", role: "manager", member_id: "m1" }] }),
    ),
  );
}

const EDITOR = "/dashboard/tandembar-editor/?barId=b1&memberId=m2";
const CHECK = "/dashboard/tandembar-editor/save?barId=b1&memberId=m2";

function run(fn: (args: never) => Promise<unknown>, path: string, fields: Record<string, string> = {}) {
  const { context, session } = makeContext(MANAGER);
  return { result: fn({ request: formRequest(path, fields), context, params: {} } as never), session };
}

describe("Save in the editor without JavaScript", () => {
  it("with no change, says so and saves nothing", async () => {
    server.use(
      ...barWithoutDraft(bar, () => {
        throw new Error("no draft may be written");
      }),
      http.post(`${BAR}/draft/commit`, () => {
        throw new Error("nothing may be committed");
      }),
    );
    const { result, session } = run(editorAction, EDITOR, { intent: "save" });
    await thrown(result);
    expect(session.data.banner).toEqual({ kind: "success", message: NOTHING_TO_SAVE });
  });

  it("with buttons that have problems, asks first instead of saving", async () => {
    let committed = false;
    withDraft(broken, () => (committed = true));
    const { result, session } = run(editorAction, EDITOR, { intent: "save" });
    const response = await thrown(result);
    expect(response.headers.get("Location")).toBe(CHECK);
    expect(committed).toBe(false);
    expect(session.data.banner).toBeUndefined();
  });

  it("with working buttons, saves at once", async () => {
    let committed = false;
    withDraft(good, () => (committed = true));
    const { result, session } = run(editorAction, EDITOR, { intent: "save" });
    await thrown(result);
    expect(committed).toBe(true);
    expect(session.data.banner).toEqual({ kind: "success", message: "Bar successfully saved." });
  });

  it("the question names the count and whose computer; Save anyway saves", async () => {
    withDraft(broken);
    const { context } = makeContext(MANAGER);
    const page = (await checkLoader({
      request: new Request(`http://portal.test${CHECK}`),
      context,
      params: {},
    } as never)) as { question: string; problems: { id: string; label: string }[]; fix: string };
    expect(page.question).toBe("2 buttons still have problems: they will not work on Pat's computer.");
    expect(page.problems.map((p) => p.id)).toEqual(["i2", "i3"]);
    expect(page.fix).toContain("focus=i2");

    let committed = false;
    withDraft(broken, () => (committed = true));
    const { result, session } = run(checkAction, CHECK);
    await thrown(result);
    expect(committed).toBe(true);
    expect(session.data.banner).toEqual({ kind: "success", message: "Bar successfully saved." });
  });

  it("whose computer: the manager's own when the bar's person is their own member record", () => {
    const item: BarPerson = {
      id: "m2",
      first_name: "Pat",
      last_name: null,
      role: "member",
      bar_ids: ["b1"],
      state: "active",
      email: null,
    };
    expect(receiverOf(bar as never, [{ ...item, id: "m1" }], "m1", "m1")).toEqual({ kind: "self" });
    expect(receiverOf(bar as never, [item], "m2", "m1")).toEqual({ kind: "person", name: "Pat" });
    expect(receiverOf({ ...bar, is_shared: true } as never, [], null, "m1")).toEqual({ kind: "shared" });
  });

  it("words for one button, for the manager's own bar and for a shared bar", () => {
    expect(saveProblemsText(1, { kind: "self" })).toBe(
      "1 button still has problems: it will not work on your computer.",
    );
    expect(saveProblemsText(3, { kind: "shared" })).toBe(
      "3 buttons still have problems: they will not work on the computers of the people who get this bar.",
    );
  });
});
