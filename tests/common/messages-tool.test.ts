// The translators' tool (scripts/messages.ts, docs/languages.md): a language extracted and imported again is the
// same language; a translation that would break a message is refused, and nothing is written; an empty one is left
// out of the files and listed as missing; a new language joins every catalogue's index.ts.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import fr from "../../common/catalogue/translations/fr.ts";
import type { CatalogueTranslation } from "../../common/catalogue/translations/types.ts";
import { translationToWire } from "../../common/catalogue/translations/wire.ts";
import { catalogueFolders, loadTexts, REPOSITORY } from "../../scripts/messages/catalogues.ts";
import { extract } from "../../scripts/messages/extract.ts";
import { importTranslations } from "../../scripts/messages/import.ts";
import {
  translatorFileText,
  type FileEntry,
  type TranslatorFile,
} from "../../scripts/messages/translator-file.ts";

const roots: string[] = [];
/** A fresh directory to import into (each its own: a module once imported is not read again). */
function tempRoot(): string {
  const root = mkdtempSync(join(tmpdir(), "messages-tool-"));
  roots.push(root);
  return root;
}
afterAll(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});

/** The file's text after `change` to a copy of its messages. */
function edited(file: TranslatorFile, change: (messages: Record<string, FileEntry>) => void): string {
  const copy = structuredClone(file);
  change(copy.messages);
  return translatorFileText(copy);
}

async function buttonWords(root: string, language: string): Promise<CatalogueTranslation> {
  const path = join(root, "common/catalogue/translations", `${language}.ts`);
  return ((await import(pathToFileURL(path).href)) as { default: CatalogueTranslation }).default;
}

describe("npm run messages", () => {
  it("extracts French and imports it again: every catalogue has the same messages", async () => {
    const { file, stray } = await extract("fr", REPOSITORY);
    expect(stray).toEqual([]);
    const root = tempRoot();
    const result = await importTranslations("fr", translatorFileText(file), root);
    expect(result.problems).toEqual([]);
    expect(result.byHand).toEqual([]);
    for (const folder of catalogueFolders()) {
      expect(await loadTexts(root, folder, "fr"), folder).toEqual(await loadTexts(REPOSITORY, folder, "fr"));
    }
    expect(translationToWire(await buttonWords(root, "fr"))).toEqual(translationToWire(fr));
  });

  it("writes the same file each time, sorted by key", async () => {
    const first = translatorFileText((await extract("es", REPOSITORY)).file);
    const second = translatorFileText((await extract("es", REPOSITORY)).file);
    expect(second).toBe(first);
    const keys = Object.keys((JSON.parse(first) as TranslatorFile).messages);
    expect(keys).toEqual([...keys].sort());
    expect(keys).toEqual(expect.arrayContaining(["auth:signIn.title", "catalogue:buttons.open_link.label"]));
  });

  it("refuses a translation with other placeholders or tags, or that is not ICU, and writes nothing", async () => {
    const { file } = await extract("fr", REPOSITORY);
    const text = edited(file, (messages) => {
      messages["auth:signIn.title"]!.translation = "Se connecter à {produit}";
      messages["auth:register.haveAccount"]!.translation = "Vous avez déjà un compte ? <link>Connectez-vous";
      messages["auth:check.emailTooLong"]!.translation = "L'adresse doit faire '{max}' caractères au plus";
      messages["catalogue:noResults"]!.translation = "Aucun bouton pour {requete}";
      messages["auth:signIn.gone"] = { english: "Gone", translation: "Parti", note: "" };
    });
    const root = tempRoot();
    const result = await importTranslations("fr", text, root);
    expect(result.problems).toEqual([
      "auth:check.emailTooLong: placeholders or tags differ: English has {max}, the translation none (a straight ' before { starts an ICU quote: write ’)",
      "auth:register.haveAccount: not ICU MessageFormat (UNCLOSED_TAG)",
      "auth:signIn.title: placeholders or tags differ: English has {product}, the translation {produit}",
      "catalogue:noResults: values differ: English has {query}, the translation {requete}",
    ]);
    expect(result.warnings).toEqual(["auth:signIn.gone: English has no such text; left out"]);
    expect(result.written).toEqual([]);
    expect(readdirSync(root)).toEqual([]);
  });

  it("leaves an empty translation out of the files, and extract lists it as missing", async () => {
    const { file } = await extract("fr", REPOSITORY);
    expect(file.counts.missing).toBe(0);
    const text = edited(file, (messages) => {
      messages["auth:signIn.title"]!.translation = "";
      messages["catalogue:groups.news"]!.translation = "";
    });
    const root = tempRoot();
    const result = await importTranslations("fr", text, root);
    expect(result.problems).toEqual([]);
    const auth = await loadTexts(root, "app/auth/messages", "fr");
    expect(auth).not.toHaveProperty(["signIn.title"]);
    expect(auth).toHaveProperty(["signIn.submit"], "Se connecter");
    expect((await buttonWords(root, "fr")).groups).not.toHaveProperty("news");

    const again = (await extract("fr", root)).file;
    const missing = Object.entries(again.messages).filter(([, entry]) => entry.missing);
    expect(missing.map(([key]) => key)).toEqual(["auth:signIn.title", "catalogue:groups.news"]);
    expect(again.messages["auth:signIn.title"]).toMatchObject({
      english: "Sign in to {product}",
      translation: "",
      note: "app/auth/messages; keep {product}",
    });
    expect(again.counts.missing).toBe(2);
  });

  it("adds a new language to every catalogue's index.ts, and says what is left by hand", async () => {
    const { file } = await extract("de", REPOSITORY);
    expect(file.counts.translated).toBe(0);
    const text = edited(file, (messages) => {
      messages["auth:signIn.submit"]!.translation = "Anmelden";
      messages["catalogue:noResults"]!.translation = "Keine Knöpfe für „{query}“ gefunden";
    });
    const root = tempRoot();
    const result = await importTranslations("de", text, root);
    expect(result.problems).toEqual([]);
    expect(await loadTexts(root, "app/auth/messages", "de")).toEqual({ "signIn.submit": "Anmelden" });
    expect((await buttonWords(root, "de")).noResults("Post")).toBe("Keine Knöpfe für „Post“ gefunden");
    for (const folder of catalogueFolders()) {
      const index = readFileSync(join(root, folder, "index.ts"), "utf8");
      expect(index, folder).toContain('import de from "./de.ts";');
      expect(index, folder).toMatch(/\{ name: "[\w-]+", en, es, fr, de \}/);
    }
    const translations = readFileSync(join(root, "common/catalogue/translations/index.ts"), "utf8");
    expect(translations).toContain("= { es, fr, de };");
    expect(result.byHand).toEqual([
      expect.stringContaining('contract/language.ts: add "de" to LANGUAGES'),
      expect.stringContaining("npx tsc"),
    ]);
  });
});
