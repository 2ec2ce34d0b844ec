// Calls route loaders and actions the way React Router does, with a session and request info in the
// context, so they can be tested without a browser. msw stands in for the /v1 service.
import { http, HttpResponse } from "msw";
import { setupServer, type SetupServer } from "msw/node";
import { RouterContextProvider } from "react-router";
import { afterAll, afterEach, beforeAll, beforeEach } from "vitest";
import { requestInfoContext } from "../../app/shared/context.ts";
import { portalConfigFrom, setPortalConfig } from "../../app/shared/config.server.ts";
import { parseSettings } from "../../config/settings.ts";
import { Session, sessionContext, type SessionData } from "../../app/shared/session.server.ts";

export const API = "http://api.test";

/** Gives the portal its settings as the launcher would, from these variables (over the tests' own). */
export function usePortalEnv(variables: Record<string, string> = {}): void {
  setPortalConfig(
    portalConfigFrom(
      parseSettings({
        API_URL: API,
        SESSION_SECRET: "unit-test-secret",
        API_TIMEOUT_MS: "2000",
        NODE_ENV: "test",
        ...variables,
      }),
    ),
  );
}

/**
 * An msw server standing in for /v1 for the whole test file (handlers reset after each test; a request
 * without a handler fails the test), with the portal's settings pointed at it.
 */
export function mockV1(): SetupServer {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledFrame: "error" }));
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

/** The body of a PUT .../bars/b1/draft the portal sent (the fields these tests read). */
export interface DraftBody {
  base_version: number;
  name?: string;
  items: { id?: string; kind?: string; configuration: Record<string, unknown> | null }[];
}

/** /v1's answer to that PUT: the draft of bar b1 as the service keeps it. */
export function draftOf(body: DraftBody, base = body.base_version, current = 3) {
  return {
    draft: {
      bar_id: "b1",
      base_version: base,
      current_version: current,
      name: body.name ?? "My TandemBar",
      is_shared: false,
      items: body.items,
      created_at: "2026-01-01T00:00:00Z",
      updated_at: "2026-01-01T00:00:00Z",
    },
  };
}

/**
 * /v1 for bar b1 of community c1 with no draft yet: `bar` itself, and each PUT of its draft answered as the
 * service would (`onPut` sees the body first, and may throw to say the test must not save).
 */
export function barWithoutDraft(bar: Record<string, unknown>, onPut?: (body: DraftBody) => void) {
  const path = `${API}/v1/communities/c1/bars/b1`;
  return [
    http.get(path, () => HttpResponse.json(bar)),
    http.get(`${path}/draft`, () => HttpResponse.json({ draft: null })),
    http.put(`${path}/draft`, async ({ request }) => {
      const body = (await request.json()) as DraftBody;
      onPut?.(body);
      return HttpResponse.json(draftOf(body));
    }),
  ];
}
