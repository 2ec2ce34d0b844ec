// The one logging stack of the portal and the /v1 service: pino for JSON lines, one line
// per request (requestLog) with one request-id field (`request_id`), one path redactor, and serialisers that log
// only chosen fields — never a request body, a header, a query string, SQL parameters or a driver's
// error fields. Never pass tokens, passwords, codes or bodies as fields either.
import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { pino, type Logger as PinoLogger } from "pino";
import { UUID_PATTERN } from "../contract/limits.ts";

export type LogLevel = "debug" | "info" | "warn" | "error" | "silent";

/** The field every log line about a request carries (portal and service alike). */
const REQUEST_ID_FIELD = "request_id";

export interface Logger {
  debug(msg: string, fields?: Record<string, unknown>): void;
  info(msg: string, fields?: Record<string, unknown>): void;
  warn(msg: string, fields?: Record<string, unknown>): void;
  error(msg: string, fields?: Record<string, unknown>): void;
  /** The request log's pino logger: the same lines and destination, without the redaction (requestLog). */
  readonly pino: PinoLogger;
}

/** Keys whose values are never written, wherever they appear in a logged object (two levels deep). */
const SECRET_KEYS = [
  "password",
  "new_password",
  "existing_password",
  "password_hash",
  "token",
  "code",
  "csrf",
  "cookie",
  "authorization",
  "params",
  "parameters",
  "query",
  "body",
  "headers",
];
const REDACT_PATHS = [...SECRET_KEYS, ...SECRET_KEYS.map((k) => `*.${k}`)];

/**
 * An error as it may be logged: its type, message, code and stack only. Database drivers attach the
 * statement and its parameters (PGlite: `query`, `params`; pg: `detail`, `where`…), which may hold an
 * email or a password hash: those fields are never copied.
 */
export function serializeError(value: unknown): unknown {
  if (!(value instanceof Error)) return typeof value === "string" ? { message: value } : value;
  const out: Record<string, unknown> = { type: value.name, message: value.message };
  const code = (value as { code?: unknown }).code;
  if (typeof code === "string" || typeof code === "number") out.error_code = code;
  if (value.stack) out.stack = value.stack;
  if (value.cause !== undefined) out.cause = serializeError(value.cause);
  return out;
}

/** A logger writing JSON lines to `write` (stdout by default) at or above `level`. */
export function createLogger(level: LogLevel = "info", write?: (line: string) => void): Logger {
  const destination = write
    ? { write: (line: string) => write(line.replace(/\n$/, "")) }
    : pino.destination(1);
  const options = {
    level,
    base: undefined,
    messageKey: "msg",
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label: string) => ({ level: label }) },
    serializers: { err: serializeError, error: serializeError },
  };
  const base = pino({ ...options, redact: { paths: REDACT_PATHS, censor: "[redacted]" } }, destination);
  // The request log's lines are made by requestLog() below from fixed fields, the path already redacted:
  // nothing in them for the redaction to find, which cost about a tenth of a /v1 call's CPU (it parses its
  // paths again for every line; docs/performance.md). Same destination, same format.
  const requests = pino(options, destination);
  const at =
    (lvl: "debug" | "info" | "warn" | "error") =>
    (msg: string, fields: Record<string, unknown> = {}) =>
      base[lvl](fields, msg);
  return { debug: at("debug"), info: at("info"), warn: at("warn"), error: at("error"), pino: requests };
}

export const silentLogger: Logger = createLogger("silent");

// ---- Paths ------------------------------------------------------------------------------------------

/** After one of these segments, every later segment may be a secret (a one-time code, an invitation id, a link). */
const SECRET_AFTER = new Set([
  "reset-password",
  "confirm-email",
  "invite",
  "verify_email",
  "password_reset",
  "link",
  "invitations",
]);
/** Segments after a secret keyword that are route names, not secrets. */
const NOT_SECRET = new Set([
  "request",
  "accept",
  "decline",
  "reject",
  "registered",
  "sign-in",
  "signin",
  "register",
]);
/** Keywords followed by one segment that is not a secret (the user id of a confirmation link). */
const KEEP_NEXT = new Set(["confirm-email"]);

/** One path segment as the routers compare it: percent-decoded, lower case, without React Router's `.data`. */
function normaliseSegment(segment: string): string {
  let decoded = segment;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    // a malformed escape: compared as it is
  }
  return decoded.toLowerCase().replace(/\.data$/, "");
}

/**
 * The path as it may be logged: no query string, and every segment that may be a secret replaced by
 * ":redacted". Keywords are recognised after normalisation (any letter case, percent-encoding,
 * React Router's `.data` suffix, repeated slashes), so every spelling the routers serve is redacted.
 * Redacted: everything after reset-password, confirm-email, invite, verify_email, password_reset,
 * link and invitations (except route words such as "request" or "accept"), and any long token-like
 * segment that is not a UUID.
 */
export function redactPath(url: string): string {
  // An absolute-form target ("http://host/path") is logged as its path.
  const path = (url.split(/[?#]/)[0] ?? "").replace(/\\/g, "/").replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]*/i, "");
  let secret = false;
  let keep = 0;
  return path
    .split("/")
    .map((segment) => {
      if (segment === "") return segment;
      const name = normaliseSegment(segment);
      if (secret && keep > 0 && !NOT_SECRET.has(name)) {
        keep -= 1;
        return UUID_PATTERN.test(name) || segment.length < 20 ? segment : ":redacted";
      }
      if (secret && !NOT_SECRET.has(name)) return ":redacted";
      if (!secret && SECRET_AFTER.has(name)) {
        secret = true;
        keep = KEEP_NEXT.has(name) ? 1 : 0;
        return segment;
      }
      if (segment.length >= 20 && !UUID_PATTERN.test(name)) return ":redacted";
      return segment;
    })
    .join("/");
}

// ---- Requests -----------------------------------------------------------------------------------------

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

type ExpressLikeResponse = ServerResponse & { locals?: Record<string, unknown> };
type ExpressLikeRequest = IncomingMessage & { originalUrl?: string; id?: unknown };

export interface RequestLogOptions {
  /** Paths answered without a log line (health checks). */
  quiet?: (path: string) => boolean;
}

/**
 * The request-id middleware and the request log in one: takes a well-formed X-Request-Id or makes one,
 * echoes it, keeps it in `res.locals.requestId`, and writes one line when the response ends:
 * request_id, method, redacted path, status, ms — nothing else of the request.
 *
 * Written here rather than with pino-http: that made a child logger and its serializers for every request
 * even when the line is not written (LOG_LEVEL=warn), about 5 % of a signed-in page's CPU in the profile.
 * Here a request costs an id and one listener; the line is built only when its level is enabled.
 */
export function requestLog(logger: Logger, options: RequestLogOptions = {}) {
  const pinoLogger = logger.pino;
  return (req: ExpressLikeRequest, res: ExpressLikeResponse, next?: () => void): void => {
    const given = req.headers["x-request-id"];
    const id = typeof given === "string" && REQUEST_ID.test(given) ? given : randomUUID();
    res.setHeader("X-Request-Id", id);
    if (res.locals) res.locals.requestId = id;
    req.id = id;
    const url = req.originalUrl ?? req.url ?? "";
    if (!options.quiet?.(url.split("?")[0] ?? "")) {
      const started = performance.now();
      // "close" also comes when the client goes away first: that line is an error, as a 5xx is.
      res.once("close", () => {
        const failed = !res.writableFinished || res.statusCode >= 500;
        const level = failed ? "error" : "info";
        if (!pinoLogger.isLevelEnabled(level)) return;
        pinoLogger[level](
          {
            [REQUEST_ID_FIELD]: id,
            method: req.method,
            path: redactPath(url),
            status: res.statusCode,
            ms: Math.round((performance.now() - started) * 10) / 10,
            ...(res.writableFinished ? {} : { aborted: true }),
          },
          "request",
        );
      });
    }
    next?.();
  };
}
