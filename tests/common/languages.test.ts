// Which language a request is read in, and how a message a language lacks is written (docs/decisions/048).
import { afterEach, describe, expect, it } from "vitest";
import { languageFromAcceptLanguage, resolveLanguage } from "../../common/i18n/negotiate.ts";
import { messagesFor, onMissingMessage, type Catalogue } from "../../common/i18n/messages.ts";

describe("the browser's language", () => {
  it.each([
    ["es-ES,es;q=0.9,en;q=0.8", "es"],
    ["fr-CA", "fr"],
    ["de-DE,fr;q=0.5,es;q=0.7", "es"],
    ["en-GB,en;q=0.9", "en"],
    ["de-DE,it;q=0.8", null],
    ["", null],
    [null, null],
    ["es;q=0,fr;q=0.2", "fr"],
    ["*", null],
    ["ES", "es"],
  ])("%s → %s", (header, language) => {
    expect(languageFromAcceptLanguage(header)).toBe(language);
  });
});

describe("resolveLanguage", () => {
  const browser = "fr-FR,fr;q=0.9";
  it("takes ?lang= first, and says the address chose it", () => {
    expect(resolveLanguage({ query: "es", session: "fr", acceptLanguage: browser })).toEqual({
      language: "es",
      chosen: true,
    });
  });
  it("then the session's (the user's saved language), then the browser's, then English", () => {
    expect(resolveLanguage({ query: null, session: "es", acceptLanguage: browser })).toEqual({
      language: "es",
      chosen: false,
    });
    expect(resolveLanguage({ query: null, session: null, acceptLanguage: browser }).language).toBe("fr");
    expect(resolveLanguage({ query: null, session: undefined, acceptLanguage: "de" }).language).toBe("en");
  });
  it("ignores a language we do not have, in the address or the session", () => {
    expect(resolveLanguage({ query: "de", session: "xx", acceptLanguage: null })).toEqual({
      language: "en",
      chosen: false,
    });
    expect(resolveLanguage({ query: "es-ES", session: null, acceptLanguage: null }).chosen).toBe(false);
  });
});

describe("messages", () => {
  const catalogue: Catalogue<"hello" | "count"> = {
    name: "test",
    en: { hello: "Hello {name}", count: "{n, plural, one {# bar} other {# bars}} in {product}" },
    es: { count: "{n, plural, one {# barra} other {# barras}} en {product}" },
    fr: {},
  };
  const reports: string[] = [];
  const previous = onMissingMessage(({ catalogue: c, key, language }) =>
    reports.push(`${c}:${key}:${language}`),
  );
  afterEach(() => {
    reports.length = 0;
  });

  it("fills placeholders and plurals, and the product's name", () => {
    expect(messagesFor(catalogue, "es")("count", { n: 1 })).toBe("1 barra en Tandem");
    expect(messagesFor(catalogue, "en")("count", { n: 3 })).toBe("3 bars in Tandem");
  });

  it("writes a missing message in English and reports it once", () => {
    const t = messagesFor(catalogue, "fr");
    expect(t("hello", { name: "Ana" })).toBe("Hello Ana");
    expect(t("hello", { name: "Luc" })).toBe("Hello Luc");
    expect(reports).toEqual(["test:hello:fr"]);
    onMissingMessage(previous);
  });
});
