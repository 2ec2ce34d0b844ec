// Mail retried: a real SMTP peer on loopback refuses with 451 ("try again later"), then
// recovers, and the message is delivered by the job queue; a message refused every time is given up after the
// last retry: logged as an error, counted in /metrics (server/metrics.ts) and marked in the outbox.
import type { AddressInfo } from "node:net";
import { register as metricsRegistry } from "prom-client";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailMetrics } from "../../common/metrics.ts";
import { availableBackends, register, startApi, uniqueEmail, type TestApi } from "./harness.ts";

const BACKENDS = await availableBackends();

/** Waits until `check` holds (polling), or fails after `ms`. */
async function eventually(check: () => Promise<boolean>, ms: number): Promise<void> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`not within ${ms} ms`);
}

async function givenUpCount(kind: string): Promise<number> {
  const text = await metricsRegistry.metrics();
  const match = new RegExp(`^tandem_mail_given_up_total\\{kind="${kind}"\\} (\\d+)$`, "m").exec(text);
  return match ? Number(match[1]) : 0;
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
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      onRcptTo(address, _session, callback) {
        const seen = (attempts.get(address.address) ?? 0) + 1;
        attempts.set(address.address, seen);
        if (seen <= (refusals.get(address.address) ?? 0))
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
    const port = (smtp.server.address() as AddressInfo).port;
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
    // Nothing tries again afterwards.
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(attempts.get(email)).toBe(4);
  });
});
