// The answer of every .../members/{mid}/approval call: the member's setting, whom to ask, and per bar what the
// desktop shows, where the member stands and the saved versions that say what changed.
import {
  WAITING_VERSIONS_MAX,
  WHATS_NEW_VERSIONS,
  type MemberApproval,
  type MemberApprovalBar,
} from "../../contract/approvals.ts";
import type { Queryable } from "../db/db.ts";
import { barJson, isoDate, type BarRow } from "../bars/model.ts";
import { VERSION_SELECT, summaryJson, type VersionRow } from "../bars/versions.ts";
import {
  activeManagers,
  memberName,
  providedBars,
  servedBars,
  type ApprovalMemberRow,
  type BarApproval,
} from "./model.ts";

async function barState(
  q: Queryable,
  communityId: string,
  bar: BarRow,
  shown: BarRow,
  approval: BarApproval,
  isBaseBar: boolean,
): Promise<MemberApprovalBar> {
  const waiting = approval.approved_version < approval.current_version;
  // Waiting: every version since the approved one, which is the base to compare with. Else the last changes.
  const from = waiting
    ? Math.max(approval.approved_version, approval.current_version - WAITING_VERSIONS_MAX)
    : Math.max(1, approval.current_version - WHATS_NEW_VERSIONS);
  const { rows } = await q.query<VersionRow>(
    `${VERSION_SELECT} WHERE v.bar_id = $1 AND v.version >= $3 ORDER BY v.version DESC LIMIT $4`,
    [bar.id, communityId, from, WAITING_VERSIONS_MAX + 1],
  );
  return {
    bar_id: bar.id,
    name: bar.name,
    is_base_bar: isBaseBar,
    current_version: approval.current_version,
    approved_version: approval.approved_version,
    approved_at: approval.approved_at,
    waiting_since: approval.waiting_since,
    not_now_version: approval.not_now_version,
    not_now_at: approval.not_now_at,
    shown: barJson(shown),
    waiting_bar: waiting ? barJson(bar) : null,
    versions: rows.map(summaryJson),
  };
}

/** The member's approval state as sent on the wire. */
export async function approvalState(
  q: Queryable,
  communityId: string,
  member: ApprovalMemberRow,
): Promise<MemberApproval> {
  const bars = await providedBars(q, communityId, member.bar_ids);
  const served = await servedBars(q, member, bars);
  const { rows: community } = await q.query<{
    base_bar_id: string | null;
    base_bar_position: "first" | "last" | null;
  }>("SELECT base_bar_id, base_bar_position FROM communities WHERE id = $1", [communityId]);
  const baseBarId = community[0]?.base_bar_id ?? null;
  const states: MemberApprovalBar[] = [];
  for (const [i, bar] of bars.entries()) {
    const approval = served.approvals.get(bar.id)!;
    states.push(await barState(q, communityId, bar, served.bars[i]!, approval, bar.id === baseBarId));
  }
  const managers = await activeManagers(q, communityId);
  return {
    member_id: member.id,
    member_name: memberName(member),
    required: member.approval_required,
    set_by: member.approval_required
      ? { user_id: member.approval_set_by_user_id, name: member.set_by_name }
      : null,
    set_at: member.approval_required && member.approval_set_at ? isoDate(member.approval_set_at) : null,
    email_me: member.approval_email,
    managers: managers.map(({ name, email }) => ({ name, email })),
    bars: states,
    base_bar_position: baseBarId ? (community[0]?.base_bar_position ?? "first") : null,
  };
}
