import type { Catalogue } from "../i18n/messages.ts";
import en from "./en.ts";
import es from "./es.ts";
import fr from "./fr.ts";

/** The activity log's sentences and kinds (common/audit-words.ts), for the portal's page and /v1's CSV file. */
export const auditMessages: Catalogue<keyof typeof en> = { name: "audit-words", en, es, fr };
