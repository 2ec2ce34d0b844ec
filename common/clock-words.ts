// Times and dates as the reader writes them, at the reader's own clock: their time zone (an IANA name) and how
// their dates are written (contract/clock.ts). A reader who has no time zone yet reads UTC, and every time then
// says "UTC", so no one mistakes it for their own. "today", "yesterday" and weekdays are the reader's days, in
// the reader's language. In the pseudo-locale run (I18N_PSEUDO=1, docs/languages.md) an English reader's dates
// are accented like a catalogue's words, digits as they are: they are the product's words, not a leak.
import type { DateLocale } from "../contract/clock.ts";
import type { Language } from "../contract/language.ts";
import { accent, PSEUDO } from "./i18n/pseudo-text.ts";

/**
 * How a reader's dates are written: English the US or the UK way (their choice on /account), every other
 * language as that language writes it.
 */
export type ClockLocale = DateLocale | Exclude<Language, "en">;

export interface ReaderClock {
  /** The reader's time zone; null: not known yet (times are written in UTC and say so). */
  timeZone: string | null;
  locale: ClockLocale;
}

/** The clock locale of a reader of `language` whose English dates are written `dateLocale`'s way. */
export function clockLocale(language: Language, dateLocale: DateLocale): ClockLocale {
  return language === "en" ? dateLocale : language;
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

/**
 * What the reader reads: as written, or in the pseudo-locale run an English reader's words accented (an accented
 * text comes back as it is). Without I18N_PSEUDO every text is the one given.
 */
function read(text: string, clock: ReaderClock): string {
  return PSEUDO && languageOf(clock) === "en" ? accent(text) : text;
}

/** "November 28, 2026" (en-US) or "28 November 2026" (en-GB), the reader's day. */
export function dateText(at: string | Date, clock: ReaderClock): string {
  return read(formatter(clock, "date").format(dateOf(at)), clock);
}

/** "November 28, 2026 at 10:30 AM" or "28 November 2026 at 10:30"; "… UTC" when the reader's zone is unknown. */
export function dateTimeText(at: string | Date, clock: ReaderClock): string {
  return read(formatter(clock, "dateTime").format(dateOf(at)) + utcSuffix(clock), clock);
}

/** "10:30 AM" or "10:30"; "… UTC" when the reader's zone is unknown. */
export function timeText(at: string | Date, clock: ReaderClock): string {
  return read(formatter(clock, "time").format(dateOf(at)) + utcSuffix(clock), clock);
}

/** The reader's calendar day of `at`, as a whole number of days (for "today" and "yesterday"). */
function dayNumber(at: Date, clock: ReaderClock): number {
  const parts = formatter(clock, "dayKey").formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return Math.round(Date.UTC(part("year"), part("month") - 1, part("day")) / DAY_MS);
}

export type DayKind = "today" | "yesterday" | "weekday" | "date";

/** The reader's day of `at` said the shortest way: today, yesterday, a weekday within the week, else the date. */
function dayOf(at: string | Date, clock: ReaderClock, now: Date): { kind: DayKind; text: string } {
  const date = dateOf(at);
  const days = dayNumber(now, clock) - dayNumber(date, clock);
  if (days <= 0) return { kind: "today", text: DAY_PHRASES[languageOf(clock)].today };
  if (days === 1) return { kind: "yesterday", text: DAY_PHRASES[languageOf(clock)].yesterday };
  if (days < 7) return { kind: "weekday", text: formatter(clock, "weekday").format(date) };
  return { kind: "date", text: dateText(date, clock) };
}

const languageOf = (clock: ReaderClock): Language =>
  clock.locale === "en-US" || clock.locale === "en-GB" ? "en" : clock.locale;

/**
 * The few words around a day, per language: these join a day to a sentence ("since Tuesday", "desde el martes",
 * "depuis mardi"), which a sentence's own message cannot do without knowing which kind of day it is.
 */
const DAY_PHRASES: Record<
  Language,
  {
    today: string;
    yesterday: string;
    since: (day: string, kind: DayKind) => string;
    on: (day: string, kind: DayKind) => string;
  }
> = {
  en: {
    today: "today",
    yesterday: "yesterday",
    since: (day) => `since ${day}`,
    on: (day, kind) => (kind === "today" || kind === "yesterday" ? day : `on ${day}`),
  },
  es: {
    today: "hoy",
    yesterday: "ayer",
    since: (day, kind) => (kind === "today" || kind === "yesterday" ? `desde ${day}` : `desde el ${day}`),
    on: (day, kind) => (kind === "today" || kind === "yesterday" ? day : `el ${day}`),
  },
  fr: {
    today: "aujourd’hui",
    yesterday: "hier",
    since: (day, kind) => (kind === "date" ? `depuis le ${day}` : `depuis ${day}`),
    on: (day, kind) => (kind === "date" ? `le ${day}` : day),
  },
};

/** Which of today, yesterday, a weekday within the week or a date `at` is, by the reader's days. */
export function dayKind(at: string | Date, clock: ReaderClock, now: Date = new Date()): DayKind {
  return dayOf(at, clock, now).kind;
}

/** "today", "yesterday", "Tuesday" (within the week) or the date, by the reader's days, in their language. */
export function dayWords(at: string | Date, clock: ReaderClock, now: Date = new Date()): string {
  return read(dayOf(at, clock, now).text, clock);
}

/** "since today", "since Tuesday", "since November 3, 2026" ("desde el martes", "depuis mardi"). */
export function sinceWords(at: string | Date, clock: ReaderClock, now: Date = new Date()): string {
  const { kind, text } = dayOf(at, clock, now);
  return read(DAY_PHRASES[languageOf(clock)].since(text, kind), clock);
}

/** "today", "yesterday", "on Tuesday", "on November 3, 2026" ("el martes", "le 3 novembre 2026"). */
export function onWords(at: string | Date, clock: ReaderClock, now: Date = new Date()): string {
  const { kind, text } = dayOf(at, clock, now);
  return read(DAY_PHRASES[languageOf(clock)].on(text, kind), clock);
}

/** "since November 3, 2026" for any date, the date always written out ("desde el 3 de noviembre de 2026"). */
export function sinceDateWords(at: string | Date, clock: ReaderClock): string {
  return read(DAY_PHRASES[languageOf(clock)].since(dateText(at, clock), "date"), clock);
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
