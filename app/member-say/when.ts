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
