// "Changes wait for my OK" (contract/approvals.ts, decision 021). Check order on every route:
// 401 → 404 community → 404 member → 403 (not the member, or a manager doing what only the member may) →
// 404 bar (not provided for the member) → 415 → 400 body → 400/409 rules.
// The member sets and answers; a manager may read, and may only turn the setting on.
import type { Request, Response } from "express";
import {
  approvalAnswerRequestSchema,
  setApprovalRequestSchema,
  talkRequestSchema,
  TALK_PER_HOUR,
  type ApprovalEventsResponse,
} from "../../contract/approvals.ts";
import type { APPROVAL_EVENT_KINDS } from "../../contract/approvals.ts";
import { memberFullName } from "../../contract/members.ts";
import { recordAudit } from "../audit/record.ts";
import type { ApiContext } from "../context.ts";
import { portalLink } from "../context.ts";
import { communityAccess, requireCommunity } from "../communities/access.ts";
import { readBody } from "../http/body.ts";
import { getAuth, requireUser } from "../http/auth.ts";
import { ApiError, forbidden, notFound } from "../http/errors.ts";
import { personNameSql } from "../db/person-name.ts";
import { createRateLimiter } from "../http/rateLimit.ts";
import { uuidParam, type Handlers, type Step } from "../http/router.ts";
import { requireBar, loadedBar } from "../bars/access.ts";
import { isoDate } from "../bars/model.ts";
import { lockBarOr404 } from "../bars/store.ts";
import type { Queryable } from "../db/db.ts";
import { languageOf } from "../mail/templates.ts";
import { approvalTalkMail } from "./mail.ts";
import {
  activeManagers,
  barApprovals,
  findApprovalMember,
  memberName,
  providedBars,
  recordEvent,
  type ApprovalMemberRow,
} from "./model.ts";
import { approvalState } from "./state.ts";

interface Target {
  member: ApprovalMemberRow;
  /** The caller is the member themselves. */
  self: boolean;
}

function target(res: Response): Target {
  const t = res.locals.approvalTarget as Target | undefined;
  if (!t) throw notFound();
  return t;
}

/** The path's member (404 when unknown); the member themselves or a manager (else 403). */
const requireTarget: Step = async (ctx, req, res) => {
  const access = communityAccess(res);
  const memberId = uuidParam(req.params.memberId);
  const member = memberId ? await findApprovalMember(ctx.db, access.community.id, memberId) : null;
  if (!member) throw notFound();
  const self = member.id === access.member.id;
  if (!self && access.member.role !== "manager") throw forbidden();
  res.locals.approvalTarget = { member, self } satisfies Target;
};

/** Only the member themselves (a manager never answers for them): 403. */
const requireSelf: Step = (_ctx, _req, res) => {
  if (!target(res).self) throw forbidden();
};

/** The path's bar must be one provided for the member (else 404). */
const requireMemberBar: Step = async (ctx, req, res) => {
  const { member } = target(res);
  const barId = uuidParam(req.params.barId);
  const bars = await providedBars(ctx.db, member.community_id, member.bar_ids);
  const bar = bars.find((b) => b.id === barId);
  if (!bar) throw notFound();
  res.locals.bar = bar;
};

async function answerState(ctx: ApiContext, res: Response, memberId: string): Promise<void> {
  const { community } = communityAccess(res);
  const member = await findApprovalMember(ctx.db, community.id, memberId);
  if (!member) throw notFound();
  res.json(await approvalState(ctx.db, community.id, member));
}

/** GET .../members/:mid/approval */
export const readApproval: Step = async (ctx, _req, res) => {
  await answerState(ctx, res, target(res).member.id);
};

/**
 * PUT .../members/:mid/approval `{required, email_me?}`. Turning it on or off starts afresh (approval rows go),
 * and is recorded in the history of each of the member's bars. A manager: `required: true` only.
 */
export const setApproval: Step = async (ctx, req, res) => {
  const { member, self } = target(res);
  const body = readBody(req, setApprovalRequestSchema);
  const emailMe = body.email_me ?? null;
  if (!self && (!body.required || emailMe !== null)) throw forbidden();
  const actorUserId = getAuth(res).userId;
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const locked = await findApprovalMember(tx, member.community_id, member.id, true);
    if (!locked) throw notFound();
    if (emailMe !== null && emailMe !== locked.approval_email) {
      await tx.query("UPDATE members SET approval_email = $2, updated_at = $3 WHERE id = $1", [
        member.id,
        emailMe,
        now,
      ]);
    }
    if (body.required === locked.approval_required) return;
    await tx.query(
      `UPDATE members SET approval_required = $2, approval_set_by_user_id = $3, approval_set_at = $4,
                          updated_at = $5
       WHERE id = $1`,
      [member.id, body.required, body.required ? actorUserId : null, body.required ? now : null, now],
    );
    await tx.query("DELETE FROM member_bar_approvals WHERE member_id = $1", [member.id]);
    await recordAudit(tx, {
      communityId: member.community_id,
      actorUserId,
      kind: "approval_changed",
      memberId: member.id,
      subjectLabel: memberFullName(locked.first_name, locked.last_name) || null,
      details: { required: body.required, by_member: self },
      at: now,
    });
    for (const bar of await providedBars(tx, member.community_id, locked.bar_ids)) {
      await recordEvent(tx, {
        barId: bar.id,
        member: locked,
        kind: body.required ? "turned_on" : "turned_off",
        version: bar.version,
        actorUserId,
        now,
      });
    }
  });
  await answerState(ctx, res, member.id);
};

/** Answers one bar at `version` (its current one, else 409) for the locked member: approve, or "not now". */
async function answerBar(
  tx: Queryable,
  locked: ApprovalMemberRow,
  barId: string,
  version: number,
  kind: "approved" | "not_now",
  actorUserId: string,
  now: Date,
): Promise<void> {
  // Locked so that a save cannot slip between the check and the answer.
  const bar = await lockBarOr404(tx, locked.community_id, barId);
  if (version !== bar.version) {
    throw new ApiError(409, "version_conflict", { current_version: bar.version, base_version: version });
  }
  const approved = (await barApprovals(tx, locked, [bar])).get(bar.id)!.approved_version;
  if (kind === "approved") {
    await tx.query(
      `INSERT INTO member_bar_approvals (member_id, bar_id, approved_version, approved_at)
       VALUES ($1, $2, $3, $4)
       ON CONFLICT (member_id, bar_id) DO UPDATE
         SET approved_version = $3, approved_at = $4, not_now_version = NULL, not_now_at = NULL`,
      [locked.id, bar.id, bar.version, now],
    );
  } else {
    await tx.query(
      `INSERT INTO member_bar_approvals (member_id, bar_id, approved_version, not_now_version, not_now_at)
       VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (member_id, bar_id) DO UPDATE SET not_now_version = $4, not_now_at = $5`,
      [locked.id, bar.id, approved, bar.version, now],
    );
  }
  await recordEvent(tx, { barId: bar.id, member: locked, kind, version: bar.version, actorUserId, now });
}

/**
 * The member's answer to the bar's current version: approve, or "not now"; with `base_bar_version`, the group
 * base bar's waiting change is answered with it (one change to the member, one transaction).
 */
function answer(kind: "approved" | "not_now"): Step {
  return async (ctx, req, res) => {
    const { member } = target(res);
    const barId = loadedBar(res).id;
    const body = readBody(req, approvalAnswerRequestSchema);
    const actorUserId = getAuth(res).userId;
    const now = ctx.now();
    await ctx.db.transaction(async (tx) => {
      const locked = await findApprovalMember(tx, member.community_id, member.id, true);
      if (!locked) throw notFound();
      if (!locked.approval_required) throw new ApiError(400, "approval_off");
      await answerBar(tx, locked, barId, body.version, kind, actorUserId, now);
      if (body.base_bar_version != null) {
        const { rows } = await tx.query<{ base_bar_id: string | null }>(
          "SELECT base_bar_id FROM communities WHERE id = $1",
          [member.community_id],
        );
        const baseBarId = rows[0]?.base_bar_id ?? null;
        if (!baseBarId) throw notFound();
        if (baseBarId !== barId) {
          await answerBar(tx, locked, baseBarId, body.base_bar_version, kind, actorUserId, now);
        }
      }
    });
    await answerState(ctx, res, member.id);
  };
}

/** POST .../members/:mid/bars/:barId/talk `{version, message?}`: emails every active manager. 200 empty. */
function talk(limit: ReturnType<typeof createRateLimiter>): Step {
  return async (ctx, req, res) => {
    const { member } = target(res);
    const bar = loadedBar(res);
    const body = readBody(req, talkRequestSchema);
    await limit.hit(member.id);
    const actorUserId = getAuth(res).userId;
    const now = ctx.now();
    const name = memberName(member);
    const mailIds = await ctx.db.transaction(async (tx) => {
      const ids: string[] = [];
      for (const manager of await activeManagers(tx, member.community_id)) {
        const content = approvalTalkMail({
          managerName: manager.name,
          memberName: name,
          barName: bar.name,
          message: (body.message ?? "").trim(),
          link: portalLink(ctx, `/dashboard/members/${member.id}`),
          language: languageOf(manager),
        });
        ids.push(await ctx.mail.queue(tx, manager.email, content));
      }
      await recordEvent(tx, { barId: bar.id, member, kind: "talk", version: body.version, actorUserId, now });
      return ids;
    });
    await ctx.mail.deliver(mailIds);
    res.status(200).end();
  };
}

/** GET .../bars/:barId/approval_events (managers): the bar's approval history, newest first. */
export const listApprovalEvents: Step = async (ctx, _req: Request, res) => {
  const bar = loadedBar(res);
  const { rows } = await ctx.db.query<{
    kind: (typeof APPROVAL_EVENT_KINDS)[number];
    version: number;
    member_id: string | null;
    member_name: string | null;
    actor_user_id: string | null;
    actor_name: string | null;
    created_at: unknown;
  }>(
    `SELECT e.kind, e.version, e.member_id, e.member_name, e.actor_user_id, e.created_at,
            ${personNameSql("m", "u")} AS actor_name
     FROM bar_approval_events e
     LEFT JOIN users u ON u.id = e.actor_user_id
     LEFT JOIN members m ON m.user_id = e.actor_user_id AND m.community_id = $2
     WHERE e.bar_id = $1
     ORDER BY e.created_at DESC, e.id
     LIMIT 100`,
    [bar.id, bar.community_id],
  );
  res.json({
    events: rows.map((row) => ({
      kind: row.kind,
      version: row.version,
      member_id: row.member_id,
      member_name: row.member_name,
      actor: { user_id: row.actor_user_id, name: row.actor_name },
      created_at: isoDate(row.created_at),
    })),
  } satisfies ApprovalEventsResponse);
};

export function approvalHandlers(ctx: ApiContext): Handlers {
  const base = [requireUser, requireCommunity("member"), requireTarget] as const;
  const own = [...base, requireSelf, requireMemberBar] as const;
  const talkLimit = createRateLimiter(TALK_PER_HOUR, 60 * 60 * 1000, ctx.now, "approval-talk");
  return {
    getMemberApproval: [...base, readApproval],
    setMemberApproval: [...base, setApproval],
    approveMemberBar: [...own, answer("approved")],
    notNowMemberBar: [...own, answer("not_now")],
    talkAboutMemberBar: [...own, talk(talkLimit)],
    listBarApprovalEvents: [requireUser, requireCommunity("manager"), requireBar, listApprovalEvents],
  };
}
