// Dates in the member's and manager's plain words, at the reader's clock (common/clock-words.ts): "today",
// "yesterday", "Tuesday" (within the week), else the date as the reader writes it.
import * as words from "../../common/clock-words.ts";
import type { ReaderClock } from "../../common/clock-words.ts";
import { SOURCE_LANGUAGE, type Language } from "../../contract/language.ts";
import { messagesFor, type Messages } from "../../common/i18n/messages.ts";
import { memberSayMessages } from "./messages/index.ts";

/** The moment a page is drawn, and the clock and language of the person who reads it. */
export interface ReaderNow {
  now: Date;
  clock: ReaderClock;
  /** The page's language (English when not given). */
  language?: Language;
}

/** Now, for this reader. */
export function readerNow(
  clock: ReaderClock,
  now: Date = new Date(),
  language: Language = SOURCE_LANGUAGE,
): ReaderNow {
  return { now, clock, language };
}

/** The member's say's words in the reader's language. */
export function sayWords(at: ReaderNow): Messages<keyof typeof memberSayMessages.en> {
  return messagesFor(memberSayMessages, at.language ?? SOURCE_LANGUAGE);
}

/** "A and B", "A and B and C": the names joined in the reader's language. */
export function andWords(names: readonly string[], at: ReaderNow): string {
  const t = sayWords(at);
  return names.reduce((all, name) => (all ? t("and", { a: all, b: name }) : name), "");
}

/** Which of today, yesterday, a weekday or a date `iso` is for this reader. */
export function dayKindOf(iso: string, at: ReaderNow): words.DayKind {
  return words.dayKind(iso, at.clock, at.now);
}

/** "today", "yesterday", "Tuesday" or "November 3, 2026". */
export function dayWords(iso: string, at: ReaderNow): string {
  return words.dayWords(iso, at.clock, at.now);
}

/** "since today", "since Tuesday", "since November 3, 2026". */
export function sinceWords(iso: string, at: ReaderNow): string {
  return words.sinceWords(iso, at.clock, at.now);
}

/** "on Tuesday", "today", "on November 3, 2026". */
export function onWords(iso: string, at: ReaderNow): string {
  return words.onWords(iso, at.clock, at.now);
}

const PLURAL = new Intl.PluralRules("en-GB");

/** "1 time", "2 times": the count with its word in the form English uses for it. */
export function countWords(n: number, forms: { one: string; other: string }): string {
  return `${n.toLocaleString("en-GB")} ${PLURAL.select(n) === "one" ? forms.one : forms.other}`;
}

/**
 * When changes were made, counted: "today" or "on Tuesday" for one; "2 times today", "3 times since
 * Tuesday" for several (the first of them was on that day).
 */
export function changedWhenWords(saves: number, firstIso: string, at: ReaderNow): string {
  if (saves <= 1) return onWords(firstIso, at);
  const t = sayWords(at);
  return words.dayKind(firstIso, at.clock, at.now) === "today"
    ? t("when.timesToday", { n: saves })
    : t("when.timesSince", { n: saves, since: sinceWords(firstIso, at) });
}
