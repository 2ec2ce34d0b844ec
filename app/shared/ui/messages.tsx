// The page's language for components, and their words from a catalogue (common/i18n/messages.ts). Pages are
// rendered on the server, so the catalogue never reaches the browser: only the words the page shows.
import { createContext, Fragment, useContext, type ReactNode } from "react";
import { SOURCE_LANGUAGE, type Language } from "../../../contract/language.ts";
import {
  formatMessage,
  messagesFor,
  type Catalogue,
  type Messages,
  type MessageValues,
} from "../../../common/i18n/messages.ts";

/** The language the page is read in (the root layout provides it; English when nothing does). */
export const LanguageContext = createContext<Language>(SOURCE_LANGUAGE);

export function useLanguage(): Language {
  return useContext(LanguageContext);
}

type RichValues = Record<string, string | number | ReactNode | ((parts: ReactNode[]) => ReactNode)>;

export interface PageMessages<K extends string> extends Messages<K> {
  /** A message whose tags wrap words in elements: `{ link: (words) => <a href="/">{words}</a> }`. */
  rich: (key: K, values: RichValues) => ReactNode;
}

/** The catalogue's words in the page's language. */
export function useMessages<K extends string>(catalogue: Catalogue<K>): PageMessages<K> {
  const language = useLanguage();
  const t = messagesFor(catalogue, language) as PageMessages<K>;
  t.rich = (key, values) => {
    const parts = formatMessage<ReactNode>(catalogue as Catalogue, key, language, values as MessageValues);
    if (!Array.isArray(parts)) return parts;
    return parts.map((part: ReactNode, index) => <Fragment key={index}>{part}</Fragment>);
  };
  return t;
}
