import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { invitationSchema } from "../../contract/invitations.ts";
import {
  addMember,
  availableBackends,
  createCommunity,
  register,
  startApi,
  uniqueEmail,
  type CreatedCommunity,
  type Registered,
  type TestApi,
} from "./harness.ts";

const BACKENDS = await availableBackends();
const DAY = 24 * 60 * 60 * 1000;

interface Mail {
  kind: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
}

describe.each(BACKENDS)("invitations (%s)", (backend) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startApi(backend);
  });
  afterAll(async () => {
    await api?.close();
  });

  async function verify(user: Registered): Promise<void> {
    await api.db.query("UPDATE users SET email_verified = true WHERE id = $1", [user.userId]);
  }

  async function memberIdOf(communityId: string, userId: string): Promise<string> {
    const { rows } = await api.db.query<{ id: string }>(
      "SELECT id FROM members WHERE community_id = $1 AND user_id = $2",
      [communityId, userId],
    );
    return rows[0]!.id;
  }

  async function memberRow(memberId: string) {
    const { rows } = await api.db.query<{ state: string; user_id: string | null }>(
      "SELECT state, user_id FROM members WHERE id = $1",
      [memberId],
    );
    return rows[0];
  }

  async function mailTo(address: string): Promise<Mail[]> {
    const { rows } = await api.db.query<Mail>(
      `SELECT kind, to_address, subject, text_body, html_body FROM mail_outbox
       WHERE lower(to_address) = lower($1) ORDER BY created_at, id`,
      [address],
    );
    return rows;
  }

  /** The invitation id from the accept link of the latest invitation mailed to `address`. */
  async function invitationIdFor(address: string): Promise<string> {
    const mails = (await mailTo(address)).filter((m) => m.kind === "invitation");
    const match = /\/invite\/accept\/([0-9a-f-]{36})\//.exec(mails.at(-1)?.text_body ?? "");
    if (!match) throw new Error(`no invitation mailed to ${address}`);
    return match[1]!;
  }

  /** A verified manager (named), their community, and a new uninvited member "Ann Lee". */
  async function setup() {
    const manager = await register(api, { first_name: "Mona", last_name: "Manager" });
    await verify(manager);
    const c = await createCommunity(api, manager, "The Lees");
    const r = await api.call("POST", `/v1/communities/${c.id}/members`, {
      token: manager.token,
      body: { first_name: "Ann", last_name: "Lee" },
    });
    const memberId = (r.json as { member: { id: string } }).member.id;
    return { manager, c, memberId };
  }

  async function invite(c: CreatedCommunity, manager: Registered, body: Record<string, unknown>) {
    return api.call("POST", `/v1/communities/${c.id}/invitations`, { token: manager.token, body });
  }

  async function accept(c: CreatedCommunity | string, id: string, user: Registered) {
    const cid = typeof c === "string" ? c : c.id;
    return api.call("POST", `/v1/communities/${cid}/invitations/${id}/accept`, { token: user.token });
  }

  describe("POST /v1/communities/{id}/invitations", () => {
    it("answers 401 → 404 → 403 → 415 → 400, and 405 for other methods", async () => {
      const { manager, c, memberId } = await setup();
      const member = await register(api);
      await verify(member);
      await addMember(api, c.id, member);
      const stranger = await register(api);
      const other = await register(api);
      await verify(other);
      const otherC = await createCommunity(api, other);
      const path = `/v1/communities/${c.id}/invitations`;
      const body = { member_id: memberId, email: uniqueEmail("invitee") };

      const anonymous = await api.call("POST", path, { body });
      expect([anonymous.status, anonymous.text]).toEqual([401, ""]);
      expect(anonymous.headers.get("www-authenticate")).toBe("Bearer");
      for (const [token, target] of [
        [stranger.token, path],
        [other.token, path],
        [manager.token, `/v1/communities/${randomUUID()}/invitations`],
        [manager.token, "/v1/communities/nope/invitations"],
      ] as const) {
        const r = await api.call("POST", target, { token, body });
        expect([r.status, r.text], target).toEqual([404, ""]);
      }
      for (const contentType of [undefined, "text/plain"]) {
        const r = await api.call("POST", path, { token: member.token, body, contentType });
        expect([r.status, r.text]).toEqual([403, ""]);
      }
      // The manager of another community inviting this community's member through their own community.
      const cross = await invite(otherC, other, body);
      expect([cross.status, cross.json]).toEqual([400, { error: "member_not_found" }]);
      for (const contentType of ["text/plain", null]) {
        const r = await api.call("POST", path, { token: manager.token, body, contentType });
        expect([r.status, r.text]).toEqual([415, ""]);
      }
      expect((await api.call("GET", path, { token: manager.token })).status).toBe(405);
      const cases: [unknown, unknown][] = [
        [{}, { error: "missing_required", details: { required: ["member_id", "email"] } }],
        [{ member_id: memberId }, { error: "missing_required", details: { required: ["email"] } }],
        [
          { member_id: memberId, email: "  " },
          { error: "missing_required", details: { required: ["email"] } },
        ],
        [
          { member_id: memberId, email: 5 },
          { error: "invalid_field", details: { field: "email" } },
        ],
        [
          { member_id: memberId, email: "a@b.co", message: "m".repeat(2001) },
          { error: "too_long", details: { field: "message", max_length: 2000 } },
        ],
        [
          { member_id: memberId, email: "a@b.co", phone: "1".repeat(41) },
          { error: "too_long", details: { field: "phone", max_length: 40 } },
        ],
      ];
      for (const [b, error] of cases) {
        const r = await invite(c, manager, b as Record<string, unknown>);
        expect([r.status, r.json], JSON.stringify(b)).toEqual([400, error]);
      }
      expect(await memberRow(memberId)).toMatchObject({ state: "uninvited" });
      expect(
        (await api.db.query("SELECT 1 FROM invitations WHERE community_id = $1", [c.id])).rows,
      ).toHaveLength(0);
    });

    it("checks in the original's order: email_verification_required → member_not_found → member_active → malformed_email", async () => {
      const { manager, c, memberId } = await setup();
      const active = await register(api);
      const activeId = await addMember(api, c.id, active);
      const other = await register(api);
      const otherC = await createCommunity(api, other);
      const otherMemberId = await memberIdOf(otherC.id, other.userId);

      await api.db.query("UPDATE users SET email_verified = false WHERE id = $1", [manager.userId]);
      const unverified = await invite(c, manager, { member_id: randomUUID(), email: "bad" });
      expect([unverified.status, unverified.json]).toEqual([400, { error: "email_verification_required" }]);
      await verify(manager);
      for (const id of [randomUUID(), "nope", "", otherMemberId]) {
        const r = await invite(c, manager, { member_id: id, email: "bad" });
        expect([r.status, r.json], id).toEqual([400, { error: "member_not_found" }]);
      }
      const isActive = await invite(c, manager, { member_id: activeId, email: "bad" });
      expect([isActive.status, isActive.json]).toEqual([400, { error: "member_active" }]);
      for (const email of ["bad", "a@b", "Ann <a@b.co>", "a b@c.co", "a@@b.co"]) {
        const r = await invite(c, manager, { member_id: memberId, email });
        expect([r.status, r.json], email).toEqual([400, { error: "malformed_email" }]);
      }
      expect(await memberRow(memberId)).toMatchObject({ state: "uninvited" });
      expect((await mailTo(manager.email)).filter((m) => m.kind !== "verify_email")).toEqual([]);
    });

    it("invites: the member becomes invited, the invitee gets the email (text and HTML), the manager a copy", async () => {
      const { manager, c, memberId } = await setup();
      const email = uniqueEmail("invitee");
      const r = await invite(c, manager, {
        member_id: memberId,
        email: ` ${email} `,
        message: "Call me: 555 1234\n<b>see you</b>",
        phone: " +1 555 1234 ",
      });
      expect([r.status, r.text]).toEqual([200, ""]);
      expect(await memberRow(memberId)).toMatchObject({ state: "invited", user_id: null });
      const stored = await api.db.query<{
        id: string;
        email: string;
        phone: string;
        message: string;
        created_at: Date;
        expires_at: Date;
      }>("SELECT id, email, phone, message, created_at, expires_at FROM invitations WHERE member_id = $1", [
        memberId,
      ]);
      expect(stored.rows).toHaveLength(1);
      const inv = stored.rows[0]!;
      expect(inv).toMatchObject({
        email,
        phone: "+1 555 1234",
        message: "Call me: 555 1234\n<b>see you</b>",
      });
      expect(inv.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(new Date(inv.expires_at).getTime() - new Date(inv.created_at).getTime()).toBe(14 * DAY);

      const [mail, ...more] = await mailTo(email);
      expect(more).toEqual([]);
      expect(mail).toMatchObject({ kind: "invitation", subject: "Mona Manager invited you to Tandem" });
      const accept = `http://portal.test/invite/accept/${inv.id}/register`;
      const reject = `http://portal.test/invite/reject/${inv.id}/register`;
      expect(mail!.text_body).toContain("Hello Ann Lee,");
      expect(mail!.text_body).toContain('Mona Manager invited you to join the group "The Lees" on Tandem.');
      expect(mail!.text_body).toContain("Mona Manager wrote:\n\nCall me: 555 1234\n<b>see you</b>");
      expect(mail!.text_body).toContain(`Accept the invitation:\n${accept}`);
      expect(mail!.text_body).toContain(`Decline the invitation:\n${reject}`);
      expect(mail!.text_body).toContain("14 days");
      expect(mail!.text_body).not.toContain("555 1234 ");
      expect(mail!.html_body).toContain(`<a href="${accept}">Accept the invitation</a>`);
      expect(mail!.html_body).toContain(`<a href="${reject}">decline the invitation</a>`);
      expect(mail!.html_body).toContain("&#60;b&#62;see you&#60;/b&#62;");
      expect(mail!.html_body).not.toContain("<b>see you</b>");
      expect(mail!.html_body).toContain('<html lang="en">');

      const copies = (await mailTo(manager.email)).filter((m) => m.kind === "invitation_copy");
      expect(copies).toHaveLength(1);
      expect(copies[0]!.subject).toBe(`Your Tandem invitation to ${email} was sent`);
      expect(copies[0]!.text_body).toContain(`"The Lees" to Ann Lee (${email})`);
      expect(copies[0]!.text_body).not.toContain(inv.id);
      expect(copies[0]!.html_body).not.toContain(inv.id);
    });

    it("answers the original portal's call (phone sent as `message`) and a call with neither", async () => {
      const { manager, c, memberId } = await setup();
      const first = uniqueEmail("original");
      const original = await invite(c, manager, {
        member_id: memberId,
        email: first,
        message: "+1 555 0100",
      });
      expect([original.status, original.text]).toEqual([200, ""]);
      const row = async () =>
        (
          await api.db.query<{ phone: string | null; message: string | null }>(
            "SELECT phone, message FROM invitations WHERE member_id = $1",
            [memberId],
          )
        ).rows;
      expect(await row()).toEqual([{ phone: null, message: "+1 555 0100" }]);
      expect((await mailTo(first))[0]!.text_body).toContain("Mona Manager wrote:\n\n+1 555 0100");

      const second = uniqueEmail("plain");
      const plain = await invite(c, manager, {
        member_id: memberId,
        email: second,
        message: null,
        phone: "",
      });
      expect(plain.status).toBe(200);
      expect(await row()).toEqual([{ phone: null, message: null }]);
      const mail = (await mailTo(second))[0]!;
      expect(mail.text_body).not.toContain("wrote:");
      expect(mail.html_body).not.toContain("<blockquote");
    });

    it("links an existing account's address to the sign-in form, and escapes names in HTML", async () => {
      const manager = await register(api, { first_name: "<Mo>" });
      await verify(manager);
      const c = await createCommunity(api, manager, "A & B");
      const added = await api.call("POST", `/v1/communities/${c.id}/members`, {
        token: manager.token,
        body: { first_name: "Jo" },
      });
      const memberId = (added.json as { member: { id: string } }).member.id;
      const existing = await register(api);
      expect(
        (await invite(c, manager, { member_id: memberId, email: existing.email.toUpperCase() })).status,
      ).toBe(200);
      const mail = (await mailTo(existing.email)).find((m) => m.kind === "invitation")!;
      expect(mail.text_body).toMatch(/\/invite\/accept\/[0-9a-f-]{36}\/signin\n/);
      expect(mail.html_body).toContain("&#60;Mo&#62; invited you to join the group &#34;A &#38; B&#34;");
      expect(mail.html_body).not.toContain("<Mo>");
    });

    it("re-inviting replaces the open invitation (a corrected address); the old link stops working", async () => {
      const { manager, c, memberId } = await setup();
      const wrong = uniqueEmail("wrong");
      const right = uniqueEmail("right");
      await invite(c, manager, { member_id: memberId, email: wrong });
      const oldId = await invitationIdFor(wrong);
      expect((await api.call("GET", `/v1/invitations/${oldId}`)).status).toBe(200);
      expect((await invite(c, manager, { member_id: memberId, email: right })).status).toBe(200);
      const newId = await invitationIdFor(right);
      expect(newId).not.toBe(oldId);
      expect((await api.call("GET", `/v1/invitations/${oldId}`)).status).toBe(404);
      expect((await api.call("GET", `/v1/invitations/${newId}`)).json).toMatchObject({ email: right });
      expect(await memberRow(memberId)).toMatchObject({ state: "invited" });
    });

    it("limits invitations to one address to 5 an hour (429 rate_limited)", async () => {
      const { manager, c, memberId } = await setup();
      const email = uniqueEmail("often");
      for (let i = 0; i < 5; i++) {
        expect((await invite(c, manager, { member_id: memberId, email })).status).toBe(200);
      }
      const limited = await invite(c, manager, { member_id: memberId, email });
      expect(limited.status).toBe(429);
      expect(limited.json).toMatchObject({
        error: "rate_limited",
        details: { retry_after: expect.any(Number) },
      });
      expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
      api.clock.advance(61 * 60 * 1000);
      expect((await invite(c, manager, { member_id: memberId, email })).status).toBe(200);
    });

    it("stores and sends nothing when a step fails half-way (one transaction)", async () => {
      const { manager, c, memberId } = await setup();
      const email = `boom.${randomUUID()}@example.com`;
      await api.db.exec(`
        CREATE OR REPLACE FUNCTION h4_fail() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN RAISE EXCEPTION 'h4 test failure'; END $$;
        CREATE TRIGGER h4_fail_mail BEFORE INSERT ON mail_outbox
          FOR EACH ROW WHEN (NEW.kind = 'invitation_copy' AND NEW.to_address = '${manager.email}')
          EXECUTE FUNCTION h4_fail();`);
      try {
        const r = await invite(c, manager, { member_id: memberId, email });
        expect([r.status, r.json]).toEqual([500, { error: "internal_error" }]);
      } finally {
        await api.db.exec("DROP TRIGGER h4_fail_mail ON mail_outbox");
      }
      expect(await memberRow(memberId)).toMatchObject({ state: "uninvited" });
      expect(
        (await api.db.query("SELECT 1 FROM invitations WHERE member_id = $1", [memberId])).rows,
      ).toHaveLength(0);
      expect(await mailTo(email)).toEqual([]);
    });
  });

  describe("GET /v1/invitations/{id}", () => {
    it("shows anyone holding the id the community, address, names, inviter, state and expiry", async () => {
      const { manager, c, memberId } = await setup();
      const email = uniqueEmail("invitee");
      await invite(c, manager, { member_id: memberId, email });
      const id = await invitationIdFor(email);
      const r = await api.call("GET", `/v1/invitations/${id.toUpperCase()}`);
      expect(r.status).toBe(200);
      expect(r.headers.get("cache-control")).toBe("no-cache");
      expect(r.json).toEqual({
        id,
        community: { id: c.id, name: "The Lees" },
        email,
        first_name: "Ann",
        last_name: "Lee",
        state: "pending",
        inviter_name: "Mona Manager",
        expires_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      });
      expect(invitationSchema.parse(r.json)).toBeTruthy();
      expect((await api.call("POST", `/v1/invitations/${id}`)).status).toBe(405);
    });

    it("answers 404 (empty) for unknown, malformed and expired ids, and when the group or member is gone", async () => {
      const { manager, c, memberId } = await setup();
      for (const id of [randomUUID(), "nope", "%20"]) {
        const r = await api.call("GET", `/v1/invitations/${id}`);
        expect([r.status, r.text], id).toEqual([404, ""]);
      }
      const email = uniqueEmail("expiring");
      await invite(c, manager, { member_id: memberId, email });
      const id = await invitationIdFor(email);
      api.clock.advance(14 * DAY - 60_000);
      expect((await api.call("GET", `/v1/invitations/${id}`)).status).toBe(200);
      api.clock.advance(60_000);
      expect((await api.call("GET", `/v1/invitations/${id}`)).status).toBe(404);

      const second = await setup();
      const e2 = uniqueEmail("gone");
      await invite(second.c, second.manager, { member_id: second.memberId, email: e2 });
      const id2 = await invitationIdFor(e2);
      await api.call("DELETE", `/v1/communities/${second.c.id}/members/${second.memberId}`, {
        token: second.manager.token,
      });
      expect((await api.call("GET", `/v1/invitations/${id2}`)).status).toBe(404);

      const third = await setup();
      const e3 = uniqueEmail("gone");
      await invite(third.c, third.manager, { member_id: third.memberId, email: e3 });
      const id3 = await invitationIdFor(e3);
      await api.call("DELETE", `/v1/communities/${third.c.id}`, { token: third.manager.token });
      expect((await api.call("GET", `/v1/invitations/${id3}`)).status).toBe(404);
    });
  });

  describe("POST /v1/communities/{cid}/invitations/{id}/accept", () => {
    it("needs a sign-in (401) and the right community (404)", async () => {
      const { manager, c, memberId } = await setup();
      const invitee = await register(api);
      await invite(c, manager, { member_id: memberId, email: invitee.email });
      const id = await invitationIdFor(invitee.email);
      const anonymous = await api.call("POST", `/v1/communities/${c.id}/invitations/${id}/accept`);
      expect([anonymous.status, anonymous.text]).toEqual([401, ""]);
      const other = await register(api);
      const otherC = await createCommunity(api, other);
      for (const [cid, inv] of [
        [otherC.id, id],
        [randomUUID(), id],
        ["nope", id],
        [c.id, randomUUID()],
        [c.id, "nope"],
      ] as const) {
        const r = await accept(cid, inv, invitee);
        expect([r.status, r.text], `${cid} ${inv}`).toEqual([404, ""]);
      }
      expect(
        (await api.call("GET", `/v1/communities/${c.id}/invitations/${id}/accept`, { token: invitee.token }))
          .status,
      ).toBe(405);
      expect(await memberRow(memberId)).toMatchObject({ state: "invited", user_id: null });
    });

    it("joins the member record to the invited account, confirms its address, and is single-use", async () => {
      const { manager, c, memberId } = await setup();
      const invitee = await register(api);
      await invite(c, manager, { member_id: memberId, email: invitee.email.toUpperCase() });
      const id = await invitationIdFor(invitee.email);
      const countBefore = (await api.call("GET", `/v1/communities/${c.id}`, { token: manager.token }))
        .json as {
        member_count: number;
      };

      const r = await accept(c, id, invitee);
      expect([r.status, r.text]).toEqual([200, ""]);
      expect(await memberRow(memberId)).toEqual({ state: "active", user_id: invitee.userId });
      const me = await api.call("GET", `/v1/users/${invitee.userId}`, { token: invitee.token });
      expect(me.json).toMatchObject({ email_verified: true });
      const communities = await api.call("GET", `/v1/users/${invitee.userId}/communities`, {
        token: invitee.token,
      });
      expect(communities.json).toEqual({
        communities: [{ id: c.id, name: "The Lees", role: "member", member_id: memberId }],
        last_community_id: null,
      });
      // The new member reads the group as a member: no member figures (decision 015); the count the manager
      // sees is unchanged, since accepting fills an existing member record.
      const community = await api.call("GET", `/v1/communities/${c.id}`, { token: invitee.token });
      expect(community.json).toMatchObject({ role: "member" });
      expect(community.json).not.toHaveProperty("member_count");
      const after = await api.call("GET", `/v1/communities/${c.id}`, { token: manager.token });
      expect(after.json).toMatchObject({ member_count: countBefore.member_count });
      // The member reads their own record now, with their bar.
      const own = await api.call("GET", `/v1/communities/${c.id}/members/${memberId}`, {
        token: invitee.token,
      });
      expect(own.json).toMatchObject({ state: "active", first_name: "Ann" });
      const list = await api.call("GET", `/v1/communities/${c.id}/members`, { token: manager.token });
      expect((list.json as { members: { id: string; userId: string | null }[] }).members).toContainEqual(
        expect.objectContaining({ id: memberId, userId: invitee.userId }),
      );

      expect((await api.call("GET", `/v1/invitations/${id}`)).json).toMatchObject({ state: "accepted" });
      // The same account again: 200 (a repeated submit); anyone else, or a decline: 404.
      expect((await accept(c, id, invitee)).status).toBe(200);
      const other = await register(api);
      expect((await accept(c, id, other)).status).toBe(404);
      expect((await api.call("POST", `/v1/invitations/${id}/decline`)).status).toBe(404);
      // Inviting an active member is refused now.
      const again = await invite(c, manager, { member_id: memberId, email: invitee.email });
      expect(again.json).toEqual({ error: "member_active" });
    });

    it("refuses an account of another address (email_mismatch) and someone already in the group (already_member)", async () => {
      const { manager, c, memberId } = await setup();
      const invitee = await register(api);
      const wrongAccount = await register(api);
      await invite(c, manager, { member_id: memberId, email: invitee.email });
      const id = await invitationIdFor(invitee.email);
      const mismatch = await accept(c, id, wrongAccount);
      expect([mismatch.status, mismatch.json]).toEqual([400, { error: "email_mismatch" }]);

      // The manager invites a second record to their own address and tries to accept it.
      const added = await api.call("POST", `/v1/communities/${c.id}/members`, {
        token: manager.token,
        body: { first_name: "Mona two" },
      });
      const secondId = (added.json as { member: { id: string } }).member.id;
      await invite(c, manager, { member_id: secondId, email: manager.email });
      const ownId = await invitationIdFor(manager.email);
      const already = await accept(c, ownId, manager);
      expect([already.status, already.json]).toEqual([400, { error: "already_member" }]);
      expect(await memberRow(memberId)).toEqual({ state: "invited", user_id: null });
      expect(await memberRow(secondId)).toEqual({ state: "invited", user_id: null });
      const me = await api.call("GET", `/v1/users/${wrongAccount.userId}`, { token: wrongAccount.token });
      expect(me.json).toMatchObject({ email_verified: false });
    });

    it("refuses an expired or declined invitation (404)", async () => {
      const { manager, c, memberId } = await setup();
      const email = uniqueEmail("late");
      await invite(c, manager, { member_id: memberId, email });
      const id = await invitationIdFor(email);
      api.clock.advance(14 * DAY + 1000);
      // Registered after the jump, so that the session itself is fresh.
      const invitee = await register(api, { email });
      expect((await accept(c, id, invitee)).status).toBe(404);
      expect((await api.call("POST", `/v1/invitations/${id}/decline`)).status).toBe(404);

      const second = await setup();
      const invitee2 = await register(api);
      await invite(second.c, second.manager, { member_id: second.memberId, email: invitee2.email });
      const id2 = await invitationIdFor(invitee2.email);
      expect((await api.call("POST", `/v1/invitations/${id2}/decline`)).status).toBe(200);
      expect((await accept(second.c, id2, invitee2)).status).toBe(404);
      expect(await memberRow(second.memberId)).toEqual({ state: "uninvited", user_id: null });
    });

    it("lets only one of a concurrent accept and decline win", async () => {
      const { manager, c, memberId } = await setup();
      const invitee = await register(api);
      await invite(c, manager, { member_id: memberId, email: invitee.email });
      const id = await invitationIdFor(invitee.email);
      const [a, d] = await Promise.all([
        accept(c, id, invitee),
        api.call("POST", `/v1/invitations/${id}/decline`),
      ]);
      expect([a.status, d.status].sort()).toEqual([200, 404]);
      const state = ((await api.call("GET", `/v1/invitations/${id}`)).json as { state: string }).state;
      expect(state).toBe(a.status === 200 ? "accepted" : "declined");
      expect((await memberRow(memberId))!.state).toBe(a.status === 200 ? "active" : "uninvited");
    });

    it("changes nothing when a step fails half-way (one transaction)", async () => {
      const { manager, c, memberId } = await setup();
      const invitee = await register(api);
      await invite(c, manager, { member_id: memberId, email: invitee.email });
      const id = await invitationIdFor(invitee.email);
      await api.db.exec(`
        CREATE OR REPLACE FUNCTION h4_fail() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN RAISE EXCEPTION 'h4 test failure'; END $$;
        CREATE TRIGGER h4_fail_verify BEFORE UPDATE ON users
          FOR EACH ROW WHEN (NEW.id = '${invitee.userId}') EXECUTE FUNCTION h4_fail();`);
      try {
        expect((await accept(c, id, invitee)).status).toBe(500);
      } finally {
        await api.db.exec("DROP TRIGGER h4_fail_verify ON users");
      }
      expect(await memberRow(memberId)).toEqual({ state: "invited", user_id: null });
      expect((await api.call("GET", `/v1/invitations/${id}`)).json).toMatchObject({ state: "pending" });
      expect((await accept(c, id, invitee)).status).toBe(200);
    });
  });

  describe("POST /v1/invitations/{id}/decline", () => {
    it("declines without an account: the member is uninvited again, and declining twice is fine", async () => {
      const { manager, c, memberId } = await setup();
      const email = uniqueEmail("decliner");
      await invite(c, manager, { member_id: memberId, email });
      const id = await invitationIdFor(email);
      const r = await api.call("POST", `/v1/invitations/${id}/decline`);
      expect([r.status, r.text]).toEqual([200, ""]);
      expect(await memberRow(memberId)).toEqual({ state: "uninvited", user_id: null });
      expect((await api.call("GET", `/v1/invitations/${id}`)).json).toMatchObject({ state: "declined" });
      expect((await api.call("POST", `/v1/invitations/${id}/decline`)).status).toBe(200);
      for (const bad of [randomUUID(), "nope"]) {
        const x = await api.call("POST", `/v1/invitations/${bad}/decline`);
        expect([x.status, x.text]).toEqual([404, ""]);
      }
      expect((await api.call("GET", `/v1/invitations/${id}/decline`)).status).toBe(405);
      // The manager can invite again.
      expect((await invite(c, manager, { member_id: memberId, email })).status).toBe(200);
      expect(await memberRow(memberId)).toMatchObject({ state: "invited" });
    });
  });

  it("never writes an invitation id to the log", async () => {
    const { manager, c, memberId } = await setup();
    const invitee = await register(api);
    await invite(c, manager, { member_id: memberId, email: invitee.email });
    const id = await invitationIdFor(invitee.email);
    await api.call("GET", `/v1/invitations/${id}`);
    await api.call("POST", `/v1/communities/${c.id}/invitations/${id}/accept`, { token: invitee.token });
    await api.call("POST", `/v1/invitations/${id}/decline`);
    await api.call("GET", `/v1/invitations/${id.toUpperCase()}`);
    const logs = api.logs.join("\n");
    expect(logs).toContain("/invitations/:redacted");
    expect(logs.toLowerCase()).not.toContain(id);
    expect(logs).not.toContain(id.slice(0, 13));
  });
});
