// The few shared words that the editor's island renders too: the hidden "Error:" of a field's error, and the
// desktop bar's picture (app/shared/ui/desktop-bar-picture.tsx). They come as text, already in the page's
// language (the layout provides them: app/shared/shared-words.ts), so the island carries no catalogue and no
// formatter (docs/decisions/048); where a provider leaves the picture's words out, they are English.
import { createContext, useContext } from "react";

/** The desktop bar picture's words; `moreOne`/`moreOther` say how many buttons overflow (`{count}`). */
export interface DesktopWords {
  noText: string;
  fromBase: string;
  moreOne: string;
  moreOther: string;
  empty: string;
  menu: string;
}

export interface SharedWords {
  errorPrefix: string;
  desktop?: DesktopWords;
}

const ENGLISH_DESKTOP: DesktopWords = {
  noText: "(no text)",
  fromBase: "from the group's base bar",
  moreOne:
    "1 button does not fit on a 1366 × 768 laptop screen at 125 %. The desktop app puts it on a second bar that opens with the arrow.",
  moreOther:
    "{count} buttons do not fit on a 1366 × 768 laptop screen at 125 %. The desktop app puts them on a second bar that opens with the arrow.",
  empty: "The bar is empty.",
  menu: "Menu",
};

export const SharedWordsContext = createContext<SharedWords>({ errorPrefix: "Error:" });

export function useSharedWords(): SharedWords {
  return useContext(SharedWordsContext);
}

export function useDesktopWords(): DesktopWords {
  return useContext(SharedWordsContext).desktop ?? ENGLISH_DESKTOP;
}
