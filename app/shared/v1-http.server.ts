// The portal's one HTTP helper for the /v1 service: every request the portal sends to it goes through
// v1Fetch() — the typed client (v1-client.server.ts), the link check, the /v1 proxy and Stripe's webhook
// (server/proxy.ts, server/stripe-webhook.ts) and the readiness probe (server/health.ts). It builds the URL
// from the service's base address, never follows a redirect, gives up after a time limit, sends the portal's
// request id, and turns "no answer" into a V1NetworkError that says whether the time ran out.

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
  try {
    return await fetch(`${input.apiUrl}${input.path}`, {
      method: input.method,
      headers,
      body: input.body,
      redirect: "manual",
      signal: AbortSignal.timeout(input.timeoutMs),
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
