// The emails this product sends, in plain text and HTML. Links are path routes on the portal's public URL.
import type { MailKind } from "../../contract/mail.ts";
import { SOURCE_LANGUAGE, type Language } from "../../contract/language.ts";
import { PRODUCT_NAME } from "../../contract/product.ts";
import { messagesFor } from "../../common/i18n/messages.ts";
import { mailMessages } from "./messages/index.ts";

export type { MailKind };

export interface MailContent {
  kind: MailKind;
  subject: string;
  text: string;
  html: string;
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function greeting(name: string | null, language: Language = SOURCE_LANGUAGE): string {
  const t = messagesFor(mailMessages, language);
  return name ? t("mail.greeting", { name }) : t("mail.greetingNoName");
}

/** Wraps paragraphs (and at most one button link) into a plain, accessible HTML email. */
export function html(
  title: string,
  paragraphs: string[],
  link?: { href: string; label: string },
  language: Language = SOURCE_LANGUAGE,
): string {
  const t = messagesFor(mailMessages, language);
  const body = paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join("\n");
  const button = link
    ? `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>\n` +
      `<p>${escapeHtml(t("mail.linkFallback"))}<br>${escapeHtml(link.href)}</p>`
    : "";
  return `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="font-family: sans-serif; font-size: 16px; line-height: 1.5">
${body}
${button}
<p>${escapeHtml(t("mail.signature"))}</p>
</body></html>`;
}

export function text(paragraphs: string[], link?: string, language: Language = SOURCE_LANGUAGE): string {
  const signature = messagesFor(mailMessages, language)("mail.signature");
  return [...paragraphs, ...(link ? [link] : []), signature].join("\n\n") + "\n";
}

/** How long the confirmation link works (api/auth/codes.ts keeps the code as long). */
const VERIFY_LINK_DAYS = 30;

/** The confirmation of the address, in the recipient's language (English for a user without one). */
export function verifyEmailMail(
  name: string | null,
  link: string,
  language: Language = SOURCE_LANGUAGE,
): MailContent {
  const t = messagesFor(mailMessages, language);
  const subject = t("verify.subject");
  const paragraphs = [
    greeting(name, language),
    t("verify.why", { days: VERIFY_LINK_DAYS }),
    t("verify.ignore"),
  ];
  return {
    kind: "verify_email",
    subject,
    text: text([...paragraphs, t("verify.linkIntro")], link, language),
    html: html(subject, paragraphs, { href: link, label: t("verify.button") }, language),
  };
}

export function passwordResetMail(name: string | null, link: string): MailContent {
  const subject = `Reset your ${PRODUCT_NAME} password`;
  const paragraphs = [
    greeting(name),
    `Someone asked to reset the password of your ${PRODUCT_NAME} account. The link works once, for one hour.`,
    "If it was not you, ignore this email: your password stays as it is.",
  ];
  return {
    kind: "password_reset",
    subject,
    text: text([...paragraphs, "Choose a new password:"], link),
    html: html(subject, paragraphs, { href: link, label: "Choose a new password" }),
  };
}

export function passwordResetUnknownMail(email: string, registerLink: string): MailContent {
  const subject = `${PRODUCT_NAME} password reset`;
  const paragraphs = [
    "Hello,",
    `Someone asked to reset the ${PRODUCT_NAME} password for ${email}, but there is no ${PRODUCT_NAME} account with this address.`,
    "If it was you, you may have signed up with another address. You can also create an account.",
    "If it was not you, you can ignore this email.",
  ];
  return {
    kind: "password_reset_unknown",
    subject,
    text: text([...paragraphs, "Create an account:"], registerLink),
    html: html(subject, paragraphs, { href: registerLink, label: "Create an account" }),
  };
}

export function passwordChangedMail(name: string | null): MailContent {
  const subject = `Your ${PRODUCT_NAME} password was changed`;
  const paragraphs = [
    greeting(name),
    `The password of your ${PRODUCT_NAME} account was just changed, and you were signed out elsewhere.`,
    "If you did not do this, reset your password at once from the sign-in page.",
  ];
  return { kind: "password_changed", subject, text: text(paragraphs), html: html(subject, paragraphs) };
}

export interface InvitationMailFields {
  /** The invited member's full name ("" when the member has none). */
  inviteeName: string;
  /** The inviting manager's full name, or their email address when they have no name. */
  inviterName: string;
  communityName: string;
  /** Free text from the manager (the original portal puts the phone number here); "" for none. */
  message: string;
  acceptLink: string;
  declineLink: string;
  days: number;
}

/** The invitation (to the invitee): who invites, to which group, the manager's message, accept and decline links. */
export function invitationMail(f: InvitationMailFields): MailContent {
  // Names are the users' own text: one line in the subject.
  const subject = `${f.inviterName} invited you to ${PRODUCT_NAME}`.replace(/\s+/g, " ");
  const intro = [
    greeting(f.inviteeName || null),
    `${f.inviterName} invited you to join the group "${f.communityName}" on ${PRODUCT_NAME}. ` +
      `In ${PRODUCT_NAME}, ${f.inviterName} can make bars of buttons for you: buttons that open websites, ` +
      "start apps and meetings, and change settings on your computer.",
  ];
  const message = f.message ? [`${f.inviterName} wrote:`, f.message] : [];
  const after = [
    `The invitation works for ${f.days} days and only once.`,
    "If you do not know this person, you can ignore this email.",
  ];
  const text_ = [
    ...intro,
    ...message,
    `Accept the invitation:\n${f.acceptLink}`,
    `Decline the invitation:\n${f.declineLink}`,
    ...after,
    `The ${PRODUCT_NAME} team`,
  ].join("\n\n");
  const messageHtml = f.message
    ? `<p>${escapeHtml(`${f.inviterName} wrote:`)}</p>\n<blockquote style="white-space: pre-wrap">${escapeHtml(f.message)}</blockquote>\n`
    : "";
  const html_ = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family: sans-serif; font-size: 16px; line-height: 1.5">
${intro.map((p) => `<p>${escapeHtml(p)}</p>`).join("\n")}
${messageHtml}<p><a href="${escapeHtml(f.acceptLink)}">Accept the invitation</a></p>
<p>If you do not want to join, <a href="${escapeHtml(f.declineLink)}">decline the invitation</a>.</p>
<p>If the links do not work, copy this address into your browser:<br>${escapeHtml(f.acceptLink)}</p>
${after.map((p) => `<p>${escapeHtml(p)}</p>`).join("\n")}
<p>The ${escapeHtml(PRODUCT_NAME)} team</p>
</body></html>`;
  return { kind: "invitation", subject, text: text_ + "\n", html: html_ };
}

/** The copy to the inviting manager (as the original's CommunityInvitationManager): no links to use. */
export function invitationCopyMail(f: {
  inviterName: string | null;
  inviteeName: string;
  inviteeEmail: string;
  communityName: string;
  message: string;
  days: number;
}): MailContent {
  const subject = `Your ${PRODUCT_NAME} invitation to ${f.inviteeEmail} was sent`;
  const who = f.inviteeName ? `${f.inviteeName} (${f.inviteeEmail})` : f.inviteeEmail;
  const paragraphs = [
    greeting(f.inviterName),
    `We sent your invitation to join "${f.communityName}" to ${who}. It works for ${f.days} days.`,
    ...(f.message ? ["Your message:", f.message] : []),
    "You will see in the group's member list when it is accepted.",
  ];
  return { kind: "invitation_copy", subject, text: text(paragraphs), html: html(subject, paragraphs) };
}
