import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { action as loginAction } from "../../app/auth/login.tsx";
import { action as registerAction } from "../../app/auth/register.tsx";
import { action as logoutAction } from "../../app/auth/logout.tsx";
import { honeypotInputProps } from "../../app/shared/honeypot.server.ts";
import { API, formRequest, makeContext, thrown, usePortalEnv } from "./helpers.ts";

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

let honeypot: Record<string, string>;
beforeEach(async () => {
  usePortalEnv();
  const props = await honeypotInputProps();
  honeypot = {
    [props.nameFieldName]: "",
    ...(props.validFromFieldName ? { [props.validFromFieldName]: props.encryptedValidFrom } : {}),
  };
});

const user = {
  id: "u1",
  email: "ann@example.com",
  email_plaintext: "ann@example.com",
  email_verified: false,
  first_name: null,
  last_name: null,
};

function login(fields: Record<string, string>, session = {}) {
  const { context, session: s } = makeContext(session);
  const request = formRequest("/login", { ...honeypot, ...fields });
  return { result: loginAction({ request, context, params: {} } as never), session: s };
}

describe("sign-in action", () => {
  it("signs in, takes the first group as the active one and goes home", async () => {
    server.use(
      http.post(`${API}/v1/auth/username`, async ({ request }) => {
        expect(request.headers.get("content-type")).toBe("application/json; charset=utf-8");
        expect(await request.json()).toEqual({ username: "ann@example.com", password: "secret1" });
        return HttpResponse.json({ token: "tok", user });
      }),
      http.get(`${API}/v1/users/u1/communities`, ({ request }) => {
        expect(request.headers.get("authorization")).toBe("Bearer tok");
        return HttpResponse.json({
          communities: [{ id: "c1", name: "Family", role: "manager", member_id: "m1" }],
        });
      }),
    );
    const { result, session } = login(
      { email: " ann@example.com ", password: "secret1" },
      { returnTo: "/account" },
    );
    const response = await thrown(result);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/");
    expect(session.data).toMatchObject({
      token: "tok",
      userId: "u1",
      communityId: "c1",
      role: "manager",
      returnTo: "/account",
    });
  });

  it("lands in the group used last, not the oldest one (issue 23 item 10)", async () => {
    server.use(
      http.post(`${API}/v1/auth/username`, () => HttpResponse.json({ token: "tok", user })),
      http.get(`${API}/v1/users/u1/communities`, () =>
        HttpResponse.json({
          communities: [
            { id: "theirs", name: "Someone else's", role: "manager", member_id: "m0" },
            { id: "own", name: "Own", role: "manager", member_id: "m1" },
          ],
          last_community_id: "own",
        }),
      ),
    );
    const { result, session } = login({ email: "ann@example.com", password: "secret1" });
    await thrown(result);
    expect(session.data).toMatchObject({ communityId: "own", role: "manager" });
  });

  it("a user without groups is signed in without one ('User doesn't have communities.' is swallowed)", async () => {
    server.use(
      http.post(`${API}/v1/auth/username`, () => HttpResponse.json({ token: "tok", user })),
      http.get(`${API}/v1/users/u1/communities`, () => HttpResponse.json({ communities: [] })),
    );
    const { result, session } = login({ email: "ann@example.com", password: "secret1" });
    await thrown(result);
    expect(session.data).toMatchObject({ token: "tok", communityId: null, role: null });
  });

  it("refuses bad input with the spec's messages and never calls /v1", async () => {
    const { result } = login({ email: "nope", password: "" });
    const data = (await result) as { result: { error: Record<string, string[]> } };
    expect(data.result.error.email).toEqual(["Please enter a valid email address."]);
    // Empty fields are named, so the error summary never says "This field is required" twice (issue 23 item 11).
    expect(data.result.error.password).toEqual(["Enter your password"]);
    const empty = (await login({ email: "", password: "" }).result) as typeof data;
    expect(empty.result.error).toEqual({
      email: ["Enter your email address"],
      password: ["Enter your password"],
    });
  });

  const failures: [string, () => Response, string][] = [
    [
      "wrong password",
      () => HttpResponse.json({ error: "invalid_credentials", details: null }, { status: 400 }),
      "The email address or the password is not right.",
    ],
    [
      "lockout",
      () => HttpResponse.json({ error: "locked", details: { timeout: 600 } }, { status: 400 }),
      "Try again in 10 minutes",
    ],
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
      server.use(http.post(`${API}/v1/auth/username`, reply));
      const { result, session } = login({ email: "ann@example.com", password: "secret1" });
      const data = (await result) as {
        result: { initialValue: Record<string, unknown> };
        failure: { title: string; message: string };
      };
      expect(data.failure.title).toBe("Sign in did not work");
      expect(data.failure.message).toContain(message);
      expect(data.failure.message).not.toMatch(/at .*\.ts|Error:/);
      expect(data.result.initialValue.email).toBe("ann@example.com");
      expect(data.result.initialValue.password).toBeUndefined();
      expect(session.loggedIn).toBe(false);
    });
  }

  it("refuses a form whose honeypot was filled in", async () => {
    const { context } = makeContext();
    const request = formRequest("/login", {
      ...honeypot,
      name__confirm: "bot",
      email: "a@b.co",
      password: "x",
    });
    await expect(loginAction({ request, context, params: {} } as never)).rejects.toMatchObject({
      init: { status: 400 },
    });
  });
});

describe("registration action", () => {
  it("registers with the email as the username, signs in and promises the confirmation email", async () => {
    server.use(
      http.post(`${API}/v1/register/username`, async ({ request }) => {
        expect(await request.json()).toMatchObject({
          username: "bo@example.com",
          email: "bo@example.com",
          password: "secret1",
        });
        return HttpResponse.json({ token: "t2", user: { ...user, id: "u2", email: "bo@example.com" } });
      }),
      http.get(`${API}/v1/users/u2/communities`, () => HttpResponse.json({ communities: [] })),
    );
    const { context, session } = makeContext();
    const request = formRequest("/register", {
      ...honeypot,
      email: "bo@example.com",
      password: "secret1",
      confirmPassword: "secret1",
      agree: "on",
    });
    const response = await thrown(registerAction({ request, context, params: {} } as never));
    expect(response.headers.get("Location")).toBe("/");
    expect(session.data.token).toBe("t2");
    expect(session.data.banner?.message).toContain("We have sent an email to bo@example.com");
  });

  it("sends the optional name typed at registration as the first name (issue 23 item 9)", async () => {
    const sent: unknown[] = [];
    server.use(
      http.post(`${API}/v1/register/username`, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ token: "t3", user: { ...user, id: "u3" } });
      }),
      http.get(`${API}/v1/users/u3/communities`, () => HttpResponse.json({ communities: [] })),
    );
    const { context } = makeContext();
    const fields = { ...honeypot, email: "pat@example.com", password: "secret1", confirmPassword: "secret1" };
    const request = formRequest("/register", { ...fields, name: "  Pat Lee ", agree: "on" });
    await thrown(registerAction({ request, context, params: {} } as never));
    expect(sent[0]).toMatchObject({ first_name: "Pat Lee", last_name: "" });
  });

  it("reports an address that is taken", async () => {
    server.use(
      http.post(`${API}/v1/register/username`, () =>
        HttpResponse.json({ error: "existing_email", details: null }, { status: 400 }),
      ),
    );
    const { context } = makeContext();
    const request = formRequest("/register", {
      ...honeypot,
      email: "bo@example.com",
      password: "secret1",
      confirmPassword: "secret1",
      agree: "on",
    });
    const data = (await registerAction({ request, context, params: {} } as never)) as {
      failure: { title: string; message: string };
    };
    expect(data.failure).toEqual({
      title: "Create account did not work",
      message: "There is already an account with this email address. Sign in instead.",
    });
  });

  it("checks the confirmation even when another field is wrong", async () => {
    const { context } = makeContext();
    const request = formRequest("/register", {
      ...honeypot,
      email: "",
      password: "secret1",
      confirmPassword: "secret2",
    });
    const data = (await registerAction({ request, context, params: {} } as never)) as {
      result: { error: Record<string, string[]> };
    };
    expect(data.result.error.confirmPassword).toEqual(["Passwords do not match"]);
    expect(data.result.error.agree).toBeDefined();
  });
});

describe("sign-out action", () => {
  it("clears the session even when /v1 cannot be reached", async () => {
    server.use(http.delete(`${API}/v1/auth/token`, () => HttpResponse.error()));
    const { context, session } = makeContext({
      token: "tok",
      userId: "u1",
      communityId: "c1",
      role: "manager",
    });
    const response = await thrown(
      logoutAction({ request: formRequest("/logout", {}), context, params: {} } as never),
    );
    expect(response.headers.get("Location")).toBe("/");
    expect(session.loggedIn).toBe(false);
    expect(session.data.token).toBeUndefined();
    expect(session.data.banner?.message).toBe("You have signed out.");
  });
});
