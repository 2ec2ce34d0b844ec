import { createContext, useContext } from "react";
import type { Role } from "../../../contract/index.ts";
import type { Language } from "../../../contract/language.ts";

/** What the layout shows about the request (app/shared/layout-data.server.ts). */
export interface LayoutData {
  loggedIn: boolean;
  role: Role | null;
  focusMode: boolean;
  sessionMarker: string;
  publicPage: boolean;
  csrfToken: string | null;
  /** The language the page is read in (app/shared/language.server.ts). */
  language: Language;
}

/** The layout's data when the root loader did not run (entry.server.tsx); read only then. */
export const LayoutDataContext = createContext<(() => LayoutData | null) | null>(null);

/** The root loader's data, else what the request's context knows (an error before any loader ran). */
export function useLayoutData(fromLoader: LayoutData | undefined): LayoutData | null {
  const fallback = useContext(LayoutDataContext);
  return fromLoader ?? fallback?.() ?? null;
}
