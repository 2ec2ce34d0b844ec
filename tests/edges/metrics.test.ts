// /metrics: Prometheus figures by route, served only to the bearer of METRICS_TOKEN on the
// public port; /v1 call latency recorded by the portal's client.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { collectProcessMetrics, observeV1Call } from "../../common/metrics.ts";
import { startStack, type Stack } from "./harness.ts";

const TOKEN = "metrics-token-for-the-test-0123456789";
let stack: Stack;

beforeAll(async () => {
  collectProcessMetrics();
  stack = await startStack({ metricsToken: TOKEN });
}, 120_000);
afterAll(() => stack?.close());

const metrics = (headers: Record<string, string> = {}) => fetch(`${stack.portal}/metrics`, { headers });

describe("/metrics", () => {
  it("is refused without the token, or with a wrong one, as if it did not exist", async () => {
    expect((await metrics()).status).toBe(404);
    expect((await metrics({ authorization: `Bearer ${TOKEN}x` })).status).toBe(404);
    expect((await metrics({ authorization: TOKEN })).status).toBe(404);
  });

  it("counts requests by the route React Router matched, whatever the spelling", async () => {
    for (const path of ["/login", "/LOGIN", "/login/", "/help"])
      expect((await fetch(stack.portal + path)).status).toBe(200);
    const res = await metrics({ authorization: `Bearer ${TOKEN}` });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/plain/);
    const text = await res.text();
    const loginCount = /tandem_http_requests_total\{method="GET",route="login",status="2xx"\} (\d+)/.exec(
      text,
    );
    expect(Number(loginCount?.[1])).toBeGreaterThanOrEqual(3);
    expect(text).toMatch(
      /tandem_http_request_duration_seconds_bucket\{le="0.1",method="GET",route="login"\}/,
    );
    // Node's own figures, event-loop lag among them.
    expect(text).toContain("tandem_nodejs_eventloop_lag_seconds");
  });

  it("records /v1 calls by endpoint and outcome", async () => {
    // The registry is the process's: other files of this worker count calls too, so the step is what is checked.
    const count = async (outcome: string) => {
      const text = await (await metrics({ authorization: `Bearer ${TOKEN}` })).text();
      const pattern = new RegExp(
        `tandem_v1_call_duration_seconds_count\\{endpoint="getUser",outcome="${outcome}"\\} (\\d+)`,
      );
      return Number(pattern.exec(text)?.[1] ?? 0);
    };
    const [ok, network] = [await count("ok"), await count("network")];
    observeV1Call("getUser", "ok", 0.004);
    observeV1Call("getUser", "network", 15);
    expect(await count("ok")).toBe(ok + 1);
    expect(await count("network")).toBe(network + 1);
  });
});
