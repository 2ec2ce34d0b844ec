import { createContext } from "react-router";

/** Per-request facts that server.ts knows and the routes need. */
export interface RequestInfo {
  requestId: string;
  nonce: string;
}

export const requestInfoContext = createContext<RequestInfo>({ requestId: "-", nonce: "" });
