// Dates in the member's and manager's plain words, at the reader's clock (common/clock-words.ts): "today",
// "yesterday", "Tuesday" (within the week), else the date as the reader writes it.
import * as words from "../../common/clock-words.ts";
import type { ReaderClock } from "../../common/clock-words.ts";

/** The moment a page is drawn, and the clock of the person who reads it. */
export interface ReaderNow {
  now: Date;
  clock: ReaderClock;
}

/** Now, for this reader. */
export function readerNow(clock: ReaderClock, now: Date = new Date()): ReaderNow {
  return { now, clock };
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
  const times = countWords(saves, { one: "time", other: "times" });
  const day = dayWords(firstIso, at);
  return day === "today" ? `${times} today` : `${times} since ${day}`;
}
