// A database that cannot be reached is an outage, not a fault of the request: /v1 answers 503
// `service_unavailable` with Retry-After (as a gateway in front of a stopped service would), logged as a warning
// without a stack trace, so the portal shows the same "service is unavailable" page whether /v1 or its database is away.
import { createServer, type AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../api/db/db.ts";
import { postgresDb } from "../../api/db/db.ts";
import { isDatabaseUnreachable } from "../../api/http/errors.ts";
import { ApiError } from "../../app/shared/v1-call.server.ts";
import { availableBackends, register, startApi, type TestApi } from "./harness.ts";

const BACKENDS = await availableBackends();

async function failureOf(db: Db): Promise<unknown> {
  try {
    await db.query("SELECT 1");
  } catch (error) {
    return error;
  } finally {
    await db.close().catch(() => undefined);
  }
  throw new Error("the query did not fail");
}

// Database-free: run once, not again in the PostgreSQL project (vitest.config.ts).
describe.skipIf(process.env.TEST_BACKEND === "postgres")(
  "what counts as the database being unreachable",
  () => {
    it("a refused connection, and a server that never answers (within the pool's 5 s)", async () => {
      expect(isDatabaseUnreachable(await failureOf(postgresDb("postgres://postgres@127.0.0.1:1/none")))).toBe(
        true,
      );
      const silent = createServer(() => undefined);
      await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
      const port = (silent.address() as AddressInfo).port;
      try {
        const error = await failureOf(postgresDb(`postgres://postgres@127.0.0.1:${port}/none`));
        expect(isDatabaseUnreachable(error), String(error)).toBe(true);
      } finally {
        silent.close();
      }
    });

    it("not a statement that fails", () => {
      expect(isDatabaseUnreachable(Object.assign(new Error("duplicate key"), { code: "23505" }))).toBe(false);
      expect(isDatabaseUnreachable(new Error("boom"))).toBe(false);
      expect(isDatabaseUnreachable(null)).toBe(false);
    });

    it("the portal reads /v1's 503 service_unavailable as /v1 being unavailable", () => {
      expect(new ApiError({ status: 503, code: "service_unavailable" }).isUnavailable).toBe(true);
      expect(new ApiError({ status: 503, code: "rate_limited" }).isUnavailable).toBe(false);
    });
  },
);

describe.each(BACKENDS)("/v1 with its database away (%s)", (backend) => {
  let api: TestApi;
  let away = false;
  beforeAll(async () => {
    api = await startApi(
      backend,
      {},
      {
        wrapDb: (db) => {
          const refused = () =>
            Promise.reject(
              Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" }),
            );
          return {
            ...db,
            query: (sql, params) => (away ? refused() : db.query(sql, params)),
            transaction: (fn) => (away ? refused() : db.transaction(fn)),
          } as Db;
        },
      },
    );
  });
  afterAll(() => api?.close());

  it("answers 503 service_unavailable with Retry-After, and logs a warning, no stack trace", async () => {
    const user = await register(api);
    away = true;
    try {
      const before = api.logs.length;
      const answer = await api.call("GET", `/v1/users/${user.userId}`, { token: user.token });
      expect(answer.status).toBe(503);
      expect(answer.json).toMatchObject({ error: "service_unavailable" });
      expect(answer.headers.get("retry-after")).toBe("30");
      const lines = api.logs.slice(before).join("\n");
      expect(lines).toContain('"database unreachable"');
      // The request line says 503; no stack trace of an "unhandled error".
      expect(lines).not.toContain('"unhandled error"');
      expect(lines).not.toContain('"stack"');
    } finally {
      away = false;
    }
  });
});
