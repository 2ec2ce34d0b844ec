// The languages the product is written in, and a user's saved choice (PUT /v1/users/{id}/language), so that
// pages and email alike are in the reader's language (docs/decisions/048).
import { z } from "zod";

/** English is the source; every other language falls back to it, message by message. */
export const LANGUAGES = ["en", "es", "fr"] as const;
export const languageSchema = z.enum(LANGUAGES);
export type Language = z.infer<typeof languageSchema>;
export const SOURCE_LANGUAGE: Language = "en";

/** Each language named in itself, as the language choice shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: "English",
  es: "Español",
  fr: "Français",
};

/** A language the product has, or null for anything else (an unknown code, a region, an empty value). */
export function languageOrNull(value: unknown): Language | null {
  const parsed = languageSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** PUT /v1/users/{id}/language (ours): the user's language; null forgets it (the browser's is used then). */
export const updateLanguageRequestSchema = z.object({ language: languageSchema.nullable() });
export type UpdateLanguageRequest = z.input<typeof updateLanguageRequestSchema>;
