// Structured JSON logs, one object per line. Never pass tokens, passwords, codes or request bodies here.
export type LogLevel = "debug" | "info" | "warn" | "error" | "silent";
const LEVELS: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

export interface Logger {
  debug(msg: string, fields?: Record<string, unknown>): void;
  info(msg: string, fields?: Record<string, unknown>): void;
  warn(msg: string, fields?: Record<string, unknown>): void;
  error(msg: string, fields?: Record<string, unknown>): void;
}

export function isLogLevel(value: string): value is LogLevel {
  return value in LEVELS;
}

/** A logger writing JSON lines to `write` (stdout by default) at or above `level`. */
export function createLogger(
  level: LogLevel = "info",
  write: (line: string) => void = (line) => process.stdout.write(line + "\n"),
): Logger {
  const min = LEVELS[level];
  const at =
    (lvl: Exclude<LogLevel, "silent">) =>
    (msg: string, fields: Record<string, unknown> = {}) => {
      if (LEVELS[lvl] < min) return;
      write(JSON.stringify({ time: new Date().toISOString(), level: lvl, msg, ...fields }, errorReplacer));
    };
  return { debug: at("debug"), info: at("info"), warn: at("warn"), error: at("error") };
}

function errorReplacer(_key: string, value: unknown): unknown {
  if (value instanceof Error) return { name: value.name, message: value.message, stack: value.stack };
  return value;
}

export const silentLogger: Logger = createLogger("silent");
