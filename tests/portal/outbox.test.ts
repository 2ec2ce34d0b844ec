import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { loader } from "../../app/dev-outbox/outbox.tsx";
import { API, makeContext, usePortalEnv } from "./helpers.ts";

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: "error" }));
afterEach(() => {
  server.resetHandlers();
});
afterAll(() => server.close());
beforeEach(() => usePortalEnv());

function load() {
  const { context } = makeContext();
  return loader({ request: new Request("http://portal.test/dev/outbox"), context, params: {} } as never);
}

describe("/dev/outbox", () => {
  it("does not exist in production unless DEV_OUTBOX=1, without even asking /v1", async () => {
    usePortalEnv({ NODE_ENV: "production" });
    await expect(load()).rejects.toMatchObject({ init: { status: 404 } });
  });

  it("is 404 whenever /v1 does not serve its outbox", async () => {
    server.use(http.get(`${API}/v1/dev/outbox`, () => new HttpResponse(null, { status: 404 })));
    await expect(load()).rejects.toMatchObject({ init: { status: 404 } });
  });

  it("lists the mail in production when DEV_OUTBOX=1", async () => {
    usePortalEnv({ NODE_ENV: "production", DEV_OUTBOX: "1" });
    server.use(
      http.get(`${API}/v1/dev/outbox`, () =>
        HttpResponse.json({
          messages: [
            {
              id: 1,
              kind: "verify_email",
              to: "a@example.com",
              subject: "Confirm",
              text: "Open http://x/confirm-email/u/t.",
              created_at: "2026-11-22T00:00:00Z",
              sent_at: null,
            },
          ],
        }),
      ),
    );
    const result = (await load()) as { messages: { links: string[] }[] };
    expect(JSON.stringify(result)).toContain("http://x/confirm-email/u/t");
  });
});
