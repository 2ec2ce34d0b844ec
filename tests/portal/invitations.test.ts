// The invitation page against a stand-in /v1 (msw): the cards, registering with the invited address only,
// the address check before signing in, declining, and what the download page then says.
import { http, HttpResponse } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import { loader as downloadLoader } from "../../app/download/download.tsx";
import { action, loader } from "../../app/invitations/invitation.tsx";
import { honeypotInputProps } from "../../app/shared/honeypot.server.ts";
import type { SessionData } from "../../app/shared/session.server.ts";
import { API, formRequest, makeContext, mockV1, thrown, usePortalEnv } from "./helpers.ts";

const server = mockV1();
const INVITATION = {
  id: "inv1",
  community: { id: "c1", name: "Lima family" },
  email: "Ana@Example.com",
  first_name: "Ana",
  last_name: "",
  state: "pending",
  inviter_name: "Rui",
};
const PARAMS = { action: "accept", invitationId: "inv1", page: "register" };

let honeypot: Record<string, string>;
beforeEach(async () => {
  const props = await honeypotInputProps();
  honeypot = {
    [props.nameFieldName]: "",
    ...(props.validFromFieldName ? { [props.validFromFieldName]: props.encryptedValidFrom } : {}),
  };
});

function invitationIs(body: object | null, status = 200) {
  server.use(
    http.get(`${API}/v1/invitations/inv1`, () =>
      body ? HttpResponse.json(body, { status }) : new HttpResponse(null, { status }),
    ),
  );
}

function load(params = PARAMS, session: SessionData = {}) {
  const { context } = makeContext(session);
  return loader({ request: new Request("http://portal.test/invite/x"), context, params } as never);
}

function post(fields: Record<string, string>, params = PARAMS, session: SessionData = {}) {
  const { context, session: s } = makeContext(session);
  const request = formRequest(`/invite/${params.action}/inv1/${params.page}`, { ...honeypot, ...fields });
  return { result: action({ request, context, params } as never), session: s };
}

describe("invitation page", () => {
  it("shows the cards for unknown, declined and accepted invitations", async () => {
    invitationIs(null, 404);
    expect((await load()).kind).toBe("invalid");
    invitationIs({ ...INVITATION, state: "declined" });
    expect((await load()).kind).toBe("declined");
    invitationIs({ ...INVITATION, state: "accepted" });
    expect((await load()).kind).toBe("accepted");
    // An original server sends no state: pending.
    const { state: _state, ...original } = INVITATION;
    invitationIs(original);
    const data = await load();
    expect(data.kind).toBe("pending");
    expect(data.invitation?.email).toBe("Ana@Example.com");
  });

  it("answers 404 for an unknown action or page", async () => {
    await expect(load({ ...PARAMS, action: "maybe" })).rejects.toMatchObject({ init: { status: 404 } });
    await expect(load({ ...PARAMS, page: "other" })).rejects.toMatchObject({ init: { status: 404 } });
  });

  it("registers with the invited address whatever was posted, accepts, then goes to confirm-email", async () => {
    invitationIs(INVITATION);
    const calls: string[] = [];
    server.use(
      http.post(`${API}/v1/register/username`, async ({ request }) => {
        const body = (await request.json()) as { email: string };
        calls.push(`register ${body.email}`);
        return HttpResponse.json({
          token: "tok",
          user: { id: "u9", email_verified: false, email_plaintext: null },
        });
      }),
      http.get(`${API}/v1/users/u9/communities`, () => HttpResponse.json({ communities: [] })),
      http.post(`${API}/v1/communities/c1/invitations/inv1/accept`, ({ request }) => {
        calls.push(`accept ${request.headers.get("authorization")}`);
        return new HttpResponse(null, { status: 200 });
      }),
    );
    const { result, session } = post({
      intent: "register",
      email: "someone-else@example.com",
      password: "correct horse 42",
      confirmPassword: "correct horse 42",
      agree: "on",
    });
    const response = await thrown(result);
    expect(response.headers.get("Location")).toBe("/confirm-email/registered");
    expect(calls).toEqual(["register Ana@Example.com", "accept Bearer tok"]);
    expect(session.data).toMatchObject({ token: "tok", userId: "u9", communityId: "c1" });
    expect(typeof session.data.registeredAt).toBe("number");
  });

  it("refuses another address before signing in (email_mismatch), keeping the address and not the password", async () => {
    invitationIs(INVITATION);
    const reply = (await post(
      { intent: "signin", email: "other@example.com", password: "pw123456" },
      { ...PARAMS, page: "signin" },
    ).result) as { result: { error: Record<string, string[]>; initialValue: Record<string, unknown> } };
    expect(reply.result.error.email?.[0]).toMatch(/^This invitation was sent to another email address/);
    expect(reply.result.initialValue.email).toBe("other@example.com");
    expect(reply.result.initialValue.password).toBeUndefined();
  });

  it("signs in with the invited address (any case) and accepts; already a member counts as done", async () => {
    invitationIs(INVITATION);
    server.use(
      http.post(`${API}/v1/auth/username`, () =>
        HttpResponse.json({ token: "tok2", user: { id: "u2", email_verified: true } }),
      ),
      http.get(`${API}/v1/users/u2/communities`, () =>
        HttpResponse.json({ communities: [{ id: "c9", name: "Other", role: "manager", member_id: "m9" }] }),
      ),
      http.post(`${API}/v1/communities/c1/invitations/inv1/accept`, () =>
        HttpResponse.json({ error: "already_member" }, { status: 400 }),
      ),
    );
    const { result, session } = post(
      { intent: "signin", email: "ana@example.com", password: "pw123456" },
      { ...PARAMS, page: "signin" },
    );
    expect((await thrown(result)).headers.get("Location")).toBe("/confirm-email/registered");
    expect(session.data.communityId).toBe("c1");
    expect(session.data.registeredAt).toBeUndefined();
  });

  it("declines, then shows the invitation's card", async () => {
    invitationIs(INVITATION);
    let declined = false;
    server.use(
      http.post(`${API}/v1/invitations/inv1/decline`, () => {
        declined = true;
        return new HttpResponse(null, { status: 200 });
      }),
    );
    const { result } = post({ intent: "decline" }, { ...PARAMS, action: "reject" });
    expect((await thrown(result)).headers.get("Location")).toBe("/invite/accept/inv1/register");
    expect(declined).toBe(true);
  });
});

describe("download sign-up page", () => {
  function downloadFor(session: SessionData) {
    const { context } = makeContext(session);
    return downloadLoader({
      request: new Request("http://portal.test/download/signup"),
      context,
      params: {},
    } as never);
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
