// When /v1 is down or too slow, a signed-in page keeps the session. It says the service is
// unavailable in the spec's words, still shows the user as signed in, and offers the same page again; once
// /v1 is back, "Try again" shows the page. With JavaScript on and off.
//
// The spec runs a portal of its own (the production build) whose /v1 service is a separate process reached
// through a switch in this worker: "up" passes the bytes through, "down" drops every connection, "slow"
// holds them unanswered.
import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, Socket, type Server } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, expectAccessible, register, test as base, uniqueEmail } from "./helpers.ts";

type SwitchState = "up" | "down" | "slow";

interface Stack {
  url: string;
  setApi(state: SwitchState): void;
}

const NODE = join(process.cwd(), "node_modules/.bin/node");
const SECRET = "e2e-v1-down-portal-secret-0123456789";

async function listen(server: Server): Promise<number> {
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  return (server.address() as { port: number }).port;
}

async function freePort(): Promise<number> {
  const server = createServer();
  const port = await listen(server);
  server.close();
  await once(server, "close");
  return port;
}

function start(args: string[], env: NodeJS.ProcessEnv): { child: ChildProcess; output: () => string } {
  const child = spawn(NODE, args, { env, stdio: ["ignore", "pipe", "pipe"] });
  let tail = "";
  const keep = (chunk: Buffer) => (tail = (tail + chunk.toString()).slice(-4000));
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  return { child, output: () => tail };
}

async function waitFor(url: string, running: ReturnType<typeof start>): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (running.child.exitCode !== null) throw new Error(`exited early:\n${running.output()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not answer in time:\n${running.output()}`);
}

const test = base.extend<{ stack: Stack }, { workerStack: Stack }>({
  workerStack: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a function destructures
    async ({}, provide) => {
      const dataDir = mkdtempSync(join(tmpdir(), "tandem-v1-down-"));
      const apiPort = await freePort();
      const api = start(["api/main.ts"], {
        ...process.env,
        NODE_ENV: "production",
        DATA_DIR: dataDir,
        API_PORT: String(apiPort),
        PORTAL_API_SECRET: SECRET,
        PUBLIC_URL: "http://127.0.0.1",
        LOG_LEVEL: "warn",
        RATE_LIMIT_FACTOR: "100",
      });
      const gate = passThrough(apiPort);
      const gatePort = await listen(gate.server);
      const port = await freePort();
      const url = `http://127.0.0.1:${port}`;
      const portal = start(["server.ts"], {
        ...process.env,
        NODE_ENV: "production",
        DATA_DIR: dataDir,
        API_URL: `http://127.0.0.1:${gatePort}`,
        API_TIMEOUT_MS: "2000",
        PORTAL_API_SECRET: SECRET,
        SESSION_SECRET: "e2e-v1-down-session-secret-0123456789",
        HOST: "127.0.0.1",
        PORT: String(port),
        PUBLIC_URL: url,
        LOG_LEVEL: "warn",
        RATE_LIMIT_FACTOR: "100",
      });
      try {
        await waitFor(`http://127.0.0.1:${apiPort}/ready`, api);
        await waitFor(`${url}/healthz`, portal);
        await provide({ url, setApi: gate.set });
      } finally {
        portal.child.kill("SIGTERM");
        api.child.kill("SIGTERM");
        gate.server.close();
        await Promise.all(
          [portal.child, api.child].map((c) => (c.exitCode === null ? once(c, "exit") : null)),
        );
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
    { scope: "worker", timeout: 120_000 },
  ],
  stack: async ({ workerStack }, provide) => {
    workerStack.setApi("up");
    await provide(workerStack);
    workerStack.setApi("up");
  },
  baseURL: async ({ workerStack }, provide) => provide(workerStack.url),
});

/** A TCP switch in front of the /v1 service: bytes pass through while "up". */
function passThrough(target: number): { server: Server; set(state: SwitchState): void } {
  let state: SwitchState = "up";
  const open = new Set<Socket>();
  const track = (socket: Socket) => {
    open.add(socket);
    socket.on("close", () => open.delete(socket));
    socket.on("error", () => socket.destroy());
  };
  const server = createServer((client) => {
    track(client);
    if (state === "down") return void client.destroy();
    if (state === "slow") return; // read, never answered
    const upstream = new Socket();
    track(upstream);
    upstream.connect(target, "127.0.0.1");
    client.pipe(upstream).pipe(client);
    client.on("close", () => upstream.destroy());
    upstream.on("close", () => client.destroy());
  });
  return {
    server,
    set(next) {
      state = next;
      for (const socket of open) socket.destroy(); // kept-alive connections end too
    },
  };
}

test.describe("/v1 down or slow while signed in", () => {
  for (const state of ["down", "slow"] as const) {
    test(`/v1 ${state}: the page says so, keeps the session, and Try again works once it is back`, async ({
      page,
      stack,
      consoleErrors,
    }) => {
      await register(page, uniqueEmail(`v1-${state}`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Account settings");

      stack.setApi(state);
      const response = await page.goto("/account");
      expect(response?.status()).toBe(503);
      await expect(page).toHaveURL(/\/account$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sorry, the service is unavailable");
      await expect(
        page.getByText(
          state === "down"
            ? /We could not reach the service\. Check your connection and try again/
            : /We could not reach the service\. Check your connection and try again \(timeout\)/,
        ),
      ).toBeVisible();
      // Still signed in: the header offers Sign out, not Sign in, and the page does not read as signed out.
      await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();
      await expect(page.getByRole("link", { name: "Sign in" })).toHaveCount(0);
      expect(await page.locator("body").getAttribute("data-session")).toMatch(/^[0-9a-f]{16}$/);
      await expectAccessible(page);

      stack.setApi("up");
      await page.getByRole("link", { name: "Try again" }).click();
      await expect(page).toHaveURL(/\/account$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Account settings");
      await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();
      // The browser reports the 503 it was asked to show as a failed load; nothing else may appear.
      const expected = /^Failed to load resource: the server responded with a status of 503\b/;
      expect(consoleErrors.filter((e) => expected.test(e))).toHaveLength(1);
      consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !expected.test(e)));
    });
  }
});
