// Stripe's webhook reaches the service through the portal's public address. It comes from Stripe's servers, not
// a browser: no session, no CSRF token. /v1 authenticates it by its signature over the raw body, which is
// therefore forwarded byte for byte with the signature header and nothing else (and the request id).
import express, { type Router } from "express";
import { endpoints } from "../../contract/endpoints.ts";
import { v1Fetch } from "../../app/shared/v1-http.server.ts";

export function stripeWebhook(options: { apiUrl: string; timeoutMs: number }): Router {
  const router = express.Router();
  const { method, path } = endpoints.stripeWebhook;
  router.post(path, express.raw({ type: () => true, limit: "1mb" }), async (req, res) => {
    try {
      const upstream = await v1Fetch({
        apiUrl: options.apiUrl,
        method,
        path,
        headers: {
          "content-type": req.get("content-type") ?? "application/json",
          "stripe-signature": req.get("stripe-signature") ?? "",
        },
        body: Buffer.isBuffer(req.body) ? new Uint8Array(req.body) : undefined,
        timeoutMs: options.timeoutMs,
        requestId: res.locals.requestId ? String(res.locals.requestId) : undefined,
      });
      res.status(upstream.status).setHeader("Cache-Control", "no-store");
      const type = upstream.headers.get("content-type");
      if (type) res.setHeader("Content-Type", type);
      res.end(Buffer.from(await upstream.arrayBuffer()));
    } catch {
      // Stripe retries a webhook that was not answered 2xx.
      if (!res.headersSent) res.status(502).json({ error: "upstream_unavailable", details: null });
      else res.end();
    }
  });
  return router;
}
