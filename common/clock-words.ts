// Times and dates as the reader writes them, at the reader's own clock: their time zone (an IANA name) and how
// their dates are written (contract/clock.ts). A reader who has no time zone yet reads UTC, and every time then
// says "UTC", so no one mistakes it for their own. "today", "yesterday" and weekdays are the reader's days.
import type { DateLocale } from "../contract/clock.ts";

export interface ReaderClock {
  /** The reader's time zone; null: not known yet (times are written in UTC and say so). */
  timeZone: string | null;
  locale: DateLocale;
}

/** Times for a reader nothing is known of: UTC, as the US writes dates (our prices are in US dollars). */
export const UTC_CLOCK: ReaderClock = { timeZone: null, locale: "en-US" };

const DAY_MS = 24 * 60 * 60 * 1000;

// Intl formatters are costly to build and free to reuse: one per locale, zone and kind.
const formatters = new Map<string, Intl.DateTimeFormat>();
type Kind = "date" | "dateTime" | "time" | "weekday" | "dayKey";

function formatter(clock: ReaderClock, kind: Kind): Intl.DateTimeFormat {
  const timeZone = clock.timeZone ?? "UTC";
  const key = `${clock.locale}|${timeZone}|${kind}`;
  let format = formatters.get(key);
  if (!format) {
    const options: Intl.DateTimeFormatOptions = {
      date: { day: "numeric", month: "long", year: "numeric" } as const,
      dateTime: {
        day: "numeric",
        month: "long",
        year: "numeric",
        hour: "numeric",
        minute: "2-digit",
      } as const,
      time: { hour: "numeric", minute: "2-digit" } as const,
      weekday: { weekday: "long" } as const,
      dayKey: { year: "numeric", month: "2-digit", day: "2-digit" } as const,
    }[kind];
    format = new Intl.DateTimeFormat(clock.locale, { ...options, timeZone });
    formatters.set(key, format);
  }
  return format;
}

function dateOf(at: string | Date): Date {
  return typeof at === "string" ? new Date(at) : at;
}

const utcSuffix = (clock: ReaderClock) => (clock.timeZone ? "" : " UTC");

/** "November 28, 2026" (en-US) or "28 November 2026" (en-GB), the reader's day. */
export function dateText(at: string | Date, clock: ReaderClock): string {
  return formatter(clock, "date").format(dateOf(at));
}

/** "November 28, 2026 at 10:30 AM" or "28 November 2026 at 10:30"; "… UTC" when the reader's zone is unknown. */
export function dateTimeText(at: string | Date, clock: ReaderClock): string {
  return formatter(clock, "dateTime").format(dateOf(at)) + utcSuffix(clock);
}

/** "10:30 AM" or "10:30"; "… UTC" when the reader's zone is unknown. */
export function timeText(at: string | Date, clock: ReaderClock): string {
  return formatter(clock, "time").format(dateOf(at)) + utcSuffix(clock);
}

/** The reader's calendar day of `at`, as a whole number of days (for "today" and "yesterday"). */
function dayNumber(at: Date, clock: ReaderClock): number {
  const parts = formatter(clock, "dayKey").formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return Math.round(Date.UTC(part("year"), part("month") - 1, part("day")) / DAY_MS);
}

/** "today", "yesterday", "Tuesday" (within the week) or the date, by the reader's days. */
export function dayWords(at: string | Date, clock: ReaderClock, now: Date = new Date()): string {
  const date = dateOf(at);
  const days = dayNumber(now, clock) - dayNumber(date, clock);
  if (days <= 0) return "today";
  if (days === 1) return "yesterday";
  if (days < 7) return formatter(clock, "weekday").format(date);
  return dateText(date, clock);
}

/** "since today", "since Tuesday", "since November 3, 2026". */
export function sinceWords(at: string | Date, clock: ReaderClock, now: Date = new Date()): string {
  return `since ${dayWords(at, clock, now)}`;
}

/** "today", "yesterday", "on Tuesday", "on November 3, 2026". */
export function onWords(at: string | Date, clock: ReaderClock, now: Date = new Date()): string {
  const day = dayWords(at, clock, now);
  return day === "today" || day === "yesterday" ? day : `on ${day}`;
}

/**
 * How dates are written for a browser that sent `acceptLanguage`: the UK's way when its first English is a
 * Commonwealth one or Irish English, else the US way.
 */
export function dateLocaleFromAcceptLanguage(acceptLanguage: string | null | undefined): DateLocale {
  const first = (acceptLanguage ?? "")
    .split(",")
    .map((part) => part.trim().split(";")[0]!.toLowerCase())
    .find((tag) => tag === "en" || tag.startsWith("en-"));
  const region = first?.split("-")[1];
  return region && ["gb", "uk", "ie", "au", "nz", "za", "in"].includes(region) ? "en-GB" : "en-US";
}
