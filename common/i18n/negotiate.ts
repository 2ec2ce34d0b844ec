// Which language a request is read in: the one asked for in the address (`?lang=`), else the one kept in the
// session (the user's saved language, or an earlier `?lang=`), else the best the browser accepts, else English.
import { languageOrNull, SOURCE_LANGUAGE, type Language, LANGUAGES } from "../../contract/language.ts";

/** The browser's preferred language among ours, by `Accept-Language`'s order and weights; null for none. */
export function languageFromAcceptLanguage(header: string | null | undefined): Language | null {
  let best: { language: Language; weight: number; index: number } | null = null;
  const ranges = (header ?? "").split(",").slice(0, 32);
  ranges.forEach((range, index) => {
    const [tag = "", ...params] = range.trim().split(";");
    const primary = tag.trim().toLowerCase().split("-")[0] ?? "";
    const language = (LANGUAGES as readonly string[]).includes(primary) ? (primary as Language) : null;
    if (!language) return;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const weight = q ? Number(q.slice(2)) : 1;
    if (!Number.isFinite(weight) || weight <= 0) return;
    if (!best || weight > best.weight) best = { language, weight, index };
  });
  return (best as { language: Language } | null)?.language ?? null;
}

export interface LanguageSources {
  /** The address's `lang` parameter, as given. */
  query: string | null | undefined;
  /** The session's language: the user's saved one or an earlier choice. */
  session: string | null | undefined;
  acceptLanguage: string | null | undefined;
}

/** The language to read in, and whether the address chose it (then the session keeps it). */
export function resolveLanguage(sources: LanguageSources): { language: Language; chosen: boolean } {
  const asked = languageOrNull(sources.query);
  if (asked) return { language: asked, chosen: true };
  return {
    language:
      languageOrNull(sources.session) ??
      languageFromAcceptLanguage(sources.acceptLanguage) ??
      SOURCE_LANGUAGE,
    chosen: false,
  };
}
