// The typed client of the /v1 service. Loaders and actions call the service from the server; the
// browser never sees the bearer token. Bodies go out as `application/json; charset=utf-8`, which both
// our service and the original accept.
import { portalConfig } from "./config.server.ts";
import type { FailureInfo } from "./errors.ts";

export type Role = "manager" | "member";

export interface ApiUser {
  id: string;
  email: string | null;
  email_plaintext?: string | null;
  email_verified: boolean;
  first_name: string | null;
  last_name: string | null;
}

export interface AuthResult {
  token: string;
  user: ApiUser;
}

export interface UserCommunity {
  id: string;
  name: string;
  role: Role;
  member_id: string;
}

export interface Community {
  id: string;
  name: string;
  default_bar_id: string | null;
  member_count: number;
  member_limit: number;
  is_locked?: boolean;
  role?: Role;
  bar_ids?: string[];
}

/** A /v1 call that failed: an answer with an error status, or no answer at all. */
export class ApiError extends Error implements FailureInfo {
  readonly status?: number;
  readonly statusText?: string;
  readonly code?: string;
  readonly details?: Record<string, unknown> | null;
  readonly network?: { code?: string };

  constructor(info: FailureInfo) {
    super(info.code ?? (info.network ? "network_error" : `status_${info.status}`));
    this.name = "ApiError";
    Object.assign(this, info);
  }
}

export interface CallOptions {
  method?: "GET" | "POST" | "PUT" | "DELETE" | "HEAD";
  body?: unknown;
  token?: string;
  requestId?: string;
  signal?: AbortSignal;
}

export async function callApi<T>(path: string, options: CallOptions = {}): Promise<T> {
  const config = portalConfig();
  const headers: Record<string, string> = { Accept: "application/json" };
  if (options.body !== undefined) headers["Content-Type"] = "application/json; charset=utf-8";
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  if (options.requestId) headers["X-Request-Id"] = options.requestId;
  let response: Response;
  try {
    response = await fetch(`${config.apiUrl}${path}`, {
      method: options.method ?? "GET",
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal ?? AbortSignal.timeout(config.apiTimeoutMs),
      redirect: "manual",
    });
  } catch (error) {
    throw new ApiError({ network: { code: networkCode(error) } });
  }
  const text = await response.text();
  if (!response.ok) {
    let code: string | undefined;
    let details: Record<string, unknown> | null | undefined;
    if (text) {
      try {
        const parsed = JSON.parse(text) as { error?: unknown; details?: unknown };
        if (typeof parsed.error === "string") code = parsed.error;
        if (parsed.details && typeof parsed.details === "object")
          details = parsed.details as Record<string, unknown>;
      } catch {
        // not JSON: fall back to the status
      }
    }
    throw new ApiError({ status: response.status, statusText: response.statusText, code, details });
  }
  if (!text) return undefined as T;
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new ApiError({ status: 502, statusText: "Bad Gateway" });
  }
}

function networkCode(error: unknown): string | undefined {
  if (!(error instanceof Error)) return undefined;
  if (error.name === "TimeoutError" || error.name === "AbortError") return "timeout";
  const cause = (error as { cause?: { code?: unknown } }).cause;
  return typeof cause?.code === "string" ? cause.code : undefined;
}

/** Calls that need no session. */
export const publicApi = {
  login(email: string, password: string, requestId?: string) {
    return callApi<AuthResult>("/v1/auth/username", {
      method: "POST",
      body: { username: email, password },
      requestId,
    });
  },
  register(email: string, password: string, requestId?: string) {
    return callApi<AuthResult>("/v1/register/username", {
      method: "POST",
      body: { username: email, password, email, first_name: "", last_name: "" },
      requestId,
    });
  },
};

/** Calls made on behalf of a signed-in user. */
export function userApi(token: string, requestId?: string) {
  const call = <T>(path: string, options: Omit<CallOptions, "token" | "requestId"> = {}) =>
    callApi<T>(path, { ...options, token, requestId });
  return {
    call,
    logout: () => call<void>("/v1/auth/token", { method: "DELETE" }),
    user: (userId: string) => call<ApiUser>(`/v1/users/${encodeURIComponent(userId)}`),
    communities: async (userId: string) =>
      (await call<{ communities: UserCommunity[] }>(`/v1/users/${encodeURIComponent(userId)}/communities`))
        .communities,
    community: (communityId: string) => call<Community>(`/v1/communities/${encodeURIComponent(communityId)}`),
  };
}

export type UserApi = ReturnType<typeof userApi>;
