// The portal's one HTTP helper for the /v1 service: every request the portal sends to it goes through
// v1Fetch() — the typed client (v1-client.server.ts), the link check, the /v1 proxy and Stripe's webhook
// (server/proxy.ts, server/stripe-webhook.ts) and the readiness probe (server/health.ts). It builds the URL
// from the service's base address, never follows a redirect, gives up after a time limit, sends the portal's
// request id, and turns "no answer" into a V1NetworkError that says whether the time ran out.
// When the portal runs its own /v1 service, the calls to it skip the socket: the launcher gives the portal an
// in-process transport for that address (server/v1-in-process.ts, decision 034), with the same HTTP answers.
import { portalConfigIfSet } from "./config.server.ts";

/**
 * A fetch-style function: the in-process transport to the embedded /v1 service (server/v1-in-process.ts). It
 * gets the time limit itself, not an AbortSignal: a timer costs a fraction of `AbortSignal.timeout()`'s
 * signal, made on every call (decision 050); when the time runs out it fails as fetch does (TimeoutError).
 */
export type V1Transport = (
  url: string,
  init: { method: string; headers: Record<string, string>; body?: string | Uint8Array; timeoutMs: number },
) => Promise<Response>;

export interface V1FetchInput {
  /** The service's base address (API_URL), without a trailing slash. */
  apiUrl: string;
  method: string;
  /** The path with its query: `/v1/...` (or `/ready`, the service's readiness probe). */
  path: string;
  headers?: Record<string, string>;
  body?: string | Uint8Array<ArrayBuffer>;
  timeoutMs: number;
  /** The portal request on whose behalf the call is made: sent as X-Request-Id. */
  requestId?: string;
}

/** /v1 did not answer: refused, reset, or the time ran out (`timedOut`). */
export class V1NetworkError extends Error {
  readonly timedOut: boolean;
  /** The system's error code (ECONNREFUSED…) or "timeout". */
  readonly code: string | undefined;

  constructor(cause: unknown) {
    super("The /v1 service did not answer", { cause });
    this.name = "V1NetworkError";
    this.timedOut = cause instanceof Error && (cause.name === "TimeoutError" || cause.name === "AbortError");
    const systemCode = (cause as { cause?: { code?: unknown } } | undefined)?.cause?.code;
    this.code = this.timedOut ? "timeout" : typeof systemCode === "string" ? systemCode : undefined;
  }
}

/** Sends one request to the service; throws V1NetworkError when no answer comes. */
export async function v1Fetch(input: V1FetchInput): Promise<Response> {
  if (!input.path.startsWith("/")) throw new Error(`A /v1 path starts with "/": ${input.path}`);
  const headers: Record<string, string> = { ...input.headers };
  if (input.requestId) headers["X-Request-Id"] = input.requestId;
  const url = `${input.apiUrl}${input.path}`;
  const { method, body, timeoutMs } = input;
  const config = portalConfigIfSet();
  try {
    if (config?.v1Transport && input.apiUrl === config.apiUrl) {
      return await config.v1Transport(url, { method, headers, body, timeoutMs });
    }
    return await fetch(url, {
      method,
      headers,
      body,
      redirect: "manual",
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (cause) {
    throw new V1NetworkError(cause);
  }
}

/** Reads an answer's body as text; a connection that breaks while it arrives is a V1NetworkError too. */
export async function readV1Text(response: Response): Promise<string> {
  try {
    return await response.text();
  } catch (cause) {
    throw new V1NetworkError(cause);
  }
}
