// What the portal's tests share: the portal's settings as the launcher gives them, a request's context with a
// session and request info as the server's middleware sets them, form posts, the honeypot's fields, and msw for
// what it may do here: make /v1 fail (an error status, a time-out, a dropped connection, a broken answer) for
// one request, or answer as a /v1 that is not this one would (the original server, a newer version), while every
// other request reaches the real service (real-v1.ts). Loaders and actions are called with route-call.ts.
import { setupServer, type SetupServer } from "msw/node";
import { RouterContextProvider } from "react-router";
import { afterAll, afterEach, beforeAll, beforeEach } from "vitest";
import { requestInfoContext } from "../../app/shared/context.ts";
import { portalConfigFrom, setPortalConfig } from "../../app/shared/config.server.ts";
import { honeypotInputProps } from "../../app/shared/honeypot.server.ts";
import { parseSettings } from "../../config/settings.ts";
import { Session, sessionContext, type SessionData } from "../../app/shared/session.server.ts";

/** The address of a /v1 that does not exist: where tests without the real service point the portal. */
const API = "http://api.test";

/** The real service of this test file (real-v1.ts sets it), or none. */
let testApiUrl: string | undefined;

/** Points the portal at the test file's /v1 service (undefined: back to the address that does not exist). */
export function setTestApiUrl(url: string | undefined): void {
  testApiUrl = url;
}

/** Gives the portal its settings as the launcher would, from these variables (over the tests' own). */
export function usePortalEnv(variables: Record<string, string> = {}): void {
  setPortalConfig(
    portalConfigFrom(
      parseSettings({
        API_URL: testApiUrl ?? API,
        SESSION_SECRET: "unit-test-secret",
        API_TIMEOUT_MS: "2000",
        NODE_ENV: "test",
        ...variables,
      }),
    ),
  );
}

/**
 * msw for making /v1 fail in this test file: handlers (added with server.use in a test, reset after each)
 * answer only the requests they name; every other request to the real service passes through to it, and a
 * request anywhere else fails the test. Successful answers come from the service itself.
 */
export function failingV1(): SetupServer {
  const server = setupServer();
  beforeAll(() =>
    server.listen({
      onUnhandledFrame({ frame, defaults }) {
        const url = frame.protocol === "http" ? (frame.data as { request: Request }).request.url : "";
        if (!testApiUrl || !url.startsWith(`${testApiUrl}/`)) defaults.error();
      },
    }),
  );
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  beforeEach(() => usePortalEnv());
  return server;
}

export function makeContext(data: SessionData = {}) {
  const context = new RouterContextProvider();
  const session = new Session(data);
  context.set(sessionContext, session);
  context.set(requestInfoContext, { requestId: "test-request", nonce: "nonce" });
  return { context, session };
}

export function formRequest(path: string, fields: Record<string, string>): Request {
  const body = new URLSearchParams(fields);
  return new Request(`http://portal.test${path}`, {
    method: "POST",
    body,
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
  });
}

/** The honeypot's fields as the page's form sends them (empty trap, valid timestamp). */
export async function honeypotFields(): Promise<Record<string, string>> {
  const props = await honeypotInputProps();
  return {
    [props.nameFieldName]: "",
    ...(props.validFromFieldName ? { [props.validFromFieldName]: props.encryptedValidFrom } : {}),
  };
}

/** The response a loader or action threw (redirects are thrown). */
export async function thrown(promise: Promise<unknown>): Promise<Response> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
  throw new Error("expected a thrown response");
}
