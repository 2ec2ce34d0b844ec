// GET /v1/dev/outbox: the mail the service has sent, newest first, for following flows locally.
// 404 unless config.devOutbox (never in production).
import type { OutboxResponse } from "../../contract/mail.ts";
import { notFound } from "../http/errors.ts";
import type { Handlers, Step } from "../http/router.ts";

export const listOutbox: Step = async (ctx, req, res) => {
  if (!ctx.config.devOutbox) throw notFound();
  const to = typeof req.query.to === "string" ? req.query.to.trim() : "";
  const { rows } = await ctx.db.query<{
    id: string;
    kind: string;
    to: string;
    subject: string;
    text: string | null;
    html: string | null;
    created_at: Date;
    sent_at: Date | null;
  }>(
    `SELECT id, kind, to_address AS to, subject, text_body AS text, html_body AS html, created_at, sent_at
     FROM mail_outbox WHERE ($1 = '' OR lower(to_address) = lower($1))
     ORDER BY created_at DESC, id DESC LIMIT 100`,
    [to],
  );
  const messages = rows.map((m) => ({
    ...m,
    created_at: m.created_at.toISOString(),
    sent_at: m.sent_at?.toISOString() ?? null,
  }));
  res.json({ messages } satisfies OutboxResponse);
};

export function devOutboxHandlers(): Handlers {
  return { devOutbox: [listOutbox] };
}
