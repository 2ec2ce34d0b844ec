// "Changes wait for my OK" (decision 021): the setting, the desktop route honouring it, the member's answers,
// the history, the emails, and who may do what (access and bad input), on both databases.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { memberApprovalSchema, approvalEventsResponseSchema } from "../../contract/approvals.ts";
import { desktopCommunitySchema, savedBarResponseSchema } from "../../contract/bars.ts";
import {
  addMember,
  availableBackends,
  createCommunity,
  register,
  startApi,
  type Registered,
  type TestApi,
} from "./harness.ts";

const BACKENDS = await availableBackends();

const link = (label: string) => ({
  kind: "link",
  is_primary: false,
  configuration: { label, url: `https://${label.toLowerCase().replace(/\W/g, "")}.example.com/` },
});

describe.each(BACKENDS)("changes wait for the member's OK (%s)", (backend) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startApi(backend);
  });
  afterAll(async () => {
    await api?.close();
  });

  interface Group {
    cid: string;
    manager: Registered;
    member: Registered;
    memberId: string;
    barId: string;
  }

  /** A group with a manager, an active member "Pat Lee" and Pat's bar [Email, Skype]. */
  async function group(): Promise<Group> {
    const manager = await register(api, { first_name: "Sam", last_name: "Hill" });
    const member = await register(api, { first_name: "Pat", last_name: "Lee" });
    const c = await createCommunity(api, manager, "Family");
    const memberId = await addMember(api, c.id, member);
    await api.db.query("UPDATE members SET first_name = 'Pat', last_name = 'Lee' WHERE id = $1", [memberId]);
    const r = await api.call("POST", `/v1/communities/${c.id}/bars`, {
      token: manager.token,
      body: {
        name: "Pat's bar",
        is_shared: false,
        items: [link("Email"), link("Skype")],
        member_id: memberId,
      },
    });
    expect(r.status, r.text).toBe(200);
    return { cid: c.id, manager, member, memberId, barId: savedBarResponseSchema.parse(r.json).bar.id };
  }

  const approvalPath = (g: Group) => `/v1/communities/${g.cid}/members/${g.memberId}/approval`;
  const barPath = (g: Group, what: string) =>
    `/v1/communities/${g.cid}/members/${g.memberId}/bars/${g.barId}/${what}`;

  async function save(g: Group, labels: string[]) {
    const current = await api.call("GET", `/v1/communities/${g.cid}/bars/${g.barId}`, {
      token: g.manager.token,
    });
    const bar = current.json as {
      items: { id: string; configuration: { label: string } }[];
      version: number;
    };
    const byLabel = new Map(bar.items.map((item) => [item.configuration.label, item]));
    const items = labels.map((label) => byLabel.get(label) ?? link(label));
    const r = await api.call("PUT", `/v1/communities/${g.cid}/bars/${g.barId}`, {
      token: g.manager.token,
      body: { name: "Pat's bar", is_shared: false, items, base_version: bar.version },
    });
    expect(r.status, r.text).toBe(200);
    return savedBarResponseSchema.parse(r.json).bar.version!;
  }

  async function desktopLabels(g: Group): Promise<string[]> {
    const r = await api.call("GET", `/v1/users/${g.member.userId}/communities/${g.cid}`, {
      token: g.member.token,
    });
    expect(r.status, r.text).toBe(200);
    const body = desktopCommunitySchema.parse(r.json);
    return body.bar.items.map((item) => String(item.configuration?.label));
  }

  async function state(g: Group, token = g.member.token) {
    const r = await api.call("GET", approvalPath(g), { token });
    expect(r.status, r.text).toBe(200);
    return memberApprovalSchema.parse(r.json);
  }

  async function outbox(to: string) {
    const r = await api.call("GET", `/v1/dev/outbox?to=${encodeURIComponent(to)}`);
    return (r.json as { messages: { kind: string; subject: string; text: string }[] }).messages;
  }

  it("off: every save reaches the desktop at once", async () => {
    const g = await group();
    expect((await state(g)).required).toBe(false);
    await save(g, ["Email", "Skype", "BBC News"]);
    expect(await desktopLabels(g)).toEqual(["Email", "Skype", "BBC News"]);
    const r = await api.call("GET", `/v1/users/${g.member.userId}/communities/${g.cid}`, {
      token: g.member.token,
    });
    expect(Object.keys(r.json as object).sort()).toEqual(["bar", "bars", "id", "name"]);
  });

  it("on: the desktop keeps the approved version until the member approves; not now keeps the old", async () => {
    const g = await group();
    // A manager turns it on for the member; the member sees who did.
    const on = await api.call("PUT", approvalPath(g), { token: g.manager.token, body: { required: true } });
    expect(on.status, on.text).toBe(200);
    const s0 = memberApprovalSchema.parse(on.json);
    expect(s0).toMatchObject({ required: true, set_by: { user_id: g.manager.userId, name: "Sam Hill" } });
    expect(s0.managers).toEqual([{ name: "Sam Hill", email: g.manager.email }]);

    const v2 = await save(g, ["BBC News", "Email", "Skype"]);
    expect(await desktopLabels(g)).toEqual(["Email", "Skype"]);
    const desktop = await api.call("GET", `/v1/users/${g.member.userId}/communities/${g.cid}`, {
      token: g.member.token,
    });
    expect(desktopCommunitySchema.parse(desktop.json).approval).toEqual({
      required: true,
      bars: [{ bar_id: g.barId, approved_version: 1, current_version: v2 }],
    });

    // Not now: still the old one, and the answer is remembered.
    const notNow = await api.call("POST", barPath(g, "not_now"), {
      token: g.member.token,
      body: { version: v2 },
    });
    expect(notNow.status, notNow.text).toBe(200);
    expect(memberApprovalSchema.parse(notNow.json).bars[0]).toMatchObject({
      not_now_version: v2,
      approved_version: 1,
    });
    expect(await desktopLabels(g)).toEqual(["Email", "Skype"]);

    // A second save while waiting: the member sees every version since the approved one.
    const v3 = await save(g, ["BBC News", "Email"]);
    const waiting = (await state(g)).bars[0]!;
    expect(waiting).toMatchObject({ approved_version: 1, current_version: v3, not_now_version: null });
    expect(waiting.waiting_since).not.toBeNull();
    expect(waiting.versions.map((v) => v.version)).toEqual([v3, v2, 1]);
    expect(waiting.shown.items.map((i) => i.configuration?.label)).toEqual(["Email", "Skype"]);
    // The change itself, for the member's page beside Approve.
    expect(waiting.waiting_bar?.items.map((i) => i.configuration?.label)).toEqual(["BBC News", "Email"]);

    // Approving what is no longer current is refused; approving the current version serves it at once.
    const stale = await api.call("POST", barPath(g, "approve"), {
      token: g.member.token,
      body: { version: v2 },
    });
    expect([stale.status, stale.json]).toEqual([
      409,
      { error: "version_conflict", details: { current_version: v3, base_version: v2 } },
    ]);
    const ok = await api.call("POST", barPath(g, "approve"), {
      token: g.member.token,
      body: { version: v3 },
    });
    expect(ok.status, ok.text).toBe(200);
    expect(await desktopLabels(g)).toEqual(["BBC News", "Email"]);
    expect(memberApprovalSchema.parse(ok.json).bars[0]).toMatchObject({
      waiting_since: null,
      approved_version: v3,
      waiting_bar: null,
    });

    // Everything is in the bar's history.
    const events = await api.call("GET", `/v1/communities/${g.cid}/bars/${g.barId}/approval_events`, {
      token: g.manager.token,
    });
    expect(events.status).toBe(200);
    const kinds = approvalEventsResponseSchema
      .parse(events.json)
      .events.map((e) => [e.kind, e.version, e.actor.name]);
    expect(kinds).toEqual([
      ["approved", v3, "Pat Lee"],
      ["not_now", v2, "Pat Lee"],
      ["turned_on", 1, "Sam Hill"],
    ]);

    // The member turns it off: saves reach the desktop at once again.
    const off = await api.call("PUT", approvalPath(g), { token: g.member.token, body: { required: false } });
    expect(off.status, off.text).toBe(200);
    await save(g, ["Weather"]);
    expect(await desktopLabels(g)).toEqual(["Weather"]);
  });

  it("emails the member when a change starts waiting (their choice) and the managers on 'talk to me'", async () => {
    const g = await group();
    const on = await api.call("PUT", approvalPath(g), {
      token: g.member.token,
      body: { required: true, email_me: true },
    });
    expect(memberApprovalSchema.parse(on.json)).toMatchObject({ required: true, email_me: true });
    const v2 = await save(g, ["Email"]);
    await save(g, ["Email", "Radio"]);
    const mails = (await outbox(g.member.email)).filter((m) => m.kind.startsWith("approval"));
    expect(mails.map((m) => m.kind)).toEqual(["approval_waiting"]);
    expect(mails[0]!.text).toContain("http://portal.test/my-bars");

    const talk = await api.call("POST", barPath(g, "talk"), {
      token: g.member.token,
      body: { version: v2, message: "Where did Skype go?" },
    });
    expect(talk.status, talk.text).toBe(200);
    const [toManager] = (await outbox(g.manager.email)).filter((m) => m.kind.startsWith("approval"));
    expect(toManager).toMatchObject({ kind: "approval_talk" });
    expect(toManager!.text).toContain("Where did Skype go?");
    expect(toManager!.text).toContain(`/dashboard/members/${g.memberId}`);
    for (let i = 0; i < 2; i++) {
      await api.call("POST", barPath(g, "talk"), { token: g.member.token, body: { version: v2 } });
    }
    const limited = await api.call("POST", barPath(g, "talk"), {
      token: g.member.token,
      body: { version: v2 },
    });
    expect(limited.status).toBe(429);
  });

  it("access: only the member answers and turns it off; nobody answers for another", async () => {
    const g = await group();
    const other = await register(api);
    const otherId = await addMember(api, g.cid, other);
    await api.call("PUT", approvalPath(g), { token: g.member.token, body: { required: true } });
    const v2 = await save(g, ["Email"]);
    const body = { version: v2 };

    // A manager can read and turn it on, never approve, say not now, talk, turn it off or choose the email.
    expect((await state(g, g.manager.token)).bars[0]!.current_version).toBe(v2);
    for (const what of ["approve", "not_now", "talk"]) {
      const r = await api.call("POST", barPath(g, what), { token: g.manager.token, body });
      expect([what, r.status, r.text]).toEqual([what, 403, ""]);
    }
    for (const change of [{ required: false }, { required: true, email_me: true }]) {
      const r = await api.call("PUT", approvalPath(g), { token: g.manager.token, body: change });
      expect(r.status).toBe(403);
    }
    // Another member of the group can neither read nor answer for Pat.
    expect((await api.call("GET", approvalPath(g), { token: other.token })).status).toBe(403);
    for (const what of ["approve", "not_now", "talk"]) {
      const r = await api.call("POST", barPath(g, what), { token: other.token, body });
      expect([what, r.status]).toEqual([what, 403]);
    }
    expect(
      (await api.call("PUT", approvalPath(g), { token: other.token, body: { required: false } })).status,
    ).toBe(403);
    // ...and cannot answer for Pat's bar as if it were theirs (it is not provided for them).
    const asOwn = await api.call(
      "POST",
      `/v1/communities/${g.cid}/members/${otherId}/bars/${g.barId}/approve`,
      {
        token: other.token,
        body,
      },
    );
    expect(asOwn.status).toBe(404);
    // A manager of another group, with this group's ids: 404.
    const stranger = await register(api);
    await createCommunity(api, stranger, "Elsewhere");
    expect((await api.call("GET", approvalPath(g), { token: stranger.token })).status).toBe(404);
    expect((await api.call("POST", barPath(g, "approve"), { token: stranger.token, body })).status).toBe(404);
    // The history is for managers.
    const events = `/v1/communities/${g.cid}/bars/${g.barId}/approval_events`;
    expect((await api.call("GET", events, { token: g.member.token })).status).toBe(403);
    // Without a token: 401. Nothing was approved by anyone but Pat.
    expect((await api.call("POST", barPath(g, "approve"), { body })).status).toBe(401);
    expect(await desktopLabels(g)).toEqual(["Email", "Skype"]);
  });

  it("the history keeps the member's name after the member is gone", async () => {
    const g = await group();
    // Pat also has the group's (shared) default bar, which stays when Pat and Pat's own bar go.
    const { rows } = await api.db.query<{ default_bar_id: string }>(
      "SELECT default_bar_id FROM communities WHERE id = $1",
      [g.cid],
    );
    const shared = rows[0]!.default_bar_id;
    await api.db.query("UPDATE members SET bar_ids = $2::uuid[] WHERE id = $1", [
      g.memberId,
      [g.barId, shared],
    ]);
    await api.call("PUT", approvalPath(g), { token: g.member.token, body: { required: true } });
    const gone = await api.call("DELETE", `/v1/communities/${g.cid}/members/${g.memberId}`, {
      token: g.manager.token,
    });
    expect(gone.status, gone.text).toBe(200);
    const events = await api.call("GET", `/v1/communities/${g.cid}/bars/${shared}/approval_events`, {
      token: g.manager.token,
    });
    expect(approvalEventsResponseSchema.parse(events.json).events).toEqual([
      expect.objectContaining({ kind: "turned_on", member_id: null, member_name: "Pat Lee" }),
    ]);
  });

  it("bad input: 4xx with a clear code, never 5xx", async () => {
    const g = await group();
    const token = g.member.token;
    const post = (what: string, options: Parameters<TestApi["call"]>[2]) =>
      api.call("POST", barPath(g, what), { token, ...options });
    expect((await post("approve", { body: {} })).json).toEqual({
      error: "missing_required",
      details: { required: ["version"] },
    });
    expect((await post("approve", { body: { version: "2" } })).json).toMatchObject({
      error: "invalid_field",
    });
    expect((await post("approve", { body: { version: 0 } })).status).toBe(400);
    expect((await post("approve", { rawBody: "{", contentType: "application/json" })).json).toEqual({
      error: "malformed_json",
    });
    expect((await post("approve", { rawBody: "version=1", contentType: "text/plain" })).status).toBe(415);
    expect((await post("talk", { body: { version: 1, message: "x".repeat(2001) } })).json).toMatchObject({
      error: "too_long",
    });
    // Off: there is nothing to approve.
    expect((await post("approve", { body: { version: 1 } })).json).toEqual({ error: "approval_off" });
    const put = await api.call("PUT", approvalPath(g), { token, body: { required: "yes" } });
    expect(put.json).toMatchObject({ error: "invalid_field" });
    const badMember = await api.call("GET", `/v1/communities/${g.cid}/members/not-a-uuid/approval`, {
      token,
    });
    expect(badMember.status).toBe(404);
    const badBar = await api.call(
      "POST",
      `/v1/communities/${g.cid}/members/${g.memberId}/bars/nope/approve`,
      {
        token,
        body: { version: 1 },
      },
    );
    expect(badBar.status).toBe(404);
  });
});
