// The editor island's endpoint (app/bar-editor/changes.ts) against the real /v1: the pending bar is kept as the
// manager's draft there in /v1's shape, saving answers the version /v1 gave and whether to offer the invitation
// (the bar's person not invited yet), a save refused because the bar changed meanwhile says why in words, and
// nothing passes without the page's CSRF token or with items that are not the editor's.
import { describe, expect, it } from "vitest";
import { action, loader } from "../../app/bar-editor/changes.ts";
import { createItem, toWire } from "../../common/catalogue/index.ts";
import { uniqueEmail } from "../api/harness.ts";
import { makeContext } from "./helpers.ts";
import {
  barFor,
  barNow,
  confirmEmail,
  draftNow,
  memberOf,
  putDraft,
  realV1,
  signedInManager,
  v1Ok,
  type Manager,
} from "./real-v1.ts";
import { callAction, callLoader } from "./route-call.ts";

const v1 = realV1();
const saved = [toWire(createItem("gmail", { id: "i1" })), toWire(createItem("reddit", { id: "i2" }))];

/** A manager, Dad (not invited yet) and Dad's bar [Gmail, Reddit], saved three times (version 3). */
async function dadsBar() {
  const manager = await signedInManager(v1.api);
  const { memberId } = await memberOf(v1.api, manager, { first_name: "Dad" });
  const bar = await barFor(v1.api, manager, { name: "My TandemBar", items: saved, memberId });
  for (const base of [1, 2]) {
    await v1Ok(v1.api, "PUT", `/v1/communities/${manager.communityId}/bars/${bar.id}`, {
      token: manager.token,
      body: { name: "My TandemBar", is_shared: false, items: saved, base_version: base },
    });
  }
  return { manager, memberId, barId: bar.id };
}

function post(
  target: { manager: Manager; barId: string; memberId: string },
  fields: Record<string, string>,
  token?: string,
) {
  const { context, session } = makeContext(target.manager.session);
  const csrf = token ?? session.csrfToken()!;
  const path = `/dashboard/tandembar-editor/changes?barId=${target.barId}&memberId=${target.memberId}`;
  const request = new Request(`http://portal.test${path}`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { "Content-Type": "application/x-www-form-urlencoded", "X-CSRF-Token": csrf },
  });
  return callAction(action, { request, context });
}

describe("the editor island's endpoint", () => {
  it("keeps the pending bar as the draft, in /v1's shape and on the saved version", async () => {
    const target = await dadsBar();
    const pending = [createItem("reddit", { id: "i2" }), createItem("zoom", { id: "new-1", isNew: true })];
    const response = await post(target, { intent: "draft", items: JSON.stringify(pending) });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ kept: true });
    const draft = await draftNow(v1.api, target.manager, target.barId);
    expect(draft?.base_version).toBe(3);
    expect(draft?.name).toBe("My TandemBar");
    expect(draft?.items.map((i) => i.id)).toEqual(["i2", "new-1"]);
    // The web-only data travels under configuration._webapp, as the original keeps it.
    expect(draft?.items[1]?.configuration?._webapp).toMatchObject({ buttonKey: "zoom" });
  });

  it("refuses a post without the page's CSRF token, and touches nothing", async () => {
    const target = await dadsBar();
    const items = JSON.stringify([createItem("zoom", { id: "new-1", isNew: true })]);
    const response = await post(target, { intent: "draft", items }, "forged");
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ error: "bad_csrf_token" });
    expect(await draftNow(v1.api, target.manager, target.barId)).toBeNull();
  });

  it("answers 400 for items that are not the editor's", async () => {
    const target = await dadsBar();
    for (const items of ["not json", "{}", JSON.stringify([{ kind: "rocket" }]), JSON.stringify([1])]) {
      const response = await post(target, { intent: "draft", items });
      expect(response.status, items).toBe(400);
      expect(await response.json()).toMatchObject({ error: "invalid_field" });
    }
    const unknown = await post(target, { intent: "launch" });
    expect(unknown.status).toBe(400);
    expect(await draftNow(v1.api, target.manager, target.barId)).toBeNull();
  });

  it("saves: the new version, and the invitation question for a person not invited yet", async () => {
    const target = await dadsBar();
    const reversed = [...saved].reverse();
    await putDraft(v1.api, target.manager, target.barId, {
      base_version: 3,
      name: "My TandemBar",
      items: reversed,
    });
    const response = await post(target, { intent: "save" });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ version: 4, invite: true });
    const bar = await barNow(v1.api, target.manager, target.barId);
    expect([bar.version, bar.items.map((i) => i.id)]).toEqual([4, ["i2", "i1"]]);
    expect(await draftNow(v1.api, target.manager, target.barId)).toBeNull();

    // Once Dad is invited, no more question.
    await confirmEmail(v1.api, target.manager);
    await v1Ok(v1.api, "POST", `/v1/communities/${target.manager.communityId}/invitations`, {
      token: target.manager.token,
      body: { member_id: target.memberId, email: uniqueEmail("dad") },
    });
    await putDraft(v1.api, target.manager, target.barId, {
      base_version: 4,
      name: "My TandemBar",
      items: saved,
    });
    expect(await (await post(target, { intent: "save" })).json()).toEqual({ version: 5, invite: false });
  });

  it("says in words why a save was refused (someone saved meanwhile)", async () => {
    const target = await dadsBar();
    // The manager's draft started from version 2; version 3 was saved since.
    await putDraft(v1.api, target.manager, target.barId, {
      base_version: 2,
      name: "My TandemBar",
      items: [],
    });
    const response = await post(target, { intent: "save" });
    expect(response.status).toBe(409);
    const body = (await response.json()) as { error: string; message: string };
    expect(body.error).toBe("version_conflict");
    expect(body.message).not.toMatch(/version_conflict|409/);
    expect(body.message.length).toBeGreaterThan(10);
    expect((await barNow(v1.api, target.manager, target.barId)).version).toBe(3);
  });

  it("takes no GET", () => {
    const { context } = makeContext();
    const request = new Request("http://portal.test/dashboard/tandembar-editor/changes?barId=b");
    const response = callLoader(loader, { request, context });
    expect(response.status).toBe(405);
  });
});
