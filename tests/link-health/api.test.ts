// /v1 link health on both databases: access (managers only), verdicts from checks of sites served on loopback,
// the manager's one email a day, check-now's limit, and with two services on one PostgreSQL a round once.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApi, type Api } from "../../api/app.ts";
import { postgresDb } from "../../api/db/db.ts";
import { HOST_QUEUE, TELL_SOON_QUEUE } from "../../api/link-health/service.ts";
import { LINK_PROBLEMS, linkHealthResponseSchema, type LinkHealth } from "../../contract/link-health.ts";
import {
  addMember,
  availableBackends,
  createCommunity,
  queuesSettled,
  register,
  startApi,
  type Registered,
  type TestApi,
} from "../api/harness.ts";

const BACKENDS = await availableBackends();

/** A site on loopback whose answer each test sets; counts requests per path. */
interface Site {
  port: number;
  hits: Map<string, number>;
  answer: (req: http.IncomingMessage, res: http.ServerResponse) => void;
  close(): Promise<void>;
}

async function site(): Promise<Site> {
  const s: Site = {
    port: 0,
    hits: new Map(),
    answer: (_req, res) => res.end("<p>Hello</p>"),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const server = http.createServer((req, res) => {
    if (req.method === "GET") s.hits.set(req.url ?? "", (s.hits.get(req.url ?? "") ?? 0) + 1);
    s.answer(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  s.port = (server.address() as AddressInfo).port;
  return s;
}

async function until<T>(what: () => Promise<T | undefined>, ms = 15_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await what();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((r) => setTimeout(r, 100));
  }
}

const link = (label: string, url: string) => ({
  kind: "link",
  is_primary: false,
  configuration: { label, url },
});

/**
 * Waits for the round every service runs at start (on an empty database), so it checks nothing of the test's.
 * The job queue starts in the background (api/app/background.ts): until it has made its tables, there is
 * nothing to count.
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

const checking = { linkCheckOffline: false, linkCheckLoopback: true, allowLoopbackLinks: true };

describe.each(BACKENDS)("link health (%s)", (backend) => {
  let api: TestApi;
  let web: Site;
  let manager: Registered;
  let member: Registered;
  let stranger: Registered;
  let community: { id: string; default_bar_id: string };
  let url: (path: string, host?: string) => string;

  beforeAll(async () => {
    web = await site();
    url = (path, host = "shop.test") => `http://${host}:${web.port}${path}`;
    api = await startApi(backend, { ...checking, linkHealth: { intervalS: 31_536_000 } }); // rounds once a year: "check now" only
    await startupRoundDone(api);
    manager = await register(api, { first_name: "Mia" });
    member = await register(api);
    stranger = await register(api);
    community = await createCommunity(api, manager);
    await addMember(api, community.id, member);
  }, 60_000);
  afterAll(async () => {
    await api?.close();
    await web?.close();
  });

  async function bar(items: unknown[], name = "Daily") {
    const r = await api.call("POST", `/v1/communities/${community.id}/bars`, {
      token: manager.token,
      body: { name, is_shared: true, items },
    });
    expect(r.status, r.text).toBe(200);
    return (r.json as { bar: { id: string } }).bar.id;
  }
  const health = async (path = `/v1/communities/${community.id}/link-health`) => {
    const r = await api.call("GET", path, { token: manager.token });
    expect(r.status, r.text).toBe(200);
    return linkHealthResponseSchema.parse(r.json).links;
  };
  const checkNow = (body?: unknown) =>
    api.call("POST", `/v1/communities/${community.id}/link-health/check`, { token: manager.token, body });
  const verdictOf = async (address: string, want: LinkHealth["verdict"]) =>
    until(async () => (await health()).find((l) => l.url === address && l.verdict === want));
  const outbox = async () => {
    const r = await api.call("GET", `/v1/dev/outbox?to=${encodeURIComponent(manager.email)}`);
    return (r.json as { messages: { kind: string; text: string; html: string }[] }).messages.filter(
      (m) => m.kind === "link_health",
    );
  };

  it("shows managers every web address once, with its buttons; members and strangers get nothing", async () => {
    const barId = await bar([
      link("Shop", url("/ok")),
      link("Shop again", url("/ok")),
      { kind: "link", is_primary: false, configuration: { label: "Call", url: "skype:someone?call" } },
      { kind: "application", is_primary: false, configuration: { label: "Calc", exe: "calc.exe" } },
    ]);
    const links = await health();
    const shop = links.find((l) => l.url === url("/ok"));
    expect(shop?.buttons.map((b) => b.label)).toEqual(["Shop", "Shop again"]);
    expect(links.some((l) => l.url.startsWith("skype:"))).toBe(false);
    const one = await health(`/v1/communities/${community.id}/bars/${barId}/link-health`);
    expect(one.map((l) => l.url)).toEqual([url("/ok")]);
    // Only the problems (a large group's dashboard): none yet, and only "problems" may be asked for.
    expect(await health(`/v1/communities/${community.id}/link-health?only=problems`)).toEqual([]);
    const wrong = await api.call("GET", `/v1/communities/${community.id}/link-health?only=all`, {
      token: manager.token,
    });
    expect(wrong.status).toBe(400);
    expect(wrong.json).toEqual({ error: "invalid_field", details: { field: "only" } });
    for (const path of [
      `/v1/communities/${community.id}/link-health`,
      `/v1/communities/${community.id}/bars/${barId}/link-health`,
    ]) {
      expect((await api.call("GET", path, { token: member.token })).status).toBe(403);
      expect((await api.call("GET", path, { token: stranger.token })).status).toBe(404);
      expect((await api.call("GET", path)).status).toBe(401);
    }
    const post = `/v1/communities/${community.id}/link-health/check`;
    expect((await api.call("POST", post, { token: member.token, body: {} })).status).toBe(403);
    expect((await api.call("POST", post, { token: stranger.token, body: {} })).status).toBe(404);
    expect((await api.call("POST", post, { token: manager.token, body: { bar_id: "nope" } })).status).toBe(
      400,
    );
  });

  it("lets each user read and set only their own email setting", async () => {
    const own = `/v1/users/${member.userId}/link-health-email`;
    expect((await api.call("GET", own, { token: member.token })).json).toEqual({ link_health_email: true });
    const put = await api.call("PUT", own, { token: member.token, body: { link_health_email: false } });
    expect(put.json).toEqual({ link_health_email: false });
    expect((await api.call("GET", own, { token: member.token })).json).toEqual({ link_health_email: false });
    expect((await api.call("GET", own, { token: stranger.token })).status).toBe(404);
    expect(
      (await api.call("PUT", own, { token: stranger.token, body: { link_health_email: true } })).status,
    ).toBe(404);
    expect(
      (await api.call("PUT", own, { token: member.token, body: { link_health_email: "no" } })).status,
    ).toBe(400);
  });

  it("reports a site that stopped working after two failures, emails the manager once, and clears the mark", async () => {
    const address = url("/news");
    const barId = await bar([link("News", address)], "News bar");
    expect((await checkNow({ bar_id: barId })).status).toBe(202);
    await verdictOf(address, "working");

    web.answer = (req, res) => {
      res.statusCode = req.url === "/news" ? 404 : 200;
      res.end("gone");
    };
    expect((await checkNow({ bar_id: barId })).status).toBe(202);
    // One failure is not enough (a flaky site).
    await until(async () =>
      (await api.db.query<{ failures: number }>("SELECT failures FROM link_health WHERE url = $1", [address]))
        .rows[0]?.failures === 1
        ? true
        : undefined,
    );
    expect((await health()).find((l) => l.url === address)?.verdict).toBe("working");
    expect((await checkNow({ bar_id: barId })).status).toBe(202);
    const broken = await verdictOf(address, "broken");
    expect(broken).toMatchObject({ answer: "not_found", since: expect.any(String) });

    const mails = await until(async () => ((await outbox()).length > 0 ? outbox() : undefined)).catch(
      (e: unknown) => {
        console.error(api.logs.filter((l) => /warn|error/.test(l)).join("\n"));
        throw e;
      },
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(`"News" (${address}): Stopped working: the site answered 'not found'.`);
    expect(mails[0]!.text).toContain(`barId=${barId}`);
    expect(mails[0]!.html).toContain("Fix “News”");

    // Back up: the mark goes; four checks in ten minutes are over the limit, so move the clock on.
    web.answer = (_req, res) => res.end("<p>News</p>");
    expect((await checkNow({ bar_id: barId })).status).toBe(429);
    api.clock.advance(11 * 60 * 1000);
    expect((await checkNow({ bar_id: barId })).status).toBe(202);
    await verdictOf(address, "working");
    // It breaks again the same day: the mark is back, but no second email that day.
    web.answer = (_req, res) => {
      res.statusCode = 500;
      res.end();
    };
    for (let i = 0; i < 2; i++) {
      api.clock.advance(11 * 60 * 1000);
      expect((await checkNow({ bar_id: barId })).status).toBe(202);
      if (i === 0)
        await until(async () =>
          (
            await api.db.query<{ failures: number }>("SELECT failures FROM link_health WHERE url = $1", [
              address,
            ])
          ).rows[0]?.failures === 1
            ? true
            : undefined,
        );
    }
    await verdictOf(address, "broken");
    // What "check now" leads to (the checks, then the telling, as jobs) has run once those queues are idle;
    // the daily pass (TELL_QUEUE) waits for a round, months away with this interval.
    await queuesSettled(api.db, [HOST_QUEUE, TELL_SOON_QUEUE]);
    expect(await outbox()).toHaveLength(1);
    web.answer = (_req, res) => res.end("<p>Hello</p>");
  });

  it("offers the new address of a moved page and flags a page for sale, as a guess", async () => {
    web.answer = (req, res) => {
      if (req.url === "/old" && !req.headers.host?.startsWith("new-shop.")) {
        res.writeHead(301, { location: url("/old", "new-shop.test") }).end();
      } else if (req.url === "/sale") res.end("<h1>This domain is for sale</h1>");
      else res.end("<p>Hello</p>");
    };
    const barId = await bar([link("Old", url("/old")), link("Sale", url("/sale"))], "Two");
    api.clock.advance(11 * 60 * 1000);
    expect((await checkNow({ bar_id: barId })).status).toBe(202);
    const moved = await verdictOf(url("/old"), "moved").catch(async (e: unknown) => {
      console.error(JSON.stringify(await health()), api.logs.slice(-5));
      throw e;
    });
    expect(moved.moved_to).toBe(url("/old", "new-shop.test"));
    const sale = await verdictOf(url("/sale"), "suspicious");
    expect(sale.suspicion).toBe("for_sale");

    // Only the problems: the same entries as the whole answer's problems, and none of another group's.
    const all = await health();
    const only = await health(`/v1/communities/${community.id}/link-health?only=problems`);
    expect(only).toEqual(all.filter((l) => LINK_PROBLEMS.includes(l.verdict)));
    expect(only.map((l) => l.url)).toEqual(expect.arrayContaining([url("/old"), url("/sale")]));
    const other = await createCommunity(api, stranger, "Other");
    const elsewhere = await api.call("GET", `/v1/communities/${other.id}/link-health?only=problems`, {
      token: stranger.token,
    });
    expect(linkHealthResponseSchema.parse(elsewhere.json).links).toEqual([]);
  });
});

describe.each(BACKENDS.filter((b) => b === "postgres"))(
  "link health rounds (%s, two services)",
  (backend) => {
    let api: TestApi;
    let second: Api | undefined;
    let web: Site;

    beforeAll(async () => {
      web = await site();
      api = await startApi(backend, { ...checking });
    }, 60_000);
    afterAll(async () => {
      await second?.close();
      await api?.close();
      await web?.close();
    });

    it("checks each address once per round, whichever service runs it", async () => {
      const manager = await register(api);
      const community = await createCommunity(api, manager);
      const items = Array.from({ length: 30 }, (_, i) =>
        link(`Site ${i}`, `http://host${i % 10}.test:${web.port}/page/${i}`),
      );
      for (const name of ["One", "Two"]) {
        const r = await api.call("POST", `/v1/communities/${community.id}/bars`, {
          token: manager.token,
          body: { name, is_shared: true, items },
        });
        expect(r.status).toBe(200);
      }
      // Two services on the same database, both running the schedule (a round every 3 seconds).
      const config = { ...api.config, linkHealth: { intervalS: 3 } };
      const db1 = postgresDb(api.config.databaseUrl!);
      const db2 = postgresDb(api.config.databaseUrl!);
      const [a, b] = await Promise.all([createApi(config, { db: db1 }), createApi(config, { db: db2 })]);
      second = {
        ...b,
        close: async () => {
          await Promise.all([a.close(), b.close()]);
          await Promise.all([db1.close(), db2.close()]);
        },
      } as Api;
      await until(async () => (web.hits.size === 30 ? true : undefined), 20_000);
      const rounds = await until(async () => {
        const { rows } = await api.db.query<{ n: string }>(
          "SELECT count(*)::text AS n FROM pgboss.job WHERE name = 'link-health.round' AND state = 'completed'",
        );
        return Number(rows[0]?.n) >= 2 ? Number(rows[0]?.n) : undefined;
      }, 20_000);
      await new Promise((r) => setTimeout(r, 1500));
      const { rows } = await api.db.query<{ n: string }>(
        "SELECT count(*)::text AS n FROM pgboss.job WHERE name = 'link-health.round' AND state = 'completed'",
      );
      const done = Number(rows[0]?.n);
      // Every address was asked for at most once per round that ran (never twice in one round).
      for (const [path, n] of web.hits) expect(n, path).toBeLessThanOrEqual(done + 1);
      expect(rounds).toBeGreaterThanOrEqual(2);
    }, 60_000);
  },
);
