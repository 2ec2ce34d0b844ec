// Mail retried: a real SMTP peer on loopback refuses with 451 ("try again later"), then
// recovers, and the message is delivered by the job queue; a message refused every time is given up after the
// last retry: logged as an error, counted in /metrics (server/metrics.ts) and marked in the outbox.
import { createConnection, createServer, type AddressInfo, type Socket } from "node:net";
import { register as metricsRegistry } from "prom-client";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailMetrics } from "../../common/metrics.ts";
import { MAIL_RETRY_QUEUE } from "../../api/mail/mailer.ts";
import {
  addMember,
  availableBackends,
  createCommunity,
  eventually,
  queuesSettled,
  register,
  startApi,
  uniqueEmail,
  type TestApi,
} from "./harness.ts";

const BACKENDS = await availableBackends();

async function givenUpCount(kind: string): Promise<number> {
  const text = await metricsRegistry.metrics();
  const match = new RegExp(`^tandem_mail_given_up_total\\{kind="${kind}"\\} (\\d+)$`, "m").exec(text);
  return match ? Number(match[1]) : 0;
}

/**
 * A real SMTP peer on loopback: `delivered` gets each accepted recipient; `refuse` (optional) may refuse a
 * recipient with 451, as a busy mailbox does. Answers the peer and its port.
 */
async function smtpPeer(
  delivered: string[],
  refuse?: (recipient: string) => boolean,
): Promise<{ smtp: SMTPServer; port: number }> {
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onRcptTo(address, _session, callback) {
      if (refuse?.(address.address))
        return callback(Object.assign(new Error("Mailbox busy, try again later"), { responseCode: 451 }));
      callback();
    },
    onData(stream, session, callback) {
      stream.resume();
      stream.on("end", () => {
        delivered.push(...session.envelope.rcptTo.map((r) => r.address));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  return { smtp, port: (smtp.server.address() as AddressInfo).port };
}

describe.each(BACKENDS)("failed mail is retried (%s)", (backend) => {
  let api: TestApi;
  let smtp: SMTPServer;
  /** Attempts the peer saw per recipient, and the messages it accepted. */
  const attempts = new Map<string, number>();
  const delivered: string[] = [];
  /** Recipients refused this many times before the peer accepts (Infinity: always). */
  const refusals = new Map<string, number>();

  beforeAll(async () => {
    let port: number;
    ({ smtp, port } = await smtpPeer(delivered, (recipient) => {
      const seen = (attempts.get(recipient) ?? 0) + 1;
      attempts.set(recipient, seen);
      return seen <= (refusals.get(recipient) ?? 0);
    }));
    api = await startApi(
      backend,
      {
        smtpUrl: `smtp://127.0.0.1:${port}`,
        devOutbox: false,
        // Short waits: 0.5–1 s, doubling to at most 2 s; two retries after the first queued attempt.
        mailRetry: { delaySeconds: 1, maxDelaySeconds: 2, limit: 2 },
      },
      { startJobQueue: true, mailEvents: mailMetrics() },
    );
  });
  afterAll(async () => {
    await api?.close();
    await new Promise<void>((resolve) => smtp?.close(() => resolve()));
  });

  const outboxRow = async (email: string) =>
    (
      await api.db.query<{ sent_at: Date | null; error: string | null }>(
        "SELECT sent_at, error FROM mail_outbox WHERE to_address = $1",
        [email],
      )
    ).rows[0];

  it("delivers a message once the SMTP peer recovers", async () => {
    const email = uniqueEmail("busy");
    refusals.set(email, 2); // the delivery after the commit, then the first retry, are refused
    await register(api, { email });
    // Delivered after the answer, in the background: the first attempt is refused and recorded.
    await eventually(async () => Boolean((await outboxRow(email))?.error));
    expect(attempts.get(email)).toBe(1);
    expect(await outboxRow(email)).toMatchObject({ sent_at: null, error: expect.stringContaining("451") });
    expect(delivered).not.toContain(email);

    await eventually(async () => Boolean((await outboxRow(email))?.sent_at), 20_000);
    expect(delivered.filter((to) => to === email)).toHaveLength(1);
    expect(attempts.get(email)).toBe(3);
    expect((await outboxRow(email))?.error).toBeNull();
    expect(api.logs.some((line) => line.includes('"mail delivered on retry"'))).toBe(true);
  });

  it("gives a message up after its last retry: an error in the log, /metrics, the outbox", async () => {
    const before = await givenUpCount("verify_email");
    const email = uniqueEmail("gone");
    refusals.set(email, Infinity);
    await register(api, { email });

    await eventually(async () => /^given up/.test((await outboxRow(email))?.error ?? ""), 25_000);
    // The delivery after the commit, then the queued attempt and its two retries.
    expect(attempts.get(email)).toBe(4);
    expect(delivered).not.toContain(email);
    expect((await outboxRow(email))?.sent_at).toBeNull();
    const givenUp = api.logs
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((l) => l.msg === "mail given up");
    expect(givenUp).toHaveLength(1);
    expect(givenUp[0]).toMatchObject({ level: "error", kind: "verify_email" });
    expect(await givenUpCount("verify_email")).toBe(before + 1);
    // Nothing tries again afterwards: once the retry queue is idle, no attempt is left to come.
    await queuesSettled(api.db, [MAIL_RETRY_QUEUE]);
    expect(attempts.get(email)).toBe(4);
  });
});

describe.each(BACKENDS)("a relay that accepts and never greets (%s)", (backend) => {
  let api: TestApi;
  let smtp: SMTPServer;
  let relay: ReturnType<typeof createServer>;
  const delivered: string[] = [];
  /** While stuck, the relay takes connections and says nothing; then it passes them to the SMTP peer. */
  let stuck = true;
  let closedUngreeted = 0;
  const held = new Set<Socket>();

  beforeAll(async () => {
    let smtpPort: number;
    ({ smtp, port: smtpPort } = await smtpPeer(delivered));
    relay = createServer((socket) => {
      if (!stuck) {
        const peer = createConnection(smtpPort, "127.0.0.1");
        socket.pipe(peer).pipe(socket);
        socket.on("error", () => peer.destroy());
        peer.on("error", () => socket.destroy());
        return;
      }
      held.add(socket);
      socket.on("error", () => undefined);
      socket.on("close", () => {
        held.delete(socket);
        closedUngreeted += 1;
      });
    });
    await new Promise<void>((resolve) => relay.listen(0, "127.0.0.1", resolve));
    const relayPort = (relay.address() as AddressInfo).port;
    api = await startApi(
      backend,
      {
        // The greeting is waited for 3 s here (10 s in production: SMTP_TIMEOUTS).
        smtpUrl: `smtp://127.0.0.1:${relayPort}?greetingTimeout=3000`,
        devOutbox: false,
        mailRetry: { delaySeconds: 1, maxDelaySeconds: 2, limit: 3 },
      },
      { startJobQueue: true },
    );
  });
  afterAll(async () => {
    await api?.close();
    for (const socket of held) socket.destroy();
    await new Promise<void>((resolve) => relay?.close(() => resolve()));
    await new Promise<void>((resolve) => smtp?.close(() => resolve()));
  });

  it("answers the registration while the relay is silent, and delivers once it answers", async () => {
    const email = uniqueEmail("stuck-relay");
    const row = async () =>
      (
        await api.db.query<{ sent_at: Date | null; error: string | null }>(
          "SELECT sent_at, error FROM mail_outbox WHERE to_address = $1",
          [email],
        )
      ).rows[0];
    const registered = await register(api, { email });
    expect(registered.userId).toBeTruthy();
    // The answer came while the delivery still waits for the relay's greeting: written, neither sent nor failed.
    expect(await row()).toEqual({ sent_at: null, error: null });
    // The greeting timeout ends the first attempt; it is recorded and queued again.
    await eventually(async () => Boolean((await row())?.error));
    await eventually(() => closedUngreeted === 1);
    stuck = false;
    await eventually(async () => Boolean((await row())?.sent_at), 20_000);
    expect(delivered.filter((to) => to === email)).toHaveLength(1);
  });

  it("imports a file of 5 invitations while the relay is silent, and each is delivered once it answers", async () => {
    stuck = true;
    const manager = await register(api, { first_name: "Mona" });
    await api.db.query("UPDATE users SET email_verified = true WHERE id = $1", [manager.userId]);
    const community = await createCommunity(api, manager, "Silent Relay School");
    const emails = Array.from({ length: 5 }, (_, i) => uniqueEmail(`pupil${i}`));
    const csv = ["name,email,invite now", ...emails.map((e, i) => `Pupil ${i},${e},yes`)].join("\n");
    const checked = await api.call("POST", `/v1/communities/${community.id}/people_csv`, {
      token: manager.token,
      body: { csv },
    });
    const previewId = (checked.json as { preview_id: string }).preview_id;
    const imported = await api.call(
      "POST",
      `/v1/communities/${community.id}/people_csv/${previewId}/import`,
      {
        token: manager.token,
      },
    );
    expect(imported.json).toMatchObject({ added: 5, invited: 5 });
    const rows = async () =>
      (
        await api.db.query<{ to_address: string; sent_at: Date | null; error: string | null }>(
          "SELECT to_address, sent_at, error FROM mail_outbox WHERE to_address = ANY($1)",
          [emails],
        )
      ).rows;
    // All five written with the import, none sent or failed when it answered.
    expect((await rows()).map((r) => [r.sent_at, r.error])).toEqual(emails.map(() => [null, null]));
    await eventually(async () => (await rows()).every((r) => r.error !== null), 20_000);
    stuck = false;
    await eventually(async () => (await rows()).every((r) => r.sent_at !== null), 30_000);
    for (const email of emails) expect(delivered.filter((to) => to === email)).toHaveLength(1);
  });

  it("answers an invitation and a bar save that starts a wait while the relay is silent; both are delivered", async () => {
    stuck = true;
    const manager = await register(api, { first_name: "Mona" });
    await api.db.query("UPDATE users SET email_verified = true WHERE id = $1", [manager.userId]);
    const community = await createCommunity(api, manager, "Silent Relay Family");
    // An invitation for a person not yet on Tandem.
    const added = await api.call("POST", `/v1/communities/${community.id}/members`, {
      token: manager.token,
      body: { first_name: "Ann", last_name: "Lee" },
    });
    const invitee = uniqueEmail("invitee");
    const invited = await api.call("POST", `/v1/communities/${community.id}/invitations`, {
      token: manager.token,
      body: { member_id: (added.json as { member: { id: string } }).member.id, email: invitee },
    });
    expect(invited.status, invited.text).toBe(200);
    // A member who asked to be emailed when a change waits for their OK, and a save that starts a wait.
    const member = await register(api, { first_name: "Pat" });
    const memberId = await addMember(api, community.id, member);
    const created = await api.call("POST", `/v1/communities/${community.id}/bars`, {
      token: manager.token,
      body: { name: "Pat's bar", is_shared: false, items: [], member_id: memberId },
    });
    const bar = (created.json as { bar: { id: string; version: number } }).bar;
    const approval = await api.call("PUT", `/v1/communities/${community.id}/members/${memberId}/approval`, {
      token: member.token,
      body: { required: true, email_me: true },
    });
    expect(approval.status, approval.text).toBe(200);
    const saved = await api.call("PUT", `/v1/communities/${community.id}/bars/${bar.id}`, {
      token: manager.token,
      body: { name: "Pat's bar, bigger", is_shared: false, items: [], base_version: bar.version },
    });
    expect(saved.status, saved.text).toBe(200);
    const rows = async () =>
      (
        await api.db.query<{ to_address: string; kind: string; sent_at: Date | null }>(
          "SELECT to_address, kind, sent_at FROM mail_outbox WHERE to_address = ANY($1) AND kind IN ('invitation', 'approval_waiting') ORDER BY to_address",
          [[invitee, member.email]],
        )
      ).rows;
    // Both answered while their mail still waits for the relay's greeting.
    expect((await rows()).map((r) => [r.to_address, r.sent_at])).toEqual(
      [invitee, member.email].sort().map((to) => [to, null]),
    );
    stuck = false;
    await eventually(async () => (await rows()).every((r) => r.sent_at !== null), 30_000);
    expect((await rows()).map((r) => r.kind).sort()).toEqual(["approval_waiting", "invitation"]);
    expect(delivered.filter((to) => to === invitee)).toHaveLength(1);
  });
});
