// The members pages' actions against a stand-in /v1 (msw): the calls they make, the words they show.
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { action as inviteAction } from "../../app/invitations/invite.tsx";
import { action as deleteAction } from "../../app/members/delete.tsx";
import { action as newAction } from "../../app/members/new.tsx";
import { action as renameAction } from "../../app/members/rename.tsx";
import { action as roleAction } from "../../app/members/role.tsx";
import { API, formRequest, makeContext, mockV1, thrown } from "./helpers.ts";

const server = mockV1();
const MANAGER = { token: "tok", userId: "u1", communityId: "c1", role: "manager" as const };
const ANA = {
  id: "m2",
  first_name: "Ana",
  last_name: null,
  bar_id: null,
  bar_ids: ["b2"],
  role: "member",
  state: "uninvited",
};

type Action = (args: never) => Promise<unknown>;

function run(fn: Action, path: string, fields: Record<string, string>, params: Record<string, string> = {}) {
  const { context, session } = makeContext(MANAGER);
  return { result: fn({ request: formRequest(path, fields), context, params } as never), session };
}

describe("add a person", () => {
  it("creates the member with an empty last name and goes to the next steps", async () => {
    let body: unknown;
    server.use(
      http.post(`${API}/v1/communities/c1/members`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ member: { ...ANA, first_name: "Ana Lima", last_name: "" } });
      }),
    );
    const { result, session } = run(newAction, "/dashboard/members/new", { name: "  Ana Lima " });
    const response = await thrown(result);
    expect(body).toEqual({ first_name: "Ana Lima", last_name: "" });
    expect(response.headers.get("Location")).toBe("/dashboard/members/m2/added");
    expect(session.data.banner).toEqual({ kind: "success", message: "New member added" });
  });

  it("puts a taken name next to the field, in the spec's words", async () => {
    server.use(
      http.post(`${API}/v1/communities/c1/members`, () =>
        HttpResponse.json({ error: "existing_name" }, { status: 400 }),
      ),
    );
    const reply = (await run(newAction, "/dashboard/members/new", { name: "Ana" }).result) as {
      result: { error: Record<string, string[]> };
      failure: unknown;
    };
    expect(reply.result.error.name).toEqual(["There is already a member with this name."]);
    expect(reply.failure).toBeNull();
  });

  it("requires a name without calling /v1", async () => {
    const reply = (await run(newAction, "/dashboard/members/new", { name: "   " }).result) as {
      result: { error: Record<string, string[]> };
    };
    expect(reply.result.error.name).toEqual(["Enter the person's name"]);
  });
});

describe("member settings", () => {
  it("renames with the whole record (role and bars kept)", async () => {
    let body: unknown;
    server.use(
      http.get(`${API}/v1/communities/c1/members/m2`, () => HttpResponse.json(ANA)),
      http.put(`${API}/v1/communities/c1/members/m2`, async ({ request }) => {
        body = await request.json();
        return new HttpResponse(null, { status: 200 });
      }),
    );
    const { result, session } = run(
      renameAction,
      "/dashboard/members/m2/name",
      { name: "Ana L" },
      { memberId: "m2" },
    );
    const response = await thrown(result);
    expect(body).toEqual({ first_name: "Ana L", last_name: "", bar_ids: ["b2"], role: "member" });
    expect(response.headers.get("Location")).toBe("/dashboard/members/m2");
    expect(session.data.banner?.message).toBe("Member name updated.");
  });

  it("changes the role, and says so when a manager tries to demote themselves", async () => {
    server.use(
      http.get(`${API}/v1/communities/c1/members/m2`, () => HttpResponse.json(ANA)),
      http.put(`${API}/v1/communities/c1/members/m2`, () => new HttpResponse(null, { status: 200 })),
    );
    const ok = run(roleAction, "/dashboard/members/m2/role", { role: "manager" }, { memberId: "m2" });
    await thrown(ok.result);
    expect(ok.session.data.banner?.message).toBe("Member role changed successfully");

    server.use(
      http.put(`${API}/v1/communities/c1/members/m2`, () =>
        HttpResponse.json({ error: "cannot_demote_self" }, { status: 400 }),
      ),
    );
    const reply = (await run(roleAction, "/dashboard/members/m2/role", { role: "member" }, { memberId: "m2" })
      .result) as { failure: { title: string; message: string } };
    expect(reply.failure).toEqual({
      title: "Change role did not work",
      message: "You cannot demote yourself",
    });
  });

  it("deletes after the check page", async () => {
    server.use(
      http.delete(`${API}/v1/communities/c1/members/m2`, () => new HttpResponse(null, { status: 200 })),
    );
    const { result, session } = run(deleteAction, "/dashboard/members/m2/delete", {}, { memberId: "m2" });
    expect((await thrown(result)).headers.get("Location")).toBe("/dashboard");
    expect(session.data.banner?.message).toBe("Member deleted successfully.");
  });
});

describe("invite", () => {
  it("sends the phone as `message` (as the original) and as `phone`", async () => {
    let body: unknown;
    server.use(
      http.post(`${API}/v1/communities/c1/invitations`, async ({ request }) => {
        body = await request.json();
        return new HttpResponse(null, { status: 200 });
      }),
    );
    const { result, session } = run(
      inviteAction,
      "/dashboard/members/m2/invite",
      { email: "ana@example.com", phone: "+1 555 0100" },
      { memberId: "m2" },
    );
    expect((await thrown(result)).headers.get("Location")).toBe("/dashboard/members/m2");
    expect(body).toEqual({
      member_id: "m2",
      email: "ana@example.com",
      message: "+1 555 0100",
      phone: "+1 555 0100",
    });
    expect(session.data.banner?.message).toBe("Invitation sent to ana@example.com.");
  });

  it("refuses while the manager's address is unconfirmed and offers to resend the confirmation", async () => {
    server.use(
      http.post(`${API}/v1/communities/c1/invitations`, () =>
        HttpResponse.json({ error: "email_verification_required" }, { status: 403 }),
      ),
    );
    const reply = (await run(
      inviteAction,
      "/dashboard/members/m2/invite",
      { email: "ana@example.com" },
      { memberId: "m2" },
    ).result) as { failure: { message: string }; needsConfirmation: boolean };
    expect(reply.failure.message).toBe(
      "Until you have confirmed your own email address, you are unable to invite other members.",
    );
    expect(reply.needsConfirmation).toBe(true);

    let resent = false;
    server.use(
      http.post(`${API}/v1/users/u1/resend_verification`, () => {
        resent = true;
        return new HttpResponse(null, { status: 200 });
      }),
    );
    const resend = run(
      inviteAction,
      "/dashboard/members/m2/invite",
      { intent: "resend" },
      { memberId: "m2" },
    );
    expect((await thrown(resend.result)).headers.get("Location")).toBe("/dashboard/members/m2/invite");
    expect(resent).toBe(true);
    expect(resend.session.data.banner?.message).toMatch(/^Re-sent your confirmation email\./);
  });

  it("checks the address before calling /v1", async () => {
    const reply = (await run(
      inviteAction,
      "/dashboard/members/m2/invite",
      { email: "nope" },
      { memberId: "m2" },
    ).result) as { result: { error: Record<string, string[]> } };
    expect(reply.result.error.email).toEqual(["Please enter a valid email address."]);
    const empty = (await run(inviteAction, "/dashboard/members/m2/invite", { email: "" }, { memberId: "m2" })
      .result) as typeof reply;
    expect(empty.result.error.email).toEqual(["Enter the email address to send the invitation to"]);
  });
});
