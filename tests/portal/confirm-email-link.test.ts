import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { loader as linkLoader } from "../../app/confirm-email/link.tsx";
import { API, makeContext, mockV1 } from "./helpers.ts";

const server = mockV1();

type Loaded = { state: string } | { data: { state: string }; init: { status?: number } | null };

async function open(method: "GET" | "HEAD", session = {}) {
  const { context } = makeContext(session);
  const request = new Request("http://portal.test/confirm-email/u1/code-1", { method });
  const result = (await linkLoader({
    request,
    context,
    params: { userId: "u1", token: "code-1" },
  } as never)) as Loaded;
  return "data" in result
    ? { state: result.data.state, status: result.init?.status }
    : { state: result.state, status: 200 };
}

describe("confirm-email link", () => {
  it("confirms on opening", async () => {
    server.use(
      http.post(`${API}/v1/users/u1/verify_email/code-1`, () =>
        HttpResponse.json({ message: "email_verified" }),
      ),
    );
    expect(await open("GET")).toEqual({ state: "confirmed", status: 200 });
  });

  it("does not use the code for a HEAD request (link checkers)", async () => {
    expect(await open("HEAD")).toEqual({ state: "checkLink", status: 200 });
  });

  it("shows the bad-link state with a 404 for a wrong code", async () => {
    server.use(
      http.post(`${API}/v1/users/u1/verify_email/code-1`, () =>
        HttpResponse.json({ error: "invalid_token", details: null }, { status: 404 }),
      ),
    );
    expect(await open("GET")).toEqual({ state: "badToken", status: 404 });
  });

  it("says 'already confirmed' to the signed-in owner of a used code", async () => {
    server.use(
      http.post(`${API}/v1/users/u1/verify_email/code-1`, () =>
        HttpResponse.json({ error: "invalid_token", details: null }, { status: 404 }),
      ),
      http.get(`${API}/v1/users/u1`, () =>
        HttpResponse.json({ id: "u1", email_verified: true, email_plaintext: "a@example.com" }),
      ),
    );
    expect(await open("GET", { token: "tok", userId: "u1" })).toEqual({
      state: "confirmedAlready",
      status: 200,
    });
  });

  it("reports a failing service in words", async () => {
    server.use(
      http.post(`${API}/v1/users/u1/verify_email/code-1`, () => new HttpResponse(null, { status: 503 })),
    );
    expect(await open("GET")).toEqual({ state: "failed", status: 502 });
  });
});
