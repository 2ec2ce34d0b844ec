// Telling managers of broken links: at most one email a day per manager, and only when a problem appeared
// that the last email did not tell of. Runs as the "tell" job after checks changed a verdict and after each
// round. A problem found within a day of a manager's last email is not dropped: the pass answers when that
// manager may be emailed again, and the service runs a pass then (service.ts), so the next email tells it.
import { LINK_PROBLEMS, linkProblemWords, type LinkVerdict } from "../../contract/link-health.ts";
import { editorPath } from "../../common/editor-paths.ts";
import { portalLink, type ApiContext } from "../context.ts";
import { buttonAddresses } from "./addresses.ts";
import { languageOf } from "../mail/templates.ts";
import { linkHealthMail, type ToldBar } from "./mail.ts";
import type { StoredHealth } from "./store.ts";
import { clockLocale, sinceDateWords, type ReaderClock } from "../../common/clock-words.ts";
import { dateLocaleSchema } from "../../contract/clock.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

interface ManagerRow {
  user_id: string;
  email: string;
  first_name: string | null;
  community_id: string;
  time_zone: string | null;
  date_locale: string | null;
  language: string | null;
}

interface MemberRow {
  id: string;
  community_id: string;
  first_name: string | null;
  last_name: string | null;
  bar_ids: string[];
}

/** "since November 25, 2026" ("desde el 25 de noviembre de 2026"), the day at the recipient's clock, their way. */
function sinceWords(row: StoredHealth, clock: ReaderClock): string {
  const at = row.verdict === "broken" ? row.first_failed_at : row.changed_at;
  return at ? sinceDateWords(at, clock) : "";
}

/**
 * The manager's clock as /v1 keeps it (contract/clock.ts): UTC, and English the US way, until they choose;
 * dates in their language when it is not English.
 */
function clockOf(manager: ManagerRow): ReaderClock {
  const locale = dateLocaleSchema.safeParse(manager.date_locale);
  const english = locale.success ? locale.data : "en-US";
  return { timeZone: manager.time_zone, locale: clockLocale(languageOf(manager), english) };
}

export interface TellPass {
  /** Emails sent. */
  sent: number;
  /** The earliest time a manager with untold problems may be emailed again (a day after their last email). */
  nextAt: Date | null;
}

/** One pass: emails every manager who has a problem not yet told, unless they had an email in the last day. */
export async function tellManagers(ctx: ApiContext): Promise<TellPass> {
  const { db } = ctx;
  const now = ctx.now();
  const { rows: problems } = await db.query<StoredHealth>(
    "SELECT * FROM link_health WHERE verdict = ANY($1::text[])",
    [LINK_PROBLEMS as LinkVerdict[]],
  );
  const problemOf = new Map(problems.map((p) => [p.url, p]));
  const { rows: managers } = await db.query<ManagerRow>(
    `SELECT m.user_id, u.email, u.first_name, m.community_id, u.time_zone, u.date_locale, u.language
     FROM members m JOIN users u ON u.id = m.user_id
     WHERE m.role = 'manager' AND m.state = 'active' AND u.link_health_email`,
  );
  const { rows: told } = await db.query<{ user_id: string; sent_at: Date; told: string }>(
    "SELECT user_id, sent_at, told FROM link_health_mail",
  );
  const toldOf = new Map(told.map((t) => [t.user_id, t]));
  // Buttons with problems, by community (only the communities that have managers to tell).
  const buttons = problems.length > 0 ? (await buttonAddresses(db)).filter((b) => problemOf.has(b.url)) : [];
  const { rows: barCommunity } = await db.query<{
    id: string;
    community_id: string;
    default_of: string | null;
  }>(
    `SELECT b.id, b.community_id, c.id AS default_of FROM bars b
     LEFT JOIN communities c ON c.default_bar_id = b.id WHERE b.id = ANY($1::uuid[])`,
    [[...new Set(buttons.map((b) => b.bar_id))]],
  );
  const communityOfBar = new Map(barCommunity.map((b) => [b.id, b.community_id]));
  const { rows: members } = await db.query<MemberRow>(
    "SELECT id, community_id, first_name, last_name, bar_ids FROM members WHERE community_id = ANY($1::uuid[])",
    [[...new Set(barCommunity.map((b) => b.community_id))]],
  );

  const byUser = new Map<string, { manager: ManagerRow; communities: Set<string> }>();
  for (const m of managers) {
    const entry = byUser.get(m.user_id) ?? { manager: m, communities: new Set<string>() };
    entry.communities.add(m.community_id);
    byUser.set(m.user_id, entry);
  }

  let sent = 0;
  let nextAt: Date | null = null;
  for (const [userId, { manager, communities }] of byUser) {
    const mine = buttons.filter((b) => communities.has(communityOfBar.get(b.bar_id) ?? ""));
    const lines = [...new Set(mine.map((b) => `${problemOf.get(b.url)!.verdict} ${b.url}`))].sort();
    const before = toldOf.get(userId);
    const beforeLines = new Set(before?.told ? before.told.split("\n") : []);
    const fresh = lines.filter((l) => !beforeLines.has(l));
    const mayMail = !before || now.getTime() - new Date(before.sent_at).getTime() >= DAY_MS;
    if (fresh.length > 0 && !mayMail) {
      const due = new Date(new Date(before.sent_at).getTime() + DAY_MS);
      if (!nextAt || due < nextAt) nextAt = due;
    }
    if (fresh.length === 0 || !mayMail) {
      // Nothing new (or told today): forget what is fixed, so a button that breaks again is news again.
      if (before) {
        const kept = [...beforeLines].filter((l) => lines.includes(l)).join("\n");
        if (kept !== before.told)
          await db.query("UPDATE link_health_mail SET told = $2 WHERE user_id = $1", [userId, kept]);
      }
      continue;
    }
    const bars = new Map<string, ToldBar>();
    for (const b of mine) {
      const row = problemOf.get(b.url)!;
      const holders = members.filter((m) => m.bar_ids.includes(b.bar_id));
      const who = holders.map((m) => [m.first_name, m.last_name].filter(Boolean).join(" ")).filter(Boolean);
      const key = `${b.bar_id}`;
      let bar = bars.get(key);
      if (!bar) {
        bar = { holders: who.join(", "), barName: b.bar_name, buttons: [] };
        bars.set(key, bar);
      }
      const memberId = holders[0]?.id ?? null;
      bar.buttons.push({
        label: b.label || b.url,
        url: b.url,
        words: linkProblemWords(row),
        since: sinceWords(row, clockOf(manager)),
        fixLink: portalLink(ctx, editorPath({ barId: b.bar_id, memberId, focus: b.item_id ?? undefined })),
      });
    }
    const content = linkHealthMail(
      manager.first_name,
      [...bars.values()],
      portalLink(ctx, "/account"),
      languageOf(manager),
    );
    const id = await db.transaction(async (tx) => {
      // Claims the day's email: a second pass (another instance) finds sent_at already today and stops.
      const { rowCount } = await tx.query(
        `INSERT INTO link_health_mail (user_id, sent_at, told) VALUES ($1, $2, $3)
         ON CONFLICT (user_id) DO UPDATE SET sent_at = $2, told = $3
         WHERE link_health_mail.sent_at <= $4`,
        [userId, now, lines.join("\n"), new Date(now.getTime() - DAY_MS)],
      );
      return rowCount === 1 ? ctx.mail.queue(tx, manager.email, content) : null;
    });
    if (id) {
      await ctx.mail.deliver([id]);
      sent += 1;
    }
  }
  return { sent, nextAt };
}
