// server/idle-memory.ts: the heap is compacted once a burst of requests is over — never while a request
// is in flight, never when nothing was served since the last time, never below the growth threshold.
import { once } from "node:events";
import { createServer, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { returnMemoryWhenIdle } from "../../server/idle-memory.ts";

const cleanups: (() => void | Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const held: ServerResponse[] = [];

async function start(minGrowthBytes: number) {
  const server: Server = createServer((req, res) => {
    if (req.url === "/hold") return void held.push(res); // answered by the test
    res.end("ok");
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const compactions: { beforeBytes: number; afterBytes: number; pauseMs: number }[] = [];
  const stop = returnMemoryWhenIdle([server], {
    idleMs: 150,
    minGrowthBytes,
    onCompacted: (figures) => compactions.push(figures),
  });
  cleanups.push(() => {
    stop();
    server.closeAllConnections();
    server.close();
  });
  return { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, compactions };
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("returning memory when idle", () => {
  it("compacts once after a burst, then not again while nothing is served", async () => {
    const { base, compactions } = await start(0);
    await Promise.all(Array.from({ length: 20 }, () => fetch(`${base}/`).then((r) => r.text())));
    expect(compactions).toHaveLength(0); // not during the burst
    await wait(700);
    expect(compactions).toHaveLength(1);
    expect(compactions[0]!.afterBytes).toBeGreaterThan(0);
    expect(compactions[0]!.pauseMs).toBeGreaterThanOrEqual(0);
    await wait(500);
    expect(compactions).toHaveLength(1);
  });

  it("waits while a request is in flight", async () => {
    const { base, compactions } = await start(0);
    const answer = fetch(`${base}/hold`).then((r) => r.text());
    await wait(600);
    expect(compactions).toHaveLength(0);
    held.shift()!.end("done");
    expect(await answer).toBe("done");
    await wait(700);
    expect(compactions).toHaveLength(1);
  });

  it("leaves a process that has not grown by the threshold alone", async () => {
    const { base, compactions } = await start(1024 * 1024 * 1024);
    await (await fetch(`${base}/`)).text();
    await wait(700);
    expect(compactions).toHaveLength(0);
  });
});
