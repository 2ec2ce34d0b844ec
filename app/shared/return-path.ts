// Return paths (`returnTo` after sign-in, the focus-mode switch, the session-expired page): a value is
// followed only when it is a path on this site. Whatever the value, the answer is a clean path or
// undefined: this never throws, so hostile input can never turn into a 500.

const ORIGIN = "http://portal.invalid";
const MAX_LENGTH = 2048;
/** C0 controls, DEL and the C1 controls: browsers drop some of them (tab, newline) from URLs. */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
/** Characters that have no place in a path we redirect to: backslash (read as "/" by browsers) and spaces. */
const FORBIDDEN = /[\\\s]/;

/** Decodes percent-encoding until nothing changes (at most a few rounds); null when it is malformed. */
function fullyDecoded(value: string): string | null {
  let current = value;
  for (let round = 0; round < 5; round++) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (next === current) return current;
    current = next;
  }
  return current;
}

function looksSafe(path: string): boolean {
  // "//host" and "/\host" are other sites to a browser.
  if (!path.startsWith("/") || path.startsWith("//") || path.startsWith("/\\")) return false;
  return !CONTROL.test(path);
}

/**
 * The same-origin path in `value` (with its query and fragment), or undefined when `value` is not one:
 * not a string, empty, too long, a scheme or host (`https://x`, `//x`, `/\x`), backslashes, spaces or
 * control characters anywhere, or any of these hidden behind percent-encoding (`/%2F%2Fx`, `/%5Cx`).
 */
export function safeReturnPath(value: unknown): string | undefined {
  try {
    if (typeof value !== "string" || value.length === 0 || value.length > MAX_LENGTH) return undefined;
    if (!looksSafe(value) || FORBIDDEN.test(value)) return undefined;
    // Encoded, the same rules (spaces in a query are fine once decoded).
    const decoded = fullyDecoded(value);
    if (decoded === null || !looksSafe(decoded)) return undefined;
    const url = new URL(value, ORIGIN);
    if (url.origin !== ORIGIN) return undefined;
    const path = `${url.pathname}${url.search}${url.hash}`;
    return looksSafe(path) && !FORBIDDEN.test(path) ? path : undefined;
  } catch {
    return undefined;
  }
}

/** The path and query of a request's own URL (always safe to return to). */
export function requestPath(request: Request): string {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}`;
}
