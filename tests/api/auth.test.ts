import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { availableBackends, expectLocked, register, startApi, uniqueEmail, type TestApi } from "./harness.ts";

const BACKENDS = await availableBackends();
const sha256 = (s: string) => createHash("sha256").update(s).digest("hex");
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe.each(BACKENDS)("auth and registration (%s)", (backend) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startApi(backend);
  });
  afterAll(async () => {
    await api?.close();
  });

  const registerBody = (email: string, password = "secret1") => ({ username: email, email, password });

  describe("POST /v1/register/username", () => {
    it("answers 405 to other methods", async () => {
      const r = await api.call("GET", "/v1/register/username");
      expect(r.status).toBe(405);
      expect(r.text).toBe("");
    });

    it("refuses other media types with 415 and an empty body", async () => {
      const body = registerBody(uniqueEmail());
      for (const contentType of [
        null,
        "text/plain; charset=utf-8",
        "application/json; charset=latin1",
        "text/json",
      ]) {
        const r = await api.call("POST", "/v1/register/username", { body, contentType });
        expect(r.status, String(contentType)).toBe(415);
        expect(r.text).toBe("");
      }
    });

    it("accepts application/json with and without charset", async () => {
      for (const contentType of [
        "application/json",
        "application/json; charset=utf-8",
        "Application/JSON;charset=UTF-8",
      ]) {
        const r = await api.call("POST", "/v1/register/username", {
          body: registerBody(uniqueEmail()),
          contentType,
        });
        expect(r.status, contentType).toBe(200);
      }
    });

    it("answers malformed_json and invalid_body for bad JSON, never a 5xx", async () => {
      for (const rawBody of ["{", "", "nul", '{"a":1}}']) {
        const r = await api.call("POST", "/v1/register/username", { rawBody });
        expect(r.status, rawBody).toBe(400);
        expect(r.json).toEqual({ error: "malformed_json" });
      }
      for (const rawBody of ["[]", "42", '"x"', "null"]) {
        const r = await api.call("POST", "/v1/register/username", { rawBody });
        expect(r.status, rawBody).toBe(400);
        expect(r.json).toEqual({ error: "invalid_body", details: { expected: "object" } });
      }
    });

    it("lists every missing required field (absent or null)", async () => {
      let r = await api.call("POST", "/v1/register/username", { body: {} });
      expect(r.status).toBe(400);
      expect(r.json).toEqual({
        error: "missing_required",
        details: { required: ["username", "password", "email"] },
      });
      r = await api.call("POST", "/v1/register/username", {
        body: { username: "a@b.co", password: null, email: "a@b.co" },
      });
      expect(r.json).toEqual({ error: "missing_required", details: { required: ["password"] } });
      r = await api.call("POST", "/v1/register/username", { body: { password: "secret1" } });
      expect(r.json).toEqual({ error: "missing_required", details: { required: ["username", "email"] } });
    });

    it("answers missing_required with null details for an empty username", async () => {
      const r = await api.call("POST", "/v1/register/username", {
        body: { username: "", email: "a@b.co", password: "secret1" },
      });
      expect(r.status).toBe(400);
      expect(r.json).toEqual({ error: "missing_required", details: null });
    });

    it("answers invalid_field for a value of the wrong type", async () => {
      const r = await api.call("POST", "/v1/register/username", {
        body: { username: "a@b.co", email: 42, password: "secret1" },
      });
      expect(r.status).toBe(400);
      expect(r.json).toEqual({ error: "invalid_field", details: { field: "email" } });
      const r2 = await api.call("POST", "/v1/register/username", {
        body: { ...registerBody(uniqueEmail()), first_name: { x: 1 } },
      });
      expect(r2.json).toEqual({ error: "invalid_field", details: { field: "first_name" } });
    });

    it("limits the length of every field", async () => {
      const email = uniqueEmail();
      const cases: [Record<string, unknown>, string, number][] = [
        [{ ...registerBody(email), email: `${"a".repeat(250)}@b.co` }, "email", 254],
        [{ ...registerBody(email), username: `${"a".repeat(250)}@b.co` }, "username", 254],
        [{ ...registerBody(email), password: "x".repeat(1025) }, "password", 1024],
        [{ ...registerBody(email), first_name: "x".repeat(101) }, "first_name", 100],
        [{ ...registerBody(email), last_name: "x".repeat(101) }, "last_name", 100],
      ];
      for (const [body, field, max] of cases) {
        const r = await api.call("POST", "/v1/register/username", { body });
        expect(r.status, field).toBe(400);
        expect(r.json).toEqual({ error: "too_long", details: { field, max_length: max } });
      }
      // Exactly at the limit is fine.
      const r = await api.call("POST", "/v1/register/username", {
        body: { ...registerBody(uniqueEmail()), password: "x".repeat(1024), first_name: "y".repeat(100) },
      });
      expect(r.status).toBe(200);
    });

    it("refuses malformed emails", async () => {
      for (const email of [
        "",
        "   ",
        "plainaddress",
        "a@b",
        "a b@c.com",
        "Ann <ann@example.com>",
        "a@@b.com",
        "a@b..com",
      ]) {
        const r = await api.call("POST", "/v1/register/username", {
          body: { username: email || "x", email, password: "secret1" },
        });
        expect(r.status, email).toBe(400);
        expect(r.json, email).toEqual({ error: "malformed_email", details: null });
      }
    });

    it("requires the username to be the email", async () => {
      const r = await api.call("POST", "/v1/register/username", {
        body: { username: "someone", email: uniqueEmail(), password: "secret1" },
      });
      expect(r.status).toBe(400);
      expect(r.json).toEqual({ error: "username_not_email", details: null });
    });

    it("enforces the password rules", async () => {
      for (const password of ["", "12345"]) {
        const r = await api.call("POST", "/v1/register/username", {
          body: registerBody(uniqueEmail(), password),
        });
        expect(r.status).toBe(400);
        expect(r.json).toEqual({ error: "short_password", details: { minimum_length: 6 } });
      }
      for (const password of ["password", "testing"]) {
        const r = await api.call("POST", "/v1/register/username", {
          body: registerBody(uniqueEmail(), password),
        });
        expect(r.status).toBe(400);
        expect(r.json).toEqual({ error: "bad_password", details: null });
      }
      const r = await api.call("POST", "/v1/register/username", {
        body: registerBody(uniqueEmail(), "123456"),
      });
      expect(r.status).toBe(200);
    });

    it("registers, returning a token and the user without its email", async () => {
      const email = uniqueEmail();
      const r = await api.call("POST", "/v1/register/username", {
        body: { ...registerBody(email), first_name: "Ann", last_name: "" },
      });
      expect(r.status).toBe(200);
      const body = r.json as { token: string; user: Record<string, unknown> };
      expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(body.user).toEqual({
        id: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/),
        first_name: "Ann",
        last_name: null,
        email_verified: false,
        email_plaintext: null,
        preferences_id: expect.stringMatching(
          /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
        ),
        // Ours: the user's clock (none yet); the desktop apps read users with keys they do not know.
        time_zone: null,
        date_locale: null,
        language: null,
      });
      expect(body.user).not.toHaveProperty("email");
      expect(r.headers.get("content-type")).toBe("application/json; charset=utf-8");
      expect(r.headers.get("cache-control")).toBe("no-cache");
    });

    it("stores the email trimmed and refuses it again in any case", async () => {
      const email = uniqueEmail("Case");
      const padded = `  ${email}  `;
      const first = await api.call("POST", "/v1/register/username", {
        body: { username: padded, email: padded, password: "secret1" },
      });
      expect(first.status).toBe(200);
      const { token, user } = first.json as { token: string; user: { id: string } };
      const me = await api.call("GET", `/v1/users/${user.id}`, { token });
      expect((me.json as { email_plaintext: string }).email_plaintext).toBe(email);
      for (const again of [email, email.toUpperCase(), ` ${email.toLowerCase()}`]) {
        const r = await api.call("POST", "/v1/register/username", { body: registerBody(again) });
        expect(r.status).toBe(400);
        expect(r.json).toEqual({ error: "existing_email", details: null });
      }
    });

    it("keeps only hashes of tokens and passwords", async () => {
      const user = await register(api);
      const tokens = await api.db.query<{ token_hash: string }>(
        "SELECT token_hash FROM auth_tokens WHERE user_id = $1",
        [user.userId],
      );
      expect(tokens.rows.map((t) => t.token_hash)).toEqual([sha256(user.token)]);
      const users = await api.db.query<{ password_hash: string }>(
        "SELECT password_hash FROM users WHERE id = $1",
        [user.userId],
      );
      expect(users.rows[0]!.password_hash).toMatch(
        /^scrypt\$\d+\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/,
      );
      expect(users.rows[0]!.password_hash).not.toContain(user.password);
    });

    it("gives one of two concurrent registrations of the same email existing_email", async () => {
      const email = uniqueEmail();
      const results = await Promise.all(
        [1, 2, 3].map(() => api.call("POST", "/v1/register/username", { body: registerBody(email) })),
      );
      expect(results.map((r) => r.status).sort()).toEqual([200, 400, 400]);
      for (const r of results.filter((x) => x.status === 400))
        expect(r.json).toEqual({ error: "existing_email", details: null });
    });
  });

  describe("POST /v1/auth/username", () => {
    it("answers 405 and 415", async () => {
      expect((await api.call("GET", "/v1/auth/username")).status).toBe(405);
      const r = await api.call("POST", "/v1/auth/username", {
        body: { username: "a", password: "b" },
        contentType: "text/plain",
      });
      expect(r.status).toBe(415);
    });

    it("signs in case-insensitively and returns a new token", async () => {
      const user = await register(api);
      const r = await api.call("POST", "/v1/auth/username", {
        body: { username: ` ${user.email.toUpperCase()} `, password: user.password },
      });
      expect(r.status).toBe(200);
      const body = r.json as { token: string; user: Record<string, unknown> };
      expect(body.token).not.toBe(user.token);
      expect(body.user).toMatchObject({ id: user.userId, email_plaintext: null, email_verified: false });
      const me = await api.call("GET", `/v1/users/${user.userId}`, { token: body.token });
      expect(me.status).toBe(200);
    });

    it("answers invalid_credentials alike for missing fields, unknown users and wrong passwords", async () => {
      const user = await register(api);
      const bodies = [
        {},
        { username: "", password: "" },
        { username: null },
        { username: uniqueEmail(), password: "whatever1" },
        { username: user.email, password: "wrong-password" },
        { username: user.email },
      ];
      for (const body of bodies) {
        const r = await api.call("POST", "/v1/auth/username", { body });
        expect(r.status, JSON.stringify(body)).toBe(400);
        expect(r.json).toEqual({ error: "invalid_credentials", details: null });
      }
    });

    it("limits field lengths", async () => {
      const r = await api.call("POST", "/v1/auth/username", {
        body: { username: "a@b.co", password: "x".repeat(1025) },
      });
      expect(r.json).toEqual({ error: "too_long", details: { field: "password", max_length: 1024 } });
    });

    it("locks an account after 5 bad passwords in 5 minutes, for 15 minutes, checked before the password", async () => {
      const user = await register(api);
      const login = (password: string) =>
        api.call("POST", "/v1/auth/username", { body: { username: user.email, password } });
      for (let i = 0; i < 5; i += 1) {
        const r = await login("bad-password");
        expect(r.json).toEqual({ error: "invalid_credentials", details: null });
        api.clock.advance(10_000);
      }
      // 15 minutes from the 5th failure, which was 10 s ago.
      let r = await login(user.password);
      expect(r.status).toBe(400);
      expectLocked(r.json, 890);
      // Attempts while locked are not counted and do not extend the lock.
      await login("bad-password");
      api.clock.advance(10 * MINUTE);
      r = await login(user.password);
      expectLocked(r.json, 290);
      api.clock.advance(5 * MINUTE);
      r = await login(user.password);
      expect(r.status).toBe(200);
    });

    it("opens a new window when 5 minutes pass without the 5th failure", async () => {
      const user = await register(api);
      const login = (password: string) =>
        api.call("POST", "/v1/auth/username", { body: { username: user.email, password } });
      for (let i = 0; i < 4; i += 1) await login("bad-password");
      api.clock.advance(5 * MINUTE + 1000);
      for (let i = 0; i < 4; i += 1)
        expect((await login("bad-password")).json).toMatchObject({ error: "invalid_credentials" });
      expect((await login(user.password)).status).toBe(200);
      // A successful sign-in clears the count.
      for (let i = 0; i < 4; i += 1) await login("bad-password");
      expect((await login(user.password)).status).toBe(200);
    });

    it("locks unknown addresses the same way (no enumeration through the lockout)", async () => {
      const email = uniqueEmail("nobody");
      for (let i = 0; i < 5; i += 1) {
        const r = await api.call("POST", "/v1/auth/username", {
          body: { username: email, password: "bad-password" },
        });
        expect(r.json).toEqual({ error: "invalid_credentials", details: null });
      }
      const r = await api.call("POST", "/v1/auth/username", {
        body: { username: email.toUpperCase(), password: "bad-password" },
      });
      expectLocked(r.json, 900);
      api.clock.advance(15 * MINUTE);
    });
  });

  describe("tokens", () => {
    it("answers 401 with an empty body and WWW-Authenticate: Bearer without a valid token", async () => {
      const user = await register(api);
      for (const authorization of [
        undefined,
        "Bearer",
        "Bearer nope",
        `Basic ${user.token}`,
        `Bearer ${user.token}x`,
      ]) {
        const r = await api.call("GET", `/v1/users/${user.userId}`, {
          headers: authorization ? { authorization } : {},
        });
        expect(r.status, authorization).toBe(401);
        expect(r.text).toBe("");
        expect(r.headers.get("www-authenticate")).toBe("Bearer");
      }
    });

    it("signs out with 204, also without or with an unknown token, and twice", async () => {
      const user = await register(api);
      const first = await api.call("DELETE", "/v1/auth/token", { token: user.token });
      expect(first.status).toBe(204);
      expect(first.text).toBe("");
      expect((await api.call("GET", `/v1/users/${user.userId}`, { token: user.token })).status).toBe(401);
      expect((await api.call("DELETE", "/v1/auth/token", { token: user.token })).status).toBe(204);
      expect((await api.call("DELETE", "/v1/auth/token")).status).toBe(204);
      expect((await api.call("GET", "/v1/auth/token")).status).toBe(405);
    });

    it("ends a session after 4 hours without use", async () => {
      const user = await register(api);
      api.clock.advance(4 * HOUR - MINUTE);
      expect((await api.call("GET", `/v1/users/${user.userId}`, { token: user.token })).status).toBe(200);
      api.clock.advance(4 * HOUR - MINUTE);
      expect((await api.call("GET", `/v1/users/${user.userId}`, { token: user.token })).status).toBe(200);
      api.clock.advance(4 * HOUR + 1000);
      expect((await api.call("GET", `/v1/users/${user.userId}`, { token: user.token })).status).toBe(401);
    });

    it("ends a session 30 days after sign-in however much it is used", async () => {
      const user = await register(api);
      for (let hours = 3; hours < 30 * 24; hours += 3) {
        api.clock.advance(3 * HOUR);
        const r = await api.call("GET", `/v1/users/${user.userId}`, { token: user.token });
        expect(r.status, `after ${hours} h`).toBe(200);
      }
      api.clock.advance(3 * HOUR);
      expect((await api.call("GET", `/v1/users/${user.userId}`, { token: user.token })).status).toBe(401);
    });
  });

  describe("logging", () => {
    it("logs one line per request without tokens, passwords or query strings, with the given request id", async () => {
      const password = "very-secret-password";
      const user = await register(api, { password });
      const r = await api.call("GET", `/v1/users/${user.userId}?token=${user.token}`, {
        token: user.token,
        headers: { "x-request-id": "req-123" },
      });
      expect(r.headers.get("x-request-id")).toBe("req-123");
      await api.call("POST", `/v1/users/${user.userId}/verify_email/${user.token}`);
      const all = api.logs.join("\n");
      expect(all).not.toContain(user.token);
      expect(all).not.toContain(password);
      expect(all).not.toContain(user.email);
      const lines = api.logs.map((l) => JSON.parse(l) as Record<string, unknown>);
      expect(lines).toContainEqual(
        expect.objectContaining({
          msg: "request",
          method: "GET",
          path: `/v1/users/${user.userId}`,
          status: 200,
          request_id: "req-123",
          ms: expect.any(Number),
        }),
      );
      expect(lines).toContainEqual(
        expect.objectContaining({ path: `/v1/users/${user.userId}/verify_email/:redacted` }),
      );
    });
  });
});
