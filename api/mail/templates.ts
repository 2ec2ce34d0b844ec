// The emails this product sends, in plain text and HTML. Links are path routes on the portal's public URL.
import type { MailKind } from "../../contract/mail.ts";
import { languageOrNull, SOURCE_LANGUAGE, type Language } from "../../contract/language.ts";
import { formatMessage, messagesFor } from "../../common/i18n/messages.ts";
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

/** A mail message as HTML whose `<link>` tag wraps its words in a link to `href` (its words are ours). */
export function linkedHtml(key: keyof typeof mailMessages.en, href: string, language: Language): string {
  const link = (words: string[]) => `<a href="${escapeHtml(href)}">${words.join("")}</a>`;
  return String(formatMessage<string>(mailMessages, key, language, { link }));
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

/** The recipient's saved language (users.language), English when they have none. */
export function languageOf(user: { language: string | null } | null | undefined): Language {
  return languageOrNull(user?.language) ?? SOURCE_LANGUAGE;
}

export function passwordResetMail(
  name: string | null,
  link: string,
  language: Language = SOURCE_LANGUAGE,
): MailContent {
  const t = messagesFor(mailMessages, language);
  const subject = t("reset.subject");
  const paragraphs = [greeting(name, language), t("reset.why"), t("reset.ignore")];
  return {
    kind: "password_reset",
    subject,
    text: text([...paragraphs, t("reset.linkIntro")], link, language),
    html: html(subject, paragraphs, { href: link, label: t("reset.button") }, language),
  };
}

/** To an address without an account: in the language of the page the reset was asked from. */
export function passwordResetUnknownMail(
  email: string,
  registerLink: string,
  language: Language = SOURCE_LANGUAGE,
): MailContent {
  const t = messagesFor(mailMessages, language);
  const subject = t("resetUnknown.subject");
  const paragraphs = [
    greeting(null, language),
    t("resetUnknown.why", { email }),
    t("resetUnknown.otherAddress"),
    t("resetUnknown.ignore"),
  ];
  return {
    kind: "password_reset_unknown",
    subject,
    text: text([...paragraphs, t("resetUnknown.linkIntro")], registerLink, language),
    html: html(subject, paragraphs, { href: registerLink, label: t("resetUnknown.button") }, language),
  };
}

export function passwordChangedMail(name: string | null, language: Language = SOURCE_LANGUAGE): MailContent {
  const t = messagesFor(mailMessages, language);
  const subject = t("changed.subject");
  const paragraphs = [greeting(name, language), t("changed.what"), t("changed.notYou")];
  return {
    kind: "password_changed",
    subject,
    text: text(paragraphs, undefined, language),
    html: html(subject, paragraphs, undefined, language),
  };
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
  /** The invitee's language, else the inviting manager's (routes.ts). */
  language: Language;
}

/** The invitation (to the invitee): who invites, to which group, the manager's message, accept and decline links. */
export function invitationMail(f: InvitationMailFields): MailContent {
  const { language } = f;
  const t = messagesFor(mailMessages, language);
  const inviter = f.inviterName;
  // Names are the users' own text: one line in the subject.
  const subject = t("invitation.subject", { inviter }).replace(/\s+/g, " ");
  const intro = [
    greeting(f.inviteeName || null, language),
    t("invitation.intro", { inviter, group: f.communityName }),
  ];
  const message = f.message ? [t("invitation.wrote", { inviter }), f.message] : [];
  const after = [t("invitation.days", { days: f.days }), t("invitation.ignore")];
  const text_ = [
    ...intro,
    ...message,
    `${t("invitation.acceptIntro")}\n${f.acceptLink}`,
    `${t("invitation.declineIntro")}\n${f.declineLink}`,
    ...after,
    t("mail.signature"),
  ].join("\n\n");
  const messageHtml = f.message
    ? `<p>${escapeHtml(t("invitation.wrote", { inviter }))}</p>\n<blockquote style="white-space: pre-wrap">${escapeHtml(f.message)}</blockquote>\n`
    : "";
  const decline = linkedHtml("invitation.decline", f.declineLink, language);
  const html_ = `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family: sans-serif; font-size: 16px; line-height: 1.5">
${intro.map((p) => `<p>${escapeHtml(p)}</p>`).join("\n")}
${messageHtml}<p><a href="${escapeHtml(f.acceptLink)}">${escapeHtml(t("invitation.accept"))}</a></p>
<p>${decline}</p>
<p>${escapeHtml(t("mail.linksFallback"))}<br>${escapeHtml(f.acceptLink)}</p>
${after.map((p) => `<p>${escapeHtml(p)}</p>`).join("\n")}
<p>${escapeHtml(t("mail.signature"))}</p>
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
  /** The inviting manager's language. */
  language: Language;
}): MailContent {
  const { language } = f;
  const t = messagesFor(mailMessages, language);
  const subject = t("invitationCopy.subject", { email: f.inviteeEmail });
  const who = f.inviteeName ? `${f.inviteeName} (${f.inviteeEmail})` : f.inviteeEmail;
  const paragraphs = [
    greeting(f.inviterName, language),
    t("invitationCopy.sent", { group: f.communityName, who, days: f.days }),
    ...(f.message ? [t("invitationCopy.message"), f.message] : []),
    t("invitationCopy.accepted"),
  ];
  return {
    kind: "invitation_copy",
    subject,
    text: text(paragraphs, undefined, language),
    html: html(subject, paragraphs, undefined, language),
  };
}
