// Mail is a transactional outbox: every message is recorded in mail_outbox inside the transaction of the change
// that causes it, so it exists exactly when the change does. No request waits for the relay: deliver() starts the
// delivery in the background after the commit and returns at once; sent_at (or error) is recorded. A delivery
// that fails is retried on the job queue (api/jobs/jobs.ts; once, whichever instance runs it) with a growing
// wait — 1 min, 2, 4, … then hourly — for about a day (MAIL_RETRY); then it is given up: logged as an error,
// counted (/metrics tandem_mail_given_up_total) and its outbox row says so. A message whose process stopped
// before it was tried is found at the next start (sweepUnsent) and queued. The SMTP timeouts bound what a
// relay that accepts and never greets can cost: a background delivery, never a person.
// nodemailer is loaded at the first delivery, so a server without SMTP (the outbox is the default) never loads it.
import type { Transporter } from "nodemailer";
import type { Db, Queryable } from "../db/db.ts";
import type { Jobs } from "../jobs/jobs.ts";
import type { Logger } from "../../common/log.ts";
import type { MailContent } from "./templates.ts";

export interface Mailer {
  /** Records a message; returns its id, to pass to deliver() once the transaction has committed. */
  queue(q: Queryable, to: string, content: MailContent): Promise<string>;
  /**
   * Starts sending queued messages over SMTP in the background (no-op without SMTP) and resolves at once: call
   * it after the commit; no answer waits for the relay. Failures are logged, recorded and retried.
   */
  deliver(ids: readonly string[]): Promise<void>;
  /** Resolves when the deliveries started so far have each been sent or handed to the retry queue. */
  settled(): Promise<void>;
  /**
   * From now on, failed deliveries are retried on `jobs` (the worker runs in this process too). Given the queue's
   * start (it starts in the background), a delivery that fails meanwhile waits for it before it is queued.
   */
  retryOn(jobs: Jobs | Promise<Jobs | undefined>): Promise<void>;
  close(): void;
}

/** How failed deliveries are retried: the first wait, the longest wait, and the retries before giving up. */
export interface MailRetryPolicy {
  delaySeconds: number;
  maxDelaySeconds: number;
  limit: number;
}

/**
 * Waits of 30–60 s doubling up to an hour (pg-boss's backoff with jitter): about 1.5 h for the first 7
 * retries, then 23 hourly ones, so a message is given up about a day after it first failed.
 */
export const MAIL_RETRY: MailRetryPolicy = { delaySeconds: 60, maxDelaySeconds: 3600, limit: 30 };

/** What the mailer reports, for the process's metrics. */
export interface MailEvents {
  /** An attempt failed (the first delivery or a retry). */
  failed?(kind: string): void;
  /** A message was given up after its last retry. */
  givenUp?(kind: string): void;
}

export const MAIL_RETRY_QUEUE = "mail-retry";

/**
 * What one relay may cost a delivery: connecting, its greeting, and silence mid-conversation (nodemailer's
 * defaults are 2 minutes, 30 s and 10 minutes). A URL's own query parameters still win.
 */
export const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/** Messages of one change sent at once (connections to the relay). */
const DELIVERIES_AT_ONCE = 4;

/** A message unsent this long after it was written, with no failure recorded, was never tried: its process stopped. */
const NEVER_TRIED_AFTER_MS = 2 * 60 * 1000;

export interface MailerOptions {
  db: Db;
  logger: Logger;
  from: string;
  smtpUrl?: string;
  now(): Date;
  retry?: MailRetryPolicy;
  events?: MailEvents;
}

interface OutboxRow {
  kind: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
}

export function createMailer(options: MailerOptions): Mailer {
  const { db, logger, from, now, events = {} } = options;
  const { smtpUrl } = options;
  const policy = options.retry ?? MAIL_RETRY;
  let transport: Promise<Transporter> | undefined;
  const transportOf = (url: string) =>
    (transport ??= import("nodemailer").then(({ default: nodemailer }) =>
      nodemailer.createTransport({ url, ...SMTP_TIMEOUTS }),
    ));
  const inFlight = new Set<Promise<void>>();
  let closed = false;
  let jobs: Jobs | undefined;
  let starting: Promise<Jobs | undefined> | undefined;

  /** Sends one unsent message; null when sent (or already sent), else the failure and the message's kind. */
  async function sendOne(url: string, id: string): Promise<{ kind: string; message: string } | null> {
    const { rows } = await db.query<OutboxRow>(
      "SELECT kind, to_address, subject, text_body, html_body FROM mail_outbox WHERE id = $1 AND sent_at IS NULL",
      [id],
    );
    const mail = rows[0];
    if (!mail) return null;
    try {
      await (
        await transportOf(url)
      ).sendMail({
        from,
        to: mail.to_address,
        subject: mail.subject,
        text: mail.text_body,
        html: mail.html_body,
      });
      await db.query("UPDATE mail_outbox SET sent_at = $2, error = NULL WHERE id = $1", [id, now()]);
      return null;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      events.failed?.(mail.kind);
      await db.query("UPDATE mail_outbox SET error = $2 WHERE id = $1", [id, message.slice(0, 500)]);
      return { kind: mail.kind, message };
    }
  }

  return {
    async queue(q, to, content) {
      const { rows } = await q.query<{ id: string }>(
        `INSERT INTO mail_outbox (kind, to_address, subject, text_body, html_body, created_at, sent_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
        [content.kind, to, content.subject, content.text, content.html, now(), smtpUrl ? null : now()],
      );
      return rows[0]!.id;
    },
    async deliver(ids) {
      if (!smtpUrl || closed) return;
      const delivery = deliverNow(smtpUrl, ids).catch((err: unknown) =>
        logger.error("mail delivery failed", { mail_ids: ids, err }),
      );
      inFlight.add(delivery);
      void delivery.finally(() => inFlight.delete(delivery));
    },
    async settled() {
      while (inFlight.size > 0) await Promise.all([...inFlight]);
    },
    async retryOn(given) {
      if (!smtpUrl) return;
      const ready = Promise.resolve(given).then(async (queue) => {
        if (queue) await setUp(smtpUrl, queue);
        return jobs;
      });
      starting = ready.catch(() => undefined);
      await ready;
    },
    close() {
      closed = true;
      jobs = undefined;
      void transport?.then((t) => t.close()).catch(() => undefined);
    },
  };

  /** Sends the messages a few at a time (an import's hundred invitations need not wait for one another). */
  async function deliverNow(url: string, ids: readonly string[]): Promise<void> {
    const queue = [...ids];
    const worker = async () => {
      for (let id = queue.shift(); id !== undefined; id = queue.shift()) await deliverOne(url, id);
    };
    await Promise.all(Array.from({ length: Math.min(DELIVERIES_AT_ONCE, queue.length) }, worker));
  }

  async function deliverOne(url: string, id: string): Promise<void> {
    const failure = await sendOne(url, id);
    if (!failure) return;
    const retries = jobs ?? (await starting);
    logger.error("mail delivery failed", {
      mail_id: id,
      kind: failure.kind,
      error: failure.message,
      retried: Boolean(retries),
    });
    if (retries)
      await retries
        .send(MAIL_RETRY_QUEUE, { id }, { startAfterSeconds: policy.delaySeconds, once: id })
        .catch((err: unknown) => logger.error("mail retry not queued", { mail_id: id, err }));
  }

  /** Queues the messages a stopped process wrote and never tried (once each, whichever instance finds them). */
  async function sweepUnsent(queue: Jobs): Promise<void> {
    const { rows } = await db.query<{ id: string }>(
      `SELECT id FROM mail_outbox WHERE sent_at IS NULL AND error IS NULL AND created_at < $1
       ORDER BY created_at LIMIT 1000`,
      [new Date(now().getTime() - NEVER_TRIED_AFTER_MS)],
    );
    for (const { id } of rows) await queue.send(MAIL_RETRY_QUEUE, { id }, { once: id });
    if (rows.length > 0) logger.warn("mail never tried queued", { messages: rows.length });
  }

  async function setUp(url: string, queue: Jobs): Promise<void> {
    await queue.queue(MAIL_RETRY_QUEUE, {
      retryLimit: policy.limit,
      retryDelaySeconds: policy.delaySeconds,
      retryBackoff: true,
      retryDelayMaxSeconds: policy.maxDelaySeconds,
    });
    await queue.work<{ id: string }>(MAIL_RETRY_QUEUE, { concurrency: 1 }, async ({ id }, job) => {
      const failure = await sendOne(url, id);
      if (!failure)
        return void logger.info("mail delivered on retry", { mail_id: id, retry: job.retryCount });
      if (job.retryCount < policy.limit) {
        logger.warn("mail retry failed", {
          mail_id: id,
          kind: failure.kind,
          retry: job.retryCount,
          error: failure.message,
        });
        throw new Error(failure.message); // the queue tries again after a longer wait
      }
      logger.error("mail given up", {
        mail_id: id,
        kind: failure.kind,
        retries: job.retryCount,
        error: failure.message,
      });
      events.givenUp?.(failure.kind);
      await db.query("UPDATE mail_outbox SET error = $2 WHERE id = $1", [
        id,
        `given up after ${job.retryCount + 1} retries: ${failure.message}`.slice(0, 500),
      ]);
    });
    jobs = queue;
    await sweepUnsent(queue).catch((err: unknown) => logger.error("mail sweep failed", { err }));
  }
}
