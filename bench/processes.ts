// Child processes of the bench: the portal (server.ts, production build) and the bare node:http
// baseline. Both are started here, watched, and stopped with SIGTERM.
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { readFileSync } from "node:fs";
import { createServer } from "node:net";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { ALLOCATOR_ENV } from "../scripts/allocator.ts";
import { request } from "./http.ts";

export const ROOT = fileURLToPath(new URL("..", import.meta.url));
/** The project's Node (24); bare `node` on this machine may be an older one. */
export const NODE = fileURLToPath(new URL("../node_modules/.bin/node", import.meta.url));

const running = new Set<ChildProcess>();

/** Kills every child still running (used when the bench has to give up). */
export function killAll(): void {
  for (const child of running) child.kill("SIGKILL");
}

export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const address = server.address();
  server.close();
  await once(server, "close");
  if (!address || typeof address === "string") throw new Error("no port");
  return address.port;
}

export interface Memory {
  /** Resident set size now, in bytes. */
  rss: number;
  /** Peak resident set size since the process started, in bytes. */
  hwm: number;
}

/** VmRSS and VmHWM from /proc/<pid>/status (Linux). */
export function readMemory(pid: number): Memory | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    const field = (name: string) =>
      Number(new RegExp(`^${name}:\\s+(\\d+) kB`, "m").exec(status)?.[1] ?? NaN) * 1024;
    return { rss: field("VmRSS"), hwm: field("VmHWM") };
  } catch {
    return null;
  }
}

/** CPU time (user + system) a process has used, in ms, from /proc/<pid>/stat (Linux, 100 ticks/s). */
export function readCpuMs(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    // After the command name: state is field 3, utime field 14, stime field 15.
    const ticks = Number(fields[11]) + Number(fields[12]);
    return Number.isFinite(ticks) ? ticks * 10 : null;
  } catch {
    return null;
  }
}

export interface Child {
  pid: number;
  origin: string;
  /** What the process wrote to stderr/stdout (its last 4 kB), for error messages. */
  output: () => string;
  /** SIGTERM, then wait for the exit (SIGKILL after `graceMs`). Resolves with the exit code or signal. */
  stop: (graceMs?: number) => Promise<string>;
}

function watch(child: ChildProcess, label: string): { output: () => string; exited: Promise<string> } {
  running.add(child);
  let tail = "";
  const keep = (chunk: Buffer) => {
    tail = (tail + chunk.toString("utf8")).slice(-4096);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", (chunk: Buffer) => {
    keep(chunk);
    for (const line of chunk.toString("utf8").split("\n"))
      if (line.trim()) process.stderr.write(`  [${label}] ${line}\n`);
  });
  const exited = new Promise<string>((resolve) => {
    child.on("exit", (code, signal) => {
      running.delete(child);
      resolve(signal ? `signal ${signal}` : `exit code ${code}`);
    });
  });
  return { output: () => tail, exited };
}

function stopper(child: ChildProcess, exited: Promise<string>) {
  return async (graceMs = 15_000) => {
    if (child.exitCode !== null || child.signalCode !== null) return exited;
    child.kill("SIGTERM");
    const timer = setTimeout(() => child.kill("SIGKILL"), graceMs);
    const result = await exited;
    clearTimeout(timer);
    return result;
  };
}

export interface PortalOptions {
  dataDir: string;
  databaseUrl?: string;
  label: string;
  /** How long to wait for the first 200. */
  startTimeoutMs?: number;
  /** The script to run (default scripts/start.ts, what `npm start` runs: the build is current by then). */
  script?: string;
  /** The path whose first 200 means "started" (default /healthz). */
  readyPath?: string;
  /** Environment variables set over the defaults (e.g. LOG_LEVEL). */
  env?: Record<string, string>;
}

/** Starts `npm start`'s script (or `options.script`) in production mode on a free loopback port and waits for its first 200. */
export async function startPortal(options: PortalOptions): Promise<Child> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    PUBLIC_URL: origin,
    DATA_DIR: options.dataDir,
    RATE_LIMIT_FACTOR: "1000",
    LOG_LEVEL: "warn",
    ...options.env,
  };
  delete env.API_URL;
  delete env.DATABASE_URL;
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;
  const child = spawn(NODE, [options.script ?? "scripts/start.ts"], {
    cwd: ROOT,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  const { output, exited } = watch(child, options.label);
  const stop = stopper(child, exited);
  const deadline = Date.now() + (options.startTimeoutMs ?? 60_000);
  let gone: string | undefined;
  void exited.then((how) => (gone = how));
  while (Date.now() < deadline) {
    if (gone) throw new Error(`the portal exited during start-up (${gone}):\n${output()}`);
    try {
      const res = await request(`${origin}${options.readyPath ?? "/healthz"}`, { timeoutMs: 2000 });
      if (res.status === 200) return { pid: child.pid!, origin, output, stop };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  await stop(2000);
  throw new Error(
    `the portal did not answer ${options.readyPath ?? "/healthz"} within ${options.startTimeoutMs ?? 60_000} ms:\n${output()}`,
  );
}

/** Starts bench/bare-server.ts, answering the recorded responses in `file`. */
export function startBare(file: string): Promise<Child> {
  return startListening("bare", "./bare-server.ts", [file]);
}

/** Builds (when needed) and starts the floor: a minimal React Router app with no project code. */
export function startFloor(): Promise<Child> {
  const floorDir = fileURLToPath(new URL("./floor/", import.meta.url));
  execFileSync(NODE, [join(ROOT, "node_modules/@react-router/dev/bin.cjs"), "build"], {
    cwd: floorDir,
    stdio: ["ignore", "ignore", "pipe"],
  });
  // Like for like with the portal's `npm start`: the same allocator settings (scripts/allocator.ts), and
  // NODE_ENV=production, without which React (which reads NODE_ENV when it is first imported) runs its
  // development build, twice as slow, and made the portal look as cheap as the floor.
  return startListening("floor", "./floor/server.ts", [], { ...ALLOCATOR_ENV, NODE_ENV: "production" });
}

/** Starts a bench script that prints "listening <port>" once it listens on loopback. */
async function startListening(
  label: string,
  script: string,
  args: string[],
  env: Readonly<Record<string, string>> = {},
): Promise<Child> {
  const child = spawn(NODE, [fileURLToPath(new URL(script, import.meta.url)), ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const { output, exited } = watch(child, label);
  const stop = stopper(child, exited);
  const port = await new Promise<number>((resolve, reject) => {
    let text = "";
    const timer = setTimeout(
      () => reject(new Error(`the ${label} server did not start:\n${output()}`)),
      10_000,
    );
    child.stdout.on("data", (chunk: Buffer) => {
      text += chunk.toString("utf8");
      const match = /listening (\d+)/.exec(text);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    void exited.then((how) => {
      clearTimeout(timer);
      reject(new Error(`the ${label} server exited (${how}):\n${output()}`));
    });
  });
  return { pid: child.pid!, origin: `http://127.0.0.1:${port}`, output, stop };
}
