// A reader's clock: the time zone their times are written in and how their dates are written. Kept by /v1 on
// the user (PUT /v1/users/{id}/clock), so pages and email alike are at the reader's own clock.
import { z } from "zod";

/** How dates and times are written: "November 28, 2026, 10:30 AM" (US) or "28 November 2026, 10:30" (UK). */
export const DATE_LOCALES = ["en-US", "en-GB"] as const;
export const dateLocaleSchema = z.enum(DATE_LOCALES);
export type DateLocale = z.infer<typeof dateLocaleSchema>;

/** Whether this runtime knows `name` as a time zone (IANA names such as "Europe/Paris", or "UTC"). */
export function isTimeZone(name: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/.test(name)) return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

export const timeZoneSchema = z
  .string()
  .max(64)
  .refine(isTimeZone, { message: "Choose a time zone from the list" });

/** PUT /v1/users/{id}/clock (ours): both kept as sent; null forgets the choice (times then read in UTC). */
export const updateClockRequestSchema = z.object({
  time_zone: timeZoneSchema.nullable(),
  date_locale: dateLocaleSchema.nullable(),
});
export type UpdateClockRequest = z.input<typeof updateClockRequestSchema>;
