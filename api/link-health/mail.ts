// The link-health email: per member and bar, which buttons stopped working, since when, and a link
// to fix each. Plain text and HTML, in the style of api/mail/templates.ts.
import { PRODUCT_NAME } from "../../contract/product.ts";
import { escapeHtml, greeting, type MailContent } from "../mail/templates.ts";

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
  /** "Ana Silva's bar “Morning”", or the bar alone when nobody has it. */
  heading: string;
  buttons: ToldButton[];
}

export function linkHealthMail(
  name: string | null,
  bars: readonly ToldBar[],
  settingsLink: string,
): MailContent {
  const count = bars.reduce((n, bar) => n + bar.buttons.length, 0);
  const subject =
    count === 1
      ? `A button on a ${PRODUCT_NAME} bar needs your attention`
      : `${count} buttons on ${PRODUCT_NAME} bars need your attention`;
  const intro = [
    greeting(name),
    `${PRODUCT_NAME} checks the web addresses on your group's bars every day. ` +
      (count === 1 ? "This button needs your attention:" : "These buttons need your attention:"),
  ];
  const outro = [
    "Each link opens the bar in the editor at that button, where you can change or remove it.",
    `You get at most one email like this a day, and only when something new needs attention: a problem found after this email goes in the next one. You can turn these emails off in your account settings: ${settingsLink}`,
  ];
  const line = (b: ToldButton) => `- "${b.label}" (${b.url}): ${b.words}${b.since ? ` ${b.since}.` : ""}`;
  const textBody = [
    ...intro,
    ...bars.map((bar) =>
      [bar.heading, ...bar.buttons.map((b) => `${line(b)}\n  Fix it: ${b.fixLink}`)].join("\n"),
    ),
    ...outro,
    `The ${PRODUCT_NAME} team`,
  ].join("\n\n");
  const item = (b: ToldButton) =>
    `<li><strong>${escapeHtml(b.label)}</strong> (${escapeHtml(b.url)}): ${escapeHtml(b.words)}` +
    `${b.since ? ` ${escapeHtml(b.since)}.` : ""} <a href="${escapeHtml(b.fixLink)}">Fix “${escapeHtml(b.label)}”</a></li>`;
  const htmlBody = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family: sans-serif; font-size: 16px; line-height: 1.5">
${intro.map((p) => `<p>${escapeHtml(p)}</p>`).join("\n")}
${bars.map((bar) => `<h2 style="font-size: 18px">${escapeHtml(bar.heading)}</h2>\n<ul>\n${bar.buttons.map(item).join("\n")}\n</ul>`).join("\n")}
<p>${escapeHtml(outro[0]!)}</p>
<p>You get at most one email like this a day, and only when something new needs attention: a problem found after this email goes in the next one. You can <a href="${escapeHtml(settingsLink)}">turn these emails off in your account settings</a>.</p>
<p>The ${escapeHtml(PRODUCT_NAME)} team</p>
</body></html>`;
  return { kind: "link_health", subject, text: textBody + "\n", html: htmlBody };
}
