// Requests and latency by route (the route React Router matched, so every spelling counts as one), for /metrics.
import type { Request, RequestHandler } from "express";
import { httpDuration, httpRequests } from "../../common/metrics.ts";
import type { RouteMatcher } from "../routes.ts";
import { isV1Path } from "./refuse-page.ts";

/** The label of a request in the metrics: its route id, or what serves it when no route does. */
export async function metricsRoute(req: Request, getMatcher: () => Promise<RouteMatcher>): Promise<string> {
  const path = req.path;
  if (isV1Path(path)) return "v1-proxy";
  if (path.startsWith("/assets/") || path.startsWith("/scripts/") || path.startsWith("/icons/"))
    return "static";
  if (path === "/healthz" || path === "/readyz" || path === "/metrics") return path.slice(1);
  try {
    return (await getMatcher())(req.originalUrl)?.id ?? "unmatched";
  } catch {
    return "unmatched";
  }
}

export function requestMetrics(getMatcher: () => Promise<RouteMatcher>): RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    res.once("finish", () => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      void metricsRoute(req, getMatcher).then((route) => {
        httpRequests().inc({ method: req.method, route, status: `${Math.floor(res.statusCode / 100)}xx` });
        httpDuration().observe({ method: req.method, route }, seconds);
      });
    });
    next();
  };
}
