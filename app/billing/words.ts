// The billing slice's words in one language: its messages, money as that language writes US dollars, and the plans'
// names. Loaders and pure helpers take it as an argument (English by default, as tests and other slices call them);
// components get it for the page's language with useBillingWords().
import { SOURCE_LANGUAGE, type Language } from "../../contract/language.ts";
import { planNameOf, planSizeOf, sizeNameOf, type Plan } from "../../contract/index.ts";
import { messagesFor, type Messages } from "../../common/i18n/messages.ts";
import { useLanguage } from "../shared/ui/messages.tsx";
import { billingMessages } from "./messages/index.ts";

export type BillingKey = keyof typeof billingMessages.en;

export interface BillingWords {
  language: Language;
  t: Messages<BillingKey>;
  /** Cents as dollars the language's way: whole dollars without cents ("$35", "35 US$"), else two digits. */
  money: (cents: number) => string;
  /** The plan's name: ours by its id, else the name /v1 sends or one derived from the id. */
  planName: (plan: Pick<Plan, "id" | "name">) => string;
  sizeName: (plan: Pick<Plan, "id" | "size">) => string;
  /** "Plus 5 and Plus 15". */
  list: (items: string[]) => string;
}

/** The locale whose way of writing money each language uses (the product's prices are in US dollars). */
const LOCALES: Record<Language, string> = { en: "en-US", es: "es", fr: "fr" };

function moneyIn(locale: string): (cents: number) => string {
  const format = (digits: number) =>
    new Intl.NumberFormat(locale, {
      style: "currency",
      currency: "USD",
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
  const whole = format(0);
  const withCents = format(2);
  return (cents) => {
    if (!Number.isFinite(cents) || cents < 0) return "";
    const rounded = Math.round(cents);
    return (rounded % 100 === 0 ? whole : withCents).format(rounded / 100);
  };
}

const isKey = (key: string): key is BillingKey => Object.hasOwn(billingMessages.en, key);

function wordsIn(language: Language): BillingWords {
  const t = messagesFor(billingMessages, language);
  const locale = LOCALES[language];
  const lists = new Intl.ListFormat(locale, { type: "conjunction" });
  return {
    language,
    t,
    money: moneyIn(locale),
    planName: (plan) => {
      const key = `planName.${plan.id}`;
      return isKey(key) ? t(key) : planNameOf(plan);
    },
    sizeName: (plan) => {
      const key = `size.${planSizeOf(plan)}`;
      return isKey(key) ? t(key) : sizeNameOf(plan);
    },
    list: (items) => lists.format(items),
  };
}

const cache = new Map<Language, BillingWords>();

export function billingWords(language: Language = SOURCE_LANGUAGE): BillingWords {
  let words = cache.get(language);
  if (!words) cache.set(language, (words = wordsIn(language)));
  return words;
}

/** The billing words of the page's language. */
export function useBillingWords(): BillingWords {
  return billingWords(useLanguage());
}
