// The island's words (app/bar-editor/island-words.server.ts, island/words.ts): filled in the browser without a
// formatter, they read exactly as the catalogue's formatter writes them on the server (the no-JS banners and
// pages), in every language and for every count.
import { describe, expect, it } from "vitest";
import { islandWords } from "../../app/bar-editor/island-words.server.ts";
import { sayFrom, type IslandKey } from "../../app/bar-editor/island/words.ts";
import { barEditorMessages } from "../../app/bar-editor/messages/index.ts";
import { messagesFor } from "../../common/i18n/messages.ts";
import { LANGUAGES } from "../../contract/language.ts";

const keys = Object.keys(barEditorMessages.en).filter((key): key is IslandKey => key.startsWith("island."));
/** Every value a message may ask for, with a count that tries each plural form. */
const values = (count: number) => ({
  count,
  label: "Gmail",
  name: "Pat",
  position: 2,
  title: "Bar for Pat",
  message: "No connection.",
  query: "mail",
  group: "email",
  version: 3,
  url: "https://example.test",
  owner: "Shared bar",
  colour: "blue",
});

describe("the island's words", () => {
  it.each(LANGUAGES)("read in %s as the server writes them", (language) => {
    const island = sayFrom(islandWords(language));
    const server = messagesFor(barEditorMessages, language);
    for (const key of keys) {
      for (const count of [0, 1, 2, 5, 1234]) {
        expect(island(key, values(count)), `${language} ${key} ${count}`).toBe(server(key, values(count)));
      }
    }
  });

  it("are sent in the page's language, the island's keys only", () => {
    const words = islandWords("es");
    expect(words.language).toBe("es");
    expect(words.texts["island.saved"]).toBe("La barra se ha guardado.");
    expect(Object.keys(words.texts).every((key) => key.startsWith("island."))).toBe(true);
    expect(sayFrom(words)("island.list.title", { count: 3 })).toBe("Botones de esta barra (3)");
  });
});
