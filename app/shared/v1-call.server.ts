// The portal's call of one /v1 endpoint, by its name in the contract (contract/endpoints.ts): the method, path
// and the answer's schema come from the endpoint's row, the HTTP from v1Fetch() (v1-http.server.ts). Bodies go
// out as `application/json; charset=utf-8`, which both our service and the original accept. The named methods
// of v1-client.server.ts wrap it where they add meaning.
//
// A call that fails throws an ApiError: an answer with an error status (its code and details read from the
// body), no answer at all (`network`), or an answer that does not match the contract (`invalid_response`,
// logged with the request id). Signed-in clients take hooks: `onUnauthorized` (a 401 ends the session) and
// `onNetworkError` (a page that cannot reach /v1, or whose gateway says it is unavailable, answers 503).
import {
  buildPath,
  endpoints,
  errorBodySchema,
  INVALID_RESPONSE,
  type EndpointName,
  type Endpoints,
  type PathParams,
  type RequestOf,
  type ResponseOf,
} from "../../contract/index.ts";
import { observeV1Call } from "../../common/metrics.ts";
import { readLinkCheck, type LinkCheckOutcome } from "../../common/catalogue/link-check.ts";
import { createLogger, type Logger } from "../../common/log.ts";
import { noteV1Unavailable, upstreamHeaders, v1TimedOutBefore } from "../../common/request-scope.ts";
import { portalConfig } from "./config.server.ts";
import type { FailureInfo } from "./errors.ts";
import { keepAnswer, recentAnswer } from "./recent-answers.server.ts";
import { readV1Text, V1NetworkError, v1Fetch } from "./v1-http.server.ts";

const GATEWAY_STATUSES = new Set([502, 503, 504]);

/**
 * A /v1 call that failed: an answer with an error status, no answer at all, or an answer we cannot read. The
 * portal's side of a failure; the service's own `ApiError` (api/http/errors.ts) is what a handler throws to
 * answer one. The layers never share it (lint's boundaries): the wire's error body is the contract between them.
 */
export class ApiError extends Error implements FailureInfo {
  readonly status?: number;
  readonly statusText?: string;
  readonly code?: string;
  readonly details?: Record<string, unknown> | null;
  readonly network?: { code?: string };
  /** The endpoint that was called (its name in the contract). */
  readonly endpoint?: EndpointName;

  constructor(info: FailureInfo & { endpoint?: EndpointName }) {
    super(info.code ?? (info.network ? "network_error" : `status_${info.status}`));
    this.name = "ApiError";
    Object.assign(this, info);
  }

  /** /v1 could not be reached (refused, reset, timed out). */
  get isNetwork(): boolean {
    return this.network !== undefined;
  }

  /**
   * /v1 is not there to answer: no answer at all, or a gateway's 502/503/504 that carries none of the
   * contract's error codes (a load balancer in front of a stopped or overloaded service), or /v1's own 503
   * `service_unavailable` (its database cannot be reached): one outage, one story, however it fails.
   */
  get isUnavailable(): boolean {
    if (this.isNetwork || this.code === "service_unavailable") return true;
    return this.code === undefined && GATEWAY_STATUSES.has(this.status ?? 0);
  }
}

export interface ClientOptions {
  /** The id of the portal request on whose behalf the call is made; sent as X-Request-Id and logged. */
  requestId?: string;
  /** Called with the error when /v1 answers 401; it may throw (a redirect) instead of the ApiError. */
  onUnauthorized?: (error: ApiError) => void;
  /**
   * Called with the error when /v1 cannot be reached or a gateway says it is unavailable
   * (ApiError.isUnavailable); it may throw (a 503 page) instead of the ApiError.
   */
  onNetworkError?: (error: ApiError) => void;
  /**
   * A form's own page, rendered again after its post: when /v1 cannot be reached, a read answers what the same
   * token read of it lately (recent-answers.server.ts), so the page keeps what was typed. Off for everything else.
   */
  recentWhenUnavailable?: boolean;
}

let logger: Logger | undefined;

function clientLogger(): Logger {
  logger ??= createLogger(portalConfig().logLevel);
  return logger;
}

/** Tests: where the client's warnings go. */
export function setClientLogger(next: Logger | undefined): void {
  logger = next;
}

export type ParamsOf<N extends EndpointName> = PathParams<Endpoints[N]["path"]>;

/** What a call sends: the path's parameters (the row's `:names`), the query and the JSON body. */
export interface CallInput<N extends EndpointName> {
  params?: ParamsOf<N>;
  body?: RequestOf<N>;
  query?: Record<string, string>;
}

interface SendInput<N extends EndpointName> extends CallInput<N> {
  token?: string;
}

function errorFromBody(text: string): Pick<FailureInfo, "code" | "details"> {
  if (!text) return {};
  try {
    const parsed = errorBodySchema.safeParse(JSON.parse(text));
    return parsed.success ? { code: parsed.data.error, details: parsed.data.details } : {};
  } catch {
    return {}; // not JSON: the status speaks for itself
  }
}

/**
 * A call of any endpoint by its name in the contract: the method, path and answer's schema come from its row
 * (contract/endpoints.ts), the HTTP from v1Fetch(). Named methods below wrap it where they add meaning.
 */
export async function v1Call<N extends EndpointName>(
  name: N,
  input: SendInput<N>,
  options: ClientOptions,
): Promise<ResponseOf<N>> {
  const endpoint = endpoints[name];
  const config = portalConfig();
  const headers: Record<string, string> = { Accept: "application/json" };
  if (input.body !== undefined) headers["Content-Type"] = "application/json; charset=utf-8";
  if (input.token) headers.Authorization = `Bearer ${input.token}`;
  // The browser's address, vouched for with the portal's secret (common/request-scope.ts).
  Object.assign(headers, upstreamHeaders(config.portalSecret));
  let path = buildPath(endpoint.path, (input.params ?? {}) as Record<string, string>);
  const query = new URLSearchParams(input.query ?? {}).toString();
  if (query) path += `?${query}`;

  let response: Response;
  let text: string;
  const started = performance.now();
  const observe = (outcome: string) => observeV1Call(name, outcome, (performance.now() - started) / 1000);
  try {
    // A /v1 that hung once in this request is not waited for again: a page that makes five calls would
    // otherwise keep its person waiting five time-outs before it says the service is away.
    if (v1TimedOutBefore())
      throw new V1NetworkError(Object.assign(new Error("not waited again"), { name: "TimeoutError" }));
    response = await v1Fetch({
      apiUrl: config.apiUrl,
      method: endpoint.method,
      path,
      headers,
      body: input.body === undefined ? undefined : JSON.stringify(input.body),
      timeoutMs: config.apiTimeoutMs,
      requestId: options.requestId,
    });
    // A connection that breaks (or times out) while the body arrives is a network failure too.
    text = endpoint.method === "HEAD" ? "" : await readV1Text(response);
  } catch (cause) {
    if (!(cause instanceof V1NetworkError)) throw cause;
    observe("network");
    const error = new ApiError({ network: { code: cause.code }, endpoint: name });
    noteV1Unavailable(cause.timedOut);
    const recent = readsRecent(endpoint.method, input.token, path, options);
    if (recent) return parseAnswer(name, options, 200, recent.text, recent.isCsv);
    options.onNetworkError?.(error);
    throw error;
  }

  observe(response.ok ? "ok" : `${Math.floor(response.status / 100)}xx`);
  if (!response.ok) {
    const error = new ApiError({
      status: response.status,
      statusText: response.statusText,
      ...errorFromBody(text),
      endpoint: name,
    });
    if (response.status === 401) options.onUnauthorized?.(error);
    if (error.isUnavailable) {
      noteV1Unavailable();
      const recent = readsRecent(endpoint.method, input.token, path, options);
      if (recent) return parseAnswer(name, options, 200, recent.text, recent.isCsv);
      options.onNetworkError?.(error);
    }
    throw error;
  }

  // A CSV export (contract: a string answer) is read as text.
  const isCsv = response.headers.get("content-type")?.startsWith("text/csv") ?? false;
  if (endpoint.method === "GET" && input.token) keepAnswer(input.token, path, text, isCsv);
  return parseAnswer(name, options, response.status, text, isCsv);
}

/** What a form's own page may read instead of /v1 that is away: the same read of the same token, lately. */
function readsRecent(method: string, token: string | undefined, path: string, options: ClientOptions) {
  if (method !== "GET" || !token || !options.recentWhenUnavailable) return undefined;
  return recentAnswer(token, path);
}

function parseAnswer<N extends EndpointName>(
  name: N,
  options: ClientOptions,
  status: number,
  text: string,
  isCsv: boolean,
): ResponseOf<N> {
  const schema = endpoints[name].response;
  if (schema === null) return undefined as ResponseOf<N>;
  let json: unknown;
  try {
    json = isCsv ? text : text ? JSON.parse(text) : undefined;
  } catch {
    throw invalidResponse(name, options, status, "not JSON");
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const problems = parsed.error.issues
      .slice(0, 5)
      .map((issue) => `${issue.path.join(".") || "(body)"}: ${issue.message}`);
    throw invalidResponse(name, options, status, problems.join("; "));
  }
  return parsed.data as ResponseOf<N>;
}

function invalidResponse(name: EndpointName, options: ClientOptions, status: number, problem: string) {
  // Field paths and zod's messages only: never the body, which may hold personal data.
  clientLogger().warn("/v1 answer does not match the contract", {
    request_id: options.requestId ?? "-",
    endpoint: name,
    status,
    problem,
  });
  return new ApiError({ status: 502, statusText: "Bad Gateway", code: INVALID_RESPONSE, endpoint: name });
}

/**
 * The link check answers with its status and headers only (no body), so it is read here rather than through
 * v1Call(): 200 ok (maybe with a corrected address), 410 broken, 400 not a website / invalid / blocked.
 */
export async function checkLinkOutcome(
  address: string,
  token: string,
  options: ClientOptions,
): Promise<LinkCheckOutcome> {
  const headers: Record<string, string> = { Authorization: `Bearer ${token}` };
  Object.assign(headers, upstreamHeaders(portalConfig().portalSecret));
  try {
    const response = await v1Fetch({
      apiUrl: portalConfig().apiUrl,
      method: endpoints.checkLink.method,
      path: buildPath(endpoints.checkLink.path, { url: address }),
      headers,
      timeoutMs: 15_000,
      requestId: options.requestId,
    });
    return readLinkCheck(response.status, response.headers);
  } catch {
    return { state: "unknown" };
  }
}
