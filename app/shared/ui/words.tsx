// The few shared words that the editor's island renders too (the hidden "Error:" of a field's error). They come
// as text, already in the page's language (the layout provides them), so the island carries no catalogue and no
// formatter (docs/decisions/048); the island itself, hydrating, reads the English default.
import { createContext, useContext } from "react";

export interface SharedWords {
  errorPrefix: string;
}

export const SharedWordsContext = createContext<SharedWords>({ errorPrefix: "Error:" });

export function useSharedWords(): SharedWords {
  return useContext(SharedWordsContext);
}
