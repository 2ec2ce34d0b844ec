// The transport of the desktop suite (and of e2e/desktop.spec.ts): plain node:http.
import { request } from "node:http";
import type { Call } from "./apps.ts";

/**
 * Calls over plain node:http, which adds no header of its own: the Windows app 1.11 sends no User-Agent at all,
 * and `fetch` would add one. `headers` go with every call (a proxy's X-Forwarded-For, to be another address).
 */
export function httpCall(base: string, headers: Record<string, string> = {}): Call {
  return (method, path, options = {}) =>
    new Promise((resolve, reject) => {
      const body = options.body === undefined ? undefined : JSON.stringify(options.body);
      const sent: Record<string, string> = { ...headers, ...options.headers };
      if (options.token) sent.authorization = `Bearer ${options.token}`;
      if (options.userAgent) sent["user-agent"] = options.userAgent;
      if (body !== undefined) {
        sent["content-type"] = "application/json; charset=utf-8";
        sent["content-length"] = String(Buffer.byteLength(body));
      }
      const req = request(new URL(path, base), { method, headers: sent }, (res) => {
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
