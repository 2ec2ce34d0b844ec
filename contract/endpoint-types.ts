// The shape of a /v1 endpoint's row (each slice declares its rows next to its schemas; contract/endpoints.ts
// assembles them into the one table), and the path helpers that need no table.
import type { z } from "zod";

export type HttpMethod = "GET" | "POST" | "PUT" | "DELETE" | "HEAD";

export interface EndpointDefinition {
  method: HttpMethod;
  /** Express-style pattern: `:name` is one path segment. */
  path: string;
  /** none: anyone; optional: a token is used when sent; user: a signed-in user (401 without). */
  auth: "none" | "optional" | "user";
  /** The JSON body it accepts; absent: no body. */
  request?: z.ZodType;
  /** The query it reads; absent: none. */
  query?: z.ZodType;
  /** The JSON answer on success; null: an empty body (or one the client does not read). */
  response: z.ZodType | null;
}

/** The `:name` parameters of a path pattern, as an object type. */
export type PathParams<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? { [K in Name]: string } & PathParams<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? { [K in Name]: string }
    : Record<never, never>;

/** Builds a path from a pattern, encoding each parameter as one path segment. */
export function buildPath(pattern: string, params: Record<string, string>): string {
  return pattern.replace(/:([A-Za-z]+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${pattern}`);
    return encodeURIComponent(value);
  });
}
