// Mail: every message is recorded in mail_outbox (inside the caller's transaction); with SMTP_URL it is then
// delivered by nodemailer after the transaction commits, and sent_at (or error) is recorded. nodemailer is
// loaded at the first delivery, so a server without SMTP (the outbox is the default) never loads it.
import type { Transporter } from "nodemailer";
import type { Db, Queryable } from "../db/db.ts";
import type { Logger } from "../../common/log.ts";
import type { MailContent } from "./templates.ts";

export interface Mailer {
  /** Records a message; returns its id, to pass to deliver() once the transaction has committed. */
  queue(q: Queryable, to: string, content: MailContent): Promise<string>;
  /** Sends queued messages over SMTP (no-op without SMTP). Never throws: failures are logged and recorded. */
  deliver(ids: readonly string[]): Promise<void>;
  close(): void;
}

export interface MailerOptions {
  db: Db;
  logger: Logger;
  from: string;
  smtpUrl?: string;
  now(): Date;
}

export function createMailer(options: MailerOptions): Mailer {
  const { db, logger, from, now } = options;
  const { smtpUrl } = options;
  let transport: Promise<Transporter> | undefined;
  const transportOf = (url: string) =>
    (transport ??= import("nodemailer").then(({ default: nodemailer }) => nodemailer.createTransport(url)));
  let closed = false;
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
      for (const id of ids) {
        const { rows } = await db.query<{
          kind: string;
          to_address: string;
          subject: string;
          text_body: string;
          html_body: string;
        }>(
          "SELECT kind, to_address, subject, text_body, html_body FROM mail_outbox WHERE id = $1 AND sent_at IS NULL",
          [id],
        );
        const mail = rows[0];
        if (!mail) continue;
        try {
          await (
            await transportOf(smtpUrl)
          ).sendMail({
            from,
            to: mail.to_address,
            subject: mail.subject,
            text: mail.text_body,
            html: mail.html_body,
          });
          await db.query("UPDATE mail_outbox SET sent_at = $2, error = NULL WHERE id = $1", [id, now()]);
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          logger.error("mail delivery failed", { mail_id: id, kind: mail.kind, error: message });
          await db.query("UPDATE mail_outbox SET error = $2 WHERE id = $1", [id, message.slice(0, 500)]);
        }
      }
    },
    close() {
      closed = true;
      void transport?.then((t) => t.close()).catch(() => undefined);
    },
  };
}
