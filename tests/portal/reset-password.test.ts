import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { action as completeAction } from "../../app/reset-password/complete.tsx";
import { action as requestAction } from "../../app/reset-password/request.tsx";
import { BAD_LINK_MESSAGE, PASSWORD_CHANGED_MESSAGE } from "../../app/reset-password/schemas.ts";
import { honeypotInputProps } from "../../app/shared/honeypot.server.ts";
import { API, formRequest, makeContext, thrown, usePortalEnv } from "./helpers.ts";

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: "error" }));
afterEach(() => {
  server.resetHandlers();
});
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

function requestReset(fields: Record<string, string>) {
  const { context, session } = makeContext();
  const request = formRequest("/reset-password", { ...honeypot, ...fields });
  return { result: requestAction({ request, context, params: {} } as never), session };
}

function complete(token: string, fields: Record<string, string>, data = {}) {
  const { context, session } = makeContext(data);
  const request = formRequest(`/reset-password/${token}`, { ...honeypot, ...fields });
  return { result: completeAction({ request, context, params: { token } } as never), session };
}

describe("reset request action", () => {
  it("asks /v1 for a reset link without a captcha field, then shows the same message for every address", async () => {
    server.use(
      http.post(`${API}/v1/auth/username/password_reset/request`, async ({ request }) => {
        expect(await request.json()).toEqual({ email: "ann@example.com" });
        return new HttpResponse(null, { status: 200 });
      }),
    );
    const { result, session } = requestReset({ email: " ann@example.com " });
    const response = await thrown(result);
    expect(response.headers.get("Location")).toBe("/");
    expect(session.data.banner?.message).toContain("We have sent an email to ann@example.com");
  });

  it("sends the captcha response only when a site key is configured", async () => {
    usePortalEnv({ CAPTCHA_SITE_KEY: "site-key" });
    server.use(
      http.post(`${API}/v1/auth/username/password_reset/request`, async ({ request }) => {
        expect(await request.json()).toEqual({ email: "ann@example.com", g_recaptcha_response: "tok" });
        return new HttpResponse(null, { status: 200 });
      }),
    );
    await thrown(requestReset({ email: "ann@example.com", g_recaptcha_response: "tok" }).result);
  });

  it("refuses an invalid address without calling /v1", async () => {
    const { result } = requestReset({ email: "not an address" });
    const data = (await result) as { result: { error?: Record<string, string[]> } };
    expect(data.result.error?.email).toEqual(["Please enter a valid email address."]);
  });

  it("reports a failure of /v1 in words", async () => {
    server.use(
      http.post(`${API}/v1/auth/username/password_reset/request`, () =>
        HttpResponse.json({ error: "rate_limited", details: { retry_after: 60 } }, { status: 429 }),
      ),
    );
    const data = (await requestReset({ email: "ann@example.com" }).result) as {
      failure: { title: string; message: string };
    };
    expect(data.failure).toEqual({
      title: "Reset password did not work",
      message: "Too many attempts in a short time. Wait a few minutes and try again.",
    });
  });
});

describe("reset completion action", () => {
  it("sets the new password, signs out this browser and goes to sign in with a banner", async () => {
    let loggedOut = false;
    server.use(
      http.post(`${API}/v1/auth/username/password_reset/:token`, async ({ request, params }) => {
        expect(params.token).toBe("code-1");
        expect(await request.json()).toEqual({ new_password: "new secret" });
        return new HttpResponse(null, { status: 200 });
      }),
      http.delete(`${API}/v1/auth/token`, () => {
        loggedOut = true;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { result, session } = complete(
      "code-1",
      { password: "new secret", confirmPassword: "new secret" },
      { token: "tok", userId: "u1", communityId: "c1" },
    );
    const response = await thrown(result);
    expect(response.headers.get("Location")).toBe("/login");
    expect(session.data).toEqual({ banner: { kind: "success", message: PASSWORD_CHANGED_MESSAGE } });
    expect(loggedOut).toBe(true);
  });

  it("shows the bad-link text for a wrong, used or expired code", async () => {
    server.use(
      http.post(`${API}/v1/auth/username/password_reset/:token`, () =>
        HttpResponse.json({ error: "invalid_token", details: null }, { status: 404 }),
      ),
    );
    const data = (await complete("used", { password: "new secret", confirmPassword: "new secret" })
      .result) as {
      badLink: boolean;
      failure: { title: string; message: string };
    };
    expect(data.badLink).toBe(true);
    expect(data.failure).toEqual({ title: "Change password did not work", message: BAD_LINK_MESSAGE });
  });

  it("checks the passwords before calling /v1 and never sends them back", async () => {
    const data = (await complete("code", { password: "abc", confirmPassword: "abd" }).result) as {
      result: { error?: Record<string, string[]>; initialValue?: Record<string, unknown> };
    };
    expect(data.result.error?.password).toEqual(["Passwords must be at least 6 characters"]);
    expect(data.result.initialValue?.password).toBeUndefined();
    expect(data.result.initialValue?.confirmPassword).toBeUndefined();
  });
});
