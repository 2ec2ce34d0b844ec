// Decision 012: the portal passes the browser's address to /v1, vouched for with a shared secret, so
// /v1's per-client limits count real clients — not every portal user as one. Without the secret, the
// address header is ignored.
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PORTAL_SECRET, honeypotFields, postForm, startStack, type Stack } from "./harness.ts";

let stack: Stack;
beforeAll(async () => {
  // The test plays several browsers behind a proxy on loopback (X-Forwarded-For).
  stack = await startStack({ trustProxy: "loopback" });
});
afterAll(() => stack?.close());

const email = () => `client.${randomBytes(5).toString("hex")}@example.com`;

async function mailsTo(address: string): Promise<number> {
  const response = await fetch(`${stack.api}/v1/dev/outbox?to=${encodeURIComponent(address)}`);
  return ((await response.json()) as { messages: unknown[] }).messages.length;
}

async function requestReset(address: string, client: string): Promise<void> {
  const response = await postForm(
    stack.portal,
    "/reset-password",
    { email: address, ...(await honeypotFields(stack.portal, "/reset-password")) },
    { "X-Forwarded-For": client },
  );
  expect(response.status).toBeLessThan(500);
}

describe("per-client limits of /v1 behind the portal", () => {
  it("counts each browser's reset requests on its own", { timeout: 60_000 }, async () => {
    // /v1 allows 20 reset requests an hour per client address.
    const first: string[] = [];
    for (let i = 0; i < 21; i += 1) {
      const address = email();
      first.push(address);
      await requestReset(address, "203.0.113.1");
    }
    expect(await mailsTo(first[19]!)).toBe(1);
    expect(await mailsTo(first[20]!)).toBe(0); // the 21st from that browser was limited
    // Another browser is not blocked by the first one's requests.
    const other = email();
    await requestReset(other, "198.51.100.2");
    expect(await mailsTo(other)).toBe(1);
  });
});

describe("the service trusts the address only with the portal's secret", () => {
  const reset = (headers: Record<string, string>) =>
    fetch(`${stack.api}/v1/auth/username/password_reset/request`, {
      method: "POST",
      headers: { "Content-Type": "application/json", ...headers },
      body: JSON.stringify({ email: email() }),
    });

  it("limits by X-Client-Address when the secret matches", async () => {
    const headers = { "X-Client-Address": "192.0.2.77", "X-Portal-Secret": PORTAL_SECRET };
    const statuses: number[] = [];
    for (let i = 0; i < 21; i += 1) statuses.push((await reset(headers)).status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(20);
    expect(statuses[20]).toBe(429);
    // Another address is counted on its own.
    expect((await reset({ ...headers, "X-Client-Address": "192.0.2.78" })).status).toBe(200);
  });

  it("ignores the header without the right secret (a client cannot choose its own address)", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 21; i += 1) {
      const secret = ["wrong-secret-wrong-secret", "", PORTAL_SECRET.slice(0, -1)][i % 3]!;
      statuses.push(
        (await reset({ "X-Client-Address": `192.0.2.${100 + i}`, "X-Portal-Secret": secret })).status,
      );
    }
    // All counted against the connection's address, whatever address each one claimed.
    expect(statuses.filter((s) => s === 200)).toHaveLength(20);
    expect(statuses[20]).toBe(429);
    expect(
      (await reset({ "X-Client-Address": "not an address", "X-Portal-Secret": PORTAL_SECRET })).status,
    ).toBe(429);
  });
});
