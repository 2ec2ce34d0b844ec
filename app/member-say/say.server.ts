// What the member's page (and the manager's view of it) shows: each bar as the desktop app shows it, the change
// waiting for the member's OK in plain words, and what changed lately: read from /v1's approval state
// (contract/approvals.ts) and worded by the bar history's own diff (app/shared/bar-diff.ts).
import type { BarVersionSummary, MemberApproval, MemberApprovalBar } from "../../contract/index.ts";
import { plainChanges } from "../shared/bar-diff.ts";
import { barDisplayName } from "../shared/bars.server.ts";
import { tilesOf, type Tile } from "./tiles.ts";
import { andWords, changedWhenWords, dayKindOf, onWords, sayWords, type ReaderNow } from "./when.ts";

export interface ChangeView {
  version: number;
  who: string;
  when: string;
  datetime: string;
  sentences: string[];
}

export interface WaitingView {
  /** The bar's current version: what an approval names. */
  version: number;
  /** "Sam Hill changed this bar 2 times today." */
  changedText: string;
  /** "2 times today", "on Tuesday": when the waiting changes were made. */
  changedWhen: string;
  since: string;
  /** Everything since the approved version, in plain words. */
  sentences: string[];
  /** Who made the waiting changes. */
  who: string[];
  saves: number;
  notNowText: string | null;
}

export interface BarView {
  barId: string;
  name: string;
  /** The group base bar (decision 030): merged into the member's bars, never a bar of its own to them. */
  isBase: boolean;
  /** The bar's latest saved version (what an answer names when only the base bar's change waits). */
  currentVersion: number;
  shown: Tile[];
  waiting: WaitingView | null;
  whatsNew: ChangeView[];
}

export interface SayView {
  memberId: string;
  memberName: string;
  required: boolean;
  setByText: string | null;
  emailMe: boolean;
  managers: { name: string; email: string }[];
  bars: BarView[];
}

/** The person who did something, as the reader knows them: "You" when it was the reader. */
function actorName(
  actor: { user_id: string | null; name: string | null } | null,
  readerId: string | null,
  nobody: string,
  at: ReaderNow,
): string {
  const t = sayWords(at);
  if (actor?.user_id && actor.user_id === readerId) return t("you");
  return actor?.name || (actor?.user_id ? t("someone") : nobody);
}

/** "Sam Hill turned this on today.", "On Tuesday, you turned this on." (never "on on Tuesday"). */
function turnedOnWords(actor: string, iso: string, at: ReaderNow): string {
  const t = sayWords(at);
  const when = onWords(iso, at);
  const kind = dayKindOf(iso, at);
  if (kind === "today" || kind === "yesterday") return t("say.turnedOn", { actor, when });
  const who = actor === t("you") ? t("youLower") : actor;
  return t("say.turnedOnDay", { actor: who, when: `${when[0]!.toUpperCase()}${when.slice(1)}` });
}

function waitingOf(bar: MemberApprovalBar, at: ReaderNow, readerId: string | null): WaitingView | null {
  if (bar.waiting_since === null || bar.approved_version >= bar.current_version) return null;
  const versions = bar.versions; // newest first, down to the approved one
  const current = versions[0];
  const base = versions.find((v) => v.version === bar.approved_version) ?? versions.at(-1) ?? null;
  if (!current) return null;
  const newer = versions.filter((v) => v.version > bar.approved_version);
  const who = [...new Set(newer.map((v) => authorOf(v, readerId, at)))];
  const t = sayWords(at);
  const changedWhen = changedWhenWords(newer.length, bar.waiting_since, at);
  return {
    version: bar.current_version,
    since: bar.waiting_since,
    changedText: t("say.changedThisBar", { who: andWords(who, at), when: changedWhen }),
    changedWhen,
    sentences: plainChanges(base === current ? null : base, current, at.language),
    who,
    saves: newer.length,
    notNowText: bar.not_now_at ? t("say.notNow", { when: onWords(bar.not_now_at, at) }) : null,
  };
}

function authorOf(v: BarVersionSummary, readerId: string | null, at: ReaderNow): string {
  return actorName(v.author, readerId, sayWords(at)("formerMember"), at);
}

function whatsNewOf(bar: MemberApprovalBar, at: ReaderNow, readerId: string | null): ChangeView[] {
  // Only what reached the desktop: versions up to the approved one.
  const versions = bar.versions.filter((v) => v.version <= bar.approved_version);
  return versions.flatMap((v, i) => {
    const before = versions[i + 1] ?? null;
    if (before === null && v.version !== 1) return [];
    const sentences = plainChanges(before, v, at.language);
    if (sentences.length === 0) return [];
    return [
      {
        version: v.version,
        who: authorOf(v, readerId, at),
        when: onWords(v.created_at, at),
        datetime: v.created_at,
        sentences,
      },
    ];
  });
}

/**
 * The view of one member's bars from their approval state. `readerId`: the user reading it, who is "you"
 * wherever they did something (the member on their own page).
 */
export function sayView(state: MemberApproval, at: ReaderNow, readerId: string | null = null): SayView {
  const t = sayWords(at);
  return {
    memberId: state.member_id,
    memberName: state.member_name ?? t("thisMember"),
    required: state.required,
    setByText:
      state.required && state.set_at
        ? turnedOnWords(actorName(state.set_by, readerId, t("someone"), at), state.set_at, at)
        : null,
    emailMe: state.email_me,
    managers: state.managers.map((m) => ({ name: m.name ?? m.email, email: m.email })),
    bars: state.bars.map((bar) => ({
      barId: bar.bar_id,
      name: barDisplayName(bar.name, at.language),
      isBase: bar.is_base_bar,
      currentVersion: bar.current_version,
      shown: tilesOf(bar.shown.items, at.language),
      waiting: waitingOf(bar, at, readerId),
      whatsNew: whatsNewOf(bar, at, readerId),
    })),
  };
}

/**
 * A bar's buttons on its large-print card, as the app shows the bar: the group base bar's buttons merged in where
 * the desktop route puts them (decision 030); the base bar's own card shows its buttons alone.
 */
export function cardTiles(view: SayView, position: "first" | "last" | null, bar: BarView): Tile[] {
  const base = view.bars.find((b) => b.isBase);
  if (bar.isBase || !base || !position) return bar.shown;
  const baseTiles = base.shown.map((tile) => ({ ...tile, key: `base-${tile.key}` }));
  return position === "last" ? [...bar.shown, ...baseTiles] : [...baseTiles, ...bar.shown];
}
