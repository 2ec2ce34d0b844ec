// A loopback HTTP server that answers Stripe's API shapes for the calls the adapter makes (api/stripe/), so the
// real `stripe` SDK can be driven in tests (its host/port/protocol settings point here). No traffic leaves
// 127.0.0.1. Every request is recorded with its form-encoded body as flat keys (`line_items[0][price]`).
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { StripeSettings } from "../../api/stripe/config.ts";

export interface FakeRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  body: Record<string, string>;
  idempotencyKey: string | undefined;
}

interface Failure {
  method: string;
  path: RegExp;
  status: number;
  times: number;
}

export interface FakeStripe {
  settings: StripeSettings;
  requests: FakeRequest[];
  /** Promotion codes the fake knows, by code. */
  promotionCodes: Map<string, string>;
  /** Subscriptions that Stripe no longer has (cancel answers resource_missing). */
  missingSubscriptions: Set<string>;
  /** The next `times` requests matching `method` and `path` answer `status` with a Stripe error. */
  fail(method: string, path: RegExp, status?: number, times?: number): void;
  /** Stripe answers again: the failures still waiting are dropped. */
  heal(): void;
  calls(method: string, path: RegExp): FakeRequest[];
  close(): Promise<void>;
}

export const TEST_PRICES: Record<string, string> = {
  "plus-5": "price_plus5",
  "plus-5-monthly": "price_plus5m",
  "plus-15": "price_plus15",
  "plus-15-monthly": "price_plus15m",
  "basic-1-month": "price_basic1",
  "basic-6-month": "price_basic6",
  "midsize-1-month": "price_mid1",
  "midsize-6-month": "price_mid6",
  "large-1-month": "price_large1",
  "large-6-month": "price_large6",
  "people-1-month": "price_people1",
  "people-12-month": "price_people12",
};

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

export async function startFakeStripe(webhookSecret = "whsec_test_secret"): Promise<FakeStripe> {
  const requests: FakeRequest[] = [];
  const failures: Failure[] = [];
  const promotionCodes = new Map<string, string>();
  const missingSubscriptions = new Set<string>();
  let counter = 0;
  const next = (prefix: string) => `${prefix}_${(counter += 1)}`;

  const server: Server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? "/", "http://127.0.0.1");
      const raw = await readBody(req);
      const body = Object.fromEntries(new URLSearchParams(raw));
      const query = Object.fromEntries(url.searchParams);
      const method = req.method ?? "GET";
      const path = url.pathname;
      const key = req.headers["idempotency-key"];
      requests.push({ method, path, query, body, idempotencyKey: typeof key === "string" ? key : undefined });
      const send = (status: number, json: unknown) => {
        res.writeHead(status, { "content-type": "application/json", "request-id": next("req") });
        res.end(JSON.stringify(json));
      };
      const stripeError = (status: number, code: string, message: string) =>
        send(status, {
          error: { type: status >= 500 ? "api_error" : "invalid_request_error", code, message },
        });

      const failure = failures.find((f) => f.method === method && f.path.test(path) && f.times > 0);
      if (failure) {
        failure.times -= 1;
        return stripeError(failure.status, "fake_failure", "Injected failure");
      }
      let m: RegExpExecArray | null;
      if (method === "POST" && path === "/v1/customers") {
        return send(200, {
          id: next("cus"),
          object: "customer",
          name: body.name ?? null,
          email: body.email ?? null,
        });
      }
      if (method === "POST" && (m = /^\/v1\/customers\/([^/]+)$/.exec(path))) {
        return send(200, { id: m[1], object: "customer", email: body.email ?? null });
      }
      if (method === "POST" && path === "/v1/checkout/sessions") {
        const id = next("cs_test");
        return send(200, {
          id,
          object: "checkout.session",
          mode: body.mode,
          customer: body.customer ?? null,
          client_reference_id: body.client_reference_id ?? null,
          url: `https://checkout.stripe.test/c/pay/${id}`,
          status: "open",
        });
      }
      if (method === "POST" && path === "/v1/billing_portal/sessions") {
        const id = next("bps");
        return send(200, {
          id,
          object: "billing_portal.session",
          customer: body.customer,
          return_url: body.return_url ?? null,
          url: `https://billing.stripe.test/p/session/${id}`,
        });
      }
      if ((m = /^\/v1\/subscriptions\/([^/]+)$/.exec(path))) {
        const id = m[1]!;
        if (missingSubscriptions.has(id))
          return stripeError(404, "resource_missing", `No such subscription: '${id}'`);
        if (method === "DELETE") return send(200, { id, object: "subscription", status: "canceled" });
        if (method === "POST") {
          return send(200, {
            id,
            object: "subscription",
            status: "active",
            cancel_at_period_end: body.cancel_at_period_end === "true",
            items: {
              object: "list",
              data: [],
              has_more: false,
              url: `/v1/subscription_items?subscription=${id}`,
            },
          });
        }
      }
      if (method === "GET" && path === "/v1/promotion_codes") {
        const id = promotionCodes.get(query.code ?? "");
        return send(200, {
          object: "list",
          data: id ? [{ id, object: "promotion_code", code: query.code, active: true }] : [],
          has_more: false,
          url: "/v1/promotion_codes",
        });
      }
      return stripeError(404, "resource_missing", `Unrecognized request URL (${method}: ${path})`);
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    settings: {
      secretKey: "sk_test_fake",
      webhookSecret,
      prices: TEST_PRICES,
      api: { host: "127.0.0.1", port, protocol: "http" },
    },
    requests,
    promotionCodes,
    missingSubscriptions,
    fail(method, path, status = 500, times = 1) {
      failures.push({ method, path, status, times });
    },
    heal() {
      failures.length = 0;
    },
    calls: (method, path) => requests.filter((r) => r.method === method && path.test(r.path)),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
