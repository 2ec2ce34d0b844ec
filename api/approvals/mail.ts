// The two emails of "changes wait for my OK": to the member when a change starts waiting for their OK (their
// choice), and to the managers when the member asks them to talk about a change.
import { PRODUCT_NAME } from "../../contract/product.ts";
import type { ApiContext } from "../context.ts";
import { portalLink } from "../context.ts";
import type { Queryable } from "../db/db.ts";
import type { BarRow } from "../bars/model.ts";
import { greeting, html, text, type MailContent } from "../mail/templates.ts";
import { barApprovals, memberName, type ApprovalMemberRow } from "./model.ts";

export function approvalWaitingMail(f: { name: string | null; barName: string; link: string }): MailContent {
  const subject = `A change to your bar "${f.barName}" is waiting for your OK`.replace(/\s+/g, " ");
  const paragraphs = [
    greeting(f.name),
    `Someone changed your ${PRODUCT_NAME} bar "${f.barName}". Your computer keeps showing it as it was until you say it is OK.`,
    "Open your bars to see what changed, and approve it or say not now.",
  ];
  return {
    kind: "approval_waiting",
    subject,
    text: text([...paragraphs, "See the change:"], f.link),
    html: html(subject, paragraphs, { href: f.link, label: "See the change" }),
  };
}

export function approvalTalkMail(f: {
  managerName: string | null;
  memberName: string;
  barName: string;
  message: string;
  link: string;
}): MailContent {
  const subject = `${f.memberName} would like to talk about a change to "${f.barName}"`.replace(/\s+/g, " ");
  const paragraphs = [
    greeting(f.managerName),
    `${f.memberName} asked you to talk with them about the latest change to their bar "${f.barName}" before they approve it.`,
    ...(f.message ? [`${f.memberName} wrote:`, f.message] : []),
  ];
  return {
    kind: "approval_talk",
    subject,
    text: text([...paragraphs, "See the member's page:"], f.link),
    html: html(subject, paragraphs, { href: f.link, label: `See ${f.memberName}'s page` }),
  };
}

/**
 * After a save of `bar` (in the saving transaction): an email to each active member with the setting on who
 * asked for email, for whom this save starts a wait (the version before it was their approved one). Returns the
 * mail ids to deliver once the transaction has committed.
 */
export async function queueWaitingMail(ctx: ApiContext, tx: Queryable, bar: BarRow): Promise<string[]> {
  const { rows } = await tx.query<ApprovalMemberRow & { email: string }>(
    `SELECT m.id, m.community_id, m.user_id, m.first_name, m.last_name, m.role, m.state, m.bar_ids,
            m.approval_required, m.approval_set_by_user_id, m.approval_set_at, m.approval_email,
            NULL AS set_by_name, u.email
     FROM members m
     JOIN users u ON u.id = m.user_id
     JOIN communities c ON c.id = m.community_id
     WHERE m.community_id = $1 AND m.state = 'active' AND m.approval_required AND m.approval_email
       AND ($2::uuid = ANY (m.bar_ids) OR (cardinality(m.bar_ids) = 0 AND c.default_bar_id = $2::uuid)
            OR c.base_bar_id = $2::uuid)`,
    [bar.community_id, bar.id],
  );
  const ids: string[] = [];
  for (const member of rows) {
    const approval = (await barApprovals(tx, member, [bar])).get(bar.id);
    if (!approval || approval.approved_version !== bar.version - 1) continue;
    const content = approvalWaitingMail({
      name: memberName(member),
      barName: bar.name,
      link: portalLink(ctx, "/my-bars"),
    });
    ids.push(await ctx.mail.queue(tx, member.email, content));
  }
  return ids;
}
