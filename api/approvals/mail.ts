// The two emails of "changes wait for my OK": to the member when a change starts waiting for their OK (their
// choice), and to the managers when the member asks them to talk about a change. Each in its reader's language.
import type { Language } from "../../contract/language.ts";
import { messagesFor } from "../../common/i18n/messages.ts";
import type { ApiContext } from "../context.ts";
import { portalLink } from "../context.ts";
import type { Queryable } from "../db/db.ts";
import type { BarRow } from "../bars/model.ts";
import { mailMessages } from "../mail/messages/index.ts";
import { greeting, html, languageOf, text, type MailContent } from "../mail/templates.ts";
import { barApprovals, memberName, type ApprovalMemberRow } from "./model.ts";

export function approvalWaitingMail(f: {
  name: string | null;
  barName: string;
  link: string;
  language: Language;
}): MailContent {
  const { language } = f;
  const t = messagesFor(mailMessages, language);
  const subject = t("approvalWaiting.subject", { barName: f.barName }).replace(/\s+/g, " ");
  const paragraphs = [
    greeting(f.name, language),
    t("approvalWaiting.what", { barName: f.barName }),
    t("approvalWaiting.next"),
  ];
  return {
    kind: "approval_waiting",
    subject,
    text: text([...paragraphs, t("approvalWaiting.linkIntro")], f.link, language),
    html: html(subject, paragraphs, { href: f.link, label: t("approvalWaiting.button") }, language),
  };
}

export function approvalTalkMail(f: {
  managerName: string | null;
  /** The member's name; null when they have none. */
  memberName: string | null;
  barName: string;
  message: string;
  link: string;
  language: Language;
}): MailContent {
  const { language } = f;
  const t = messagesFor(mailMessages, language);
  const member = f.memberName ?? t("approvalTalk.someone");
  const subject = t("approvalTalk.subject", { member, barName: f.barName }).replace(/\s+/g, " ");
  const paragraphs = [
    greeting(f.managerName, language),
    t("approvalTalk.what", { member, barName: f.barName }),
    ...(f.message ? [t("approvalTalk.wrote", { member }), f.message] : []),
  ];
  return {
    kind: "approval_talk",
    subject,
    text: text([...paragraphs, t("approvalTalk.linkIntro")], f.link, language),
    html: html(subject, paragraphs, { href: f.link, label: t("approvalTalk.button", { member }) }, language),
  };
}

/**
 * After a save of `bar` (in the saving transaction): an email to each active member with the setting on who
 * asked for email, for whom this save starts a wait (the version before it was their approved one). Returns the
 * mail ids to deliver once the transaction has committed.
 */
export async function queueWaitingMail(ctx: ApiContext, tx: Queryable, bar: BarRow): Promise<string[]> {
  const { rows } = await tx.query<ApprovalMemberRow & { email: string; language: string | null }>(
    `SELECT m.id, m.community_id, m.user_id, m.first_name, m.last_name, m.role, m.state, m.bar_ids,
            m.approval_required, m.approval_set_by_user_id, m.approval_set_at, m.approval_email,
            NULL AS set_by_name, u.email, u.language
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
      language: languageOf(member),
    });
    ids.push(await ctx.mail.queue(tx, member.email, content));
  }
  return ids;
}
