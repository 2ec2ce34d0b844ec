// The pseudo-locale (common/i18n/pseudo.ts, pseudo-text.ts): English's words accented and about 40 % longer,
// while placeholders, plural and select branches, tags and quoted text work as in English; off, every English
// text is as it was.
import { IntlMessageFormat } from "intl-messageformat";
import { afterEach, describe, expect, it, vi } from "vitest";
import { pseudoMessage, pseudoMessageAst } from "../../common/i18n/pseudo.ts";
import { accent, pseudoTemplate, pseudoText } from "../../common/i18n/pseudo-text.ts";

const ASCII_WORD = /[A-Za-z]{2,}/;

function both(source: string, values: Record<string, unknown> = {}): { english: string; pseudo: string } {
  const format = (message: string | ReturnType<typeof pseudoMessageAst>) =>
    String(new IntlMessageFormat(message, "en").format(values as Record<string, string>));
  return { english: format(source), pseudo: format(pseudoMessageAst(source)) };
}

/** The pseudo text without its brackets and padding. */
const inside = (pseudo: string) => /^⟦([\s\S]*?)[·~ ]*⟧$/.exec(pseudo)?.[1];

describe("the pseudo-locale's transform", () => {
  it("accents every ASCII letter, both cases, and nothing else", () => {
    const all = "abcdefghijklmnopqrstuvwxyz ABCDEFGHIJKLMNOPQRSTUVWXYZ 0123456789 .,:;!?’-";
    const accented = accent(all);
    expect(accented).not.toMatch(/[A-Za-z]/);
    expect(accented.replace(/[^\d .,:;!?’-]/g, "")).toBe(all.replace(/[A-Za-z]/g, ""));
    expect(new Set(accented).size).toBe(new Set(all).size);
    expect(accent("Save")).toBe("Šåṽé");
  });

  it("keeps placeholders and their values", () => {
    const { english, pseudo } = both("Hello {name}, welcome to {product}.", { name: "42", product: "77" });
    expect(english).toBe("Hello 42, welcome to 77.");
    expect(inside(pseudo)).toBe(accent(english));
  });

  it("keeps plural branches, their # and an exact match", () => {
    const source = "{count, plural, =0 {No bars} one {# bar} other {# bars}} in {group}";
    for (const count of [0, 1, 5]) {
      const { english, pseudo } = both(source, { count, group: "12" });
      expect(inside(pseudo)).toBe(accent(english));
    }
    expect(both(source, { count: 5, group: "12" }).pseudo).toContain("5 ƀåŕš");
  });

  it("keeps select branches", () => {
    const source = "{role, select, manager {A manager} other {A member}}";
    expect(inside(both(source, { role: "manager" }).pseudo)).toBe("Å ɱåñåĝéŕ");
    expect(inside(both(source, { role: "x" }).pseudo)).toBe("Å ɱéɱƀéŕ");
  });

  it("keeps tags, with their words accented", () => {
    const ast = pseudoMessageAst("Nothing yet: <link>check again</link>.");
    const parts = new IntlMessageFormat(ast, "en").format<string>({ link: (words) => `[${words.join("")}]` });
    const text = Array.isArray(parts) ? parts.join("") : String(parts);
    expect(inside(text)).toBe(`${accent("Nothing yet: ")}[${accent("check again")}].`);
  });

  it("keeps apostrophes and quoted braces as English shows them", () => {
    const { english, pseudo } = both("Don't type '{name}' here, it's {name}’s", { name: "9" });
    expect(english).toBe("Don't type {name} here, it's 9’s");
    expect(inside(pseudo)).toBe(accent(english));
  });

  it("makes a text about 40 % longer, in brackets", () => {
    const sentence = "Your bar is saved, and the computer shows it the next time it starts.";
    for (const pseudo of [pseudoText(sentence), both(sentence).pseudo]) {
      expect(pseudo.startsWith("⟦") && pseudo.endsWith("⟧")).toBe(true);
      expect(pseudo.length / sentence.length).toBeGreaterThanOrEqual(1.35);
      expect(pseudo.length / sentence.length).toBeLessThanOrEqual(1.45);
    }
    // The padding breaks into short words, so a long sentence still wraps.
    expect(pseudoText(sentence.repeat(4))).not.toMatch(/[·~]{9}/);
  });

  it("leaves a message without words, and an empty text, as they are", () => {
    expect(both("{name}", { name: "Ann" }).pseudo).toBe("Ann");
    expect(pseudoText("")).toBe("");
  });

  it("changes only the words around a template's values", () => {
    const describe = pseudoTemplate((label: string) => `Opens ${label} in the web browser.`);
    const text = describe("Facebook");
    expect(text).toContain("Facebook");
    expect(inside(text)).toBe(`${accent("Opens ")}Facebook${accent(" in the web browser.")}`);
  });

  it("is off without I18N_PSEUDO: the message is compiled from its own source", () => {
    expect(process.env.I18N_PSEUDO).toBeUndefined();
    expect(pseudoMessage("Sign in", "en")).toBe("Sign in");
  });
});

describe("with I18N_PSEUDO=1", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  async function pseudoModules() {
    vi.stubEnv("I18N_PSEUDO", "1");
    vi.resetModules();
    return {
      messages: await import("../../common/i18n/messages.ts"),
      catalogue: await import("../../common/catalogue/index.ts"),
      island: await import("../../app/bar-editor/island-words.server.ts"),
    };
  }

  it("writes English catalogues in the pseudo-locale, and Spanish as it is", async () => {
    const { messages } = await pseudoModules();
    const catalogue = { name: "test", en: { hi: "Hello {who}" }, es: { hi: "Hola {who}" }, fr: {} };
    expect(messages.messagesFor(catalogue, "en")("hi", { who: "Ann" })).toMatch(/^⟦Ĥéļļö Ann[·~ ]*⟧$/);
    expect(messages.messagesFor(catalogue, "es")("hi", { who: "Ann" })).toBe("Hola Ann");
  });

  it("writes the button catalogue's English words in it, brands as they are", async () => {
    const { catalogue } = await pseudoModules();
    const en = catalogue.catalogueIn("en");
    const facebook = en.find((b) => b.key === "facebook")!;
    expect(facebook.label).toBe("Facebook");
    expect(facebook.description).toMatch(/^⟦.*Facebook.*⟧$/);
    expect(facebook.description.replace("Facebook", "")).not.toMatch(ASCII_WORD);
    expect(en.find((b) => b.key === "open_link")!.label).not.toMatch(ASCII_WORD);
    expect(
      catalogue
        .groupsIn("en")
        .map((g) => g.title)
        .join(" "),
    ).not.toMatch(ASCII_WORD);
    expect(catalogue.presetsIn("en")[0]!.name).not.toMatch(ASCII_WORD);
    expect(catalogue.catalogueMessages("en").duplicate).not.toMatch(ASCII_WORD);
    expect(catalogue.catalogueIn("fr").find((b) => b.key === "open_link")!.label).toBe("Ouvrir la page web");
  });

  it("names an English maker's new bars, and the Default bar, in it; a Spanish maker's as before", async () => {
    vi.stubEnv("I18N_PSEUDO", "1");
    vi.resetModules();
    const naming = await import("../../common/catalogue/naming.ts");
    const own = naming.newBarName({ self: true }, []);
    expect(own).toMatch(/^⟦.*TandemBar.*⟧$/);
    expect(own.replace("TandemBar", "")).not.toMatch(ASCII_WORD);
    const ana = naming.newBarName({ self: false, name: "Ana Lee" }, []);
    expect(inside(ana)).toBe(`${accent("Bar for ")}Ana Lee`);
    expect(naming.newBarName({ self: false, name: "Ana Lee" }, [ana])).toBe(`${ana} (2)`);
    expect(naming.NEW_BAR_NAME_WORDS).toBe(naming.newBarName({ self: false, name: "" }, []).length);
    expect(naming.displayBarName("Default")).not.toMatch(ASCII_WORD);
    expect(naming.displayBarName("Default", "es")).toBe("Barra predeterminada");
    expect(naming.newBarName({ self: false, name: "Ana" }, [], "es")).toBe("Barra de Ana");
  });

  it("gives the editor's island its words in it", async () => {
    const { island } = await pseudoModules();
    const texts = Object.values(island.islandWords("en").texts).flatMap((t) =>
      typeof t === "string" ? [t] : Object.values(t),
    );
    const words = texts.map((t) => t.replace(/\{#?\w*\}|TandemBar|Tandem/g, ""));
    expect(words.filter((t) => ASCII_WORD.test(t))).toEqual([]);
  });
});
