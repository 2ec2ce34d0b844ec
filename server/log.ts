// Structured request logs: one JSON line per request. Paths are logged without their query string
// and with secrets (reset codes, confirmation codes, invitation ids) replaced, so no one-time code
// ends up in a log.

const SECRET_PATHS: [RegExp, string][] = [
  [/^\/reset-password\/[^/]+/, "/reset-password/:token"],
  [/^\/confirm-email\/([^/]+)\/[^/]+/, "/confirm-email/$1/:token"],
  [/^\/invite\/([^/]+)\/[^/]+/, "/invite/$1/:id"],
  [/^\/v1\/validate\/link\/.+/, "/v1/validate/link/:url"],
  [/^\/v1\/auth\/username\/password_reset\/(?!request$)[^/]+/, "/v1/auth/username/password_reset/:token"],
  [/^\/v1\/users\/([^/]+)\/verify_email\/[^/]+/, "/v1/users/$1/verify_email/:token"],
  [/^\/v1\/invitations\/[^/]+/, "/v1/invitations/:id"],
];

export function redactPath(url: string): string {
  const path = url.split("?")[0] ?? "";
  for (const [pattern, replacement] of SECRET_PATHS) {
    if (pattern.test(path)) return path.replace(pattern, replacement);
  }
  return path;
}

export type LogLevel = "debug" | "info" | "warn" | "error";
const LEVELS: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40 };

export function createLogger(
  level: LogLevel = "info",
  write: (line: string) => void = (l) => process.stdout.write(l + "\n"),
) {
  const threshold = LEVELS[level] ?? LEVELS.info;
  const log = (lvl: LogLevel, msg: string, fields: Record<string, unknown> = {}) => {
    if (LEVELS[lvl] < threshold) return;
    write(JSON.stringify({ time: new Date().toISOString(), level: lvl, msg, ...fields }));
  };
  return {
    debug: (msg: string, fields?: Record<string, unknown>) => log("debug", msg, fields),
    info: (msg: string, fields?: Record<string, unknown>) => log("info", msg, fields),
    warn: (msg: string, fields?: Record<string, unknown>) => log("warn", msg, fields),
    error: (msg: string, fields?: Record<string, unknown>) => log("error", msg, fields),
  };
}

export type Logger = ReturnType<typeof createLogger>;
