// The link_health table: one row per distinct address (migration 0013).
import type { LinkHealth } from "../../contract/link-health.ts";
import type { Queryable } from "../db/db.ts";
import type { ButtonAddress } from "./addresses.ts";
import type { HealthRow } from "./verdict.ts";

export interface StoredHealth extends HealthRow {
  url: string;
  host: string;
  checked_at: Date | null;
}

/** Adds rows for addresses not seen before (verdict "unchecked"). */
export async function ensureRows(
  q: Queryable,
  addresses: readonly { url: string; host: string }[],
  now: Date,
) {
  const CHUNK = 2000;
  for (let i = 0; i < addresses.length; i += CHUNK) {
    const part = addresses.slice(i, i + CHUNK);
    await q.query(
      `INSERT INTO link_health (url, host, changed_at)
       SELECT u, h, $3 FROM unnest($1::text[], $2::text[]) AS t(u, h)
       ON CONFLICT (url) DO NOTHING`,
      [part.map((a) => a.url), part.map((a) => a.host), now],
    );
  }
}

export async function readRows(q: Queryable, urls: readonly string[]): Promise<Map<string, StoredHealth>> {
  if (urls.length === 0) return new Map();
  const { rows } = await q.query<StoredHealth>("SELECT * FROM link_health WHERE url = ANY($1::text[])", [
    [...new Set(urls)],
  ]);
  return new Map(rows.map((row) => [row.url, row]));
}

/** The addresses whose verdict is a problem, from the partial index link_health_problems_idx (migration 0013). */
export async function readProblemRows(q: Queryable): Promise<Map<string, StoredHealth>> {
  const { rows } = await q.query<StoredHealth>(
    "SELECT * FROM link_health WHERE verdict IN ('broken', 'moved', 'suspicious')",
  );
  return new Map(rows.map((row) => [row.url, row]));
}

/** Saves the row after a check; true when its verdict (or what it offers) changed. */
export async function saveRow(q: Queryable, url: string, host: string, row: HealthRow, now: Date) {
  await q.query(
    `INSERT INTO link_health (url, host, verdict, failures, first_failed_at, answer, moved_to, suspicion, checked_at, changed_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
     ON CONFLICT (url) DO UPDATE SET verdict = $3, failures = $4, first_failed_at = $5, answer = $6,
       moved_to = $7, suspicion = $8, checked_at = $9, changed_at = $10`,
    [
      url,
      host,
      row.verdict,
      row.failures,
      row.first_failed_at,
      row.answer,
      row.moved_to,
      row.suspicion,
      now,
      row.changed_at,
    ],
  );
}

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());
const ORDER: Record<string, number> = { broken: 0, suspicious: 1, moved: 2, unchecked: 3, working: 4 };

/** The wire shape: one entry per address, with the buttons that hold it; problems first. */
export function healthJson(buttons: readonly ButtonAddress[], rows: Map<string, StoredHealth>): LinkHealth[] {
  const byUrl = new Map<string, ButtonAddress[]>();
  for (const b of buttons) {
    const list = byUrl.get(b.url);
    if (list) list.push(b);
    else byUrl.set(b.url, [b]);
  }
  const out: LinkHealth[] = [];
  for (const [url, held] of byUrl) {
    const row = rows.get(url);
    const verdict = row?.verdict ?? "unchecked";
    out.push({
      url,
      verdict,
      since: row
        ? iso(
            verdict === "broken"
              ? row.first_failed_at
              : verdict === "working" || verdict === "unchecked"
                ? null
                : row.changed_at,
          )
        : null,
      answer: verdict === "broken" ? (row?.answer ?? null) : null,
      moved_to: row?.moved_to ?? null,
      suspicion: row?.suspicion ?? null,
      checked_at: iso(row?.checked_at ?? null),
      buttons: held.map(({ bar_id, bar_name, item_id, label }) => ({ bar_id, bar_name, item_id, label })),
    });
  }
  return out.sort((a, b) => (ORDER[a.verdict] ?? 9) - (ORDER[b.verdict] ?? 9) || a.url.localeCompare(b.url));
}
