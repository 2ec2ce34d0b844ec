// The /v1 answers a signed-in person's pages read lately, kept a short while so that a form posted while /v1 is
// away can still answer its own page: the page the person typed into was loaded moments before, so its loaders
// find what they read then, and the page shows what was typed with the failure ("nothing was changed, try
// again") instead of the whole 503 page. Only reads (GET) are kept, per bearer token (hashed), for 15 minutes,
// at most 4,000 answers and 16 MB in all, oldest first out. Only a form's own page uses them (guard.server.ts):
// a page opened afresh while /v1 is away is still the 503 page — nothing stale is ever shown as current.
import { hash } from "node:crypto";

const MAX_AGE_MS = 15 * 60 * 1000;
const MAX_ENTRIES = 4000;
const MAX_CHARS = 16 * 1024 * 1024;

interface Kept {
  text: string;
  isCsv: boolean;
  at: number;
}

const kept = new Map<string, Kept>();
let chars = 0;

function keyOf(token: string, path: string): string {
  return `${hash("sha256", token, "base64url").slice(0, 22)} ${path}`;
}

function drop(key: string): void {
  const entry = kept.get(key);
  if (!entry) return;
  kept.delete(key);
  chars -= entry.text.length;
}

/** Keeps the answer `text` of GET `path` read with `token`. */
export function keepAnswer(
  token: string,
  path: string,
  text: string,
  isCsv: boolean,
  now = Date.now(),
): void {
  if (text.length > MAX_CHARS / 16) return;
  const key = keyOf(token, path);
  drop(key);
  kept.set(key, { text, isCsv, at: now });
  chars += text.length;
  for (const [oldest] of kept) {
    if (kept.size <= MAX_ENTRIES && chars <= MAX_CHARS) break;
    drop(oldest);
  }
}

/** The answer of GET `path` read with `token` within the last 15 minutes, if kept. */
export function recentAnswer(token: string, path: string, now = Date.now()): Kept | undefined {
  const key = keyOf(token, path);
  const entry = kept.get(key);
  if (!entry) return undefined;
  if (now - entry.at > MAX_AGE_MS) {
    drop(key);
    return undefined;
  }
  return entry;
}

/** Tests: forget everything. */
export function forgetAnswers(): void {
  kept.clear();
  chars = 0;
}
