import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import pg from "pg";
import { defineConfig } from "vitest/config";

// The suites use both cores: files run in parallel workers, and the API suites run once per database as two
// projects side by side (TEST_BACKEND tells tests/api/harness.ts which), instead of both databases one after
// the other inside each file. The edge and generated tests share one Vite server per worker (isolate: false).
const TESTS = ["tests/**/*.test.ts", "tests/**/*.test.tsx"];
const STACK_TESTS = ["tests/edges/**/*.test.ts", "tests/fuzz/**/*.test.ts"];

/** The test files that run against each database (they ask the harness which: `availableBackends()`). */
function databaseTestFiles(dir = "tests"): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return databaseTestFiles(path);
    const isTest = /\.test\.tsx?$/.test(entry.name);
    return isTest && readFileSync(path, "utf8").includes("availableBackends(") ? [path] : [];
  });
}

/**
 * A race inside the test tools, not the product: msw's interceptor emits the network error a test asked for
 * (HttpResponse.error()) on a socket Node's fetch (undici) has already let go, and undici's handler reads the
 * freed parser. Only the portal tests that fake /v1 failing meet it; production has no interceptor. Exactly that
 * error, from exactly there, is let pass; any other unhandled error still fails the run.
 */
function isMswSocketRace(error: { name?: string; message?: string; stack?: string }): boolean {
  return (
    error.name === "TypeError" &&
    error.message === "Cannot read properties of null (reading 'statusCode')" &&
    /onHttpSocketError[\s\S]*@mswjs\/interceptors/.test(error.stack ?? "")
  );
}

async function postgresReachable(): Promise<boolean> {
  const url = process.env.TEST_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

export default defineConfig(async () => {
  const withPostgres = await postgresReachable();
  if (!withPostgres && process.env.REQUIRE_POSTGRES === "1")
    throw new Error("REQUIRE_POSTGRES=1 but PostgreSQL is unreachable on 127.0.0.1:5432");
  if (!withPostgres)
    console.warn("\n*** PostgreSQL unreachable: its API tests are SKIPPED (PGlite only) ***\n");
  // Each worker runs its files one after another in one process (isolate: false): a fresh process per file
  // loaded the service, its contract and PGlite again each time, and that loading was over half the suite's
  // CPU (507 s of CPU in 291 s, against 239 s in 170 s without; docs/performance.md, 2026-11-29). So a test
  // file must leave the process as it found it: no vi.mock (a module another file loaded first stays real),
  // environment stubs undone, servers and databases closed (CONTRIBUTING.md).
  const shared = {
    environment: "node",
    pool: "forks",
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  } as const;
  return {
    test: {
      // Two cores, four workers: with files sharing a process, waiting (on PostgreSQL, timers, a relay or a
      // child process) is a larger share of each file, and two more workers fill it (3: 164-166 s, 4: 150 s).
      maxWorkers: Number(process.env.VITEST_MAX_WORKERS ?? 4),
      onUnhandledError: (error: { name?: string; message?: string; stack?: string }) =>
        !isMswSocketRace(error),
      projects: [
        {
          test: {
            ...shared,
            name: "pglite",
            include: TESTS,
            exclude: STACK_TESTS,
            env: { TEST_BACKEND: "pglite" },
          },
        },
        ...(withPostgres
          ? [
              {
                test: {
                  ...shared,
                  name: "postgres",
                  include: databaseTestFiles(),
                  // The edge and generated tests ask for both databases inside the stack project.
                  exclude: STACK_TESTS,
                  env: { TEST_BACKEND: "postgres" },
                },
              },
            ]
          : []),
        { test: { ...shared, name: "stack", include: STACK_TESTS } },
      ],
    },
  };
});
