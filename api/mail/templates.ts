// The emails this product sends, in plain text and HTML. Links are path routes on the portal's public URL.
import { PRODUCT_NAME } from "../../app/shared/product.ts";

export type MailKind = "verify_email" | "password_reset" | "password_reset_unknown" | "password_changed";

export interface MailContent {
  kind: MailKind;
  subject: string;
  text: string;
  html: string;
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function greeting(name: string | null): string {
  return name ? `Hello ${name},` : "Hello,";
}

/** Wraps paragraphs (and at most one button link) into a plain, accessible HTML email. */
function html(title: string, paragraphs: string[], link?: { href: string; label: string }): string {
  const body = paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join("\n");
  const button = link
    ? `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>\n` +
      `<p>If the link does not work, copy this address into your browser:<br>${escapeHtml(link.href)}</p>`
    : "";
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="font-family: sans-serif; font-size: 16px; line-height: 1.5">
${body}
${button}
<p>The ${escapeHtml(PRODUCT_NAME)} team</p>
</body></html>`;
}

function text(paragraphs: string[], link?: string): string {
  return [...paragraphs, ...(link ? [link] : []), `The ${PRODUCT_NAME} team`].join("\n\n") + "\n";
}

export function verifyEmailMail(name: string | null, link: string): MailContent {
  const subject = `Confirm your email address for ${PRODUCT_NAME}`;
  const paragraphs = [
    greeting(name),
    `Please confirm that this is your email address for your ${PRODUCT_NAME} account. The link works for 30 days.`,
    "If you did not create an account, you can ignore this email.",
  ];
  return {
    kind: "verify_email",
    subject,
    text: text([...paragraphs, "Confirm your email address:"], link),
    html: html(subject, paragraphs, { href: link, label: "Confirm my email address" }),
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
