import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { availableBackends, register, startApi, type TestApi } from "./harness.ts";
import { loadMigrations } from "../../api/db/migrate.ts";

const BACKENDS = await availableBackends();
const DAY = 24 * 60 * 60 * 1000;

describe.each(BACKENDS)("users, plans and health (%s)", (backend) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startApi(backend);
  });
  afterAll(async () => {
    await api?.close();
  });

  /** Makes a community with a default bar directly in the database (communities have their own suite). */
  async function community(name: string, opts: { locked_at?: Date } = {}): Promise<string> {
    const id = randomUUID();
    const barId = randomUUID();
    await api.db.transaction(async (tx) => {
      await tx.query(
        "INSERT INTO communities (id, name, default_bar_id, is_locked, locked_at) VALUES ($1, $2, $3, $4, $5)",
        [id, name, barId, Boolean(opts.locked_at), opts.locked_at ?? null],
      );
      await tx.query("INSERT INTO bars (id, community_id, name) VALUES ($1, $2, 'Default')", [barId, id]);
    });
    return id;
  }
  async function member(
    communityId: string,
    userId: string | null,
    role: string,
    state: string,
    createdAt: Date,
  ) {
    const id = randomUUID();
    await api.db.query(
      "INSERT INTO members (id, community_id, user_id, role, state, created_at) VALUES ($1, $2, $3, $4, $5, $6)",
      [id, communityId, userId, role, state, createdAt],
    );
    return id;
  }

  describe("GET /v1/users/{id}", () => {
    it("checks 401, then 403 for any other id", async () => {
      const user = await register(api, { first_name: "Ann", last_name: "Lee" });
      const other = await register(api);
      expect((await api.call("GET", `/v1/users/${user.userId}`)).status).toBe(401);
      for (const id of [other.userId, randomUUID(), "not-a-uuid"]) {
        const r = await api.call("GET", `/v1/users/${id}`, { token: user.token });
        expect(r.status, id).toBe(403);
        expect(r.text).toBe("");
      }
    });

    it("returns the caller with email_plaintext and no email key", async () => {
      const user = await register(api, { first_name: "Ann", last_name: "Lee" });
      const r = await api.call("GET", `/v1/users/${user.userId.toUpperCase()}`, { token: user.token });
      expect(r.status).toBe(200);
      expect(r.json).toEqual({
        id: user.userId,
        first_name: "Ann",
        last_name: "Lee",
        email_verified: false,
        email_plaintext: user.email,
        preferences_id: expect.stringMatching(
          /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
        ),
        time_zone: null,
        date_locale: null,
        language: null,
      });
      expect((await api.call("PATCH", `/v1/users/${user.userId}`, { token: user.token })).status).toBe(405);
    });
  });

  describe("PUT /v1/users/{id}/clock", () => {
    it("keeps the user's time zone and way of writing dates, for them only, and refuses what is not one", async () => {
      const user = await register(api);
      const other = await register(api);
      const path = `/v1/users/${user.userId}/clock`;
      const body = { time_zone: "America/Los_Angeles", date_locale: "en-US" };
      expect((await api.call("PUT", path, { body })).status).toBe(401);
      expect((await api.call("PUT", path, { token: other.token, body })).status).toBe(403);
      for (const bad of [
        { time_zone: "Mars/Olympus", date_locale: "en-US" },
        { time_zone: "Europe/Paris\u0000", date_locale: "en-US" },
        { time_zone: "Europe/Paris", date_locale: "xx" },
        { time_zone: "Europe/Paris" },
      ]) {
        const r = await api.call("PUT", path, { token: user.token, body: bad });
        expect(r.status, JSON.stringify(bad)).toBe(400);
      }
      expect((await api.call("PUT", path, { token: user.token, body })).status).toBe(200);
      const read = await api.call("GET", `/v1/users/${user.userId}`, { token: user.token });
      expect(read.json).toMatchObject(body);
      // Sign-in answers carry it, so the portal writes times at the user's clock from the first page.
      const login = await api.call("POST", "/v1/auth/username", {
        body: { username: user.email, password: user.password },
      });
      expect((login.json as { user: unknown }).user).toMatchObject(body);
      // null forgets: times are read in UTC again.
      const cleared = { time_zone: null, date_locale: null };
      expect((await api.call("PUT", path, { token: user.token, body: cleared })).status).toBe(200);
      expect((await api.call("GET", `/v1/users/${user.userId}`, { token: user.token })).json).toMatchObject(
        cleared,
      );
    });
  });

  describe("GET /v1/users/{id}/communities", () => {
    it("checks 401, then 404 for another user", async () => {
      const user = await register(api);
      const other = await register(api);
      expect((await api.call("GET", `/v1/users/${user.userId}/communities`)).status).toBe(401);
      const r = await api.call("GET", `/v1/users/${other.userId}/communities`, { token: user.token });
      expect(r.status).toBe(404);
      expect(r.text).toBe("");
      // The token is checked first, whatever the id: a wrong token is 401 for anyone's list, even a malformed id.
      for (const id of [user.userId, other.userId, "not-a-uuid"]) {
        const wrong = await api.call("GET", `/v1/users/${id}/communities`, { token: `${user.token}x` });
        expect(wrong.status, id).toBe(401);
        expect(wrong.headers.get("www-authenticate")).toBe("Bearer");
      }
      expect((await api.call("GET", "/v1/users/not-a-uuid/communities", { token: user.token })).status).toBe(
        404,
      );
    });

    it("refuses a token past its idle limit, and keeps a used one alive", async () => {
      const user = await register(api);
      const lastUsed = async () =>
        (
          await api.db.query<{ last_used_at: Date }>(
            "SELECT last_used_at FROM auth_tokens WHERE user_id = $1",
            [user.userId],
          )
        ).rows[0]!.last_used_at.getTime();
      const before = await lastUsed();
      api.clock.advance(3 * 60 * 60 * 1000);
      expect(
        (await api.call("GET", `/v1/users/${user.userId}/communities`, { token: user.token })).status,
      ).toBe(200);
      // The use is written: the idle limit (4 hours) counts again from here.
      expect(await lastUsed()).toBeGreaterThan(before);
      api.clock.advance(3 * 60 * 60 * 1000);
      expect(
        (await api.call("GET", `/v1/users/${user.userId}/communities`, { token: user.token })).status,
      ).toBe(200);
      api.clock.advance(5 * 60 * 60 * 1000);
      expect(
        (await api.call("GET", `/v1/users/${user.userId}/communities`, { token: user.token })).status,
      ).toBe(401);
    });

    it("lists active memberships only, oldest membership first, without long-locked communities", async () => {
      const user = await register(api);
      const base = Date.now() - 10 * DAY;
      const newer = await community("Newer");
      const older = await community("Older");
      const invitedOnly = await community("Invited only");
      const lockedLong = await community("Locked long ago", { locked_at: new Date(Date.now() - 31 * DAY) });
      const lockedRecent = await community("Locked recently", { locked_at: new Date(Date.now() - 2 * DAY) });
      const m1 = await member(newer, user.userId, "member", "active", new Date(base + 3 * DAY));
      const m2 = await member(older, user.userId, "manager", "active", new Date(base + DAY));
      await member(invitedOnly, user.userId, "member", "invited", new Date(base));
      await member(lockedLong, user.userId, "manager", "active", new Date(base));
      const m5 = await member(lockedRecent, user.userId, "member", "active", new Date(base + 5 * DAY));
      const r = await api.call("GET", `/v1/users/${user.userId}/communities`, { token: user.token });
      expect(r.status).toBe(200);
      expect(r.json).toEqual({
        communities: [
          { id: older, name: "Older", role: "manager", member_id: m2 },
          { id: newer, name: "Newer", role: "member", member_id: m1 },
          { id: lockedRecent, name: "Locked recently", role: "member", member_id: m5 },
        ],
        last_community_id: null,
      });
    });

    it("returns an empty list for a user without communities", async () => {
      const user = await register(api);
      const r = await api.call("GET", `/v1/users/${user.userId}/communities`, { token: user.token });
      expect(r.json).toEqual({ communities: [], last_community_id: null });
    });
  });

  describe("GET /v1/plans/community", () => {
    it("lists the 14 plans with name and size, 65535 for unlimited, without a token", async () => {
      const r = await api.call("GET", "/v1/plans/community");
      expect(r.status).toBe(200);
      const plans = (r.json as { plans: Record<string, unknown>[] }).plans;
      const table = plans.map((p) => [
        p.id,
        p.name,
        p.size,
        p.default,
        p.member_limit,
        p.months,
        p.price,
        p.price_text,
        p.monthly_price_text,
      ]);
      expect(table).toEqual([
        ["basic", "Standard", "basic", true, 65535, 0, 0, "$0", "$0"],
        ["plus-5", "Plus 5", "plus", false, 5, 12, 3500, "$35", "$2.92"],
        ["plus-5-monthly", "Plus 5 Monthly", "plus", false, 5, 1, 500, "$5", "$5"],
        ["plus-15", "Plus 15", "plus", false, 15, 12, 7000, "$70", "$5.83"],
        ["plus-15-monthly", "Plus 15 Monthly", "plus", false, 15, 1, 1000, "$10", "$10"],
        ["basic-1-month", "Standard Monthly", "basic", false, 5, 1, 600, "$6", "$6"],
        ["basic-6-month", "Standard 6 Months", "basic", false, 5, 6, 3000, "$30", "$5"],
        ["midsize-1-month", "Medium Monthly", "medium", false, 15, 1, 1200, "$12", "$12"],
        ["midsize-6-month", "Medium 6 Months", "medium", false, 15, 6, 6000, "$60", "$10"],
        ["large-1-month", "Large Monthly", "large", false, 50, 1, 3600, "$36", "$36"],
        ["large-6-month", "Large 6 Months", "large", false, 50, 6, 18000, "$180", "$30"],
        // Ours, per member (decision 043): the price of one member.
        ["people-1-month", "Per Person Monthly", "people", false, 65535, 1, 75, "$0.75", "$0.75"],
        ["people-12-month", "Per Person Yearly", "people", false, 65535, 12, 720, "$7.20", "$0.60"],
        ["enterprise-1", "Enterprise", "enterprise", false, 65535, 12, -1, "", ""],
      ]);
      for (const p of plans) expect(p).toMatchObject({ active: true, currency: "USD", stripe: null });
    });
  });

  describe("health and routing", () => {
    it("answers /alive and /ready outside /v1", async () => {
      const alive = await api.call("GET", "/alive");
      expect(alive.status).toBe(200);
      expect(alive.text).toBe("");
      const ready = await api.call("GET", "/ready");
      expect(ready.status).toBe(200);
      expect(ready.json).toEqual({ database: "OK" });
    });

    it("is not ready while Redis, when configured, cannot be reached", async () => {
      let redisUp = false;
      const withRedis = await startApi(backend, {}, { redisReady: async () => redisUp });
      try {
        const down = await withRedis.call("GET", "/ready");
        expect(down.status).toBe(503);
        expect(down.json).toEqual({ database: "OK", redis: "FAIL" });
        redisUp = true;
        const up = await withRedis.call("GET", "/ready");
        expect(up.status).toBe(200);
        expect(up.json).toEqual({ database: "OK", redis: "OK" });
      } finally {
        await withRedis.close();
      }
    });

    it("answers unknown paths with 404 and an empty body", async () => {
      for (const path of ["/v1/nope", "/nope", "/v1/users"]) {
        const r = await api.call("GET", path);
        expect(r.status, path).toBe(404);
        expect(r.text).toBe("");
      }
    });

    it("answers 413 with a clear code for a body over the limit", async () => {
      const r = await api.call("POST", "/v1/auth/username", {
        rawBody: JSON.stringify({ username: "x".repeat(300_000) }),
      });
      expect(r.status).toBe(413);
      expect(r.json).toEqual({ error: "too_large", details: { max_bytes: 262144 } });
    });

    it("mounts the link checker for signed-in users only", async () => {
      const user = await register(api);
      const path = `/v1/validate/link/${encodeURIComponent("ftp://example.com/")}`;
      const anonymous = await api.call("HEAD", path);
      expect(anonymous.status).toBe(401);
      expect(anonymous.headers.get("www-authenticate")).toBe("Bearer");
      const signedIn = await api.call("HEAD", path, { token: user.token });
      expect(signedIn.status).toBe(400);
    });

    it("has applied the migrations once", async () => {
      const { rows } = await api.db.query<{ version: number }>(
        "SELECT version FROM schema_migrations ORDER BY version",
      );
      const versions = (await loadMigrations()).map((m) => m.version);
      expect(versions.slice(0, 2)).toEqual([1, 2]);
      expect(rows.map((r) => r.version)).toEqual(versions);
    });
  });
});
