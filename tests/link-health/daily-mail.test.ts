// The link-health email on a fake clock, on both databases: at most one a day per manager, and no problem lost.
// A problem found after the day's email waits for the next one: the pass that could not send it queues a pass
// for the moment a day has gone by (the job queue runs on real time, so the test moves the clock and makes that
// job due, as a day of waiting would).
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HOST_QUEUE, TELL_QUEUE, TELL_SOON_QUEUE } from "../../api/link-health/service.ts";
import { linkHealthResponseSchema } from "../../contract/link-health.ts";
import {
  availableBackends,
  createCommunity,
  queuesSettled,
  register,
  startApi,
  type Registered,
  type TestApi,
} from "../api/harness.ts";

const BACKENDS = await availableBackends();
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

async function until<T>(what: () => Promise<T | undefined>, ms = 20_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await what();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe.each(BACKENDS)("the link-health email, a day at a time (%s)", (backend) => {
  let api: TestApi;
  let server: http.Server;
  let port: number;
  let manager: Registered;
  let community: { id: string };

  beforeAll(async () => {
    // Every page of this site is "for sale": a problem at the first check (no second failure needed).
    server = http.createServer((_req, res) => res.end("<h1>This domain is for sale</h1>"));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
    api = await startApi(backend, {
      linkCheckOffline: false,
      linkCheckLoopback: true,
      allowLoopbackLinks: true,
      linkHealth: { intervalS: 31_536_000 }, // a round once a year: only "check now" and the queued passes
    });
    manager = await register(api, { first_name: "Mia" });
    community = await createCommunity(api, manager);
    // Mia reads times in Honolulu, written the UK's way: the email's dates are at her clock, not UTC's.
    const clock = await api.call("PUT", `/v1/users/${manager.userId}/clock`, {
      token: manager.token,
      body: { time_zone: "Pacific/Honolulu", date_locale: "en-GB" },
    });
    expect(clock.status, clock.text).toBe(200);
  }, 60_000);
  afterAll(async () => {
    await api?.close();
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
  });

  const address = (path: string) => `http://shop.test:${port}${path}`;
  const outbox = async () => {
    const r = await api.call("GET", `/v1/dev/outbox?to=${encodeURIComponent(manager.email)}`);
    return (r.json as { messages: { kind: string; text: string }[] }).messages.filter(
      (m) => m.kind === "link_health",
    );
  };
  /** The manager signs in again (hours pass on the clock: a token idle that long has expired). */
  async function signIn() {
    const r = await api.call("POST", "/v1/auth/username", {
      body: { username: manager.email, password: manager.password },
    });
    expect(r.status, r.text).toBe(200);
    manager = { ...manager, token: (r.json as { token: string }).token };
  }
  /** A bar with one button at `path`, checked now; waits for its verdict and for the pass it leads to. */
  async function problemFound(path: string) {
    await signIn();
    const r = await api.call("POST", `/v1/communities/${community.id}/bars`, {
      token: manager.token,
      body: {
        name: path,
        is_shared: true,
        items: [{ kind: "link", is_primary: false, configuration: { label: path, url: address(path) } }],
      },
    });
    expect(r.status, r.text).toBe(200);
    const barId = (r.json as { bar: { id: string } }).bar.id;
    const check = await api.call("POST", `/v1/communities/${community.id}/link-health/check`, {
      token: manager.token,
      body: { bar_id: barId },
    });
    expect(check.status, check.text).toBe(202);
    await until(async () => {
      const h = await api.call("GET", `/v1/communities/${community.id}/link-health`, {
        token: manager.token,
      });
      const link = linkHealthResponseSchema.parse(h.json).links.find((l) => l.url === address(path));
      return link?.verdict === "suspicious" ? true : undefined;
    });
    await queuesSettled(api.db, [HOST_QUEUE, TELL_SOON_QUEUE]);
  }
  /** When the manager's last link-health email was sent (the fake clock's time). */
  const sentAt = async () =>
    new Date(
      (
        await api.db.query<{ sent_at: Date }>("SELECT sent_at FROM link_health_mail WHERE user_id = $1", [
          manager.userId,
        ])
      ).rows[0]!.sent_at,
    ).getTime();
  /** Tell passes queued to run within two days (the start's round queued one for next year). */
  const soonPasses = async () =>
    (
      await api.db.query<{ start_after: Date }>(
        `SELECT start_after FROM pgboss.job WHERE name = $1 AND state = 'created'
           AND start_after < now() + interval '2 days'`,
        [TELL_QUEUE],
      )
    ).rows;

  it("tells a problem found later in the day in the next email, a day after the first", async () => {
    // Day 1, 09:00 (the clock's start): the first problem, emailed at once.
    await problemFound("/first");
    const first = await until(async () => ((await outbox()).length === 1 ? outbox() : undefined));
    expect(first[0]!.text).toContain(address("/first"));
    const found = await api.db.query<{ changed_at: Date }>(
      "SELECT changed_at FROM link_health WHERE url = $1",
      [address("/first")],
    );
    const day = new Intl.DateTimeFormat("en-GB", {
      day: "numeric",
      month: "long",
      year: "numeric",
      timeZone: "Pacific/Honolulu",
    }).format(found.rows[0]!.changed_at);
    expect(first[0]!.text).toContain(`since ${day}`);
    const firstAt = await sentAt();
    expect(await soonPasses()).toEqual([]);

    // 15:00 the same day: a second problem. No second email that day...
    api.clock.advance(6 * HOUR);
    await problemFound("/second");
    expect(await outbox()).toHaveLength(1);
    // ...but a pass is queued for when a day has gone by since the first email (18 hours from now).
    const queued = await soonPasses();
    expect(queued).toHaveLength(1);
    const waitMs = new Date(queued[0]!.start_after).getTime() - Date.now();
    expect(waitMs).toBeGreaterThan(18 * HOUR - 5 * 60 * 1000);
    expect(waitMs).toBeLessThan(18 * HOUR + 5 * 60 * 1000);

    // Day 2, 09:00: the queued pass runs and the second email tells the second problem (and the first, still
    // there); nothing was lost, and the two emails are a day apart.
    api.clock.advance(18 * HOUR);
    await api.db.query(
      "UPDATE pgboss.job SET start_after = now() WHERE name = $1 AND state = 'created' AND start_after < now() + interval '2 days'",
      [TELL_QUEUE],
    );
    await signIn();
    const both = await until(async () => ((await outbox()).length === 2 ? outbox() : undefined));
    const second = both.find((m) => m !== first[0] && m.text !== first[0]!.text) ?? both[1]!;
    expect(second.text).toContain(address("/second"));
    expect(second.text).toContain(address("/first"));
    const secondAt = await sentAt();
    expect(secondAt - firstAt).toBeGreaterThanOrEqual(DAY);
    expect(secondAt - firstAt).toBeLessThan(DAY + 10 * 60 * 1000);
    // Nothing more is waiting to be told, so no further pass is queued.
    await until(async () => ((await soonPasses()).length === 0 ? true : undefined));
    expect(await outbox()).toHaveLength(2);
  });
});
