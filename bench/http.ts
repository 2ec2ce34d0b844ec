// A tiny HTTP client over node:http: the bench needs the bytes exactly as they came over the wire
// (fetch would decompress them) and full control of the request headers.
import http from "node:http";

export interface HttpResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The body as received: still compressed when the server sent Content-Encoding. */
  body: Buffer;
}

export interface RequestOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  agent?: http.Agent;
  timeoutMs?: number;
}

export function request(url: string, options: RequestOptions = {}): Promise<HttpResponse> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      {
        method: options.method ?? "GET",
        headers: options.headers,
        agent: options.agent,
        timeout: options.timeoutMs ?? 15_000,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
        res.on("error", reject);
      },
    );
    req.on("timeout", () => req.destroy(new Error(`timeout: ${url}`)));
    req.on("error", reject);
    req.end(options.body);
  });
}

/** The `name=value` part of a Set-Cookie header for one cookie, if the response sets it. */
export function cookieFrom(res: HttpResponse, name: string): string | undefined {
  const setCookie = res.headers["set-cookie"] ?? [];
  for (const line of setCookie) {
    const pair = line.split(";", 1)[0] ?? "";
    if (pair.startsWith(`${name}=`)) return pair;
  }
  return undefined;
}
