// Scale-out (docs/deployment.md): two portal instances, each with its embedded /v1 service, on one PostgreSQL
// database and one Redis, behind HAProxy on loopback. Shows that a session continues on the other
// instance, that rate limits and lockouts count once across instances, that migrations run once when
// both start together, and that killing one instance under load leaves the other serving.
//
// Needs the production build (npm run test:e2e makes it), PostgreSQL on 127.0.0.1:5432, and the
// `haproxy` and `redis-server` programs (Debian packages; .ci/run installs them).
import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer as createHttpServer, request as httpRequest } from "node:http";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { expect, expectAccessible, test, PASSWORD, register, uniqueEmail } from "./helpers.ts";

const ADMIN_URL = process.env.E2E_POSTGRES_ADMIN_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const NODE = join(process.cwd(), "node_modules/.bin/node");
/** A quarter of every limit keeps the tests short (registration: 3 an hour per address). */
const RATE_LIMIT_FACTOR = 0.25;
/** The sign-in page's ceiling of 300 posts per 5 minutes per address (docs/decisions/037), scaled. */
const SIGN_IN_LIMIT = Math.round(300 * RATE_LIMIT_FACTOR);
/** Seconds between link-health rounds on the two instances. */
const LINK_HEALTH_INTERVAL_S = 2;
/** The load balancer's port: fixed per run (beside the e2e servers) so pages can use relative URLs. */
const LB_PORT = Number(process.env.E2E_PORT ?? 3100) + 10;

test.use({ baseURL: `http://127.0.0.1:${LB_PORT}` });

interface Running {
  child: ChildProcess;
  port: number;
  output: () => string;
}

async function freePort(): Promise<number> {
  const server = createServer().listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as { port: number };
  server.close();
  await once(server, "close");
  return port;
}

function start(command: string, args: string[], env: NodeJS.ProcessEnv, port: number): Running {
  const child = spawn(command, args, { env, stdio: ["ignore", "pipe", "pipe"] });
  let tail = "";
  const keep = (chunk: Buffer) => (tail = (tail + chunk.toString()).slice(-4000));
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  return { child, port, output: () => tail };
}

async function waitFor(url: string, running: Running, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (running.child.exitCode !== null) throw new Error(`exited early:\n${running.output()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not answer in time:\n${running.output()}`);
}

/** A request straight to one instance, as if it came through the load balancer (same Host and Origin). */
function direct(
  port: number,
  path: string,
  options: { method?: string; headers?: Record<string, string>; body?: string },
  publicHost: string,
): Promise<{ status: number; body: string; headers: Record<string, string | string[] | undefined> }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: "127.0.0.1",
        port,
        path,
        method: options.method ?? "GET",
        headers: { host: publicHost, ...options.headers },
      },
      (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (body += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body, headers: res.headers }));
      },
    );
    req.on("error", reject);
    req.end(options.body);
  });
}

/** The hidden fields a form carries (the honeypot's issued values), read from the page's HTML. */
function hiddenFields(html: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const match of html.matchAll(/<input\b[^>]*>/g)) {
    const tag = match[0];
    const name = /\bname="([^"]*)"/.exec(tag)?.[1];
    const value = /\bvalue="([^"]*)"/.exec(tag)?.[1];
    if (name && /__confirm$/.test(name)) fields[name] = (value ?? "").replace(/&amp;/g, "&");
  }
  return fields;
}

test.describe.configure({ mode: "serial" });

test.describe("two instances behind HAProxy on one PostgreSQL and Redis", () => {
  // Made in beforeAll, not here: Playwright loads this file in its main process too, to list the tests,
  // and a folder made there would never be removed.
  let work = "";
  const dbName = `tandem_scale_${process.env.E2E_PORT ?? 3100}_${process.pid}`;
  let databaseUrl = "";
  let lbPort = 0;
  let publicHost = "";
  const instances: Running[] = [];
  let redis: Running | undefined;
  let haproxy: Running | undefined;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    work = mkdtempSync(join(tmpdir(), `tandem-scale-${process.env.E2E_PORT ?? 3100}-`));
    const admin = new pg.Client({ connectionString: ADMIN_URL });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${dbName}`);
    await admin.end();
    const url = new URL(ADMIN_URL);
    url.pathname = `/${dbName}`;
    databaseUrl = url.toString();

    const redisPort = await freePort();
    redis = start(
      "redis-server",
      ["--port", String(redisPort), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
      process.env,
      redisPort,
    );

    lbPort = LB_PORT;
    publicHost = `127.0.0.1:${lbPort}`;
    const ports = [await freePort(), await freePort()];
    const env = (port: number, name: string): NodeJS.ProcessEnv => ({
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: `http://${publicHost}`,
      DATABASE_URL: databaseUrl,
      REDIS_URL: `redis://127.0.0.1:${redisPort}`,
      SESSION_SECRET: "scale-out-test-session-secret-long-enough",
      DATA_DIR: join(work, name),
      TRUST_PROXY: "loopback",
      RATE_LIMIT_FACTOR: String(RATE_LIMIT_FACTOR),
      LOG_LEVEL: "warn",
      DEV_OUTBOX: "1",
      // Link health: rounds every few seconds, checking sites this test serves on loopback.
      LINK_CHECK: "loopback",
      LINK_HEALTH_INTERVAL_S: String(LINK_HEALTH_INTERVAL_S),
    });
    // Both start at the same moment on the empty database: the migrations must run once.
    for (const [i, port] of ports.entries())
      instances.push(start(NODE, ["server.ts"], env(port, `instance-${i}`), port));
    await Promise.all(instances.map((i) => waitFor(`http://127.0.0.1:${i.port}/healthz`, i)));

    const config = join(work, "haproxy.cfg");
    writeFileSync(
      config,
      [
        "global",
        "  maxconn 512",
        "defaults",
        "  mode http",
        "  timeout connect 2s",
        "  timeout client 30s",
        "  timeout server 30s",
        // A check waits up to 3 s (by default it would wait only `inter`, 300 ms): on a busy 2-core machine the
        // surviving instance's /readyz can take longer than that, and with both marked down HAProxy answers 503.
        "  timeout check 3s",
        "  option forwardfor",
        "  option redispatch",
        "  retries 3",
        "  retry-on conn-failure empty-response response-timeout",
        "frontend portal",
        `  bind 127.0.0.1:${lbPort}`,
        "  default_backend instances",
        "backend instances",
        "  balance roundrobin",
        // HTTP/1.1 with a Host: the portal refuses requests that name no host.
        "  option httpchk",
        "  http-check send meth GET uri /readyz ver HTTP/1.1 hdr Host 127.0.0.1",
        ...instances.map((i, n) => `  server i${n} 127.0.0.1:${i.port} check inter 300 fall 2 rise 1`),
        "",
      ].join("\n"),
    );
    haproxy = start("haproxy", ["-f", config, "-db"], process.env, lbPort);
    await waitFor(`http://${publicHost}/healthz`, haproxy);
  });

  test.afterAll(async () => {
    for (const running of [haproxy, ...instances, redis]) {
      if (!running || running.child.exitCode !== null || running.child.signalCode !== null) continue;
      running.child.kill("SIGTERM");
      await Promise.race([once(running.child, "exit"), new Promise((r) => setTimeout(r, 10_000))]);
      if (running.child.exitCode === null) running.child.kill("SIGKILL");
    }
    const admin = new pg.Client({ connectionString: ADMIN_URL });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.end();
    if (work) rmSync(work, { recursive: true, force: true });
  });

  test("the migrations ran once although both instances started together", async () => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const { rows } = await client.query<{ version: string; n: string }>(
      "SELECT version::text, count(*)::text AS n FROM schema_migrations GROUP BY version",
    );
    await client.end();
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.n, `migration ${row.version}`).toBe("1");
  });

  test("a session started through the load balancer continues on either instance", async ({ page }) => {
    const email = uniqueEmail("scale");
    await register(page, email);
    const cookies = await page.context().cookies();
    const cookie = cookies.map((c) => `${c.name}=${c.value}`).join("; ");
    for (const instance of instances) {
      const res = await direct(
        instance.port,
        "/account",
        { headers: { cookie, accept: "text/html" } },
        publicHost,
      );
      expect(res.status, `instance on ${instance.port}`).toBe(200);
      expect(res.body).toContain(email);
    }
  });

  /** Posts the sign-in form straight to one instance, from `client` (X-Forwarded-For, trusted from loopback). */
  async function signInDirect(instance: Running, email: string, password: string, client: string) {
    const headers = { accept: "text/html", "x-forwarded-for": client };
    const form = await direct(instance.port, "/login", { headers }, publicHost);
    const cookie = [form.headers["set-cookie"] ?? []]
      .flat()
      .map((c) => c.split(";")[0])
      .join("; ");
    const body = new URLSearchParams({ ...hiddenFields(form.body), email, password }).toString();
    return direct(
      instance.port,
      "/login",
      {
        method: "POST",
        body,
        headers: {
          ...headers,
          "content-type": "application/x-www-form-urlencoded",
          origin: `http://${publicHost}`,
          "sec-fetch-site": "same-origin",
          ...(cookie ? { cookie } : {}),
        },
      },
      publicHost,
    );
  }

  test("the sign-in limit counts attempts on both instances together", async () => {
    const statuses: number[] = [];
    for (let n = 0; n < SIGN_IN_LIMIT * 2; n++) {
      const res = await signInDirect(instances[n % 2]!, "nobody@example.com", "not it", "203.0.113.10");
      statuses.push(res.status);
    }
    // The first SIGN_IN_LIMIT posts are answered (a wrong password is a page with an error), the rest
    // are refused, whichever instance they reached: one count, not one per instance.
    expect(
      statuses.slice(0, SIGN_IN_LIMIT).every((s) => s !== 429),
      statuses.join(","),
    ).toBe(true);
    expect(statuses.slice(SIGN_IN_LIMIT), statuses.join(",")).toEqual(Array(SIGN_IN_LIMIT).fill(429));
  });

  test("a refused sign-in is a page of the site's own, accessible, that says how long to wait", async ({
    browser,
  }) => {
    // The address the limit test above used up: HAProxy appends the browser's own, the portal trusts loopback.
    const context = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": "203.0.113.10" } });
    const page = await context.newPage();
    await page.goto("/login");
    await page.getByLabel("Email address").fill("nobody@example.com");
    await page.getByLabel("Password", { exact: true }).fill("not it");
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === "POST"),
      page.getByRole("button", { name: "Sign in" }).click(),
    ]);
    expect(response.status()).toBe(429);
    expect(Number(response.headers()["retry-after"])).toBeGreaterThan(0);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Too many attempts");
    await expect(page.getByText("Wait 5 minutes and try again.")).toBeVisible();
    await expectAccessible(page);
    await context.close();
  });

  test("the account lockout holds across instances", async ({ page }) => {
    const email = uniqueEmail("lockout");
    await register(page, email);
    // Five wrong passwords from one address, alternating instances…
    for (let n = 0; n < 5; n++) {
      const res = await signInDirect(instances[n % 2]!, email, `wrong ${n}`, "203.0.113.20");
      expect(res.body).toContain("The email address or the password is not right.");
    }
    // …then the right password is refused there on either instance: the lock is one, in PostgreSQL. It locks
    // the account at that address only (docs/decisions/037).
    for (const instance of instances) {
      const res = await signInDirect(instance, email, PASSWORD, "203.0.113.20");
      expect(res.body).toContain("the account is locked for now");
    }
  });

  test("a link-health round runs once, and checks each address once, with two instances", async () => {
    test.setTimeout(60_000);
    // A site on loopback that counts the checks of each path (the checker's GET; HEAD is not counted).
    const hits = new Map<string, number>();
    const site = createHttpServer((req, res) => {
      if (req.method === "GET") hits.set(req.url ?? "", (hits.get(req.url ?? "") ?? 0) + 1);
      res.end("<p>fine</p>");
    });
    site.listen(0, "127.0.0.1");
    await once(site, "listening");
    const sitePort = (site.address() as { port: number }).port;
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ id: string }>(
        "INSERT INTO communities (name) VALUES ('Links') RETURNING id",
      );
      const items = Array.from({ length: 20 }, (_, i) => ({
        id: `item-${i}`,
        kind: "link",
        is_primary: false,
        configuration: { label: `Site ${i}`, url: `http://site${i % 5}.test:${sitePort}/page/${i}` },
      }));
      // Two bars holding the same addresses: each is still checked once per round.
      for (const name of ["One", "Two"])
        await client.query("INSERT INTO bars (community_id, name, items) VALUES ($1, $2, $3)", [
          rows[0]!.id,
          name,
          JSON.stringify(items),
        ]);
      const completedRounds = async () =>
        Number(
          (
            await client.query<{ n: string }>(
              "SELECT count(*)::text AS n FROM pgboss.job WHERE name = 'link-health.round' AND state = 'completed'",
            )
          ).rows[0]!.n,
        );
      const before = await completedRounds();
      await expect
        .poll(completedRounds, { timeout: 30_000, intervals: [500] })
        .toBeGreaterThanOrEqual(before + 3);
      await expect.poll(() => hits.size, { timeout: 15_000 }).toBe(20);
      const perSlot = await client.query<{ slot: string; n: string }>(
        "SELECT data->>'slot' AS slot, count(*)::text AS n FROM pgboss.job WHERE name = 'link-health.round' GROUP BY 1",
      );
      expect(perSlot.rows.filter((r) => r.n !== "1")).toEqual([]);
      const perHost = await client.query<{ n: string }>(
        `SELECT count(*)::text AS n FROM pgboss.job WHERE name = 'link-health.host'
         GROUP BY data->>'slot', data->>'host'`,
      );
      expect(perHost.rows.length).toBeGreaterThan(0);
      expect(perHost.rows.filter((r) => r.n !== "1")).toEqual([]);
      // No address was asked for more often than rounds ran (each round once, never twice in one round).
      const rounds = await completedRounds();
      for (const [path, n] of hits) expect(n, path).toBeLessThanOrEqual(rounds + 1);
    } finally {
      await client.end();
      site.close();
    }
  });

  test("killing one instance under load leaves the other serving", async () => {
    test.setTimeout(60_000);
    const [victim] = instances;
    let ok = 0;
    let failed = 0;
    let afterKillFailed = 0;
    let killedAt = 0;
    const reasons = new Map<string, number>();
    const deadline = Date.now() + 6000;
    const worker = async () => {
      while (Date.now() < deadline) {
        try {
          const res = await fetch(`http://${publicHost}/login`);
          await res.arrayBuffer();
          if (res.ok) ok++;
          else throw new Error(String(res.status));
        } catch (error) {
          failed++;
          const reason = error instanceof Error ? error.message : String(error);
          reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
          // Requests started well after the kill must not fail: HAProxy has taken the instance out.
          if (killedAt && Date.now() - killedAt > 2000) afterKillFailed++;
        }
      }
    };
    const workers = Array.from({ length: 10 }, worker);
    await new Promise((r) => setTimeout(r, 2000));
    victim!.child.kill("SIGKILL");
    killedAt = Date.now();
    await Promise.all(workers);
    expect(ok).toBeGreaterThan(50);
    // At most the requests in flight at the moment of the kill fail (10 connections).
    expect(failed, `${failed} failed of ${ok + failed}: ${JSON.stringify([...reasons])}`).toBeLessThanOrEqual(
      10,
    );
    expect(afterKillFailed).toBe(0);
  });
});
