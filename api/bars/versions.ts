// A bar's history: every saved version (who, when, the whole bar), one version, and restore (a new version with an
// older one's content, so a restore can itself be undone). Managers only.
import { createHash } from "node:crypto";
import type { Request } from "express";
import {
  barVersionListQuerySchema,
  restoreBarRequestSchema,
  type BarVersion,
  type BarVersionItemSummary,
  type BarVersionListResponse,
  type BarVersionSummary,
  type SavedBarResponse,
} from "../../contract/bars.ts";
import { communityAccess } from "../communities/access.ts";
import { parseBody, readBody } from "../http/body.ts";
import { getAuth } from "../http/auth.ts";
import { ApiError, notFound } from "../http/errors.ts";
import { personNameSql } from "../db/person-name.ts";
import type { Handlers, Step } from "../http/router.ts";
import { loadedBar } from "./access.ts";
import { queueWaitingMail } from "../approvals/mail.ts";
import { barJson, isoDate } from "./model.ts";
import { checkBaseVersion, expectedVersions, lockBarOr404, saveBar, type StoredItem } from "./store.ts";
import { recordBarAudit } from "./audit.ts";

const DEFAULT_PAGE = 50;

export interface VersionRow {
  version: number;
  created_at: unknown;
  author_user_id: string | null;
  author_name: string | null;
  restored_from: number | null;
  name: string;
  is_shared: boolean;
  items: unknown[];
}

export const VERSION_SELECT = `
  SELECT v.version, v.created_at, v.author_user_id, v.restored_from, v.name, v.is_shared, v.items,
         ${personNameSql("m", "u")} AS author_name
  FROM bar_versions v
  LEFT JOIN users u ON u.id = v.author_user_id
  LEFT JOIN members m ON m.user_id = v.author_user_id AND m.community_id = $2`;

/** JSON with object keys sorted, so equal values give equal text whatever the key order. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}

/** A button in a version summary: its label, and a digest of what the desktop app does with it. */
export function itemSummary(raw: unknown): BarVersionItemSummary {
  const item = (raw ?? {}) as Partial<StoredItem>;
  const config = item.configuration && typeof item.configuration === "object" ? item.configuration : null;
  const { _webapp: _ignored, ...desktop } = config ?? {};
  const digest = createHash("sha256")
    .update(
      canonicalJson({ kind: item.kind, is_primary: item.is_primary, configuration: config ? desktop : null }),
    )
    .digest("hex")
    .slice(0, 16);
  return {
    id: typeof item.id === "string" ? item.id : "",
    kind: typeof item.kind === "string" ? item.kind : "",
    label: typeof config?.label === "string" ? config.label : "",
    digest,
  };
}

function authorJson(row: VersionRow) {
  return { user_id: row.author_user_id, name: row.author_name };
}

export function summaryJson(row: VersionRow): BarVersionSummary {
  return {
    version: row.version,
    created_at: isoDate(row.created_at),
    author: authorJson(row),
    restored_from: row.restored_from,
    name: row.name,
    is_shared: row.is_shared,
    items: row.items.map(itemSummary),
  };
}

function versionParam(req: Request): number {
  const raw = req.params.version;
  if (typeof raw !== "string" || !/^\d{1,9}$/.test(raw)) throw notFound();
  const n = Number(raw);
  if (n < 1) throw notFound();
  return n;
}

/** GET .../bars/:barId/versions[?before=N&limit=M]: newest first, 50 a page (at most 100). */
export const listVersions: Step = async (ctx, req, res) => {
  const { community } = communityAccess(res);
  const bar = loadedBar(res);
  const query = barVersionListQuerySchema.safeParse(req.query);
  if (!query.success) {
    throw new ApiError(400, "invalid_field", { field: String(query.error.issues[0]?.path[0] ?? "query") });
  }
  const { rows } = await ctx.db.query<VersionRow>(
    `${VERSION_SELECT}
     WHERE v.bar_id = $1 AND ($3::integer IS NULL OR v.version < $3::integer)
     ORDER BY v.version DESC
     LIMIT $4`,
    [bar.id, community.id, query.data.before ?? null, query.data.limit ?? DEFAULT_PAGE],
  );
  res.json({
    current_version: bar.version,
    versions: rows.map(summaryJson),
  } satisfies BarVersionListResponse);
};

async function findVersion(ctx: Parameters<Step>[0], barId: string, communityId: string, n: number) {
  const { rows } = await ctx.db.query<VersionRow>(
    `${VERSION_SELECT} WHERE v.bar_id = $1 AND v.version = $3`,
    [barId, communityId, n],
  );
  return rows[0] ?? null;
}

/** GET .../bars/:barId/versions/:version: the whole bar as that version saved it. */
export const readVersion: Step = async (ctx, req, res) => {
  const { community } = communityAccess(res);
  const bar = loadedBar(res);
  const row = await findVersion(ctx, bar.id, community.id, versionParam(req));
  if (!row) throw notFound();
  res.json({
    version: row.version,
    created_at: isoDate(row.created_at),
    author: authorJson(row),
    restored_from: row.restored_from,
    bar: barJson({
      id: bar.id,
      name: row.name,
      is_shared: row.is_shared,
      items: row.items,
      version: row.version,
    }),
  } satisfies BarVersion);
};

/** The body of a POST that may have none: `{}` when empty. */
function readOptionalBody(req: Request) {
  const raw: unknown = req.body;
  if (!Buffer.isBuffer(raw) || raw.length === 0) return parseBody(restoreBarRequestSchema, {});
  return readBody(req, restoreBarRequestSchema);
}

/**
 * POST .../bars/:barId/versions/:version/restore: the bar's next version gets that version's name, sharing and
 * items (the default bar keeps its name and stays shared). Optional `base_version` / `If-Match` as for PUT.
 */
export const restoreVersion: Step = async (ctx, req, res) => {
  const { community } = communityAccess(res);
  const barId = loadedBar(res).id;
  const n = versionParam(req);
  const body = readOptionalBody(req);
  const expected = expectedVersions(req, body.base_version);
  const meta = { authorUserId: getAuth(res).userId, now: ctx.now(), restoredFrom: n };
  const mail: string[] = [];
  const saved = await ctx.db.transaction(async (tx) => {
    const bar = await lockBarOr404(tx, community.id, barId);
    const { rows } = await tx.query<{ name: string; is_shared: boolean; items: StoredItem[] }>(
      "SELECT name, is_shared, items FROM bar_versions WHERE bar_id = $1 AND version = $2",
      [bar.id, n],
    );
    const old = rows[0];
    if (!old) throw notFound();
    checkBaseVersion(bar, expected);
    const content = bar.is_default
      ? { name: bar.name, is_shared: true, items: old.items }
      : { name: old.name, is_shared: old.is_shared, items: old.items };
    const result = await saveBar(tx, bar, content, meta);
    await recordBarAudit(tx, community.id, "bar_restored", result, meta);
    mail.push(...(await queueWaitingMail(ctx, tx, result)));
    return result;
  });
  await ctx.mail.deliver(mail);
  res.setHeader("ETag", `"${saved.version}"`);
  res.json({ bar: barJson(saved) } satisfies SavedBarResponse);
};

export function versionHandlers(manager: readonly Step[]): Handlers {
  return {
    listBarVersions: [...manager, listVersions],
    getBarVersion: [...manager, readVersion],
    restoreBarVersion: [...manager, restoreVersion],
  };
}
