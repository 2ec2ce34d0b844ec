// The catalogue's words as the editor's island gets them (common/catalogue/translations/wire.ts, sent.ts): JSON in
// the page, made words again in the browser, saying exactly what the server's words say.
import { describe, expect, it } from "vitest";
import type { Subkind } from "../../common/catalogue/index.ts";
import es from "../../common/catalogue/translations/es.ts";
import fr from "../../common/catalogue/translations/fr.ts";
import { receiveTranslation, translationOf } from "../../common/catalogue/translations/sent.ts";
import { translationFromWire, translationToWire } from "../../common/catalogue/translations/wire.ts";

describe.each([
  ["es", es],
  ["fr", fr],
] as const)("the %s words sent to the island", (language, words) => {
  const wire = JSON.parse(JSON.stringify(translationToWire(words))) as ReturnType<typeof translationToWire>;
  const back = translationFromWire(wire);

  it("are the same words once made again in the browser", () => {
    expect(back.buttons).toEqual(words.buttons);
    expect(back.messages).toEqual(words.messages);
    expect(back.params).toEqual(words.params);
    expect(back.groups).toEqual(words.groups);
    expect(back.segments).toEqual(words.segments);
    expect(back.searchStopWords).toEqual(words.searchStopWords);
    for (const [kind, say] of Object.entries(words.siteDescriptions)) {
      expect(back.siteDescriptions[kind as Subkind]?.("Gmail {0} $&")).toBe(say("Gmail {0} $&"));
    }
    expect(back.programDescription("Firefox")).toBe(words.programDescription("Firefox"));
    // What a reader types comes back as typed, even what looks like a hole or a replacement pattern.
    expect(back.noResults("«{1}» $1")).toBe(words.noResults("«{1}» $1"));
    expect(back.onlyOn("Quick Assist", "Windows")).toBe(words.onlyOn("Quick Assist", "Windows"));
    const note = words.systemNote;
    expect(back.systemNote.thisButton).toBe(note.thisButton);
    expect(back.systemNote.neither("Pad")).toBe(note.neither("Pad"));
    expect(back.systemNote.only("Pad", "Windows")).toBe(note.only("Pad", "Windows"));
    expect(back.systemNote.otherSystem("Pat", "macOS")).toBe(note.otherSystem("Pat", "macOS"));
  });

  it("are the island's for that language only, once received; English stays the catalogue's own", () => {
    receiveTranslation(language, wire);
    expect(translationOf(language)?.buttons.volume.label).toBe(words.buttons.volume.label);
    expect(translationOf(language === "es" ? "fr" : "es")).toBeUndefined();
    expect(translationOf("en")).toBeUndefined();
  });
});
