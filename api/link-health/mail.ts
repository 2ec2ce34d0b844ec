// The link-health email: per member and bar, which buttons stopped working, since when, and a link
// to fix each. Plain text and HTML, in the style of api/mail/templates.ts, in the manager's language.
import type { Language } from "../../contract/language.ts";
import { messagesFor } from "../../common/i18n/messages.ts";
import { mailMessages } from "../mail/messages/index.ts";
import { escapeHtml, greeting, linkedHtml, type MailContent } from "../mail/templates.ts";

export interface ToldButton {
  label: string;
  url: string;
  /** The problem in words (contract/link-health.ts linkProblemWords). */
  words: string;
  /** "since 25 November 2026", or "". */
  since: string;
  fixLink: string;
}

export interface ToldBar {
  /** The names of the members who have the bar ("" when nobody has it), and the bar's name. */
  holders: string;
  barName: string;
  buttons: ToldButton[];
}

export function linkHealthMail(
  name: string | null,
  bars: readonly ToldBar[],
  settingsLink: string,
  language: Language,
): MailContent {
  const t = messagesFor(mailMessages, language);
  const count = bars.reduce((n, bar) => n + bar.buttons.length, 0);
  const subject = t("linkHealth.subject", { count });
  const intro = [greeting(name, language), t("linkHealth.checks", { count })];
  const howToFix = t("linkHealth.howToFix");
  const heading = (bar: ToldBar) =>
    bar.holders
      ? t("linkHealth.barOf", { who: bar.holders, barName: bar.barName })
      : t("linkHealth.bar", { barName: bar.barName });
  const line = (b: ToldButton) => `- "${b.label}" (${b.url}): ${b.words}${b.since ? ` ${b.since}.` : ""}`;
  const textBody = [
    ...intro,
    ...bars.map((bar) =>
      [
        heading(bar),
        ...bar.buttons.map((b) => `${line(b)}\n  ${t("linkHealth.fixIt", { link: b.fixLink })}`),
      ].join("\n"),
    ),
    howToFix,
    `${t("linkHealth.oneADay")} ${t("linkHealth.turnOff", { link: settingsLink })}`,
    t("mail.signature"),
  ].join("\n\n");
  const item = (b: ToldButton) =>
    `<li><strong>${escapeHtml(b.label)}</strong> (${escapeHtml(b.url)}): ${escapeHtml(b.words)}` +
    `${b.since ? ` ${escapeHtml(b.since)}.` : ""} <a href="${escapeHtml(b.fixLink)}">${escapeHtml(t("linkHealth.fix", { label: b.label }))}</a></li>`;
  const htmlBody = `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family: sans-serif; font-size: 16px; line-height: 1.5">
${intro.map((p) => `<p>${escapeHtml(p)}</p>`).join("\n")}
${bars.map((bar) => `<h2 style="font-size: 18px">${escapeHtml(heading(bar))}</h2>\n<ul>\n${bar.buttons.map(item).join("\n")}\n</ul>`).join("\n")}
<p>${escapeHtml(howToFix)}</p>
<p>${escapeHtml(t("linkHealth.oneADay"))} ${linkedHtml("linkHealth.turnOffLink", settingsLink, language)}</p>
<p>${escapeHtml(t("mail.signature"))}</p>
</body></html>`;
  return { kind: "link_health", subject, text: textBody + "\n", html: htmlBody };
}
