import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  BUTTONS,
  MAX_SEARCH_RESULTS,
  catalogueIn,
  search,
  searchCatalogue,
  searchWords,
} from "../../common/catalogue/index.ts";

const keys = (query: string, language: "en" | "es" | "fr") =>
  searchCatalogue(query, language).map((r) => r.button.key);

describe("search in the reader's language", () => {
  it("finds a button by its Spanish name and by its English one", () => {
    expect(keys("volumen", "es")[0]).toBe("volume");
    expect(keys("volume", "es")[0]).toBe("volume");
    expect(keys("tamaño", "es")[0]).toBe("clipboard");
    expect(keys("text size", "es")[0]).toBe("clipboard");
    expect(keys("lupa", "es")[0]).toBe("magnifier");
    expect(keys("calculadora", "es")[0]).toBe("calculator_app");
    // The result is the reader's button.
    expect(searchCatalogue("volumen", "es")[0]?.button.label).toBe("Volumen");
    expect(searchCatalogue("volume", "es")[0]?.button).toBe(
      catalogueIn("es").find((b) => b.key === "volume"),
    );
  });

  it("finds a button by its French name, its English one, and its description", () => {
    expect(keys("taille du texte", "fr")[0]).toBe("clipboard");
    expect(keys("loupe", "fr")[0]).toBe("magnifier");
    expect(keys("magnifier", "fr")[0]).toBe("magnifier");
    expect(keys("calculatrice", "fr")[0]).toBe("calculator_app");
    expect(keys("météo", "fr")).toEqual(
      expect.arrayContaining([
        "accuweather",
        "national_weather_service",
        "the_weather_channel",
        "weather_underground",
      ]),
    );
    expect(keys("réseaux sociaux", "fr")).toContain("facebook");
  });

  it("ignores accents, in the query and in the catalogue", () => {
    expect(searchWords("Tamaño ÉCLAIR cœur")).toEqual(["tamano", "eclair", "coeur"]);
    expect(keys("tamano", "es")).toEqual(keys("tamaño", "es"));
    expect(keys("TAMAÑO", "es")[0]).toBe("clipboard");
    expect(keys("meteo", "fr")).toEqual(keys("météo", "fr"));
    expect(keys("video", "es")).toEqual(keys("vídeo", "es"));
    expect(keys("video", "es")).toContain("netflix");
  });

  it("scores the best language a word matches in", () => {
    // "volume" is the English name (tier 0), "sonido" the Spanish description (tier 1).
    expect(searchCatalogue("volume", "es")[0]).toMatchObject({ tier: 0, score: 1065 });
    const volume = (query: string) => searchCatalogue(query, "es").find((r) => r.button.key === "volume");
    expect(searchCatalogue("sonido", "es")[0]).toMatchObject({ tier: 1, score: 915 });
    expect(volume("sound")).toMatchObject({ tier: 1, score: 915 });
    // One word in each language: the base of the best, the bonuses of both.
    expect(volume("volumen sound")).toMatchObject({ tier: 0, score: 1065 + 15, words: ["volumen", "sound"] });
    expect(searchCatalogue("qqqq", "es")).toEqual([]);
    expect(searchCatalogue(" !! ", "fr")).toEqual([]);
  });

  it("finds every button by its name in the language and in English, at the top score band", () => {
    for (const language of ["es", "fr"] as const) {
      catalogueIn(language).forEach((b, i) => {
        for (const name of [b.label, BUTTONS[i]!.label]) {
          const hit = searchCatalogue(name, language).find((r) => r.button.key === b.key);
          expect(hit?.tier, `${language} ${b.key} "${name}"`).toBe(0);
        }
      });
    }
  });
});

describe("search in English", () => {
  const word = fc.stringMatching(/^[a-z0-9]{1,6}$/);
  const query = fc
    .array(fc.oneof(word, fc.constantFrom(...BUTTONS.map((b) => b.label))), { minLength: 1, maxLength: 4 })
    .map((parts) => parts.join(" "));

  it("is search() itself: the same buttons and scores", () => {
    fc.assert(
      fc.property(query, (q) => {
        expect(searchCatalogue(q, "en")).toEqual(search(q));
      }),
    );
    expect(searchCatalogue("volumen", "en").map((r) => r.button.key)).not.toContain("volume");
  });

  it("finds in another language at least what English finds, with at least its score", () => {
    fc.assert(
      fc.property(query, (q) => {
        const spanish = new Map(searchCatalogue(q, "es").map((r) => [r.button.key, r.score]));
        const english = search(q);
        expect(spanish.size).toBeLessThanOrEqual(MAX_SEARCH_RESULTS);
        // Below the cut, a Spanish word may have pushed an English result out; above it, none is lost.
        const lowest = Math.min(...spanish.values());
        for (const r of english) {
          if (r.score > lowest)
            expect(spanish.get(r.button.key), r.button.key).toBeGreaterThanOrEqual(r.score);
        }
      }),
      { numRuns: 50 },
    );
  });
});
