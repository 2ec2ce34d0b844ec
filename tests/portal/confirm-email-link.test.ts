// The emailed confirmation link /confirm-email/{userId}/{code} against the real /v1: opening it confirms the
// address (the code from the mail /v1 sent at registration), a HEAD request leaves the code unused, a wrong
// code is the bad-link state with a 404, a used code is "already confirmed" to its signed-in owner; msw only
// makes /v1 fail (503) for the failure's words.
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { loader as linkLoader } from "../../app/confirm-email/link.tsx";
import type { Registered } from "../api/harness.ts";
import { makeContext, failingV1 } from "./helpers.ts";
import { linkInMail, signedInUser, realV1, v1Ok } from "./real-v1.ts";
import { callLoader } from "./route-call.ts";

const v1 = realV1();
const server = failingV1();

/** The user and code of the confirmation mail /v1 sent to a new account. */
async function newAccount() {
  const user = await signedInUser(v1.api);
  const [, userId, code] = await linkInMail(
    v1.api,
    user.email,
    "verify_email",
    /\/confirm-email\/([^/\s]+)\/([^/\s]+)/,
  );
  return { user, userId: userId!, code: decodeURIComponent(code!) };
}

async function open(method: "GET" | "HEAD", params: { userId: string; token: string }, session = {}) {
  const { context } = makeContext(session);
  const request = new Request(`http://portal.test/confirm-email/${params.userId}/${params.token}`, {
    method,
  });
  const result = await callLoader(linkLoader, { request, context, params });
  return "data" in result
    ? { state: result.data.state, status: result.init?.status }
    : { state: result.state, status: 200 };
}

async function confirmed(user: Registered): Promise<boolean> {
  const answer = await v1Ok(v1.api, "GET", `/v1/users/${user.userId}`, { token: user.token });
  return (answer.json as { email_verified: boolean }).email_verified;
}

describe("confirm-email link", () => {
  it("confirms on opening", async () => {
    const { user, userId, code } = await newAccount();
    expect(await confirmed(user)).toBe(false);
    expect(await open("GET", { userId, token: code })).toEqual({ state: "confirmed", status: 200 });
    expect(await confirmed(user)).toBe(true);
  });

  it("does not use the code for a HEAD request (link checkers)", async () => {
    const { user, userId, code } = await newAccount();
    expect(await open("HEAD", { userId, token: code })).toEqual({ state: "checkLink", status: 200 });
    expect(await confirmed(user)).toBe(false);
    // The code still works afterwards.
    expect(await open("GET", { userId, token: code })).toEqual({ state: "confirmed", status: 200 });
  });

  it("shows the bad-link state with a 404 for a wrong code", async () => {
    const { user, userId } = await newAccount();
    expect(await open("GET", { userId, token: "not-the-code" })).toEqual({ state: "badToken", status: 404 });
    expect(await confirmed(user)).toBe(false);
  });

  it("says 'already confirmed' to the signed-in owner of a used code, and 'bad link' to anyone else", async () => {
    const { user, userId, code } = await newAccount();
    await open("GET", { userId, token: code });
    expect(await open("GET", { userId, token: code }, user.session)).toEqual({
      state: "confirmedAlready",
      status: 200,
    });
    expect(await open("GET", { userId, token: code })).toEqual({ state: "badToken", status: 404 });
  });

  it("reports a failing service in words", async () => {
    const { userId, code } = await newAccount();
    server.use(
      http.post(
        `${v1.api.url}/v1/users/:userId/verify_email/:code`,
        () => new HttpResponse(null, { status: 503 }),
      ),
    );
    expect(await open("GET", { userId, token: code })).toEqual({ state: "failed", status: 502 });
  });
});
