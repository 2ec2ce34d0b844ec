// What the portal knows about the request being served that calls to /v1 must carry: the request id
// and the browser's address. The request handler (server/app.ts) runs each request inside this scope;
// the /v1 client adds upstreamHeaders() to every call, so /v1 logs the same request id and limits per
// real client — without threading either value through every loader and action.
import { AsyncLocalStorage } from "node:async_hooks";

export interface RequestScope {
  requestId: string;
  /** The browser's address as the portal sees it (after `trust proxy`). */
  clientAddress: string | undefined;
  /** Set when a call of this request found /v1 unreachable (or its gateway said it was unavailable). */
  v1Unavailable?: boolean;
  /** Set when a call of this request waited out the time-out: the request's later calls do not wait again. */
  v1TimedOut?: boolean;
}

// One store per process, even when the launcher and the bundled server each load this module.
const KEY = Symbol.for("tandem.requestScope");
const holder = globalThis as unknown as Record<symbol, AsyncLocalStorage<RequestScope> | undefined>;
const storage: AsyncLocalStorage<RequestScope> = (holder[KEY] ??= new AsyncLocalStorage<RequestScope>());

export function runInRequestScope<T>(scope: RequestScope, fn: () => T): T {
  return storage.run(scope, fn);
}

/**
 * Headers for a call to /v1 on behalf of the current request: X-Client-Address with X-Portal-Secret
 * (`secret`: PORTAL_API_SECRET, or the one server.ts made for the embedded service) so the service may believe the
 * address. Empty outside a request or without a secret.
 */
export function upstreamHeaders(secret: string | undefined): Record<string, string> {
  const scope = storage.getStore();
  if (!scope?.clientAddress || !secret) return {};
  return { "X-Client-Address": scope.clientAddress, "X-Portal-Secret": secret };
}

/** Notes that a call of the current request found /v1 unavailable (no-op outside a request). */
export function noteV1Unavailable(timedOut = false): void {
  const scope = storage.getStore();
  if (!scope) return;
  scope.v1Unavailable = true;
  if (timedOut) scope.v1TimedOut = true;
}

/** Whether a call of the current request already waited out /v1's time-out. */
export function v1TimedOutBefore(): boolean {
  return storage.getStore()?.v1TimedOut === true;
}

/** Whether a call of the current request found /v1 unavailable. */
export function v1WasUnavailable(): boolean {
  return storage.getStore()?.v1Unavailable === true;
}
