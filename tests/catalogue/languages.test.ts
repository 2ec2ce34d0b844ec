import { describe, expect, it } from "vitest";
import { LANGUAGES, type Language } from "../../contract/language.ts";
import {
  BUTTONS,
  GROUPS,
  MESSAGES,
  PARAM_FIELDS,
  PRESETS,
  catalogueIn,
  catalogueMessages,
  checkParam,
  createItem,
  createPlaceholder,
  getButtonIn,
  groupsIn,
  linkCheckProblem,
  noResultsMessage,
  paramFieldsIn,
  presetsIn,
  validate,
} from "../../common/catalogue/index.ts";
import { translationOf } from "../../common/catalogue/translations/index.ts";
import { WORDED_BUTTONS } from "../../common/catalogue/translations/types.ts";

const TRANSLATED = LANGUAGES.filter((l): l is Exclude<Language, "en"> => l !== "en");

// Every button whose label is words, not a brand (WORDED_BUTTONS): a reader of another language must read it in
// theirs. Computer actions and the buttons made from a blank are words by nature, so the list must hold them all.
const WORDED: readonly string[] = WORDED_BUTTONS;
/** Words a language writes as English does. */
const SAME_WORD: Partial<Record<Language, readonly string[]>> = { fr: ["volume"] };

describe.each(TRANSLATED)("the catalogue in %s", (language) => {
  const buttons = catalogueIn(language);
  const english = new Map(BUTTONS.map((b) => [b.key, b]));

  it("names every worded button in the language, and only those; brands keep their names", () => {
    const byNature = BUTTONS.filter(
      (b) => b.kind === "action" || b.maker === "web-page" || b.maker === "app",
    );
    for (const b of byNature) expect(WORDED, b.key).toContain(b.key);
    for (const key of WORDED) expect(english.has(key), key).toBe(true);
    const words = translationOf(language)!.buttons as Record<string, { label?: string }>;
    for (const key of WORDED) {
      const label = words[key]?.label ?? "";
      expect(label.trim(), `${language} ${key}`).not.toBe("");
      expect(getButtonIn(key, language)?.label).toBe(label);
      if (!SAME_WORD[language]?.includes(key)) expect(label, key).not.toBe(english.get(key)?.label);
    }
    for (const b of buttons.filter((b) => !WORDED.includes(b.key))) {
      expect(b.label, b.key).toBe(english.get(b.key)?.label);
    }
  });

  it("says every description, and every catalogue name, in the language", () => {
    for (const b of buttons) {
      const en = english.get(b.key)!;
      expect(b.description, b.key).not.toBe(en.description);
      expect(b.description, b.key).toMatch(/\.$/);
      expect(b.catalogLabel === undefined, b.key).toBe(en.catalogLabel === undefined);
      if (en.catalogLabel) expect(b.catalogLabel, b.key).not.toBe(en.catalogLabel);
    }
    // A brand is named in its own description.
    expect(getButtonIn("gmail", language)?.description).toContain("Gmail");
    expect(getButtonIn("firefox_app", language)?.description).toContain("Firefox");
  });

  it("keeps everything but the words: same buttons, same order, same targets", () => {
    expect(buttons.map((b) => b.key)).toEqual(BUTTONS.map((b) => b.key));
    buttons.forEach((b, i) => {
      const { label: _l, catalogLabel: _c, description: _d, ...rest } = b;
      const { label: _el, catalogLabel: _ec, description: _ed, ...englishRest } = BUTTONS[i]!;
      expect(rest).toEqual(englishRest);
    });
    expect(catalogueIn(language)).toBe(buttons);
  });

  it("titles every group and says its selection error", () => {
    const groups = groupsIn(language);
    expect(groups.map((g) => [g.id, g.visible])).toEqual(GROUPS.map((g) => [g.id, g.visible]));
    groups.forEach((g, i) => {
      const en = GROUPS[i]!;
      expect(g.title.trim(), g.id).not.toBe("");
      if (g.id !== "photo") expect(g.title, g.id).not.toBe(en.title);
      expect(g.selectionError === undefined, g.id).toBe(en.selectionError === undefined);
      if (en.selectionError) expect(g.selectionError).not.toBe(en.selectionError);
    });
  });

  it("says every rule's message, and that nothing was found", () => {
    const messages = catalogueMessages(language);
    expect(Object.keys(messages).sort()).toEqual(Object.keys(MESSAGES).sort());
    for (const [key, text] of Object.entries(messages)) {
      expect(text, key).not.toBe(MESSAGES[key as keyof typeof MESSAGES]);
    }
    const none = noResultsMessage("  qqqq ", language);
    expect(none).toContain("qqqq");
    expect(none).not.toContain(" qqqq ");
    expect(none).not.toBe(noResultsMessage("qqqq"));
  });

  it("labels every field, hint and worded option; programs keep their brand names", () => {
    const fields = paramFieldsIn(language);
    expect(Object.keys(fields)).toEqual(Object.keys(PARAM_FIELDS));
    for (const [name, field] of Object.entries(fields)) {
      const en = PARAM_FIELDS[name as keyof typeof PARAM_FIELDS];
      expect({ ...field, label: "", hint: "", options: [] }).toEqual({
        ...en,
        label: "",
        hint: "",
        options: [],
      });
      expect(field.label, name).not.toBe(en.label);
      if (en.hint) expect(field.hint, name).not.toBe(en.hint);
      expect(field.options?.map((o) => o.value)).toEqual(en.options?.map((o) => o.value));
    }
    const option = (name: keyof typeof PARAM_FIELDS, value: string) =>
      fields[name].options?.find((o) => o.value === value)?.label;
    const english = (name: keyof typeof PARAM_FIELDS, value: string) =>
      PARAM_FIELDS[name].options?.find((o) => o.value === value)?.label;
    for (const [name, value] of [
      ["skypeAction", "?call"],
      ["skypeAction", "?call&video=true"],
      ["skypeAction", "?chat"],
      ["defaultApp", ""],
      ["defaultApp", "custom"],
      ["defaultApp", "email"],
      ["defaultApp", "browser"],
      ["exe", ""],
      ["exe", "appx"],
      ["exe", "calculator"],
      ["exe", "microsoftQuickAssist"],
      ["exe", "microsoftAccess"],
    ] as const) {
      expect(option(name, value), `${name} ${value}`).not.toBe(english(name, value));
    }
    expect(option("exe", "firefox")).toBe("Firefox");
    expect(option("exe", "microsoftAccess")).toMatch(/^Microsoft Access \(.*Windows.*\)$/);
    expect(paramFieldsIn(language)).toBe(fields);
  });

  it("names and describes every preset", () => {
    const presets = presetsIn(language);
    presets.forEach((p, i) => {
      const en = PRESETS[i]!;
      expect({ ...p, name: "", description: "" }).toEqual({ ...en, name: "", description: "" });
      expect(p.name).not.toBe(en.name);
      expect(p.description).not.toBe(en.description);
    });
  });

  it("writes apostrophes as ’, never ' (a brand's own name aside)", () => {
    const texts = [
      ...buttons.flatMap((b) => {
        const brand = english.get(b.key)!.label;
        const label = WORDED.includes(b.key) ? b.label : "";
        return [label, b.catalogLabel ?? "", b.description.replace(brand, "")];
      }),
      ...groupsIn(language).flatMap((g) => [g.title, g.selectionError ?? ""]),
      ...Object.values(catalogueMessages(language)),
      noResultsMessage("x", language),
      ...Object.values(paramFieldsIn(language)).flatMap((f) => [
        f.label,
        f.hint ?? "",
        ...(f.options ?? []).map((o) => o.label),
      ]),
      ...presetsIn(language).flatMap((p) => [p.name, p.description]),
    ];
    for (const text of texts) expect(text).not.toContain("'");
  });

  it("gives the rules' problems, new items and placeholders in the language", () => {
    const messages = catalogueMessages(language);
    expect(checkParam("label", { label: " " }, language)).toBe(messages.labelRequired);
    expect(checkParam("url", { label: "x", url: "not a site" }, language)).toBe(messages.urlInvalid);
    const volume = createItem("volume", { language });
    expect(volume.configuration.label).toBe(getButtonIn("volume", language)?.label);
    expect(volume.data.parameters.label).toBe(getButtonIn("volume", language)?.label);
    expect(volume.configuration.description).toBe(getButtonIn("volume", language)?.description);
    expect(volume.configuration.identifier).toBe(createItem("volume").configuration.identifier);
    const page = createItem("open_link", { language });
    expect(validate(page, [page], { language }).map((p) => p.message)).toEqual([messages.urlRequired]);
    const meeting = createPlaceholder("meeting", "link", { language });
    expect(meeting.configuration.label).toBe(groupsIn(language).find((g) => g.id === "meeting")?.title);
    expect(validate(meeting, [], { language })[0]?.message).toBe(
      groupsIn(language).find((g) => g.id === "meeting")?.selectionError,
    );
    const twice = [createItem("gmail", { language }), createItem("gmail", { language })];
    expect(validate(twice[0]!, twice, { language }).map((p) => p.message)).toEqual([messages.duplicate]);
    expect(linkCheckProblem({ state: "problem", result: "broken" }, "url", language)).toMatchObject({
      title: messages.brokenLinkTitle,
      message: messages.brokenLink,
    });
  });
});

describe("the catalogue in English", () => {
  it("is the catalogue's own data, unchanged", () => {
    expect(catalogueIn("en")).toBe(BUTTONS);
    expect(groupsIn("en")).toBe(GROUPS);
    expect(catalogueMessages("en")).toBe(MESSAGES);
    expect(paramFieldsIn("en")).toBe(PARAM_FIELDS);
    expect(presetsIn("en")).toBe(PRESETS);
    expect(noResultsMessage(" qqqq ", "en")).toBe(noResultsMessage(" qqqq "));
    expect(checkParam("label", { label: "" })).toBe(MESSAGES.labelRequired);
    expect(createItem("volume").configuration.label).toBe("Volume");
  });

  it("reads Spanish and French as their readers would", () => {
    expect(getButtonIn("clipboard", "es")?.label).toBe("Tamaño del texto");
    expect(getButtonIn("clipboard", "fr")?.label).toBe("Taille du texte");
    expect(getButtonIn("facebook", "es")?.description).toBe(
      "Abre Facebook para ver publicaciones y mensajes de sus amigos.",
    );
    expect(getButtonIn("the_new_york_times", "fr")?.label).toBe("The New York Times");
    expect(noResultsMessage("qqqq", "fr")).toBe("Aucun bouton n’a été trouvé pour «\u00a0qqqq\u00a0»");
  });
});
