import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SMTPServer } from "smtp-server";
import type { AddressInfo } from "node:net";
import { availableBackends, eventually, register, startApi, uniqueEmail, type TestApi } from "./harness.ts";

const BACKENDS = await availableBackends();
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

interface Message {
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  sent_at: string | null;
}

async function outbox(api: TestApi, to: string): Promise<Message[]> {
  const r = await api.call("GET", `/v1/dev/outbox?to=${encodeURIComponent(to)}`);
  expect(r.status).toBe(200);
  return (r.json as { messages: Message[] }).messages;
}

function linkIn(message: Message, path: string): string {
  const match = new RegExp(`http://portal\\.test${path}/([A-Za-z0-9_-]+)`).exec(message.text);
  if (!match) throw new Error(`no ${path} link in ${message.text}`);
  expect(message.html).toContain(match[0]);
  return match[1]!;
}

describe.each(BACKENDS)("verification, password reset and change (%s)", (backend) => {
  let api: TestApi;
  let captchaOk = true;
  beforeAll(async () => {
    api = await startApi(backend, { recaptchaSecret: "test-secret", captchaVerifier: async () => captchaOk });
  });
  afterAll(async () => {
    await api?.close();
  });

  describe("email verification", () => {
    it("sends a verification email at registration that verifies once", async () => {
      const user = await register(api, { first_name: "Ann" });
      const [mail] = await outbox(api, user.email);
      expect(mail).toMatchObject({ kind: "verify_email", to: user.email, sent_at: expect.any(String) });
      expect(mail!.subject).toContain("Tandem");
      expect(mail!.text).toContain("Hello Ann,");
      const code = linkIn(mail!, `/confirm-email/${user.userId}`);
      // Another user's id in the path, a bad token: invalid_token.
      const other = await register(api);
      for (const path of [
        `/v1/users/${other.userId}/verify_email/${code}`,
        `/v1/users/${user.userId}/verify_email/nope`,
        `/v1/users/nope/verify_email/${code}`,
      ]) {
        const r = await api.call("POST", path);
        expect(r.status, path).toBe(404);
        expect(r.json).toEqual({ error: "invalid_token", details: null });
      }
      const ok = await api.call("POST", `/v1/users/${user.userId}/verify_email/${code}`);
      expect(ok.status).toBe(200);
      expect(ok.json).toEqual({ message: "email_verified" });
      const me = await api.call("GET", `/v1/users/${user.userId}`, { token: user.token });
      expect(me.json).toMatchObject({ email_verified: true });
      const again = await api.call("POST", `/v1/users/${user.userId}/verify_email/${code}`);
      expect(again.status).toBe(404);
      expect(again.json).toEqual({ error: "invalid_token", details: null });
    });

    it("refuses an expired verification code (30 days)", async () => {
      const user = await register(api);
      const code = linkIn((await outbox(api, user.email))[0]!, `/confirm-email/${user.userId}`);
      api.clock.advance(30 * DAY + 1000);
      const r = await api.call("POST", `/v1/users/${user.userId}/verify_email/${code}`);
      expect(r.json).toEqual({ error: "invalid_token", details: null });
    });

    it("does not accept a reset code for verification or the other way round", async () => {
      const user = await register(api);
      await api.call("POST", "/v1/auth/username/password_reset/request", {
        body: { email: user.email, g_recaptcha_response: "ok" },
      });
      const mails = await outbox(api, user.email);
      const reset = linkIn(
        mails.find((m) => m.kind === "password_reset")!,
        "/reset-password",
      );
      const verify = linkIn(
        mails.find((m) => m.kind === "verify_email")!,
        `/confirm-email/${user.userId}`,
      );
      expect((await api.call("POST", `/v1/users/${user.userId}/verify_email/${reset}`)).status).toBe(404);
      const r = await api.call("POST", `/v1/auth/username/password_reset/${verify}`, {
        body: { new_password: "another1" },
      });
      expect(r.status).toBe(404);
    });

    it("resends only to an unverified user, for the user only, rate limited", async () => {
      const user = await register(api);
      const other = await register(api);
      expect((await api.call("POST", `/v1/users/${user.userId}/resend_verification`)).status).toBe(401);
      expect(
        (await api.call("POST", `/v1/users/${other.userId}/resend_verification`, { token: user.token }))
          .status,
      ).toBe(403);
      const r = await api.call("POST", `/v1/users/${user.userId}/resend_verification`, { token: user.token });
      expect(r.status).toBe(200);
      expect(r.text).toBe("");
      expect((await outbox(api, user.email)).filter((m) => m.kind === "verify_email")).toHaveLength(2);
      for (let i = 0; i < 4; i += 1)
        await api.call("POST", `/v1/users/${user.userId}/resend_verification`, { token: user.token });
      const limited = await api.call("POST", `/v1/users/${user.userId}/resend_verification`, {
        token: user.token,
      });
      expect(limited.status).toBe(429);
      expect(limited.json).toMatchObject({ error: "rate_limited" });
      expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
      // Verified: nothing is sent.
      const code = linkIn((await outbox(api, other.email))[0]!, `/confirm-email/${other.userId}`);
      await api.call("POST", `/v1/users/${other.userId}/verify_email/${code}`);
      await api.call("POST", `/v1/users/${other.userId}/resend_verification`, { token: other.token });
      expect(await outbox(api, other.email)).toHaveLength(1);
    });
  });

  describe("password reset", () => {
    const request = (body: unknown, headers?: Record<string, string>) =>
      api.call("POST", "/v1/auth/username/password_reset/request", { body, headers });

    it("validates the request", async () => {
      expect((await request({})).json).toEqual({
        error: "missing_required",
        details: { required: ["email"] },
      });
      expect((await request({ email: "a@b.co" })).json).toEqual({
        error: "missing_required",
        details: { required: ["g_recaptcha_response"] },
      });
      captchaOk = false;
      expect((await request({ email: "a@b.co", g_recaptcha_response: "x" })).json).toEqual({
        error: "bad_recaptcha",
        details: null,
      });
      captchaOk = true;
      expect((await request({ email: " ", g_recaptcha_response: "x" })).json).toEqual({
        error: "missing_required",
        details: { required: ["email"] },
      });
      expect((await request({ email: "nope", g_recaptcha_response: "x" })).json).toEqual({
        error: "bad_email_address",
        details: null,
      });
      expect((await request({ email: "x".repeat(255), g_recaptcha_response: "x" })).json).toEqual({
        error: "too_long",
        details: { field: "email", max_length: 254 },
      });
      const wrongType = await api.call("POST", "/v1/auth/username/password_reset/request", {
        body: { email: "a@b.co" },
        contentType: "text/plain",
      });
      expect(wrongType.status).toBe(415);
    });

    it("answers the same for known and unknown addresses, mailing a link or a no-account note", async () => {
      const user = await register(api);
      const unknown = uniqueEmail("unknown");
      const known = await request({ email: user.email.toUpperCase(), g_recaptcha_response: "x" });
      const notKnown = await request({ email: unknown, g_recaptcha_response: "x" });
      expect([known.status, known.text]).toEqual([200, ""]);
      expect([notKnown.status, notKnown.text]).toEqual([200, ""]);
      expect((await outbox(api, user.email))[0]!.kind).toBe("password_reset");
      const [note] = await outbox(api, unknown);
      expect(note!.kind).toBe("password_reset_unknown");
      expect(note!.text).toContain("http://portal.test/register");
    });

    it("resets the password once, verifies the email, ends every session and clears the lockout", async () => {
      const user = await register(api);
      for (let i = 0; i < 5; i += 1)
        await api.call("POST", "/v1/auth/username", {
          body: { username: user.email, password: "wrong-one" },
        });
      await request({ email: user.email, g_recaptcha_response: "x" });
      const code = linkIn((await outbox(api, user.email))[0]!, "/reset-password");
      const complete = (body: unknown, c = code) =>
        api.call("POST", `/v1/auth/username/password_reset/${c}`, { body });
      expect((await complete({ new_password: "" })).json).toEqual({
        error: "missing_required",
        details: { required: ["new_password"] },
      });
      expect((await complete({})).json).toEqual({
        error: "missing_required",
        details: { required: ["new_password"] },
      });
      expect((await complete({ new_password: "12345" })).json).toEqual({
        error: "short_password",
        details: { minimum_length: 6 },
      });
      expect((await complete({ new_password: "testing" })).json).toEqual({
        error: "bad_password",
        details: null,
      });
      expect((await complete({ new_password: "x".repeat(1025) })).json).toEqual({
        error: "too_long",
        details: { field: "new_password", max_length: 1024 },
      });
      expect((await complete({ new_password: "new-secret" }, "unknown-code")).json).toEqual({
        error: "invalid_token",
        details: null,
      });
      const ok = await complete({ new_password: "new-secret" });
      expect([ok.status, ok.text]).toEqual([200, ""]);
      expect((await complete({ new_password: "newer-secret" })).json).toEqual({
        error: "invalid_token",
        details: null,
      });
      expect((await api.call("GET", `/v1/users/${user.userId}`, { token: user.token })).status).toBe(401);
      const login = await api.call("POST", "/v1/auth/username", {
        body: { username: user.email, password: "new-secret" },
      });
      expect(login.status).toBe(200);
      expect(login.json).toMatchObject({ user: { email_verified: true } });
      expect((await outbox(api, user.email))[0]!.kind).toBe("password_changed");
    });

    it("refuses a reset code after one hour", async () => {
      const user = await register(api);
      await request({ email: user.email, g_recaptcha_response: "x" });
      const code = linkIn((await outbox(api, user.email))[0]!, "/reset-password");
      api.clock.advance(HOUR + 1000);
      const r = await api.call("POST", `/v1/auth/username/password_reset/${code}`, {
        body: { new_password: "new-secret" },
      });
      expect(r.status).toBe(404);
      expect(r.json).toEqual({ error: "invalid_token", details: null });
    });

    it("rate limits requests per address", async () => {
      const email = uniqueEmail("limited");
      const statuses: number[] = [];
      for (let i = 0; i < 4; i += 1)
        statuses.push((await request({ email, g_recaptcha_response: "x" })).status);
      expect(statuses).toEqual([200, 200, 200, 429]);
      expect(await outbox(api, email)).toHaveLength(3);
    });

    it("rate limits requests per client address", async () => {
      const headers = { "x-forwarded-for": "203.0.113.7" };
      const statuses: number[] = [];
      for (let i = 0; i < 21; i += 1)
        statuses.push(
          (await request({ email: uniqueEmail("ip"), g_recaptcha_response: "x" }, headers)).status,
        );
      expect(statuses.filter((s) => s === 200)).toHaveLength(20);
      expect(statuses[20]).toBe(429);
      api.clock.advance(HOUR);
    });
  });

  describe("password change", () => {
    it("checks 401, 403, 415 and the body in order", async () => {
      const user = await register(api);
      const other = await register(api);
      const path = `/v1/users/${user.userId}/password`;
      expect((await api.call("POST", path, { body: {} })).status).toBe(401);
      expect(
        (await api.call("POST", `/v1/users/${other.userId}/password`, { token: user.token, body: {} }))
          .status,
      ).toBe(403);
      expect(
        (await api.call("POST", path, { token: user.token, body: {}, contentType: "text/plain" })).status,
      ).toBe(415);
      expect((await api.call("POST", path, { token: user.token, body: {} })).json).toEqual({
        error: "missing_required",
        details: { required: ["existing_password", "new_password"] },
      });
      expect(
        (
          await api.call("POST", path, {
            token: user.token,
            body: { existing_password: user.password, new_password: "" },
          })
        ).json,
      ).toEqual({ error: "missing_required", details: { required: ["new_password"] } });
      expect(
        (
          await api.call("POST", path, {
            token: user.token,
            body: { existing_password: "wrong-one", new_password: "new-secret" },
          })
        ).json,
      ).toEqual({ error: "invalid_credentials", details: null });
      expect(
        (
          await api.call("POST", path, {
            token: user.token,
            body: { existing_password: user.password, new_password: "short" },
          })
        ).json,
      ).toEqual({ error: "short_password", details: { minimum_length: 6 } });
      expect(
        (
          await api.call("POST", path, {
            token: user.token,
            body: { existing_password: user.password, new_password: "password" },
          })
        ).json,
      ).toEqual({ error: "bad_password", details: null });
    });

    it("changes the password, keeps the current session and ends the others", async () => {
      const user = await register(api);
      const second = await api.call("POST", "/v1/auth/username", {
        body: { username: user.email, password: user.password },
      });
      const secondToken = (second.json as { token: string }).token;
      const r = await api.call("POST", `/v1/users/${user.userId}/password`, {
        token: user.token,
        body: { existing_password: user.password, new_password: "new-secret" },
      });
      expect([r.status, r.text]).toEqual([200, ""]);
      expect((await api.call("GET", `/v1/users/${user.userId}`, { token: user.token })).status).toBe(200);
      expect((await api.call("GET", `/v1/users/${user.userId}`, { token: secondToken })).status).toBe(401);
      expect(
        (
          await api.call("POST", "/v1/auth/username", {
            body: { username: user.email, password: "new-secret" },
          })
        ).status,
      ).toBe(200);
      expect((await outbox(api, user.email))[0]!.kind).toBe("password_changed");
    });

    it("applies the lockout", async () => {
      const user = await register(api);
      const path = `/v1/users/${user.userId}/password`;
      for (let i = 0; i < 5; i += 1)
        await api.call("POST", path, {
          token: user.token,
          body: { existing_password: "wrong-one", new_password: "new-secret" },
        });
      const r = await api.call("POST", path, {
        token: user.token,
        body: { existing_password: user.password, new_password: "new-secret" },
      });
      expect(r.json).toEqual({ error: "locked", details: { timeout: 900 } });
      api.clock.advance(15 * 60 * 1000);
    });
  });
});

describe.each(BACKENDS)("mail over SMTP (%s)", (backend) => {
  let api: TestApi;
  let smtp: SMTPServer;
  const received: { to: string[]; data: string }[] = [];
  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      onData(stream, session, callback) {
        let data = "";
        stream.on("data", (chunk: Buffer) => (data += chunk.toString("utf8")));
        stream.on("end", () => {
          received.push({ to: session.envelope.rcptTo.map((r) => r.address), data });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
    const port = (smtp.server.address() as AddressInfo).port;
    api = await startApi(backend, { smtpUrl: `smtp://127.0.0.1:${port}`, devOutbox: false });
  });
  afterAll(async () => {
    await api?.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  it("delivers the verification email and records it as sent", async () => {
    const email = uniqueEmail("smtp");
    await register(api, { email });
    await eventually(() => received.some((m) => m.to.includes(email)));
    const mail = received.find((m) => m.to.includes(email));
    expect(mail).toBeDefined();
    expect(mail!.data).toContain("Subject: Confirm your email address for Tandem");
    expect(mail!.data).toContain("From: Tandem <no-reply@portal.test>");
    expect(mail!.data).toContain("text/html");
    expect(mail!.data).toMatch(/http:\/\/portal\.test\/confirm-email\//);
    const { rows } = await api.db.query<{ sent_at: Date | null }>(
      "SELECT sent_at FROM mail_outbox WHERE to_address = $1",
      [email],
    );
    expect(rows).toHaveLength(1);
    await eventually(async () =>
      Boolean(
        (
          await api.db.query<{ sent_at: Date | null }>(
            "SELECT sent_at FROM mail_outbox WHERE to_address = $1",
            [email],
          )
        ).rows[0]?.sent_at,
      ),
    );
    // The dev outbox is off here.
    expect((await api.call("GET", "/v1/dev/outbox")).status).toBe(404);
  });
});
