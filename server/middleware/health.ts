// GET /healthz (the process answers) and GET /readyz (ready when /v1, and through it the database, answers,
// and Redis when it is configured).
import express, { type Router } from "express";
import { v1Fetch } from "../../app/shared/v1-http.server.ts";

export interface HealthOptions {
  apiUrl: string;
  /** Redis (REDIS_URL), when counters are shared: /readyz fails while it cannot be reached. */
  redisReady?: () => Promise<boolean>;
}

export function healthRoutes(options: HealthOptions): Router {
  const router = express.Router();
  router.get("/healthz", (_req, res) => {
    res.setHeader("Cache-Control", "no-store");
    res.json({ status: "ok" });
  });
  router.get("/readyz", async (_req, res) => {
    res.setHeader("Cache-Control", "no-store");
    if (options.redisReady && !(await options.redisReady()))
      return void res.status(503).json({ status: "redis unreachable" });
    try {
      const upstream = await v1Fetch({
        apiUrl: options.apiUrl,
        method: "GET",
        path: "/ready",
        timeoutMs: 3000,
      });
      await upstream.body?.cancel();
      res.status(upstream.ok ? 200 : 503).json({ status: upstream.ok ? "ready" : "api not ready" });
    } catch {
      res.status(503).json({ status: "api unreachable" });
    }
  });
  return router;
}
