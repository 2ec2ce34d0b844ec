// Save in the no-JavaScript editor against the real /v1: with no change it says so and saves nothing; with
// buttons that still have problems it asks first ("… will not work on Pat's computer", Save anyway / Fix them)
// instead of saving; checked by the bar and the draft /v1 then holds. And the question's words.
import { describe, expect, it } from "vitest";
import { action as editorAction } from "../../app/bar-editor/editor.tsx";
import { action as checkAction, loader as checkLoader } from "../../app/bar-editor/save-check.tsx";
import { saveProblemsText } from "../../app/bar-editor/save-problems.ts";
import { barEditorMessages } from "../../app/bar-editor/messages/index.ts";
import { messagesFor } from "../../common/i18n/messages.ts";
import { receiverOf } from "../../app/bar-editor/save-check.server.ts";
import type { BarPerson } from "../../app/bar-editor/editor.server.ts";
import { barFromWire, createItem, toWire } from "../../common/catalogue/index.ts";
import { formRequest, makeContext, thrown } from "./helpers.ts";
import {
  barFor,
  barNow,
  draftNow,
  memberOf,
  putDraft,
  realV1,
  signedInManager,
  type Manager,
} from "./real-v1.ts";
import { callAction, callLoader, type ServerArgs } from "./route-call.ts";

const v1 = realV1();
const english = messagesFor(barEditorMessages, "en");
const good = [toWire(createItem("gmail", { id: "i1" }))];
// A Skype call without the person to call, and a web page without an address.
const broken = [
  ...good,
  toWire(createItem("skype_app", { id: "i2" })),
  toWire(createItem("open_link", { id: "i3" })),
];

/** A manager, Pat (joined) and a bar of Pat's [Gmail] (version 1); `draft`: the manager's pending bar. */
async function patsBar(draft?: typeof good) {
  const manager = await signedInManager(v1.api);
  const { memberId } = await memberOf(v1.api, manager, { first_name: "Pat", state: "active" });
  const bar = await barFor(v1.api, manager, { name: "Pat's bar", items: good, memberId });
  if (draft) await putDraft(v1.api, manager, bar.id, { base_version: 1, name: "Pat's bar", items: draft });
  const query = `?barId=${bar.id}&memberId=${memberId}`;
  return {
    manager,
    barId: bar.id,
    editor: `/dashboard/tandembar-editor/${query}`,
    check: `/dashboard/tandembar-editor/save${query}`,
  };
}

function run(
  fn: (args: ServerArgs<Record<never, never>>) => Promise<unknown>,
  manager: Manager,
  path: string,
  fields: Record<string, string> = {},
) {
  const { context, session } = makeContext(manager.session);
  return { result: callAction(fn, { request: formRequest(path, fields), context }), session };
}

describe("Save in the editor without JavaScript", () => {
  it("with no change, says so and saves nothing", async () => {
    const { manager, barId, editor } = await patsBar();
    const { result, session } = run(editorAction, manager, editor, { intent: "save" });
    await thrown(result);
    expect(session.data.banner).toEqual({ kind: "success", message: english("island.nothingToSave") });
    expect((await barNow(v1.api, manager, barId)).version).toBe(1);
    expect(await draftNow(v1.api, manager, barId)).toBeNull();
  });

  it("with buttons that have problems, asks first instead of saving", async () => {
    const { manager, barId, editor, check } = await patsBar(broken);
    const { result, session } = run(editorAction, manager, editor, { intent: "save" });
    const response = await thrown(result);
    expect(response.headers.get("Location")).toBe(check);
    expect((await barNow(v1.api, manager, barId)).version).toBe(1);
    expect(await draftNow(v1.api, manager, barId)).not.toBeNull();
    expect(session.data.banner).toBeUndefined();
  });

  it("with working buttons, saves at once", async () => {
    const { manager, barId, editor } = await patsBar([...good, toWire(createItem("reddit", { id: "i4" }))]);
    const { result, session } = run(editorAction, manager, editor, { intent: "save" });
    await thrown(result);
    const bar = await barNow(v1.api, manager, barId);
    expect([bar.version, bar.items.map((i) => i.id)]).toEqual([2, ["i1", "i4"]]);
    expect(session.data.banner).toEqual({ kind: "success", message: "Bar successfully saved." });
  });

  it("the question names the count and whose computer; Save anyway saves", async () => {
    const { manager, barId, check } = await patsBar(broken);
    const { context } = makeContext(manager.session);
    const page = await callLoader(checkLoader, {
      request: new Request(`http://portal.test${check}`),
      context,
    });
    expect(page.question).toBe("2 buttons still have problems: they will not work on Pat's computer.");
    expect(page.problems.map((p) => p.id)).toEqual(["i2", "i3"]);
    expect(page.fix).toContain("focus=i2");

    const { result, session } = run(checkAction, manager, check);
    await thrown(result);
    const bar = await barNow(v1.api, manager, barId);
    expect([bar.version, bar.items.map((i) => i.id)]).toEqual([2, ["i1", "i2", "i3"]]);
    expect(session.data.banner).toEqual({ kind: "success", message: "Bar successfully saved." });
  });

  it("whose computer: the manager's own when the bar's person is their own member record", () => {
    const bar = barFromWire({ id: "b1", name: "Bar for Pat", is_shared: false, items: good });
    const item: BarPerson = {
      id: "m2",
      first_name: "Pat",
      last_name: null,
      role: "member",
      bar_ids: ["b1"],
      state: "active",
      email: null,
    };
    expect(receiverOf(bar, [{ ...item, id: "m1" }], "m1", "m1", english)).toEqual({ kind: "self" });
    expect(receiverOf(bar, [item], "m2", "m1", english)).toEqual({ kind: "person", name: "Pat" });
    expect(receiverOf({ ...bar, is_shared: true }, [], null, "m1", english)).toEqual({ kind: "shared" });
  });

  it("words for one button, for the manager's own bar and for a shared bar", () => {
    expect(saveProblemsText(english, 1, { kind: "self" })).toBe(
      "1 button still has problems: it will not work on your computer.",
    );
    expect(saveProblemsText(english, 3, { kind: "shared" })).toBe(
      "3 buttons still have problems: they will not work on the computers of the people who get this bar.",
    );
  });
});
