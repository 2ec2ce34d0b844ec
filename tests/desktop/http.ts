// The transport of the desktop suite (and of e2e/desktop.spec.ts): plain node:http.
import { request } from "node:http";
import type { Call } from "./apps.ts";

/**
 * Calls over plain node:http, which adds no header of its own: the Windows app 1.11 sends no User-Agent at all,
 * and `fetch` would add one.
 */
export function httpCall(base: string): Call {
  return (method, path, options = {}) =>
    new Promise((resolve, reject) => {
      const body = options.body === undefined ? undefined : JSON.stringify(options.body);
      const headers: Record<string, string> = { ...options.headers };
      if (options.token) headers.authorization = `Bearer ${options.token}`;
      if (options.userAgent) headers["user-agent"] = options.userAgent;
      if (body !== undefined) {
        headers["content-type"] = "application/json; charset=utf-8";
        headers["content-length"] = String(Buffer.byteLength(body));
      }
      const req = request(new URL(path, base), { method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            contentType: res.headers["content-type"] ?? null,
            text: Buffer.concat(chunks).toString("utf8"),
          }),
        );
        res.on("error", reject);
      });
      req.on("error", reject);
      req.end(body);
    });
}
