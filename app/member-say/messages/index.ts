import type { Catalogue } from "../../../common/i18n/messages.ts";
import en from "./en.ts";
import es from "./es.ts";
import fr from "./fr.ts";

export const memberSayMessages: Catalogue<keyof typeof en> = { name: "member-say", en, es, fr };
