import type { Catalogue, Messages } from "../../../common/i18n/messages.ts";
import en from "./en.ts";
import es from "./es.ts";
import fr from "./fr.ts";

export const barEditorMessages: Catalogue<keyof typeof en> = { name: "bar-editor", en, es, fr };

/** The editor's words in one language (a request's, or a page's). */
export type BarEditorWords = Messages<keyof typeof en>;
