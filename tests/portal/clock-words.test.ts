// Times at the reader's clock: their zone and their way of writing dates; UTC, and saying so, for a reader whose
// zone is not known; "today" and "yesterday" are the reader's days.
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  clockLocale,
  dateLocaleFromAcceptLanguage,
  dateTimeText,
  dayWords,
  onWords,
  sinceWords,
  timeText,
  UTC_CLOCK,
  type ReaderClock,
} from "../../common/clock-words.ts";
import * as plain from "../../common/clock-words.ts";
import { accent } from "../../common/i18n/pseudo-text.ts";
import { isTimeZone } from "../../contract/clock.ts";
import { timeZoneGroups, zoneLabel } from "../../app/account/time-zones.ts";

const LOS_ANGELES: ReaderClock = { timeZone: "America/Los_Angeles", locale: "en-US" };
const LONDON: ReaderClock = { timeZone: "Europe/London", locale: "en-GB" };

describe("times at the reader's clock", () => {
  const at = "2026-11-28T18:30:00.000Z";

  it("writes a Los Angeles manager's time as the US writes it, a London one's as the UK does", () => {
    expect(dateTimeText(at, LOS_ANGELES)).toBe("November 28, 2026 at 10:30 AM");
    expect(dateTimeText(at, LONDON)).toBe("28 November 2026 at 18:30");
    expect(timeText(at, LOS_ANGELES)).toBe("10:30 AM");
  });

  it("says UTC when the reader's zone is not known", () => {
    expect(dateTimeText(at, UTC_CLOCK)).toBe("November 28, 2026 at 6:30 PM UTC");
    expect(dateTimeText(at, { timeZone: null, locale: "en-GB" })).toBe("28 November 2026 at 18:30 UTC");
    expect(timeText(at, UTC_CLOCK)).toBe("6:30 PM UTC");
  });

  it("counts today, yesterday and weekdays in the reader's days", () => {
    // 05:00 UTC on Saturday is still Friday evening in Los Angeles.
    const now = new Date("2026-11-28T05:00:00.000Z");
    const fridayEvening = "2026-11-28T03:00:00.000Z";
    expect(dayWords(fridayEvening, LOS_ANGELES, now)).toBe("today");
    expect(dayWords(fridayEvening, LONDON, now)).toBe("today");
    const thursdayInLA = "2026-11-27T06:00:00.000Z"; // Thursday 22:00 in Los Angeles, Friday 06:00 in London
    expect(dayWords(thursdayInLA, LOS_ANGELES, now)).toBe("yesterday");
    expect(dayWords(thursdayInLA, LONDON, now)).toBe("yesterday");
    expect(dayWords("2026-11-24T20:00:00.000Z", LOS_ANGELES, now)).toBe("Tuesday");
    expect(sinceWords("2026-11-24T20:00:00.000Z", LOS_ANGELES, now)).toBe("since Tuesday");
    expect(onWords("2026-11-02T20:00:00.000Z", LOS_ANGELES, now)).toBe("on November 2, 2026");
    expect(onWords("2026-11-02T20:00:00.000Z", LONDON, now)).toBe("on 2 November 2026");
    // Seven in the morning in London is still the night before in Los Angeles.
    const londonMorning = new Date("2026-11-28T17:00:00.000Z");
    expect(dayWords("2026-11-28T07:00:00.000Z", LOS_ANGELES, londonMorning)).toBe("yesterday");
    expect(dayWords("2026-11-28T07:00:00.000Z", LONDON, londonMorning)).toBe("today");
  });

  it("writes dates the UK's way for Commonwealth and Irish English, else the US way", () => {
    expect(dateLocaleFromAcceptLanguage("en-GB,en;q=0.9")).toBe("en-GB");
    expect(dateLocaleFromAcceptLanguage("fr-FR,en-AU;q=0.8")).toBe("en-GB");
    expect(dateLocaleFromAcceptLanguage("en-US,en;q=0.9")).toBe("en-US");
    expect(dateLocaleFromAcceptLanguage("es-MX,es;q=0.9")).toBe("en-US");
    expect(dateLocaleFromAcceptLanguage(null)).toBe("en-US");
  });
});

describe("time zones a person can choose", () => {
  it("knows real zones and refuses anything else", () => {
    for (const zone of ["America/Los_Angeles", "Europe/Paris", "UTC", "America/Argentina/Buenos_Aires"])
      expect(isTimeZone(zone), zone).toBe(true);
    for (const zone of [
      "",
      "Mars/Olympus",
      "sometimes",
      "Europe/Paris\u0000",
      "../etc/passwd",
      "a".repeat(80),
    ])
      expect(isTimeZone(zone), zone).toBe(false);
  });

  it("names places as people look for them, grouped by continent", () => {
    expect(zoneLabel("America/Los_Angeles")).toBe("Los Angeles");
    expect(zoneLabel("America/Argentina/Buenos_Aires")).toBe("Buenos Aires (Argentina)");
    const groups = timeZoneGroups();
    const americas = groups.find((g) => g.region === "Americas");
    expect(americas?.zones).toContainEqual({ id: "America/Los_Angeles", label: "Los Angeles" });
    expect(groups.at(-1)).toMatchObject({ region: "Other", zones: [{ id: "UTC", label: "UTC" }] });
    for (const group of groups)
      for (const zone of group.zones) expect(isTimeZone(zone.id), zone.id).toBe(true);
  });
});

describe("dates in the reader's language", () => {
  const MADRID: ReaderClock = { timeZone: "Europe/Madrid", locale: "es" };
  const PARIS: ReaderClock = { timeZone: "Europe/Paris", locale: "fr" };
  // Saturday 28 November 2026, evening in Madrid and Paris.
  const now = new Date("2026-11-28T19:00:00.000Z");

  it("writes dates and times as Spanish and French write them", () => {
    expect(dateTimeText("2026-11-28T18:30:00.000Z", MADRID)).toBe("28 de noviembre de 2026 a las 19:30");
    expect(dateTimeText("2026-11-28T18:30:00.000Z", PARIS)).toBe("28 novembre 2026 à 19:30");
  });

  it("says today, yesterday and weekdays in Spanish, joined to the sentence as Spanish does", () => {
    expect(sinceWords("2026-11-28T08:00:00.000Z", MADRID, now)).toBe("desde hoy");
    expect(onWords("2026-11-27T08:00:00.000Z", MADRID, now)).toBe("ayer");
    expect(sinceWords("2026-11-24T08:00:00.000Z", MADRID, now)).toBe("desde el martes");
    expect(onWords("2026-11-03T08:00:00.000Z", MADRID, now)).toBe("el 3 de noviembre de 2026");
  });

  it("says them in French, with the article only before a date", () => {
    expect(sinceWords("2026-11-28T08:00:00.000Z", PARIS, now)).toBe("depuis aujourd’hui");
    expect(onWords("2026-11-27T08:00:00.000Z", PARIS, now)).toBe("hier");
    expect(sinceWords("2026-11-24T08:00:00.000Z", PARIS, now)).toBe("depuis mardi");
    expect(sinceWords("2026-11-03T08:00:00.000Z", PARIS, now)).toBe("depuis le 3 novembre 2026");
  });

  it("keeps the reader's English way of writing dates when they read English", () => {
    expect(clockLocale("en", "en-GB")).toBe("en-GB");
    expect(clockLocale("es", "en-GB")).toBe("es");
  });
});

describe("dates in the pseudo-locale run (I18N_PSEUDO=1, docs/languages.md)", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  const now = new Date("2026-11-28T19:00:00.000Z");
  const moments = [
    "2026-11-28T18:30:00.000Z",
    "2026-11-27T08:00:00.000Z",
    "2026-11-24T08:00:00.000Z",
    "2026-11-03T08:00:00.000Z",
  ];
  const clocks: ReaderClock[] = [
    LOS_ANGELES,
    LONDON,
    UTC_CLOCK,
    { timeZone: "Europe/Madrid", locale: "es" },
    { timeZone: null, locale: "fr" },
  ];
  /** Every text the module writes, for each clock and moment. */
  const texts = (words: typeof plain) =>
    clocks.flatMap((clock) =>
      moments.flatMap((at) => [
        words.dateText(at, clock),
        words.dateTimeText(at, clock),
        words.timeText(at, clock),
        words.dayWords(at, clock, now),
        words.sinceWords(at, clock, now),
        words.onWords(at, clock, now),
        words.sinceDateWords(at, clock),
      ]),
    );

  it("is off without the switch: English dates as Intl and the day words write them", () => {
    expect(process.env.I18N_PSEUDO).toBeUndefined();
    expect(plain.dateTimeText("2026-11-28T18:30:00.000Z", UTC_CLOCK)).toBe(
      "November 28, 2026 at 6:30 PM UTC",
    );
    expect(plain.sinceWords("2026-11-28T08:00:00.000Z", LOS_ANGELES, now)).toBe("since today");
    expect(plain.onWords("2026-11-24T08:00:00.000Z", LONDON, now)).toBe("on Tuesday");
  });

  it("accents an English reader's words like a catalogue's, digits as they are, other languages unchanged", async () => {
    const before = texts(plain);
    vi.stubEnv("I18N_PSEUDO", "1");
    vi.resetModules();
    const pseudo = await import("../../common/clock-words.ts");
    const after = texts(pseudo);
    const perClock = before.length / clocks.length;
    for (const [i, text] of before.entries()) {
      const english = i < perClock * 3;
      expect(after[i], text).toBe(english ? accent(text) : text);
      if (english) expect(after[i], text).not.toMatch(/[A-Za-z]/);
    }
    expect(pseudo.dateTimeText("2026-11-28T18:30:00.000Z", UTC_CLOCK)).toBe(
      accent("November 28, 2026 at 6:30 PM UTC"),
    );
    expect(pseudo.sinceWords("2026-11-28T08:00:00.000Z", LOS_ANGELES, now)).toBe("šîñçé ţöðåý");
  });
});
