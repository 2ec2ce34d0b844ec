// The request log (common/log.ts requestLog): one line per request with the request id, method, redacted
// path, status and time; an error line for a 5xx or a client that went away; nothing built or written
// below the logger's level, while the request id is still made and echoed.
import { once } from "node:events";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { connect } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { createLogger, requestLog, type LogLevel } from "../../common/log.ts";

const servers: Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    server.close();
  }
});

async function start(level: LogLevel) {
  const lines: Record<string, unknown>[] = [];
  const log = requestLog(
    createLogger(level, (line) => lines.push(JSON.parse(line) as Record<string, unknown>)),
    { quiet: (path) => path === "/alive" },
  );
  const server = createServer((req, res) => {
    log(req, res);
    if (req.url === "/never") return; // the client gives up first
    res.statusCode = req.url?.startsWith("/boom") ? 500 : 200;
    res.end("ok");
  });
  servers.push(server);
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const port = (server.address() as AddressInfo).port;
  return { base: `http://127.0.0.1:${port}`, port, lines };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe("request log", () => {
  it("writes one line per request, with the id it echoes and the path without its query", async () => {
    const { base, lines } = await start("info");
    const response = await fetch(`${base}/reset-password/abcdefghijklmnopqrstuvwxyz?code=123`, {
      headers: { "X-Request-Id": "req-77" },
    });
    await response.text();
    await settle();
    expect(response.headers.get("x-request-id")).toBe("req-77");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: "info",
      msg: "request",
      request_id: "req-77",
      method: "GET",
      status: 200,
    });
    expect(JSON.stringify(lines[0])).not.toContain("abcdefghijklmnopqrstuvwxyz");
    expect(JSON.stringify(lines[0])).not.toContain("code=123");
    expect(typeof lines[0]!.ms).toBe("number");
  });

  it("makes an id when none (or a malformed one) is given, and keeps health checks quiet", async () => {
    const { base, lines } = await start("info");
    const made = await fetch(`${base}/x`, { headers: { "X-Request-Id": "<script>" } });
    await (await fetch(`${base}/alive`)).text();
    await made.text();
    await settle();
    expect(made.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    expect(lines.map((l) => l.path)).toEqual(["/x"]);
  });

  it("logs a 5xx and a client that went away as errors, and only those at level warn", async () => {
    const { base, port, lines } = await start("warn");
    const ok = await fetch(`${base}/fine`);
    expect(ok.headers.get("x-request-id")).toBeTruthy();
    await ok.text();
    await (await fetch(`${base}/boom`)).text();
    const socket = connect(port, "127.0.0.1");
    await once(socket, "connect");
    socket.write("GET /never HTTP/1.1\r\nHost: x\r\n\r\n");
    await new Promise((resolve) => setTimeout(resolve, 50));
    socket.destroy();
    await settle();
    expect(lines).toEqual([
      expect.objectContaining({ level: "error", path: "/boom", status: 500 }),
      expect.objectContaining({ level: "error", path: "/never", aborted: true }),
    ]);
  });
});
