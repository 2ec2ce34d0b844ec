// Catalogue search (spec S2 §9). Each button has five texts, best first ("tiers"): its names, its
// description, its target, its key and kind, its group titles. Each query word matches at the
// first tier containing it. A button scores 100 x (10 - best tier matched) once, plus for every
// word +50 when it starts the names (tier 0), +10 for a whole word, +5 for a word start. Words are
// OR-ed; the best 20 are returned, ties in catalogue order. In another language a button has these texts twice,
// in that language and in English, and a word may match in either (searchCatalogue; how it scores: rank()).
import type { Language } from "../../contract/language.ts";
import { BUTTONS } from "./buttons.ts";
import { catalogueIn } from "./catalogue-in.ts";
import { getGroup } from "./groups.ts";
import { translationOf } from "./translations/index.ts";
import type { CatalogueButton } from "./types.ts";

export const MAX_SEARCH_RESULTS = 20;

export interface SearchResult {
  button: CatalogueButton;
  score: number;
  /** Best (lowest) tier any query word matched. */
  tier: number;
  /** Query words that matched. */
  words: string[];
}

/** "Tamaño", "é", "œ" read as "tamano", "e", "oe": a reader may type them either way. */
function foldAccents(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/œ/g, "oe")
    .replace(/æ/g, "ae")
    .replace(/ß/g, "ss");
}

function normalise(text: string): string {
  return foldAccents(text.toLowerCase())
    .replace(/[^a-z0-9\s]/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** "socialMedia" and "microsoftWord" also read as "social media", "microsoft word". */
function splitCamel(text: string): string {
  return text.replace(/([a-z])([A-Z])/g, "$1 $2");
}

/** The words of a query: lower case, letters and digits only, each once. */
export function searchWords(query: string): string[] {
  return [
    ...new Set(
      normalise(query)
        .split(" ")
        .filter((w) => w !== ""),
    ),
  ];
}

function namesTier(button: CatalogueButton): string {
  const names = normalise([button.catalogLabel, button.label].filter(Boolean).join(" "));
  // "text size" is also found as "textsize".
  return names.includes(" ") ? `${names} ${names.replace(/ /g, "")}` : names;
}

function descriptionTier(button: CatalogueButton): string {
  return normalise(button.description)
    .replace(/^(opens the|opens|allows you to) /, "")
    .replace(/ home page$/, "")
    .replace(/\b(the|they|them|a|to|that|in|if|for)\b/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

function targetTier(button: CatalogueButton): string {
  // Scheme, "www." and short words (com, org, go, us...) say nothing about the site.
  const url = normalise((button.url ?? "").replace(/^https?:\/\//, "").replace(/^www\./, "")).replace(
    /\b[a-z0-9]{2,3}\b/g,
    " ",
  );
  const other = [button.exe, button.default, button.identifier]
    .filter(Boolean)
    .map((t) => splitCamel(t ?? ""));
  return normalise([url, ...other].join(" "));
}

function kindTier(button: CatalogueButton): string {
  return normalise(`${button.key} ${button.subkind} ${splitCamel(button.subkind)}`);
}

/** A description in another language, without the words that say nothing (as "the", "to" in English). */
function descriptionTierIn(button: CatalogueButton, stopWords: readonly string[]): string {
  const stop = new RegExp(`\\b(${stopWords.join("|")})\\b`, "g");
  return normalise(button.description).replace(stop, " ").replace(/\s+/g, " ").trim();
}

function groupTier(button: CatalogueButton, language: Language = "en"): string {
  return normalise(button.groups.map((g) => getGroup(g, language)?.title ?? "").join(" "));
}

interface IndexEntry {
  button: CatalogueButton;
  tiers: readonly string[];
}

/** A button and its texts in every language it is searched in, the reader's first. */
interface LanguageEntry {
  button: CatalogueButton;
  tierSets: readonly (readonly string[])[];
}

const indexes = new WeakMap<readonly CatalogueButton[], IndexEntry[]>();

function indexOf(buttons: readonly CatalogueButton[]): IndexEntry[] {
  let index = indexes.get(buttons);
  if (!index) {
    index = buttons.map((button) => ({
      button,
      tiers: [
        namesTier(button),
        descriptionTier(button),
        targetTier(button),
        kindTier(button),
        groupTier(button),
      ],
    }));
    indexes.set(buttons, index);
  }
  return index;
}

/** The search texts of a button, tier 0 first (for tests and for explaining a ranking). */
export function searchTiers(button: CatalogueButton): readonly string[] {
  return indexOf([button])[0]?.tiers ?? [];
}

const languageIndexes = new Map<Language, LanguageEntry[]>();

function indexIn(language: Language): LanguageEntry[] {
  let index = languageIndexes.get(language);
  if (!index) {
    const stopWords = translationOf(language)?.searchStopWords ?? [];
    const english = indexOf(BUTTONS);
    index = catalogueIn(language).map((button, i) => ({
      button,
      tierSets: [
        [
          namesTier(button),
          descriptionTierIn(button, stopWords),
          targetTier(button),
          kindTier(button),
          groupTier(button, language),
        ],
        english[i]?.tiers ?? [],
      ],
    }));
    languageIndexes.set(language, index);
  }
  return index;
}

/** Where a word matches in one set of texts: its first tier, and the bonuses it earns there. */
function matchIn(word: string, tiers: readonly string[]): { tier: number; bonus: number } | undefined {
  const tier = tiers.findIndex((text) => text.includes(word));
  if (tier < 0) return undefined;
  const text = tiers[tier] ?? "";
  let bonus = 0;
  if (tier === 0 && text.startsWith(word)) bonus += 50;
  if (new RegExp(`\\b${word}\\b`).test(text)) bonus += 10;
  if (new RegExp(`\\b${word}`).test(text)) bonus += 5;
  return { tier, bonus };
}

/**
 * With one set of texts, as the header says. With several (a language and English), a word may match in each:
 * the score is the best that choosing one match per word can give, so a second language never lowers a
 * button's score: the base from the chosen match of one word, plus every word's largest bonus.
 */
function rank(words: readonly string[], entries: readonly LanguageEntry[]): SearchResult[] {
  const results: SearchResult[] = [];
  for (const { button, tierSets } of entries) {
    const matched: string[] = [];
    let bonuses = 0;
    let best: { tier: number; score: number } | undefined;
    for (const word of words) {
      const matches = tierSets.flatMap((tiers) => matchIn(word, tiers) ?? []);
      if (matches.length === 0) continue;
      matched.push(word);
      const most = Math.max(...matches.map((m) => m.bonus));
      bonuses += most;
      for (const { tier, bonus } of matches) {
        // The base counts once, from the best tier, so the order of the words does not matter.
        const score = (10 - tier) * 100 + bonus - most;
        if (!best || score > best.score || (score === best.score && tier < best.tier)) best = { tier, score };
      }
    }
    if (best) results.push({ button, score: best.score + bonuses, tier: best.tier, words: matched });
  }
  // Array.prototype.sort is stable: equal scores stay in catalogue order.
  return results.sort((a, b) => b.score - a.score).slice(0, MAX_SEARCH_RESULTS);
}

/** Ranked catalogue buttons for a query; empty when the query has no words or nothing matches. */
export function search(query: string, buttons: readonly CatalogueButton[] = BUTTONS): SearchResult[] {
  const words = searchWords(query);
  if (words.length === 0) return [];
  return rank(
    words,
    indexOf(buttons).map(({ button, tiers }) => ({ button, tierSets: [tiers] })),
  );
}

/**
 * Ranked catalogue buttons in the reader's language, found by their texts in that language or in English
 * ("volumen" and "volume" both find Volumen); accents are ignored. In English it is `search(query)`.
 */
export function searchCatalogue(query: string, language: Language): SearchResult[] {
  if (language === "en") return search(query);
  const words = searchWords(query);
  return words.length === 0 ? [] : rank(words, indexIn(language));
}
