// Catalogue search (spec S2 §9). Each button has five texts, best first ("tiers"): its names, its
// description, its target, its key and kind, its group titles. Each query word matches at the
// first tier containing it. A button scores 100 x (10 - best tier matched) once, plus for every
// word +50 when it starts the names (tier 0), +10 for a whole word, +5 for a word start. Words are
// OR-ed; the best 20 are returned, ties in catalogue order.
import { BUTTONS } from "./buttons.ts";
import { getGroup } from "./groups.ts";
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

function normalise(text: string): string {
  return text
    .toLowerCase()
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

function groupTier(button: CatalogueButton): string {
  return normalise(button.groups.map((g) => getGroup(g)?.title ?? "").join(" "));
}

interface IndexEntry {
  button: CatalogueButton;
  tiers: readonly string[];
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

/** Ranked catalogue buttons for a query; empty when the query has no words or nothing matches. */
export function search(query: string, buttons: readonly CatalogueButton[] = BUTTONS): SearchResult[] {
  const words = searchWords(query);
  if (words.length === 0) return [];
  const results: SearchResult[] = [];
  for (const { button, tiers } of indexOf(buttons)) {
    let result: SearchResult | undefined;
    for (const word of words) {
      const tier = tiers.findIndex((text) => text.includes(word));
      if (tier < 0) continue;
      const text = tiers[tier] ?? "";
      if (!result) {
        result = { button, score: (10 - tier) * 100, tier, words: [] };
        results.push(result);
      } else if (tier < result.tier) {
        // The base counts once, from the best tier, so the order of the words does not matter.
        result.score += (result.tier - tier) * 100;
        result.tier = tier;
      }
      result.words.push(word);
      if (tier === 0 && text.startsWith(word)) result.score += 50;
      if (new RegExp(`\\b${word}\\b`).test(text)) result.score += 10;
      if (new RegExp(`\\b${word}`).test(text)) result.score += 5;
    }
  }
  // Array.prototype.sort is stable: equal scores stay in catalogue order.
  return results.sort((a, b) => b.score - a.score).slice(0, MAX_SEARCH_RESULTS);
}
