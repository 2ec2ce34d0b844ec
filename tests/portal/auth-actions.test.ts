// Sign-in, registration and sign-out actions against the real /v1: accounts registered and signed in there (the
// session gets a token /v1 accepts), the group used last, the service's own refusals (wrong password, lockout, an
// address already taken); msw only makes /v1 fail (an unknown error code, a 500, a status without a message,
// no answer at all) for the words those show.
import { http, HttpResponse } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import { action as loginAction } from "../../app/auth/login.tsx";
import { action as logoutAction } from "../../app/auth/logout.tsx";
import { action as registerAction } from "../../app/auth/register.tsx";
import type { SessionData } from "../../app/shared/session.server.ts";
import { LOCKOUT_MAX_FAILURES } from "../../api/auth/lockout.ts";
import { register, uniqueEmail, type Registered } from "../api/harness.ts";
import { formRequest, honeypotFields, makeContext, thrown, failingV1 } from "./helpers.ts";
import { memberOf, signedInManager, signedInUser, realV1, v1Ok, watchRequests } from "./real-v1.ts";
import { callAction } from "./route-call.ts";

const v1 = realV1();
const server = failingV1();

let honeypot: Record<string, string>;
beforeEach(async () => {
  honeypot = await honeypotFields();
});

function login(fields: Record<string, string>, session: SessionData = {}) {
  const { context, session: s } = makeContext(session);
  const request = formRequest("/login", { ...honeypot, ...fields });
  return { result: callAction(loginAction, { request, context }), session: s };
}

/** Whether /v1 accepts the token (GET /v1/users/{id}). */
async function accepted(token: string | undefined, userId: string | undefined) {
  const answer = await v1.api.call("GET", `/v1/users/${userId}`, { token });
  return answer.status === 200;
}

type Reply = {
  result: { error: Record<string, string[]>; initialValue: Record<string, unknown> };
  failure: { title: string; message: string };
};

describe("sign-in action", () => {
  it("signs in, takes the first group as the active one and goes home", async () => {
    const manager = await signedInManager(v1.api);
    const { result, session } = login(
      { email: ` ${manager.email} `, password: manager.password },
      { returnTo: "/account" },
    );
    const response = await thrown(result);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/");
    expect(session.data).toMatchObject({
      userId: manager.userId,
      email: manager.email,
      communityId: manager.communityId,
      role: "manager",
      returnTo: "/account",
    });
    // A new token of /v1's, not the one registration gave.
    expect(session.data.token).not.toBe(manager.token);
    expect(await accepted(session.data.token, session.data.userId)).toBe(true);
  });

  it("lands in the group used last, not the oldest one", async () => {
    const other = await signedInManager(v1.api, { group: "Someone else's" });
    const person = (await memberOf(v1.api, other, { first_name: "Kim", state: "active" })).person!;
    v1.api.clock.advance(1000);
    const created = await v1Ok(v1.api, "POST", "/v1/communities", {
      token: person.token,
      body: { name: "Own" },
    });
    const own = (created.json as { community: { id: string } }).community.id;
    await v1Ok(v1.api, "PUT", `/v1/users/${person.userId}/last_community`, {
      token: person.token,
      body: { community_id: own },
    });
    const { result, session } = login({ email: person.email, password: person.password });
    await thrown(result);
    expect(session.data).toMatchObject({ communityId: own, role: "manager" });
  });

  it("a user without groups is signed in without one ('User doesn't have communities.' is swallowed)", async () => {
    const user = await signedInUser(v1.api);
    const { result, session } = login({ email: user.email, password: user.password });
    await thrown(result);
    expect(session.data).toMatchObject({ userId: user.userId, communityId: null, role: null });
    expect(await accepted(session.data.token, user.userId)).toBe(true);
  });

  it("refuses bad input with the spec's messages and never calls /v1", async () => {
    const requests = watchRequests(v1.api);
    const { result } = login({ email: "nope", password: "" });
    const data = (await result) as Reply;
    expect(data.result.error.email).toEqual(["Please enter a valid email address."]);
    // Empty fields are named, so the error summary never says "This field is required" twice.
    expect(data.result.error.password).toEqual(["Enter your password"]);
    const empty = (await login({ email: "", password: "" }).result) as Reply;
    expect(empty.result.error).toEqual({
      email: ["Enter your email address"],
      password: ["Enter your password"],
    });
    expect(await requests()).toEqual([]);
  });

  /** Signs in with a wrong password and answers the action's reply (the email kept, the password dropped). */
  async function expectFailure(user: Registered, message: string) {
    const { result, session } = login({ email: user.email, password: "not the password" });
    const data = (await result) as Reply;
    expect(data.failure.title).toBe("Sign in did not work");
    expect(data.failure.message).toContain(message);
    expect(data.failure.message).not.toMatch(/at .*\.ts|Error:/);
    expect(data.result.initialValue.email).toBe(user.email);
    expect(data.result.initialValue.password).toBeUndefined();
    expect(session.loggedIn).toBe(false);
  }

  it("shows a wrong password in the alert, keeps the email and drops the password", async () => {
    await expectFailure(await register(v1.api), "The email address or the password is not right.");
  });

  it("shows the lockout in the alert with the minutes /v1 says are left", async () => {
    const user = await register(v1.api);
    for (let i = 0; i < LOCKOUT_MAX_FAILURES; i++) {
      await v1.api.call("POST", "/v1/auth/username", {
        body: { username: user.email, password: "wrong" },
      });
    }
    // Five of the lock's fifteen minutes have passed.
    v1.api.clock.advance(5 * 60_000);
    await expectFailure(user, "Try again in 10 minutes");
  });

  // /v1 failing: answers the real service never gives these requests.
  const failures: [string, () => Response, string][] = [
    [
      "an unknown error code",
      () => HttpResponse.json({ error: "weird_code" }, { status: 400 }),
      "The server could not do this (error: weird_code).",
    ],
    [
      "a 500 without a body",
      () => new HttpResponse(null, { status: 500 }),
      "Something went wrong on our side.",
    ],
    [
      "a status without a known message",
      () => new HttpResponse(null, { status: 418, statusText: "I'm a teapot" }),
      "I'm a teapot (418)",
    ],
    ["a network failure", () => HttpResponse.error(), "We could not reach the service."],
  ];
  for (const [name, reply, message] of failures) {
    it(`shows ${name} in the alert, keeps the email and drops the password`, async () => {
      const user = await register(v1.api);
      server.use(http.post(`${v1.api.url}/v1/auth/username`, reply));
      await expectFailure(user, message);
    });
  }

  it("refuses a form whose honeypot was filled in", async () => {
    const user = await register(v1.api);
    const { context } = makeContext();
    const request = formRequest("/login", {
      ...honeypot,
      name__confirm: "bot",
      email: user.email,
      password: user.password,
    });
    await expect(callAction(loginAction, { request, context })).rejects.toMatchObject({
      init: { status: 400 },
    });
  });
});

describe("registration action", () => {
  function registration(fields: Record<string, string>) {
    const { context, session } = makeContext();
    const request = formRequest("/register", { ...honeypot, ...fields });
    return { result: callAction(registerAction, { request, context }), session };
  }

  it("registers with the email as the username, signs in and promises the confirmation email", async () => {
    const email = uniqueEmail("bo");
    const { result, session } = registration({
      email,
      password: "secret1",
      confirmPassword: "secret1",
      agree: "on",
    });
    const response = await thrown(result);
    expect(response.headers.get("Location")).toBe("/");
    expect(session.data.banner?.message).toContain(`We are sending an email to ${email}`);
    expect(await accepted(session.data.token, session.data.userId)).toBe(true);
    // The account signs in with that address and password.
    const again = await v1.api.call("POST", "/v1/auth/username", {
      body: { username: email, password: "secret1" },
    });
    expect(again.status).toBe(200);
  });

  it("sends the optional name typed at registration as the first name", async () => {
    const { result, session } = registration({
      email: uniqueEmail("pat"),
      password: "secret1",
      confirmPassword: "secret1",
      name: "  Pat Lee ",
      agree: "on",
    });
    await thrown(result);
    const user = await v1Ok(v1.api, "GET", `/v1/users/${session.data.userId}`, {
      token: session.data.token,
    });
    // The whole name is the first name (the service keeps the empty last name as none).
    expect(user.json).toMatchObject({ first_name: "Pat Lee", last_name: null });
  });

  it("reports an address that is taken", async () => {
    const taken = await register(v1.api);
    const data = (await registration({
      email: taken.email,
      password: "secret1",
      confirmPassword: "secret1",
      agree: "on",
    }).result) as Reply;
    expect(data.failure).toEqual({
      title: "Create account did not work",
      message: "There is already an account with this email address. Sign in instead.",
    });
  });

  it("checks the confirmation even when another field is wrong", async () => {
    const data = (await registration({ email: "", password: "secret1", confirmPassword: "secret2" })
      .result) as Reply;
    expect(data.result.error.confirmPassword).toEqual(["Passwords do not match"]);
    expect(data.result.error.agree).toBeDefined();
  });
});

describe("sign-out action", () => {
  async function signOut(session: SessionData) {
    const { context, session: s } = makeContext(session);
    const response = await thrown(callAction(logoutAction, { request: formRequest("/logout", {}), context }));
    expect(response.headers.get("Location")).toBe("/");
    expect(s.loggedIn).toBe(false);
    expect(s.data.token).toBeUndefined();
    expect(s.data.banner?.message).toBe("You have signed out.");
  }

  it("ends the token at /v1 and clears the session", async () => {
    const manager = await signedInManager(v1.api);
    await signOut(manager.session);
    expect(await accepted(manager.token, manager.userId)).toBe(false);
  });

  it("clears the session even when /v1 cannot be reached", async () => {
    const manager = await signedInManager(v1.api);
    server.use(http.delete(`${v1.api.url}/v1/auth/token`, () => HttpResponse.error()));
    await signOut(manager.session);
  });
});
