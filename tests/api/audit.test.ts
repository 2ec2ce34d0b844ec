// The group's audit log: every manager action that changes the group writes its entry in the
// change's transaction (none when the change is refused or rolled back, and no change when the entry cannot be
// written); GET .../audit filters and pages, newest first, managers only; the CSV export is neutralised.
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditListResponseSchema, type AuditLogEntry } from "../../contract/audit.ts";
import { AUDIT_CSV_PER_10_MINUTES } from "../../api/audit/routes.ts";
import { loadApiConfig } from "../../api/config.ts";
import { pruneExpired } from "../../api/db/maintenance.ts";
import type { Db, Queryable } from "../../api/db/db.ts";
import {
  addMember,
  availableBackends,
  createCommunity,
  register,
  startApi,
  type CreatedCommunity,
  type Registered,
  type TestApi,
} from "./harness.ts";
import { startFakeStripe, type FakeStripe } from "./stripe-fake.ts";

const BACKENDS = await availableBackends();
const DAY = 24 * 60 * 60 * 1000;

/** A database whose transactions fail at the audit entry while `fault.on` is set. */
function failingAuditDb(db: Db, fault: { on: boolean }): Db {
  const wrap = (tx: Queryable): Queryable => ({
    query<T>(sql: string, params?: readonly unknown[]) {
      if (fault.on && sql.includes("INSERT INTO audit_events")) throw new Error("injected audit failure");
      return tx.query<T>(sql, params);
    },
    exec: (sql) => tx.exec(sql),
  });
  return {
    kind: db.kind,
    query: (sql, params) => db.query(sql, params),
    exec: (sql) => db.exec(sql),
    transaction: (fn) => db.transaction((tx) => fn(wrap(tx))),
    close: () => db.close(),
  } as Db;
}

describe.each(BACKENDS)("audit log (%s)", (backend) => {
  let api: TestApi;
  const fault = { on: false };
  beforeAll(async () => {
    api = await startApi(backend, {}, { wrapDb: (db) => failingAuditDb(db, fault) });
  });
  afterAll(async () => {
    await api?.close();
  });

  async function group() {
    const manager = await register(api, { first_name: "Sam", last_name: "Lee" });
    await api.db.query("UPDATE users SET email_verified = true WHERE id = $1", [manager.userId]);
    const c = await createCommunity(api, manager, "Oak School");
    return { manager, c };
  }

  async function ok(r: { status: number; text: string; json: unknown }) {
    expect(r.status, r.text).toBe(200);
    return r.json;
  }

  async function log(c: CreatedCommunity, who: Registered, query = ""): Promise<AuditLogEntry[]> {
    const r = await api.call("GET", `/v1/communities/${c.id}/audit${query}`, { token: who.token });
    return auditListResponseSchema.parse(await ok(r)).entries;
  }

  async function kinds(c: CreatedCommunity, who: Registered): Promise<string[]> {
    return (await log(c, who, "?limit=200")).map((e) => e.kind).reverse();
  }

  async function addPerson(c: CreatedCommunity, manager: Registered, name: string) {
    const r = await api.call("POST", `/v1/communities/${c.id}/members`, {
      token: manager.token,
      body: { first_name: name, last_name: "" },
    });
    return (await ok(r)) as { member: { id: string; bar_ids: string[] } };
  }

  it("records each manager action with who, when and what, in plain data", async () => {
    const { manager, c } = await group();
    const { member: pat } = await addPerson(c, manager, "Pat");
    const put = (body: unknown) =>
      api.call("PUT", `/v1/communities/${c.id}/members/${pat.id}`, { token: manager.token, body });
    await ok(await put({ first_name: "Patricia", last_name: "", bar_ids: pat.bar_ids, role: "member" }));
    await ok(await put({ first_name: "Patricia", last_name: "", bar_ids: pat.bar_ids, role: "manager" }));
    await ok(await put({ first_name: "Patricia", last_name: "", bar_ids: [], role: "manager" }));
    const invite = (email: string) =>
      api.call("POST", `/v1/communities/${c.id}/invitations`, {
        token: manager.token,
        body: { member_id: pat.id, email },
      });
    await ok(await invite("pat@example.com"));
    await ok(await invite("patricia@example.com"));

    const bars = `/v1/communities/${c.id}/bars`;
    const created = (await ok(
      await api.call("POST", bars, {
        token: manager.token,
        body: { name: "Kitchen", is_shared: true, items: [] },
      }),
    )) as { bar: { id: string } };
    const barPath = `${bars}/${created.bar.id}`;
    await ok(
      await api.call("PUT", barPath, {
        token: manager.token,
        body: { name: "Kitchen", is_shared: true, items: [] },
      }),
    );
    await ok(
      await api.call("PUT", `${barPath}/draft`, {
        token: manager.token,
        body: { name: "Kitchen bar", is_shared: true, items: [], base_version: 2 },
      }),
    );
    await ok(await api.call("POST", `${barPath}/draft/commit`, { token: manager.token }));
    await ok(await api.call("POST", `${barPath}/versions/1/restore`, { token: manager.token, body: {} }));
    await ok(
      await api.call("PUT", `/v1/communities/${c.id}`, {
        token: manager.token,
        body: { name: "Oak Academy", default_bar_id: created.bar.id },
      }),
    );
    await ok(
      await api.call("PUT", `/v1/communities/${c.id}`, {
        token: manager.token,
        body: { name: "Oak Academy", default_bar_id: c.default_bar_id },
      }),
    );
    await ok(await api.call("DELETE", barPath, { token: manager.token }));
    await ok(
      await api.call("POST", `/v1/communities/${c.id}/billing/checkout`, {
        token: manager.token,
        body: { plan_id: "plus-5" },
      }),
    );
    await ok(await api.call("POST", `/v1/communities/${c.id}/billing/cancel`, { token: manager.token }));
    await ok(await api.call("DELETE", `/v1/communities/${c.id}/members/${pat.id}`, { token: manager.token }));

    expect(await kinds(c, manager)).toEqual([
      "member_added",
      "member_renamed",
      "role_changed",
      "member_bars_changed",
      "member_invited",
      "member_invited",
      "bar_created",
      "bar_saved",
      "bar_saved",
      "bar_restored",
      "community_renamed",
      "default_bar_changed",
      "default_bar_changed",
      "bar_deleted",
      "plan_changed",
      "billing_changed",
      "member_removed",
    ]);
    const entries = await log(c, manager, "?limit=200");
    const find = (kind: string) => entries.filter((e) => e.kind === kind).reverse();
    for (const e of entries) {
      expect(e.actor).toEqual({ user_id: manager.userId, name: "Sam Lee" });
    }
    expect(find("member_added")[0]).toMatchObject({ member_id: pat.id, subject: "Pat" });
    expect(find("member_renamed")[0]).toMatchObject({
      subject: "Patricia",
      details: { from: "Pat", to: "Patricia" },
    });
    expect(find("role_changed")[0]!.details).toEqual({ from: "member", to: "manager" });
    expect(find("member_bars_changed")[0]!.details).toEqual({ added: 0, removed: 1 });
    expect(find("member_invited").map((e) => e.details)).toEqual([
      { email: "pat@example.com", resent: false },
      { email: "patricia@example.com", resent: true },
    ]);
    expect(find("bar_restored")[0]).toMatchObject({ subject: "Kitchen", details: { version: 4, from: 1 } });
    expect(find("community_renamed")[0]!.details).toEqual({ from: "Oak School", to: "Oak Academy" });
    expect(find("plan_changed")[0]!.details).toMatchObject({ from: "basic", to: "plus-5" });
    expect(find("billing_changed")[0]!.details).toEqual({ change: "cancelled", from: "paid" });
    expect(find("member_removed")[0]).toMatchObject({ member_id: pat.id, subject: "Patricia" });
    // Newest first.
    const times = entries.map((e) => Date.parse(e.created_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it("records the billing contact, coupon and approval settings", async () => {
    const { manager, c } = await group();
    const other = await register(api, { first_name: "Kim", last_name: "Ng" });
    const kimId = await addMember(api, c.id, other, "manager");
    const memberUser = await register(api);
    const memberId = await addMember(api, c.id, memberUser);
    await ok(
      await api.call("PUT", `/v1/communities/${c.id}/billing`, {
        token: manager.token,
        body: { plan_id: "plus-5", contact_member_id: kimId },
      }),
    );
    const code = `AUDIT${Math.random().toString(36).slice(2, 8).toUpperCase()}`;
    await api.db.query(
      `INSERT INTO coupons (code, name, percent_off, amount_off, duration, duration_months, valid_for_plan,
                            valid_for_email, active, expires_at)
       VALUES ($1, 'Audit', 10, NULL, 'forever', NULL, NULL, NULL, true, NULL)`,
      [code],
    );
    const coupon = (couponCode: string) =>
      api.call("PUT", `/v1/communities/${c.id}/billing/coupon`, {
        token: manager.token,
        body: { coupon_code: couponCode },
      });
    await ok(await coupon(code));
    await ok(await coupon(""));
    await ok(
      await api.call("PUT", `/v1/communities/${c.id}/members/${memberId}/approval`, {
        token: manager.token,
        body: { required: true },
      }),
    );
    const entries = (await log(c, manager)).reverse();
    expect(entries.map((e) => [e.kind, e.details])).toEqual([
      ["plan_changed", { from: "basic", to: "plus-5" }],
      ["billing_changed", { change: "contact", to: "Kim Ng" }],
      ["billing_changed", { change: "coupon", from: null, to: code }],
      ["billing_changed", { change: "coupon", from: code, to: null }],
      ["approval_changed", { required: true, by_member: false }],
    ]);
    expect(entries[4]!.member_id).toBe(memberId);
  });

  it("writes nothing for a refused change, and makes no change whose entry cannot be written", async () => {
    const { manager, c } = await group();
    await addPerson(c, manager, "Pat");
    const before = await kinds(c, manager);
    // Refused: the name is taken (the transaction rolls back before or after its entry).
    const taken = await api.call("POST", `/v1/communities/${c.id}/members`, {
      token: manager.token,
      body: { first_name: "Pat", last_name: "" },
    });
    expect(taken.status).toBe(400);
    expect(await kinds(c, manager)).toEqual(before);

    fault.on = true;
    try {
      const add = await api.call("POST", `/v1/communities/${c.id}/members`, {
        token: manager.token,
        body: { first_name: "Robin", last_name: "" },
      });
      expect(add.status).toBe(500);
      const rename = await api.call("PUT", `/v1/communities/${c.id}`, {
        token: manager.token,
        body: { name: "Renamed", default_bar_id: c.default_bar_id },
      });
      expect(rename.status).toBe(500);
    } finally {
      fault.on = false;
    }
    const { rows } = await api.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM members WHERE community_id = $1 AND first_name = 'Robin'",
      [c.id],
    );
    expect(rows[0]!.n).toBe(0);
    const community = await api.call("GET", `/v1/communities/${c.id}`, { token: manager.token });
    expect((community.json as { name: string }).name).toBe("Oak School");
    expect(await kinds(c, manager)).toEqual(before);
  });

  it("names the actor by the name the group gave them, else their account's name, else their email", async () => {
    const manager = await register(api); // no name on the account
    const c = await createCommunity(api, manager, "Elm School");
    const rename = (name: string) =>
      api.call("PUT", `/v1/communities/${c.id}`, {
        token: manager.token,
        body: { name, default_bar_id: c.default_bar_id },
      });
    await ok(await rename("Elm Academy"));
    // The group calls them Pat Green (their member record), though their account has no name.
    await api.db.query(
      "UPDATE members SET first_name = 'Pat', last_name = 'Green' WHERE community_id = $1 AND user_id = $2",
      [c.id, manager.userId],
    );
    await ok(await rename("Elm College"));
    await api.db.query("UPDATE users SET first_name = 'Patricia' WHERE id = $1", [manager.userId]);
    await api.db.query(
      "UPDATE members SET first_name = NULL, last_name = NULL WHERE community_id = $1 AND user_id = $2",
      [c.id, manager.userId],
    );
    await ok(await rename("Elm House"));
    const names = (await log(c, manager, "?kind=community_renamed")).map((e) => e.actor.name);
    expect(names).toEqual(["Patricia", "Pat Green", manager.email]);
  });

  it("filters by member, person and kind, pages newest first, and answers 403 to members", async () => {
    const { manager, c } = await group();
    const names = ["Ann", "Bob", "Cy", "Dee", "Eve"];
    const ids: string[] = [];
    for (const name of names) ids.push((await addPerson(c, manager, name)).member.id);
    await ok(
      await api.call("PUT", `/v1/communities/${c.id}/members/${ids[1]}`, {
        token: manager.token,
        body: { first_name: "Bobby", last_name: "", bar_ids: [], role: "member" },
      }),
    );
    const all = await log(c, manager);
    expect(all.map((e) => e.subject)).toEqual(["Bobby", "Bobby", "Eve", "Dee", "Cy", "Bob", "Ann"]);

    const page = await api.call("GET", `/v1/communities/${c.id}/audit?limit=2&offset=2`, {
      token: manager.token,
    });
    const paged = auditListResponseSchema.parse(await ok(page));
    expect(paged).toMatchObject({ total: 7, limit: 2, offset: 2 });
    expect(paged.entries.map((e) => e.subject)).toEqual(["Eve", "Dee"]);

    expect((await log(c, manager, `?member_id=${ids[1]}`)).map((e) => e.kind)).toEqual([
      "member_bars_changed",
      "member_renamed",
      "member_added",
    ]);
    expect((await log(c, manager, "?kind=member_renamed")).map((e) => e.details)).toEqual([
      { from: "Bob", to: "Bobby" },
    ]);
    // By name, as it was then (case-insensitive; % and _ are plain characters).
    expect((await log(c, manager, "?person=bob")).map((e) => e.subject)).toEqual(["Bobby", "Bobby", "Bob"]);
    expect(await log(c, manager, "?person=%25")).toEqual([]);
    expect((await log(c, manager, "?person=sam%20lee&kind=member_added")).length).toBe(5);

    const bad = await api.call("GET", `/v1/communities/${c.id}/audit?kind=nope`, { token: manager.token });
    expect(bad.status).toBe(400);
    expect(bad.json).toMatchObject({ error: "invalid_field", details: { field: "kind" } });
    const badLimit = await api.call("GET", `/v1/communities/${c.id}/audit?limit=0`, { token: manager.token });
    expect(badLimit.status).toBe(400);

    const member = await register(api);
    await addMember(api, c.id, member);
    for (const path of ["audit", "audit.csv"]) {
      const r = await api.call("GET", `/v1/communities/${c.id}/${path}`, { token: member.token });
      expect(r.status).toBe(403);
      const stranger = await register(api);
      expect(
        (await api.call("GET", `/v1/communities/${c.id}/${path}`, { token: stranger.token })).status,
      ).toBe(404);
      expect((await api.call("GET", `/v1/communities/${c.id}/${path}`)).status).toBe(401);
    }
  });

  it("exports CSV with a BOM, the same filters, and formula-like cells neutralised", async () => {
    const { manager, c } = await group();
    for (const name of ['=HYPERLINK("http://x")', "+1", "-2", "@cmd", 'Plain, "quoted"']) {
      await addPerson(c, manager, name);
    }
    const response = await fetch(`${api.url}/v1/communities/${c.id}/audit.csv?kind=member_added`, {
      headers: { authorization: `Bearer ${manager.token}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toContain("attachment");
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes).slice(1);
    const lines = text.split("\r\n").filter(Boolean);
    expect(lines[0]).toBe("When (UTC),Who,What happened,Kind,About,Member id,Bar id");
    expect(lines).toHaveLength(6);
    const abouts = lines.slice(1).map((line) => line.split(",member_added,")[1]!.split(",")[0]);
    expect(abouts.slice(1).reverse()).toEqual([`"'=HYPERLINK(""http://x"")"`, "'+1", "'-2", "'@cmd"]);
    expect(lines[1]).toContain('Sam Lee added Plain, ""quoted""');
    for (const line of lines.slice(1)) {
      // No cell starts with a formula character.
      for (const cell of line.split(",")) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
    }
    const none = await api.call("GET", `/v1/communities/${c.id}/audit.csv?kind=bar_deleted`, {
      token: manager.token,
    });
    expect(none.text.split("\r\n").filter(Boolean)).toHaveLength(1);
  });

  it("limits CSV exports per user (429 after AUDIT_CSV_PER_10_MINUTES in ten minutes)", async () => {
    const { manager, c } = await group();
    const csv = () => api.call("GET", `/v1/communities/${c.id}/audit.csv`, { token: manager.token });
    for (let i = 0; i < AUDIT_CSV_PER_10_MINUTES; i++) expect((await csv()).status).toBe(200);
    const refused = await csv();
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBeTruthy();
    // The page of the log is not limited.
    expect((await api.call("GET", `/v1/communities/${c.id}/audit`, { token: manager.token })).status).toBe(
      200,
    );
  });

  it("reads AUDIT_RETENTION_DAYS (default 730), refusing a bad value", () => {
    expect(loadApiConfig({}).auditRetentionDays).toBe(730);
    expect(loadApiConfig({ AUDIT_RETENTION_DAYS: "90" }).auditRetentionDays).toBe(90);
    expect(() => loadApiConfig({ AUDIT_RETENTION_DAYS: "0" })).toThrow(/AUDIT_RETENTION_DAYS/);
    expect(() => loadApiConfig({ AUDIT_RETENTION_DAYS: "two years" })).toThrow(/AUDIT_RETENTION_DAYS/);
  });

  it("prunes entries older than the retention time", async () => {
    const { manager, c } = await group();
    await addPerson(c, manager, "Old");
    await api.db.query("UPDATE audit_events SET created_at = $2 WHERE community_id = $1", [
      c.id,
      new Date(Date.now() - 40 * DAY),
    ]);
    await addPerson(c, manager, "New");
    await pruneExpired(api.db, new Date(), 60);
    expect((await log(c, manager)).map((e) => e.subject)).toEqual(["New", "Old"]);
    await pruneExpired(api.db, new Date(), 30);
    expect((await log(c, manager)).map((e) => e.subject)).toEqual(["New"]);
  });
});

describe.each(BACKENDS)("audit log of the Stripe webhook (%s)", (backend) => {
  let api: TestApi;
  let fake: FakeStripe;
  const SECRET = "whsec_audit_secret";
  const signer = new Stripe("sk_test_signing_only");
  beforeAll(async () => {
    fake = await startFakeStripe(SECRET);
    api = await startApi(backend, { stripe: fake.settings });
  });
  afterAll(async () => {
    await api?.close();
    await fake?.close();
  });

  it("records a paid plan change by the service (no actor), once even when the event comes again", async () => {
    const manager = await register(api);
    const c = await createCommunity(api, manager);
    const { rows } = await api.db.query<{ id: string }>("SELECT id FROM billing WHERE community_id = $1", [
      c.id,
    ]);
    const billingId = rows[0]!.id;
    const payload = JSON.stringify({
      id: `evt_audit_${Math.random().toString(36).slice(2)}`,
      object: "event",
      api_version: "2026-10-28.endive",
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type: "checkout.session.completed",
      data: {
        object: {
          id: "cs_test_audit",
          object: "checkout.session",
          mode: "subscription",
          client_reference_id: billingId,
          customer: "cus_audit",
          subscription: "sub_audit",
          metadata: { billing_id: billingId, plan_id: "plus-5" },
          payment_status: "paid",
        },
      },
    });
    for (let i = 0; i < 2; i++) {
      const r = await api.call("POST", "/v1/stripe/webhook", {
        rawBody: payload,
        headers: {
          "stripe-signature": signer.webhooks.generateTestHeaderString({ payload, secret: SECRET }),
        },
      });
      expect(r.status, r.text).toBe(200);
    }
    const r = await api.call("GET", `/v1/communities/${c.id}/audit`, { token: manager.token });
    const entries = auditListResponseSchema.parse(r.json).entries;
    expect(entries.map((e) => [e.kind, e.actor, e.details])).toEqual([
      ["plan_changed", { user_id: null, name: null }, { from: "basic", to: "plus-5", paid: true }],
    ]);
  });
});
