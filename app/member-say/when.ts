// Dates in the member's and manager's plain words: "today", "yesterday", "Tuesday" (within the week), else
// "3 November 2026". UTC, as the bar history shows times.
const DAY_MS = 24 * 60 * 60 * 1000;
const WEEKDAY = new Intl.DateTimeFormat("en-GB", { weekday: "long", timeZone: "UTC" });
const DATE = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

function utcDay(date: Date): number {
  return Math.floor(date.getTime() / DAY_MS);
}

/** "today", "yesterday", "Tuesday" or "3 November 2026". */
export function dayWords(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  const days = utcDay(now) - utcDay(date);
  if (days <= 0) return "today";
  if (days === 1) return "yesterday";
  if (days < 7) return WEEKDAY.format(date);
  return DATE.format(date);
}

/** "since today", "since Tuesday", "since 3 November 2026". */
export function sinceWords(iso: string, now: Date = new Date()): string {
  const day = dayWords(iso, now);
  return `since ${day}`;
}

/** "on Tuesday", "today", "on 3 November 2026". */
export function onWords(iso: string, now: Date = new Date()): string {
  const day = dayWords(iso, now);
  return day === "today" || day === "yesterday" ? day : `on ${day}`;
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
export function changedWhenWords(saves: number, firstIso: string, now: Date = new Date()): string {
  if (saves <= 1) return onWords(firstIso, now);
  const times = countWords(saves, { one: "time", other: "times" });
  const day = dayWords(firstIso, now);
  return day === "today" ? `${times} today` : `${times} since ${day}`;
}
