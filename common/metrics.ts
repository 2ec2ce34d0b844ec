// Prometheus figures for operators (prom-client, default registry): requests and latency by route,
// /v1 call latency by endpoint, the database pool, and Node's own figures (event-loop lag, heap, GC).
// Served on a loopback port of its own (METRICS_PORT) and, with METRICS_TOKEN, at /metrics on the
// public port for a scraper that sends the token; never to anyone else.
//
// Metrics are got-or-created by name: the server build bundles its own copy of this module (the /v1
// client observes calls from inside the build), while prom-client itself is one external package.
import { sameSecret } from "./same-secret.ts";
import type { RequestHandler } from "express";
import { collectDefaultMetrics, Counter, Gauge, Histogram, register, type Metric } from "prom-client";

const PREFIX = "tandem_";

function metric<T extends Metric>(name: string, make: () => T): T {
  return (register.getSingleMetric(name) as T | undefined) ?? make();
}

export const httpRequests = () =>
  metric(
    `${PREFIX}http_requests_total`,
    () =>
      new Counter({
        name: `${PREFIX}http_requests_total`,
        help: "Requests answered by the portal, by method, route and status class.",
        labelNames: ["method", "route", "status"],
      }),
  );

export const httpDuration = () =>
  metric(
    `${PREFIX}http_request_duration_seconds`,
    () =>
      new Histogram({
        name: `${PREFIX}http_request_duration_seconds`,
        help: "Time from the request to the end of the response, by method and route.",
        labelNames: ["method", "route"],
        buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      }),
  );

const v1Duration = () =>
  metric(
    `${PREFIX}v1_call_duration_seconds`,
    () =>
      new Histogram({
        name: `${PREFIX}v1_call_duration_seconds`,
        help: "Calls from the portal to /v1, by endpoint and outcome (ok, error status class, network).",
        labelNames: ["endpoint", "outcome"],
        buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5, 15],
      }),
  );

/** Records one /v1 call of the portal's client. */
export function observeV1Call(endpoint: string, outcome: string, seconds: number): void {
  v1Duration().observe({ endpoint, outcome }, seconds);
}

const mailFailures = () =>
  metric(
    `${PREFIX}mail_send_failures_total`,
    () =>
      new Counter({
        name: `${PREFIX}mail_send_failures_total`,
        help: "Attempts to send a message over SMTP that failed (each is retried until given up), by kind.",
        labelNames: ["kind"],
      }),
  );

const mailGivenUp = () =>
  metric(
    `${PREFIX}mail_given_up_total`,
    () =>
      new Counter({
        name: `${PREFIX}mail_given_up_total`,
        help: "Messages given up after their last retry (about a day of failures), by kind.",
        labelNames: ["kind"],
      }),
  );

/** The mailer's reports (api/mail/mailer.ts MailEvents) as counters; both appear at 0 from the start. */
export function mailMetrics(): { failed(kind: string): void; givenUp(kind: string): void } {
  mailFailures();
  mailGivenUp();
  return {
    failed: (kind) => mailFailures().inc({ kind }),
    givenUp: (kind) => mailGivenUp().inc({ kind }),
  };
}

export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

/** The database pool's connections, read when scraped (PostgreSQL; PGlite has no pool). */
export function watchDatabasePool(stats: () => PoolStats): void {
  metric(
    `${PREFIX}db_pool_connections`,
    () =>
      new Gauge({
        name: `${PREFIX}db_pool_connections`,
        help: "Connections of the database pool by state (total, idle, waiting clients).",
        labelNames: ["state"],
        collect() {
          const s = stats();
          this.set({ state: "total" }, s.total);
          this.set({ state: "idle" }, s.idle);
          this.set({ state: "waiting" }, s.waiting);
        },
      }),
  );
}

let defaultsStarted = false;
/** Node's own figures (event-loop lag, heap, GC, handles), once per process. */
export function collectProcessMetrics(): void {
  if (defaultsStarted) return;
  defaultsStarted = true;
  collectDefaultMetrics({ prefix: PREFIX });
}

/** /metrics: the registry in Prometheus's text format, for loopback callers or the bearer of `token`. */
export function metricsHandler(token?: string): RequestHandler {
  return async (req, res) => {
    if (token !== undefined) {
      if (!sameSecret(req.get("authorization"), `Bearer ${token}`)) {
        res.status(404).end();
        return;
      }
    }
    res.setHeader("Content-Type", register.contentType);
    res.setHeader("Cache-Control", "no-store");
    res.end(await register.metrics());
  };
}
