// `npm run messages -- extract <language>`: the translator's file, made from English and what the language has.
import { currentTexts, englishCatalogues, sourcesOf } from "./sources.ts";
import { translatorFile, type TranslatorFile } from "./translator-file.ts";

export interface Extracted {
  file: TranslatorFile;
  /** Messages the language's files have that English does not (the import leaves them out). */
  stray: string[];
}

/** The file for `language`, whose translations are read under `root` (English always from the repository). */
export async function extract(language: string, root: string): Promise<Extracted> {
  const catalogues = await englishCatalogues();
  const { texts, stray } = await currentTexts(root, language, catalogues);
  return { file: translatorFile(language, sourcesOf(catalogues), texts), stray };
}
