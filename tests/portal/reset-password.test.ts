// Reset password against the real /v1 (with reCAPTCHA on, its check at Google replaced by a verifier that
// accepts one response): the request mails a reset link (or the "no account" mail) and shows the same message
// for every address, the captcha's response goes to /v1 only when the portal has a site key, /v1's own rate
// limit shows in words; the emailed code sets the new password and signs this browser out; a used code is a bad
// link; input is checked before /v1 is asked.
import { beforeEach, describe, expect, it } from "vitest";
import { action as completeAction } from "../../app/reset-password/complete.tsx";
import { action as requestAction } from "../../app/reset-password/request.tsx";
import { BAD_LINK_MESSAGE, PASSWORD_CHANGED_MESSAGE } from "../../app/reset-password/schemas.ts";
import type { SessionData } from "../../app/shared/session.server.ts";
import { register, uniqueEmail, type Registered } from "../api/harness.ts";
import { languageContext } from "../../app/shared/language.server.ts";
import { formRequest, honeypotFields, makeContext, thrown, usePortalEnv } from "./helpers.ts";
import { linkInMail, mailTo, signedInUser, realV1, watchRequests } from "./real-v1.ts";
import { callAction } from "./route-call.ts";

/** The responses the captcha check was asked about (Google's part, a third party, stands in here). */
const captchaAsked: string[] = [];
const CAPTCHA_OK = "captcha-ok";
const v1 = realV1({
  recaptchaSecret: "recaptcha-test-secret",
  captchaVerifier: async (response) => {
    captchaAsked.push(response);
    return response === CAPTCHA_OK;
  },
});

let honeypot: Record<string, string>;
beforeEach(async () => {
  captchaAsked.length = 0;
  usePortalEnv({ CAPTCHA_SITE_KEY: "site-key" });
  honeypot = await honeypotFields();
});

function requestReset(fields: Record<string, string>, language?: "es" | "fr") {
  const { context, session } = makeContext();
  if (language) context.set(languageContext, language);
  const request = formRequest("/reset-password", { ...honeypot, ...fields });
  return { result: callAction(requestAction, { request, context }), session };
}

function complete(token: string, fields: Record<string, string>, data: SessionData = {}) {
  const { context, session } = makeContext(data);
  const request = formRequest(`/reset-password/${token}`, { ...honeypot, ...fields });
  return { result: callAction(completeAction, { request, context, params: { token } }), session };
}

/** The code of the newest reset mail /v1 sent to the user. */
async function resetCode(user: Registered) {
  const [, code] = await linkInMail(v1.api, user.email, "password_reset", /\/reset-password\/([^/\s]+)/);
  return decodeURIComponent(code!);
}

type Reply = {
  result: { error?: Record<string, string[]>; initialValue?: Record<string, unknown> };
  failure: { title: string; message: string };
  badLink: boolean;
};

describe("reset request action", () => {
  it("mails the reset link, passing the captcha on, and shows the same message for every address", async () => {
    const user = await register(v1.api);
    const { result, session } = requestReset({ email: ` ${user.email} `, g_recaptcha_response: CAPTCHA_OK });
    const response = await thrown(result);
    expect(response.headers.get("Location")).toBe("/");
    expect(session.data.banner?.message).toContain(`We are sending an email to ${user.email}`);
    expect(captchaAsked).toEqual([CAPTCHA_OK]);
    expect(await resetCode(user)).toBeTruthy();

    const unknown = uniqueEmail("nobody");
    const other = requestReset({ email: unknown, g_recaptcha_response: CAPTCHA_OK });
    await thrown(other.result);
    expect(other.session.data.banner?.message).toBe(
      session.data.banner?.message.replace(user.email, unknown),
    );
    expect((await mailTo(v1.api, unknown)).map((m) => m.kind)).toEqual(["password_reset_unknown"]);
  });

  it("tells /v1 the page's language: the mail to an address without an account is written in it", async () => {
    const unknown = uniqueEmail("nadie");
    await thrown(requestReset({ email: unknown, g_recaptcha_response: CAPTCHA_OK }, "es").result);
    const [mail] = await mailTo(v1.api, unknown);
    expect([mail?.kind, mail?.subject]).toEqual(["password_reset_unknown", "Cambio de contraseña de Tandem"]);
  });

  it("sends no captcha response when no site key is configured (a /v1 that asks for one refuses)", async () => {
    usePortalEnv();
    const user = await register(v1.api);
    const data = (await requestReset({ email: user.email, g_recaptcha_response: CAPTCHA_OK })
      .result) as Reply;
    expect(data.failure.title).toBe("Reset password did not work");
    expect(captchaAsked).toEqual([]);
    expect((await mailTo(v1.api, user.email)).map((m) => m.kind)).not.toContain("password_reset");
  });

  it("refuses an invalid address without calling /v1", async () => {
    const requests = watchRequests(v1.api);
    const data = (await requestReset({ email: "not an address" }).result) as Reply;
    expect(data.result.error?.email).toEqual(["Please enter a valid email address."]);
    expect(await requests()).toEqual([]);
  });

  it("reports a failure of /v1 in words (its limit of requests for one address)", async () => {
    const user = await register(v1.api);
    let data: Reply | undefined;
    for (let i = 0; i < 4 && !data; i++) {
      const reply = await requestReset({ email: user.email, g_recaptcha_response: CAPTCHA_OK }).result.then(
        (value) => value as Reply,
        (error: unknown) => {
          if (error instanceof Response) return undefined;
          throw error;
        },
      );
      data = reply;
    }
    expect(data?.failure).toEqual({
      title: "Reset password did not work",
      message: "Too many attempts in a short time. Wait a few minutes and try again.",
    });
    // Three mails, no more.
    expect((await mailTo(v1.api, user.email)).filter((m) => m.kind === "password_reset")).toHaveLength(3);
  });
});

describe("reset completion action", () => {
  async function resetRequested() {
    const user = await register(v1.api);
    await thrown(requestReset({ email: user.email, g_recaptcha_response: CAPTCHA_OK }).result);
    return { user, code: await resetCode(user) };
  }

  it("sets the new password, signs out this browser and goes to sign in with a banner", async () => {
    const { user, code } = await resetRequested();
    // Someone else is signed in in this browser.
    const other = await signedInUser(v1.api);
    const { result, session } = complete(
      code,
      { password: "new secret", confirmPassword: "new secret" },
      other.session,
    );
    const response = await thrown(result);
    expect(response.headers.get("Location")).toBe("/login");
    expect(session.data).toEqual({ banner: { kind: "success", message: PASSWORD_CHANGED_MESSAGE } });
    const signIn = (password: string) =>
      v1.api.call("POST", "/v1/auth/username", { body: { username: user.email, password } });
    expect((await signIn("new secret")).status).toBe(200);
    expect((await signIn(user.password)).status).toBe(400);
    // This browser's token is ended too.
    expect((await v1.api.call("GET", `/v1/users/${other.userId}`, { token: other.token })).status).toBe(401);
  });

  it("shows the bad-link text for a wrong, used or expired code", async () => {
    const { code } = await resetRequested();
    await thrown(complete(code, { password: "new secret", confirmPassword: "new secret" }).result);
    for (const used of [code, "not-a-code"]) {
      const data = (await complete(used, { password: "new secret", confirmPassword: "new secret" })
        .result) as Reply;
      expect(data.badLink).toBe(true);
      expect(data.failure).toEqual({ title: "Change password did not work", message: BAD_LINK_MESSAGE });
    }
  });

  it("checks the passwords before calling /v1 and never sends them back", async () => {
    const { code } = await resetRequested();
    const requests = watchRequests(v1.api);
    const data = (await complete(code, { password: "abc", confirmPassword: "abd" }).result) as Reply;
    expect(data.result.error?.password).toEqual(["Passwords must be at least 6 characters"]);
    expect(data.result.initialValue?.password).toBeUndefined();
    expect(data.result.initialValue?.confirmPassword).toBeUndefined();
    expect(await requests()).toEqual([]);
  });
});
