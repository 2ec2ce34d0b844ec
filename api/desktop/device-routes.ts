// The device record for managers (contract/devices.ts): what each member's desktop app last fetched, and the system
// the manager says the member uses. Managers only: members never see one another's devices.
import {
  devicesQuerySchema,
  putSystemRequestSchema,
  type BarVersionRef,
  type CurrentBar,
  type Device,
  type DevicesResponse,
  type DesktopSystemName,
  type StatedSystem,
} from "../../contract/devices.ts";
import { communityAccess, requireCommunity } from "../communities/access.ts";
import { requireUser } from "../http/auth.ts";
import { readBody } from "../http/body.ts";
import { ApiError, notFound } from "../http/errors.ts";
import { uuidParam, type Handlers, type Step } from "../http/router.ts";
import { approvedVersionsByMember } from "../approvals/model.ts";

interface Row {
  id: string;
  bar_ids: string[];
  stated_system: StatedSystem | null;
  fetched_at: Date | string | null;
  bar_versions: BarVersionRef[] | string | null;
  app_name: string | null;
  app_version: string | null;
  os_name: DesktopSystemName | null;
  os_version: string | null;
}

/**
 * GET /communities/:cid/devices: one entry per member (every state), oldest member first; with `?members=` (ids,
 * comma-separated, at most 200) only those members' entries and only their bars' versions are read.
 */
export const listDevices: Step = async (ctx, req, res) => {
  const { community } = communityAccess(res);
  const query = devicesQuerySchema.safeParse(req.query);
  if (!query.success) {
    throw new ApiError(400, "invalid_field", { field: String(query.error.issues[0]?.path[0] ?? "query") });
  }
  const only = query.data.members?.map((id) => id.toLowerCase()) ?? null;
  const { rows } = await ctx.db.query<Row>(
    `SELECT m.id, m.bar_ids, m.stated_system, f.fetched_at, f.bar_versions, f.app_name, f.app_version, f.os_name,
            f.os_version
     FROM members m LEFT JOIN desktop_fetches f ON f.member_id = m.id
     WHERE m.community_id = $1 AND ($2::uuid[] IS NULL OR m.id = ANY($2::uuid[])) ORDER BY m.created_at, m.id`,
    [community.id, only],
  );
  // Filtered: only the versions of those members' bars (and of the Default bar) are read.
  const barIds = only
    ? [...new Set(rows.flatMap((r) => r.bar_ids).concat(community.default_bar_id ?? []))]
    : null;
  const { rows: bars } = await ctx.db.query<{ id: string; name: string; version: number }>(
    "SELECT id, name, version FROM bars WHERE community_id = $1 AND ($2::uuid[] IS NULL OR id = ANY($2::uuid[]))",
    [community.id, barIds],
  );
  const saved = new Map(bars.map((b) => [b.id, b]));
  // What the app would be served: while a member's changes wait for their OK, the version they approved.
  const approved = await approvedVersionsByMember(ctx.db, community.id, only);
  const refs = (memberId: string, ids: string[]) =>
    ids.flatMap((id): CurrentBar[] => {
      const bar = saved.get(id);
      if (!bar) return [];
      const version = approved.get(memberId)?.get(id) ?? bar.version;
      return [{ id, version, name: bar.name, saved_version: bar.version }];
    });
  const devices = rows.map((row): Device => {
    let current = refs(row.id, row.bar_ids);
    const defaultBar = current.length === 0 && community.default_bar_id !== null;
    if (defaultBar) current = refs(row.id, [community.default_bar_id!]);
    const received = typeof row.bar_versions === "string" ? JSON.parse(row.bar_versions) : row.bar_versions;
    return {
      member_id: row.id,
      fetched_at: row.fetched_at === null ? null : new Date(row.fetched_at).toISOString(),
      received: received ?? [],
      current,
      default_bar: defaultBar,
      app_name: row.app_name,
      app_version: row.app_version,
      os_name: row.os_name,
      os_version: row.os_version,
      stated_system: row.stated_system,
    };
  });
  res.json({ devices } satisfies DevicesResponse);
};

/** PUT /communities/:cid/members/:mid/system `{system}`: what the manager says (null forgets it). */
export const putMemberSystem: Step = async (ctx, req, res) => {
  const { community } = communityAccess(res);
  const memberId = uuidParam(req.params.memberId);
  if (!memberId) throw notFound();
  const body = readBody(req, putSystemRequestSchema);
  const { rowCount } = await ctx.db.query(
    "UPDATE members SET stated_system = $3, updated_at = $4 WHERE id = $1 AND community_id = $2",
    [memberId, community.id, body.system, ctx.now()],
  );
  if (!rowCount) throw notFound();
  res.status(200).end();
};

export function deviceHandlers(): Handlers {
  return {
    listDevices: [requireUser, requireCommunity("manager"), listDevices],
    putMemberSystem: [requireUser, requireCommunity("manager"), putMemberSystem],
  };
}
