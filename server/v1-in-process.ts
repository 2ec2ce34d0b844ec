// The portal's calls to its own embedded /v1 service, without a socket (decision 034).
//
// A signed-in page makes two to four /v1 calls; over loopback each cost an HTTP client (undici's fetch), a TCP
// round trip and the service's HTTP parser, all in this same process. Here the request is handed to the
// service's Express app as Node's own IncomingMessage and ServerResponse, without a socket, so all the
// service does — its middleware, limits, logs, status, headers, body — is what it does for a request from
// the network. The request carries the headers fetch() would add (Host, Accept, User-Agent, ...). What
// v1Fetch() adds stays the same: the time limit (the answer is dropped and the service sees its client go
// away, as with a socket), no redirect followed, the request id. The answer is a Response read from memory
// (common/memory-response.ts) and the time limit a plain timer (decision 050). The service still listens on
// its loopback port for everyone else (the desktop apps through a load balancer, scripts).
import { IncomingMessage, ServerResponse, type RequestListener } from "node:http";
import { Duplex } from "node:stream";
import type { V1Transport } from "../app/shared/v1-http.server.ts";
import { MemoryResponse } from "../common/memory-response.ts";

/** Statuses whose answers have no body (a web Response refuses one). */
const NULL_BODY = new Set([101, 103, 204, 205, 304]);

/** What fetch() sends unless told otherwise (node's undici), so the service sees the same request. */
const FETCH_DEFAULTS: Record<string, string> = {
  accept: "*/*",
  "accept-language": "*",
  "sec-fetch-mode": "cors",
  "user-agent": "node",
};

/** A stand-in for the connection: the loopback address, nothing to read, nothing written to it. */
function loopbackSocket(): Duplex {
  const socket = new Duplex({ read() {}, write: (_chunk, _encoding, done) => done() });
  Object.defineProperty(socket, "remoteAddress", { value: "127.0.0.1" });
  Object.defineProperty(socket, "remotePort", { value: 0 });
  return socket;
}

function incoming(
  socket: Duplex,
  url: URL,
  init: Parameters<V1Transport>[1],
  body: Buffer | undefined,
): IncomingMessage {
  const req = new IncomingMessage(socket as never);
  req.method = init.method;
  req.url = `${url.pathname}${url.search}`;
  req.httpVersion = "1.1";
  req.httpVersionMajor = 1;
  req.httpVersionMinor = 1;
  const headers: Record<string, string> = { host: url.host, ...FETCH_DEFAULTS };
  for (const [name, value] of Object.entries(init.headers)) headers[name.toLowerCase()] = value;
  if (body) headers["content-length"] = String(body.length);
  req.headers = headers;
  req.rawHeaders = Object.entries(headers).flat();
  if (body?.length) req.push(body);
  req.push(null);
  req.complete = true;
  return req;
}

/** Hop-by-hop headers: they describe the connection, which there is none of here. */
const HOP_BY_HOP = new Set(["connection", "keep-alive", "transfer-encoding"]);

/**
 * The headers exactly as Node sent them (its header block, `_header`): with what it adds itself (Date, a
 * Content-Length of 0 for an empty answer, ...), which `getHeaders()` does not list.
 */
function sentHeaders(res: ServerResponse): Headers {
  const headers = new Headers();
  const block = (res as unknown as { _header?: string | null })._header ?? "";
  for (const line of block.split("\r\n").slice(1)) {
    const colon = line.indexOf(":");
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    if (!HOP_BY_HOP.has(name)) headers.append(name, line.slice(colon + 1).trim());
  }
  return headers;
}

/** The service's answer as a web Response, once it has been sent. */
function outgoing(
  socket: Duplex,
  req: IncomingMessage,
  method: string,
): { res: ServerResponse; answer: Promise<Response> } {
  const res = new ServerResponse(req);
  // Node's own machinery writes the answer to the stand-in socket (and so says when it has finished), the
  // request's own, as on a connection; the body is kept as it is written. Own properties: Express swaps the
  // response's prototype.
  res.assignSocket(socket as never);
  const chunks: Buffer[] = [];
  const keep = (chunk: unknown, encoding: unknown) => {
    if (chunk === undefined || chunk === null || typeof chunk === "function") return;
    const enc = typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8";
    chunks.push(typeof chunk === "string" ? Buffer.from(chunk, enc) : Buffer.from(chunk as Uint8Array));
  };
  res.write = ((chunk: unknown, encoding?: unknown, done?: unknown) => {
    keep(chunk, encoding);
    return ServerResponse.prototype.write.call(res, chunk, encoding as never, done as never);
  }) as ServerResponse["write"];
  res.end = ((chunk?: unknown, encoding?: unknown, done?: unknown) => {
    if (!res.writableEnded) keep(chunk, encoding);
    return ServerResponse.prototype.end.call(res, chunk, encoding as never, done as never);
  }) as ServerResponse["end"];
  const answer = new Promise<Response>((resolve) => {
    res.once("finish", () => {
      const headers = sentHeaders(res);
      const noBody = NULL_BODY.has(res.statusCode) || method === "HEAD";
      resolve(
        // Read by the typed client from memory, without a byte stream (decision 050).
        new MemoryResponse(noBody ? null : Buffer.concat(chunks), {
          status: res.statusCode,
          statusText: res.statusMessage,
          headers,
        }),
      );
      // As Node's server does once an answer is out.
      process.nextTick(() => res.emit("close"));
    });
  });
  return { res, answer };
}

/** The error fetch() fails with when its AbortSignal.timeout() runs out. */
const timedOut = () => new DOMException("The operation was aborted due to timeout", "TimeoutError");

export function inProcessV1(app: RequestListener): V1Transport {
  return async (address, init) => {
    const url = new URL(address);
    const body = init.body === undefined ? undefined : Buffer.from(init.body);
    const socket = loopbackSocket();
    const req = incoming(socket, url, init, body);
    const { res, answer } = outgoing(socket, req, init.method);
    return new Promise<Response>((resolve, reject) => {
      // The time limit: fetch fails with a TimeoutError; the service sees its client go away.
      const timer = setTimeout(() => {
        reject(timedOut());
        if (!res.writableEnded) res.emit("close");
      }, init.timeoutMs);
      void answer.then((response) => {
        clearTimeout(timer);
        resolve(response);
      });
      app(req, res);
    });
  };
}
