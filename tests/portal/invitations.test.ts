// The invitation page against the real /v1: invitations a manager really sent (their id from the mail), the
// cards for unknown, declined and accepted ones, registering with the invited address only, the address check
// before signing in, signing in and accepting (already a member counts as done), declining; checked by what /v1
// then holds. msw only reshapes one answer as the original server sends it (no `state`): a server not ours.
// And what the download page then says.
import { bypass, http, HttpResponse } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import { loader as downloadLoader } from "../../app/download/download.tsx";
import { action, loader } from "../../app/invitations/invitation.tsx";
import type { SessionData } from "../../app/shared/session.server.ts";
import { register, uniqueEmail } from "../api/harness.ts";
import { formRequest, honeypotFields, makeContext, thrown, failingV1, usePortalEnv } from "./helpers.ts";
import { memberOf, realV1, signedInManager, v1Ok, watchRequests, type Manager } from "./real-v1.ts";
import { callLoader, callAction } from "./route-call.ts";

const v1 = realV1();
const server = failingV1();

let honeypot: Record<string, string>;
beforeEach(async () => {
  honeypot = await honeypotFields();
});

/** An address as someone types it in the invitation: with capitals. */
const mixedCase = (prefix: string) => uniqueEmail(prefix).replace("example.com", "Example.com");

/** A manager "Rui" of the "Lima family" who invited Ana (a new member record, `name`) at `email`. */
async function invited(email = mixedCase("Ana"), manager?: Manager, name = "Ana") {
  const rui = manager ?? (await signedInManager(v1.api, { group: "Lima family", first_name: "Rui" }));
  const ana = await memberOf(v1.api, rui, { first_name: name, state: "invited", email });
  return { manager: rui, memberId: ana.memberId, id: ana.invitation!.id, email };
}

const params = (id: string, page = "register", act = "accept") => ({ action: act, invitationId: id, page });

function load(p: ReturnType<typeof params>, session: SessionData = {}) {
  const { context } = makeContext(session);
  return callLoader(loader, { request: new Request("http://portal.test/invite/x"), context, params: p });
}

function post(fields: Record<string, string>, p: ReturnType<typeof params>, session: SessionData = {}) {
  const { context, session: s } = makeContext(session);
  const request = formRequest(`/invite/${p.action}/${p.invitationId}/${p.page}`, { ...honeypot, ...fields });
  return { result: callAction(action, { request, context, params: p }), session: s };
}

/** The member record as /v1 holds it. */
async function memberRow(memberId: string) {
  const { rows } = await v1.api.db.query<{ state: string; user_id: string | null }>(
    "SELECT state, user_id FROM members WHERE id = $1",
    [memberId],
  );
  return rows[0];
}

describe("invitation page", () => {
  it("shows the cards for unknown, declined and accepted invitations", async () => {
    expect((await load(params("6a1f9c0e-0000-4000-8000-00000000dead"))).kind).toBe("invalid");
    const declined = await invited();
    await v1Ok(v1.api, "POST", `/v1/invitations/${declined.id}/decline`);
    expect((await load(params(declined.id))).kind).toBe("declined");
    const accepted = await invited();
    const account = await register(v1.api, { email: accepted.email });
    await v1Ok(
      v1.api,
      "POST",
      `/v1/communities/${accepted.manager.communityId}/invitations/${accepted.id}/accept`,
      { token: account.token },
    );
    expect((await load(params(accepted.id))).kind).toBe("accepted");
    const pending = await invited();
    const data = await load(params(pending.id));
    expect(data.kind).toBe("pending");
    expect(data.invitation).toEqual({
      communityName: "Lima family",
      email: pending.email,
      inviterName: "Rui",
    });
  });

  it("takes an invitation without a state as pending (the original server sends none)", async () => {
    const pending = await invited();
    server.use(
      http.get(`${v1.api.url}/v1/invitations/:id`, async ({ request }) => {
        const { state: _state, ...original } = (await (await fetch(bypass(request))).json()) as Record<
          string,
          unknown
        >;
        return HttpResponse.json(original);
      }),
    );
    const data = await load(params(pending.id));
    expect(data.kind).toBe("pending");
    expect(data.invitation?.email).toBe(pending.email);
  });

  it("answers 404 for an unknown action or page", async () => {
    const { id } = await invited();
    await expect(load(params(id, "register", "maybe"))).rejects.toMatchObject({ init: { status: 404 } });
    await expect(load(params(id, "other"))).rejects.toMatchObject({ init: { status: 404 } });
  });

  it("registers with the invited address whatever was posted, accepts, then goes to confirm-email", async () => {
    const { manager, memberId, id, email } = await invited();
    const { result, session } = post(
      {
        intent: "register",
        email: uniqueEmail("someone-else"),
        password: "correct horse 42",
        confirmPassword: "correct horse 42",
        agree: "on",
      },
      params(id),
    );
    const response = await thrown(result);
    expect(response.headers.get("Location")).toBe("/confirm-email/registered");
    expect(session.data).toMatchObject({ communityId: manager.communityId });
    expect(typeof session.data.registeredAt).toBe("number");
    // The new account has the invited address and is the member now.
    const user = await v1Ok(v1.api, "GET", `/v1/users/${session.data.userId}`, { token: session.data.token });
    expect((user.json as { email_plaintext: string }).email_plaintext).toBe(email);
    expect(await memberRow(memberId)).toEqual({ state: "active", user_id: session.data.userId });
  });

  it("refuses another address before signing in (email_mismatch), keeping the address and not the password", async () => {
    const { id } = await invited();
    const other = await register(v1.api);
    const requests = watchRequests(v1.api);
    const reply = (await post(
      { intent: "signin", email: other.email, password: other.password },
      params(id, "signin"),
    ).result) as { result: { error: Record<string, string[]>; initialValue: Record<string, unknown> } };
    expect(reply.result.error.email?.[0]).toMatch(/^This invitation was sent to another email address/);
    expect(reply.result.initialValue.email).toBe(other.email);
    expect(reply.result.initialValue.password).toBeUndefined();
    expect((await requests()).filter((r) => r.path === "/v1/auth/username")).toEqual([]);
  });

  it("signs in with the invited address (any case) and accepts; already a member counts as done", async () => {
    // Ana has an account, and a group of her own that she signs in to.
    const email = mixedCase("Ana");
    const ana = await register(v1.api, { email });
    await v1Ok(v1.api, "POST", "/v1/communities", { token: ana.token, body: { name: "Ana's own" } });
    const first = await invited(email);
    const signIn = (id: string) =>
      post({ intent: "signin", email: email.toLowerCase(), password: ana.password }, params(id, "signin"));

    const { result, session } = signIn(first.id);
    expect((await thrown(result)).headers.get("Location")).toBe("/confirm-email/registered");
    expect(session.data).toMatchObject({ userId: ana.userId, communityId: first.manager.communityId });
    expect(session.data.registeredAt).toBeUndefined();
    expect(await memberRow(first.memberId)).toEqual({ state: "active", user_id: ana.userId });

    // Invited again, under another member record of the same group: /v1 says already_member.
    const again = await invited(email, first.manager, "Ana Lima");
    const second = signIn(again.id);
    expect((await thrown(second.result)).headers.get("Location")).toBe("/confirm-email/registered");
    expect(second.session.data.communityId).toBe(first.manager.communityId);
    expect((await memberRow(again.memberId))?.state).toBe("invited");
  });

  it("declines, then shows the invitation's card", async () => {
    const { id, memberId } = await invited();
    const { result } = post({ intent: "decline" }, params(id, "register", "reject"));
    expect((await thrown(result)).headers.get("Location")).toBe(`/invite/accept/${id}/register`);
    const invitation = await v1Ok(v1.api, "GET", `/v1/invitations/${id}`);
    expect((invitation.json as { state: string }).state).toBe("declined");
    expect((await memberRow(memberId))?.user_id).toBeNull();
  });
});

describe("download sign-up page", () => {
  function downloadFor(session: SessionData) {
    const { context } = makeContext(session);
    return callLoader(downloadLoader, {
      request: new Request("http://portal.test/download/signup"),
      context,
    });
  }

  it("greets only a signed-in user who has just registered", () => {
    expect(downloadFor({}).justRegistered).toBe(false);
    expect(downloadFor({ token: "t", userId: "u" }).justRegistered).toBe(false);
    expect(downloadFor({ token: "t", userId: "u", registeredAt: Date.now() - 60_000 }).justRegistered).toBe(
      true,
    );
    expect(downloadFor({ registeredAt: Date.now() }).justRegistered).toBe(false);
    expect(
      downloadFor({ token: "t", userId: "u", registeredAt: Date.now() - 3 * 24 * 3600_000 }).justRegistered,
    ).toBe(false);
  });

  it("has no installer address unless one is configured", () => {
    expect(downloadFor({}).urls).toEqual({ windows: null, mac: null });
    usePortalEnv({ DOWNLOAD_URL_WINDOWS: "https://cdn.example.com/setup.exe" });
    try {
      expect(downloadFor({}).urls.windows).toBe("https://cdn.example.com/setup.exe");
    } finally {
      usePortalEnv();
    }
  });
});
