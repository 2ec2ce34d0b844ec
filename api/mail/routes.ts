// GET /v1/dev/outbox: the mail the service has sent, newest first, for following flows locally.
// 404 unless config.devOutbox (never in production).
import type { ApiContext } from "../context.ts";
import { notFound } from "../http/errors.ts";
import { Router, route } from "../http/router.ts";

export function devOutboxRoutes(ctx: ApiContext): Router {
  const router = Router();
  route(router, "/dev/outbox", {
    get: [
      async (req, res) => {
        if (!ctx.config.devOutbox) throw notFound();
        const to = typeof req.query.to === "string" ? req.query.to.trim() : "";
        const { rows } = await ctx.db.query(
          `SELECT id, kind, to_address AS to, subject, text_body AS text, html_body AS html, created_at, sent_at
           FROM mail_outbox WHERE ($1 = '' OR lower(to_address) = lower($1))
           ORDER BY created_at DESC, id DESC LIMIT 100`,
          [to],
        );
        res.json({ messages: rows });
      },
    ],
  });
  return router;
}
