import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  BUTTONS,
  MAX_SEARCH_RESULTS,
  noResultsMessage,
  search,
  searchTiers,
  searchWords,
  type CatalogueButton,
} from "../../common/catalogue/index.ts";

const scores = (query: string) => search(query).map((r) => `${r.button.key} ${r.score}`);

function button(key: string, label: string, extra: Partial<CatalogueButton> = {}): CatalogueButton {
  return {
    key,
    kind: "link",
    subkind: "news",
    label,
    description: "",
    groups: [],
    primary: true,
    params: [],
    icon: { source: "lucide", name: "globe" },
    ...extra,
  };
}

describe("search scoring", () => {
  it("scores 100 x (10 - tier), +50 at the start of the names, +10 whole word, +5 word start", () => {
    const only = [button("k", "Alpha Beta")];
    expect(search("alpha", only)[0]?.score).toBe(1000 + 50 + 10 + 5);
    expect(search("beta", only)[0]?.score).toBe(1000 + 10 + 5);
    expect(search("lph", only)[0]?.score).toBe(1000);
    expect(search("alp", only)[0]?.score).toBe(1000 + 50 + 5);
  });

  it("reads the tiers in order: names, description, target, key and kind, group title", () => {
    const b = button("the_key", "Name", {
      description: "Opens the shows of Twelve.",
      url: "https://www.sitename.com/",
      subkind: "weather",
      groups: ["news"],
    });
    expect(searchTiers(b)).toEqual([
      "name",
      "shows of twelve",
      "sitename",
      "the key weather weather",
      "news",
    ]);
    expect(search("twelve", [b])[0]).toMatchObject({ score: 900 + 15, tier: 1 });
    expect(search("sitename", [b])[0]).toMatchObject({ score: 800 + 15, tier: 2 });
    expect(search("weather", [b])[0]).toMatchObject({ score: 700 + 15, tier: 3 });
    expect(search("news", [b])[0]).toMatchObject({ score: 600 + 15, tier: 4 });
  });

  it("counts the base once per button and adds every word's bonuses (words are OR-ed)", () => {
    expect(scores("text size")[0]).toBe("clipboard 1080");
    const text = search("text")[0];
    expect(text?.button.key).toBe("clipboard");
    expect(search("volume zzzz")[0]?.button.key).toBe("volume");
    // "beta" first matches the description (tier 1), "alpha" then the name (tier 0): the base is
    // the best tier's, counted once, whatever the order of the words.
    const b = [button("k", "Alpha", { description: "Beta things." })];
    expect(search("beta alpha", b)[0]).toMatchObject({ tier: 0, score: 1000 + 15 + 65 });
    expect(search("alpha beta", b)[0]?.score).toBe(1080);
  });

  it("ranks the real catalogue as measured on the original for the same texts", () => {
    expect(scores("zoom")[0]).toBe("zoom 1065");
    expect(scores("mail").slice(0, 5)).toEqual([
      "aol_mail 1015",
      "icloud_mail 1015",
      "outlook_com_mail 1015",
      "yahoo_mail 1015",
      "mail_online_daily_mail 1015",
    ]);
    expect(
      scores("google")
        .slice(0, 5)
        .every((s) => s.endsWith(" 1065")),
    ).toBe(true);
    expect(scores("app")[0]).toBe("apple_music 1055");
  });

  it("finds buttons that no visible group lists", () => {
    expect(search("weather").map((r) => r.button.key)).toEqual(
      expect.arrayContaining([
        "accuweather",
        "national_weather_service",
        "the_weather_channel",
        "weather_underground",
      ]),
    );
  });

  it("ignores case and punctuation, and an empty query finds nothing", () => {
    expect(searchWords("  Yahoo!  MAIL, mail ")).toEqual(["yahoo", "mail"]);
    expect(search("YAHOO!")).toEqual(search("yahoo"));
    expect(search("  !! ")).toEqual([]);
  });

  it("says so when nothing is found, with 'were'", () => {
    expect(search("qqqq")).toEqual([]);
    expect(noResultsMessage(" qqqq ")).toBe("No buttons were found while searching for 'qqqq'");
  });
});

describe("search invariants (property-based)", () => {
  const word = fc.stringMatching(/^[a-z0-9]{1,6}$/);
  const query = fc
    .array(fc.oneof(word, fc.constantFrom(...BUTTONS.map((b) => b.label))), { minLength: 1, maxLength: 4 })
    .map((parts) => parts.join(" "));

  it("returns at most 20 distinct buttons, best first, each matching a query word", () => {
    fc.assert(
      fc.property(query, (q) => {
        const results = search(q);
        expect(results.length).toBeLessThanOrEqual(MAX_SEARCH_RESULTS);
        expect(new Set(results.map((r) => r.button.key)).size).toBe(results.length);
        for (let i = 1; i < results.length; i++) {
          expect(results[i - 1]!.score).toBeGreaterThanOrEqual(results[i]!.score);
        }
        const words = searchWords(q);
        for (const r of results) {
          expect(r.words.length).toBeGreaterThan(0);
          expect(r.words.every((w) => words.includes(w))).toBe(true);
          expect(r.score).toBeGreaterThanOrEqual((10 - r.tier) * 100);
          const tiers = searchTiers(r.button);
          expect(r.words.some((w) => tiers[r.tier]?.includes(w))).toBe(true);
        }
      }),
    );
  });

  it("gives the same scores whatever the order of the words", () => {
    fc.assert(
      fc.property(fc.array(word, { minLength: 2, maxLength: 4 }), (words) => {
        const forward = search(words.join(" "));
        const backward = search([...words].reverse().join(" "));
        expect(backward.map((r) => [r.button.key, r.score])).toEqual(
          forward.map((r) => [r.button.key, r.score]),
        );
      }),
    );
  });

  it("keeps catalogue order among equal scores", () => {
    fc.assert(
      fc.property(query, (q) => {
        const results = search(q);
        const order = (key: string) => BUTTONS.findIndex((b) => b.key === key);
        for (let i = 1; i < results.length; i++) {
          const [a, b] = [results[i - 1]!, results[i]!];
          if (a.score === b.score) expect(order(a.button.key)).toBeLessThan(order(b.button.key));
        }
      }),
    );
  });

  it("never ranks a button lower when a word is added to the query (OR never removes a match)", () => {
    fc.assert(
      fc.property(query, word, (q, extra) => {
        const before = new Map(search(q, BUTTONS).map((r) => [r.button.key, r.score]));
        const after = new Map(search(`${q} ${extra}`, BUTTONS).map((r) => [r.button.key, r.score]));
        // Compare on an uncut ranking: everything that matched still matches, never with less.
        for (const [key, score] of before) {
          if (after.has(key)) expect(after.get(key)!).toBeGreaterThanOrEqual(score);
        }
        const full = (s: string) => BUTTONS.filter((b) => search(s, [b]).length > 0).map((b) => b.key);
        expect(full(`${q} ${extra}`)).toEqual(expect.arrayContaining(full(q)));
      }),
      { numRuns: 30 },
    );
  });

  it("finds every button by its own label, at the top score band", () => {
    for (const b of BUTTONS) {
      const results = search(b.label);
      const hit = results.find((r) => r.button.key === b.key);
      expect(hit, b.key).toBeDefined();
      expect(hit!.tier, b.key).toBe(0);
    }
  });
});
