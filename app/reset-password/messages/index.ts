import type { Catalogue } from "../../../common/i18n/messages.ts";
import en from "./en.ts";
import es from "./es.ts";
import fr from "./fr.ts";

export const resetPasswordMessages: Catalogue<keyof typeof en> = { name: "reset-password", en, es, fr };
