// Bad input for link health: a group with thousands of links, addresses that hang, a redirect loop
// and an endless body. Every address gets its verdict (nothing is lost) and /v1 keeps answering meanwhile.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { availableBackends, createCommunity, register, startApi, type TestApi } from "../api/harness.ts";

const BACKENDS = await availableBackends();
const BARS = Number(process.env.LH_BARS ?? 10);

/**
 * Waits for the round every service runs at start (on an empty database), so it checks nothing of the test's.
 * The job queue starts in the background: until it has made its tables, no round has run.
 */
async function startupRoundDone(api: TestApi) {
  for (let i = 0; i < 300; i++) {
    const { rows } = await api.db
      .query<{ n: string }>(
        "SELECT count(*)::text AS n FROM pgboss.job WHERE name = 'link-health.round' AND state = 'completed'",
      )
      .catch((error: unknown) => {
        if (/relation "pgboss\.job" does not exist/.test(String(error))) return { rows: [{ n: "0" }] };
        throw error;
      });
    if (Number(rows[0]?.n) > 0) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("the first round did not run");
}

const PER_BAR = 100;

describe.each(BACKENDS)("link health with bad input (%s)", (backend) => {
  let api: TestApi;
  let server: http.Server;
  let port = 0;

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      if (req.url === "/hang") return; // never answers
      if (req.url === "/loop") return void res.writeHead(302, { location: "/loop" }).end();
      if (req.url === "/huge") {
        // An endless body (for GET): the checker must read a little and hang up.
        res.writeHead(200, { "content-type": "text/html" });
        if (req.method === "HEAD") return void res.end();
        const chunk = "a".repeat(64 * 1024);
        let open = true;
        res.on("close", () => (open = false));
        res.on("error", () => {});
        const pump = () => {
          if (!open) return;
          if (res.write(chunk)) setImmediate(pump);
          else res.once("drain", pump);
        };
        return pump();
      }
      res.end("<p>fine</p>");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
    api = await startApi(backend, {
      linkCheckOffline: false,
      linkCheckLoopback: true,
      allowLoopbackLinks: true,
      // Rounds once a year: only "check now" checks here.
      linkHealth: { intervalS: 31_536_000, checkTimeoutMs: 1500 },
    });
    await startupRoundDone(api);
  }, 60_000);
  afterAll(async () => {
    await api?.close();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it("judges every address and keeps answering", async () => {
    const manager = await register(api);
    const community = await createCommunity(api, manager);
    const special = ["/hang", "/loop", "/huge"].map((p) => `http://odd.test:${port}${p}`);
    for (let b = 0; b < BARS; b++) {
      const items = Array.from({ length: PER_BAR }, (_, i) => {
        const url =
          b === 0 && i < special.length
            ? special[i]!
            : `http://h${(b * PER_BAR + i) % 25}.test:${port}/p/${b}/${i}`;
        return { kind: "link", is_primary: false, configuration: { label: `L${i}`, url } };
      });
      const r = await api.call("POST", `/v1/communities/${community.id}/bars`, {
        token: manager.token,
        body: { name: `Bar ${b}`, is_shared: true, items },
      });
      expect(r.status, r.text).toBe(200);
    }
    const check = await api.call("POST", `/v1/communities/${community.id}/link-health/check`, {
      token: manager.token,
      body: {},
    });
    expect(check.status, check.text).toBe(202);
    expect(check.json).toEqual({ queued: BARS * PER_BAR });

    // While the checks run, /v1 answers (the slowest of these is bounded).
    const slowest: number[] = [];
    const deadline = Date.now() + 200_000;
    for (;;) {
      const started = Date.now();
      const r = await api.call("GET", `/v1/communities/${community.id}/link-health`, {
        token: manager.token,
      });
      slowest.push(Date.now() - started);
      expect(r.status).toBe(200);
      const { rows } = await api.db.query<{ n: string }>(
        "SELECT count(*)::text AS n FROM link_health WHERE checked_at IS NOT NULL",
      );
      if (Number(rows[0]!.n) >= BARS * PER_BAR) break;
      if (Date.now() > deadline) throw new Error(`only ${rows[0]!.n} checked`);
      await new Promise((r) => setTimeout(r, 250));
    }
    expect(Math.max(...slowest)).toBeLessThan(5000);

    const { rows } = await api.db.query<{
      url: string;
      verdict: string;
      failures: number;
      answer: string | null;
    }>("SELECT url, verdict, failures, answer FROM link_health WHERE url = ANY($1::text[])", [special]);
    const of = (path: string) => rows.find((r) => r.url.endsWith(path));
    expect(of("/hang")).toMatchObject({ failures: 1, answer: "timeout" });
    expect(of("/loop")).toMatchObject({ failures: 1, answer: "too_many_redirects" });
    expect(of("/huge")).toMatchObject({ verdict: "working", failures: 0 });
  }, 240_000);
});
