// The members pages' actions against the real /v1: adding, renaming (the role and bars kept), changing the role,
// deleting and inviting a person of a real group, checked by what /v1 then holds (the member, the invitation's
// row, the mail it sent), with the service's own refusals (a taken name, demoting oneself, an unconfirmed
// manager) in the page's words; input checked before /v1 is asked.
import { describe, expect, it } from "vitest";
import { action as inviteAction } from "../../app/invitations/invite.tsx";
import { action as deleteAction } from "../../app/members/delete.tsx";
import { action as newAction } from "../../app/members/new.tsx";
import { action as renameAction } from "../../app/members/rename.tsx";
import { action as roleAction } from "../../app/members/role.tsx";
import { uniqueEmail } from "../api/harness.ts";
import { formRequest, makeContext, thrown } from "./helpers.ts";
import { barFor, mailTo, memberOf, realV1, signedInManager, watchRequests, type Manager } from "./real-v1.ts";
import { callAction, type ServerArgs } from "./route-call.ts";

const v1 = realV1();

function run<Params>(
  fn: (args: ServerArgs<Params>) => Promise<unknown>,
  manager: Manager,
  path: string,
  fields: Record<string, string>,
  params: Params,
) {
  const { context, session } = makeContext(manager.session);
  return { result: callAction(fn, { request: formRequest(path, fields), context, params }), session };
}

/** The member as /v1 answers it now (null once deleted). */
async function memberNow(manager: Manager, memberId: string) {
  const answer = await v1.api.call("GET", `/v1/communities/${manager.communityId}/members/${memberId}`, {
    token: manager.token,
  });
  if (answer.status === 404) return null;
  expect(answer.status, answer.text).toBe(200);
  return answer.json as {
    first_name: string | null;
    last_name: string | null;
    role: string;
    bar_ids: string[];
  };
}

type Reply = {
  result: { error: Record<string, string[]> };
  failure: { title: string; message: string } | null;
  needsConfirmation?: boolean;
};

describe("add a person", () => {
  it("creates the member with an empty last name and goes to the next steps", async () => {
    const manager = await signedInManager(v1.api);
    const { result, session } = run(
      newAction,
      manager,
      "/dashboard/members/new",
      { name: "  Ana Lima " },
      {},
    );
    const response = await thrown(result);
    const location = response.headers.get("Location")!;
    const [, memberId] = /^\/dashboard\/members\/([^/]+)\/added$/.exec(location) ?? [];
    expect(memberId, location).toBeTruthy();
    expect(await memberNow(manager, memberId!)).toMatchObject({ first_name: "Ana Lima", last_name: null });
    expect(session.data.banner).toEqual({ kind: "success", message: "New member added" });
  });

  it("puts a taken name next to the field, in the spec's words", async () => {
    const manager = await signedInManager(v1.api);
    await memberOf(v1.api, manager, { first_name: "Ana" });
    const reply = (await run(newAction, manager, "/dashboard/members/new", { name: "Ana" }, {})
      .result) as Reply;
    expect(reply.result.error.name).toEqual(["There is already a member with this name."]);
    expect(reply.failure).toBeNull();
  });

  it("requires a name without calling /v1", async () => {
    const manager = await signedInManager(v1.api);
    const requests = watchRequests(v1.api);
    const reply = (await run(newAction, manager, "/dashboard/members/new", { name: "   " }, {})
      .result) as Reply;
    expect(reply.result.error.name).toEqual(["Enter the person's name"]);
    expect(await requests()).toEqual([]);
  });
});

describe("member settings", () => {
  it("renames with the whole record (role and bars kept)", async () => {
    const manager = await signedInManager(v1.api);
    const { memberId } = await memberOf(v1.api, manager, { first_name: "Ana", role: "manager" });
    const bar = await barFor(v1.api, manager, { name: "Bar for Ana", memberId });
    const { result, session } = run(
      renameAction,
      manager,
      `/dashboard/members/${memberId}/name`,
      { name: "Ana L" },
      { memberId },
    );
    const response = await thrown(result);
    expect(await memberNow(manager, memberId)).toMatchObject({
      first_name: "Ana L",
      last_name: null,
      bar_ids: [bar.id],
      role: "manager",
    });
    expect(response.headers.get("Location")).toBe(`/dashboard/members/${memberId}`);
    expect(session.data.banner?.message).toBe("Member name updated.");
  });

  it("changes the role, and says so when a manager tries to demote themselves", async () => {
    const manager = await signedInManager(v1.api);
    const { memberId } = await memberOf(v1.api, manager, { first_name: "Ana" });
    const path = `/dashboard/members/${memberId}/role`;
    const ok = run(roleAction, manager, path, { role: "manager" }, { memberId });
    await thrown(ok.result);
    expect(ok.session.data.banner?.message).toBe("Member role changed successfully");
    expect(await memberNow(manager, memberId)).toMatchObject({ role: "manager" });

    const self = manager.memberId;
    const reply = (await run(
      roleAction,
      manager,
      `/dashboard/members/${self}/role`,
      { role: "member" },
      { memberId: self },
    ).result) as Reply;
    expect(reply.failure).toEqual({
      title: "Change role did not work",
      message: "You cannot demote yourself",
    });
    expect(await memberNow(manager, self)).toMatchObject({ role: "manager" });
  });

  it("deletes after the check page", async () => {
    const manager = await signedInManager(v1.api);
    const { memberId } = await memberOf(v1.api, manager, { first_name: "Ana" });
    const { result, session } = run(
      deleteAction,
      manager,
      `/dashboard/members/${memberId}/delete`,
      {},
      { memberId },
    );
    expect((await thrown(result)).headers.get("Location")).toBe("/dashboard");
    expect(session.data.banner?.message).toBe("Member deleted successfully.");
    expect(await memberNow(manager, memberId)).toBeNull();
  });
});

describe("invite", () => {
  it("sends the phone as `message` (as the original) and as `phone`", async () => {
    const manager = await signedInManager(v1.api, { confirmed: true });
    const { memberId } = await memberOf(v1.api, manager, { first_name: "Ana" });
    const email = uniqueEmail("ana");
    const { result, session } = run(
      inviteAction,
      manager,
      `/dashboard/members/${memberId}/invite`,
      { email, phone: "+1 555 0100" },
      { memberId },
    );
    expect((await thrown(result)).headers.get("Location")).toBe(`/dashboard/members/${memberId}`);
    const { rows } = await v1.api.db.query<{ email: string; message: string; phone: string }>(
      "SELECT email, message, phone FROM invitations WHERE member_id = $1",
      [memberId],
    );
    expect(rows).toEqual([{ email, message: "+1 555 0100", phone: "+1 555 0100" }]);
    expect((await mailTo(v1.api, email)).map((m) => m.kind)).toEqual(["invitation"]);
    expect(session.data.banner?.message).toBe(`We are sending the invitation to ${email}.`);
  });

  it("refuses while the manager's address is unconfirmed and offers to resend the confirmation", async () => {
    const manager = await signedInManager(v1.api);
    const { memberId } = await memberOf(v1.api, manager, { first_name: "Ana" });
    const path = `/dashboard/members/${memberId}/invite`;
    const email = uniqueEmail("ana");
    const reply = (await run(inviteAction, manager, path, { email }, { memberId }).result) as Reply;
    expect(reply.failure?.message).toBe(
      "Until you have confirmed your own email address, you are unable to invite other members.",
    );
    expect(reply.needsConfirmation).toBe(true);
    expect(await mailTo(v1.api, email)).toEqual([]);

    const confirmations = async () =>
      (await mailTo(v1.api, manager.email)).filter((m) => m.kind === "verify_email").length;
    expect(await confirmations()).toBe(1);
    const resend = run(inviteAction, manager, path, { intent: "resend" }, { memberId });
    expect((await thrown(resend.result)).headers.get("Location")).toBe(path);
    expect(await confirmations()).toBe(2);
    expect(resend.session.data.banner?.message).toMatch(/^Re-sent your confirmation email\./);
  });

  it("checks the address before calling /v1", async () => {
    const manager = await signedInManager(v1.api, { confirmed: true });
    const { memberId } = await memberOf(v1.api, manager, { first_name: "Ana" });
    const path = `/dashboard/members/${memberId}/invite`;
    const requests = watchRequests(v1.api);
    const reply = (await run(inviteAction, manager, path, { email: "nope" }, { memberId }).result) as Reply;
    expect(reply.result.error.email).toEqual(["Please enter a valid email address."]);
    const empty = (await run(inviteAction, manager, path, { email: "" }, { memberId }).result) as Reply;
    expect(empty.result.error.email).toEqual(["Enter the email address to send the invitation to"]);
    expect(await requests()).toEqual([]);
  });
});
