// Every message catalogue is complete (docs/languages.md): each language has every message of English and no
// other, every message parses as ICU MessageFormat, and each uses the same placeholders and tags as English.
// A failure names the catalogue, the language and the keys: what to add, remove or fix. The list of catalogues
// and the comparison are scripts/messages/catalogues.ts's, which the translators' tool (scripts/messages.ts) shares.
import { describe, expect, it } from "vitest";
import { LANGUAGES, SOURCE_LANGUAGE } from "../../contract/language.ts";
import { catalogueFolders, loadTexts, placeholders, REPOSITORY } from "../../scripts/messages/catalogues.ts";

const folders = catalogueFolders();

describe("message catalogues", () => {
  it("are found: the layout's, sign-in's, confirmation's and mail's at least", () => {
    expect(folders).toEqual(
      expect.arrayContaining([
        "app/shared/messages",
        "app/shared/error-messages",
        "app/auth/messages",
        "api/mail/messages",
      ]),
    );
  });

  describe.each(folders)("%s", (folder) => {
    it.each(LANGUAGES.filter((l) => l !== SOURCE_LANGUAGE))(
      "%s has every message of English, alike",
      async (language) => {
        const en = (await loadTexts(REPOSITORY, folder, SOURCE_LANGUAGE))!;
        const other = (await loadTexts(REPOSITORY, folder, language)) ?? {};
        const missing = Object.keys(en).filter((key) => !(key in other));
        const unknown = Object.keys(other).filter((key) => !(key in en));
        expect(missing, `${folder}/${language}.ts lacks these messages`).toEqual([]);
        expect(unknown, `${folder}/${language}.ts has messages English does not`).toEqual([]);
        const differing = Object.keys(en).flatMap((key) => {
          const want = placeholders(en[key]!);
          const got = placeholders(other[key]!);
          return want.join() === got.join()
            ? []
            : [`${key}: English ${want.join(" ")}, ${language} ${got.join(" ")}`];
        });
        expect(differing, `${folder}/${language}.ts uses other placeholders`).toEqual([]);
      },
    );
  });
});
