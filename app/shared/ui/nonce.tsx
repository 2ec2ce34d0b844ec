import { createContext, useContext } from "react";

/** The CSP nonce of this response (server only; hydrated pages do not need it any more). */
export const NonceContext = createContext<string | undefined>(undefined);

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
