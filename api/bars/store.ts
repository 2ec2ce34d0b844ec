// Saving bars: every save (create, update, restore, draft commit) writes the bar and its new version in the
// caller's transaction, so an interrupted save leaves the old bar or the new one, never a mix.
import { randomUUID } from "node:crypto";
import type { Request } from "express";
import type { z } from "zod";
import { UNNAMED_BAR_NAME, type barInputSchema, type barItemInputSchema } from "../../contract/bars.ts";
import type { Queryable } from "../db/db.ts";
import { ApiError, notFound } from "../http/errors.ts";
import { BAR_COLUMNS, type BarRow } from "./model.ts";
import { applyBaseBarRules } from "../base-bar/save.ts";

/** An item as stored: exactly these four keys; `configuration` verbatim. (A type: it is also a wire BarItem.) */
export type StoredItem = {
  id: string;
  kind: string;
  is_primary: boolean;
  configuration: Record<string, unknown> | null;
};

export interface BarContent {
  name: string;
  is_shared: boolean;
  items: StoredItem[];
}

type ItemInput = z.output<typeof barItemInputSchema>;

const present = (value: unknown) => value !== undefined && value !== null;

/**
 * Items to store: other keys dropped, `configuration` kept verbatim, ids kept when sent (and unique in the bar),
 * assigned otherwise. An application with both `exe` and `default` is 400 `exe_and_default`.
 */
export function normaliseItems(items: readonly ItemInput[]): StoredItem[] {
  const seen = new Set<string>();
  return items.map((item, index) => {
    const configuration = (item.configuration ?? null) as Record<string, unknown> | null;
    if (
      item.kind === "application" &&
      configuration &&
      present(configuration.exe) &&
      present(configuration.default)
    ) {
      throw new ApiError(400, "exe_and_default", { field: `items.${index}.configuration` });
    }
    let id = typeof item.id === "string" ? item.id : "";
    if (id === "" || seen.has(id)) id = randomUUID();
    seen.add(id);
    return { id, kind: item.kind, is_primary: item.is_primary, configuration };
  });
}

/** The name to save: trimmed; empty becomes "Unnamed" (spec S2 §5). */
export function savedName(name: string): string {
  const trimmed = name.trim();
  return trimmed === "" ? UNNAMED_BAR_NAME : trimmed;
}

/** A parsed bar body as the content to save. */
export function barContent(body: z.output<typeof barInputSchema>): BarContent {
  return { name: savedName(body.name), is_shared: body.is_shared, items: normaliseItems(body.items) };
}

export interface LockedBar extends BarRow {
  /** Whether it is its community's default bar. */
  is_default: boolean;
  /** Whether it is its community's base bar (decision 030). */
  is_base: boolean;
}

/** The bar, locked for this transaction (FOR UPDATE), or null when it is gone or of another community. */
export async function lockBar(tx: Queryable, communityId: string, barId: string): Promise<LockedBar | null> {
  const { rows } = await tx.query<LockedBar>(
    `SELECT b.id, b.community_id, b.name, b.is_shared, b.items, b.version,
            (c.default_bar_id IS NOT NULL AND c.default_bar_id = b.id) AS is_default,
            (c.base_bar_id IS NOT NULL AND c.base_bar_id = b.id) AS is_base
     FROM bars b JOIN communities c ON c.id = b.community_id
     WHERE b.id = $1 AND b.community_id = $2
     FOR UPDATE OF b`,
    [barId, communityId],
  );
  return rows[0] ?? null;
}

/** lockBar() or 404. */
export async function lockBarOr404(tx: Queryable, communityId: string, barId: string): Promise<LockedBar> {
  const bar = await lockBar(tx, communityId, barId);
  if (!bar) throw notFound();
  return bar;
}

/** The default bar stays shared (original) and keeps its name (spec S2 §2: no rename for the Default bar). */
export function checkDefaultBarRules(bar: LockedBar, content: BarContent): void {
  if (!bar.is_default) return;
  if (!content.is_shared) throw new ApiError(400, "default_must_be_shared");
  if (content.name !== bar.name) throw new ApiError(400, "cannot_rename_default");
}

/** 409 `version_conflict` unless every expected version is the bar's current one. */
export function checkBaseVersion(bar: BarRow, expected: readonly number[]): void {
  for (const base of expected) {
    if (base !== bar.version) {
      throw new ApiError(409, "version_conflict", { current_version: bar.version, base_version: base });
    }
  }
}

/**
 * The versions a request says it is based on: `base_version` in the body and the `If-Match` header (`"N"`,
 * `W/"N"`, `N`, or `*` for any). A malformed header is 400 `invalid_field` `{field: "If-Match"}`.
 */
export function expectedVersions(req: Request, bodyBase: number | null | undefined): number[] {
  const expected: number[] = [];
  if (typeof bodyBase === "number") expected.push(bodyBase);
  const header = req.headers["if-match"];
  if (header === undefined) return expected;
  const value = header.trim();
  if (value === "*") return expected;
  const match = /^(?:W\/)?"?(\d{1,9})"?$/.exec(value);
  const version = match ? Number(match[1]) : 0;
  if (version < 1) throw new ApiError(400, "invalid_field", { field: "If-Match" });
  expected.push(version);
  return expected;
}

export interface SaveMeta {
  authorUserId: string;
  now: Date;
  /** The version a restore brought back. */
  restoredFrom?: number | null;
}

async function insertVersion(tx: Queryable, bar: BarRow, meta: SaveMeta): Promise<void> {
  await tx.query(
    `INSERT INTO bar_versions (bar_id, version, author_user_id, created_at, name, is_shared, items, restored_from)
     VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8)`,
    [
      bar.id,
      bar.version,
      meta.authorUserId,
      meta.now,
      bar.name,
      bar.is_shared,
      JSON.stringify(bar.items),
      meta.restoredFrom ?? null,
    ],
  );
}

/** Creates a bar and its version 1. Run it in a transaction. */
export async function insertBar(
  tx: Queryable,
  communityId: string,
  content: BarContent,
  meta: SaveMeta,
): Promise<BarRow> {
  const { rows } = await tx.query<BarRow>(
    `INSERT INTO bars (id, community_id, name, is_shared, items, version, created_by_user_id, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5::jsonb, 1, $6, $7, $7)
     RETURNING ${BAR_COLUMNS}`,
    [
      randomUUID(),
      communityId,
      content.name,
      content.is_shared,
      JSON.stringify(content.items),
      meta.authorUserId,
      meta.now,
    ],
  );
  const bar = rows[0]!;
  await insertVersion(tx, bar, meta);
  return bar;
}

/**
 * Saves `content` over a bar locked by lockBar() as its next version. Run it in the same transaction. The saved
 * row keeps `is_base`, for its audit entry (api/bars/audit.ts).
 */
export async function saveBar(
  tx: Queryable,
  bar: LockedBar,
  content: BarContent,
  meta: SaveMeta,
): Promise<BarRow & { is_base: boolean }> {
  content = await applyBaseBarRules(tx, bar, content);
  const { rows } = await tx.query<BarRow>(
    `UPDATE bars SET name = $2, is_shared = $3, items = $4::jsonb, version = version + 1, updated_at = $5
     WHERE id = $1
     RETURNING ${BAR_COLUMNS}`,
    [bar.id, content.name, content.is_shared, JSON.stringify(content.items), meta.now],
  );
  const saved = rows[0];
  if (!saved) throw notFound();
  await insertVersion(tx, saved, meta);
  return { ...saved, is_base: bar.is_base };
}
