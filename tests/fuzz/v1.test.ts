// Generated bad requests against every /v1 endpoint: wrong types, missing and extra fields,
// huge and control-character strings, wrong content types, malformed bodies, other path spellings,
// with and without a valid token. No answer may be a 5xx, and no log line may hold the secret marker
// (sent in bodies, queries and tokens). Bounded: a few runs per endpoint, the file in well under 60 s.
import { once } from "node:events";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApi, type Api } from "../../api/app.ts";
import { pgliteDb, type Db } from "../../api/db/db.ts";
import { migratedPglite } from "../api/harness.ts";
import { createLogger } from "../../common/log.ts";
import {
  SECRET_MARK,
  contentType,
  nastyString,
  queryString,
  rawJsonBody,
  spelledPath,
  v1Targets,
  type V1Target,
} from "./generators.ts";

const RUNS = Number(process.env.FUZZ_RUNS ?? 6);

let api: Api;
let db: Db;
let server: Server;
let base: string;
let token: string;
const logs: string[] = [];

beforeAll(async () => {
  db = pgliteDb(await migratedPglite());
  api = await createApi(
    {
      dataDir: "memory://",
      publicUrl: "http://portal.test",
      mailFrom: "Tandem <no-reply@portal.test>",
      trialDays: 0,
      devOutbox: true,
      logger: createLogger("debug", (line) => logs.push(line)),
      scryptCost: 2 ** 10,
    },
    { db },
  );
  server = createServer(api.app);
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const email = `fuzz.${Date.now()}@example.com`;
  const registered = await fetch(`${base}/v1/register/username`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ username: email, email, password: "correct horse battery", first_name: "F" }),
  });
  token = ((await registered.json()) as { token: string }).token;
});

afterAll(async () => {
  server?.closeAllConnections();
  server?.close();
  await api?.close();
  await db?.close();
});

function requestFor(target: V1Target) {
  return fc.record({
    path: spelledPath(target.path),
    query: queryString,
    body: rawJsonBody(target.fields),
    type: contentType,
    auth: fc.constantFrom("token", "none", "garbage"),
    garbage: nastyString,
    method: fc.constantFrom(target.method, target.method, target.method, "PUT", "PATCH"),
  });
}

describe("every /v1 endpoint under generated bad requests", () => {
  it("lists the endpoints (the service's own registry and the contract)", () => {
    const targets = v1Targets(api.app);
    expect(targets.length).toBeGreaterThan(20);
    expect(targets.some((t) => t.path === "/v1/auth/username")).toBe(true);
  });

  it("never answers 5xx nor logs a secret", { timeout: 60_000 }, async () => {
    const failures: string[] = [];
    for (const target of v1Targets(api.app)) {
      await fc.assert(
        fc.asyncProperty(requestFor(target), async (r) => {
          const headers: Record<string, string> = {};
          if (r.type !== undefined) headers["Content-Type"] = r.type;
          if (r.auth === "token") headers.Authorization = `Bearer ${token}`;
          if (r.auth === "garbage")
            headers.Authorization = `Bearer ${SECRET_MARK}${encodeURIComponent(r.garbage).slice(0, 200)}`;
          const method = r.method;
          const withBody = method !== "GET" && method !== "HEAD";
          let status: number;
          try {
            const response = await fetch(`${base}${r.path}${r.query}`, {
              method,
              headers,
              body: withBody ? r.body : undefined,
            });
            await response.arrayBuffer();
            status = response.status;
          } catch (error) {
            throw new Error(`${method} ${r.path}: no answer`, { cause: error });
          }
          if (status >= 500) failures.push(`${status} ${method} ${r.path}${r.query.slice(0, 80)}`);
          expect(status, `${method} ${r.path}`).toBeLessThan(500);
        }),
        { numRuns: RUNS, endOnFailure: true },
      );
    }
    expect(failures).toEqual([]);
    const leaked = logs.filter((line) => line.includes(SECRET_MARK));
    expect(leaked).toEqual([]);
    // Every request was logged (one line each), so the search above saw them.
    expect(logs.filter((l) => l.includes('"msg":"request"')).length).toBeGreaterThan(
      v1Targets(api.app).length * RUNS * 0.5,
    );
  });
});
