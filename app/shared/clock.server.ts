// The reader's clock for a page: their time zone and way of writing dates as kept in the session (from /v1 at
// sign-in, or as chosen on /account), else how the browser writes English, in UTC. A reader of another language
// reads dates as that language writes them.
import { dateLocaleSchema } from "../../contract/clock.ts";
import type { Language } from "../../contract/language.ts";
import { clockLocale, dateLocaleFromAcceptLanguage, type ReaderClock } from "../../common/clock-words.ts";
import type { Session } from "./session.server.ts";

export function clockOfSession(session: Session, request: Request, language: Language): ReaderClock {
  const { timeZone, dateLocale } = session.data;
  const chosen = dateLocaleSchema.safeParse(dateLocale);
  const english = chosen.success
    ? chosen.data
    : dateLocaleFromAcceptLanguage(request.headers.get("accept-language"));
  return { timeZone: timeZone ?? null, locale: clockLocale(language, english) };
}
