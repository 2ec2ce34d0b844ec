// What signing in means for the session: the token and user from /v1, then the user's communities: the one
// the user worked in last becomes the active one and gives the role (so they land where they left off), else
// the first (spec S1 §4).
import type { AuthResponse } from "../../contract/index.ts";
import { dateLocaleSchema, timeZoneSchema, type DateLocale } from "../../contract/clock.ts";
import { languageOrNull } from "../../contract/language.ts";
import { dateLocaleFromAcceptLanguage } from "../../common/clock-words.ts";
import type { Session } from "../shared/session.server.ts";
import { ApiError, userV1 } from "../shared/v1-client.server.ts";

/**
 * The time zone the browser offers with a sign-in or registration form (its hidden `timeZone` field, filled by
 * public/scripts/time-zone.js): kept for a user who has none yet. Not typed by the person, so a strange value
 * is simply not offered.
 */
export interface OfferedClock {
  timeZone: string | undefined;
  acceptLanguage: string | null;
}

export function offeredClock(formData: FormData, request: Request): OfferedClock {
  const zone = timeZoneSchema.safeParse(formData.get("timeZone"));
  return {
    timeZone: zone.success ? zone.data : undefined,
    acceptLanguage: request.headers.get("accept-language"),
  };
}

export async function startSession(
  session: Session,
  auth: AuthResponse,
  typedEmail: string,
  requestId?: string,
  offered?: OfferedClock,
): Promise<void> {
  const returnTo = session.data.returnTo;
  // The user's saved language leads; a user without one keeps the language they chose before signing in.
  const chosenLanguage = languageOrNull(session.data.language);
  const savedLanguage = languageOrNull(auth.user.language);
  session.replace({
    token: auth.token,
    userId: auth.user.id,
    // The original server answers registration with email_plaintext null: keep what was typed.
    email: auth.user.email_plaintext ?? auth.user.email ?? typedEmail,
    communityId: null,
    role: null,
    returnTo,
    timeZone: auth.user.time_zone ?? null,
    dateLocale: auth.user.date_locale ?? null,
    language: savedLanguage ?? chosenLanguage,
  });
  if (!savedLanguage && chosenLanguage) {
    try {
      await userV1(auth.token, { requestId }).updateLanguage(auth.user.id, chosenLanguage);
    } catch (error) {
      // The session keeps it; the next choice or sign-in saves it again.
      if (!(error instanceof ApiError)) throw error;
    }
  }
  if (!auth.user.time_zone && offered?.timeZone) {
    const clock = {
      time_zone: offered.timeZone,
      date_locale: dateLocaleSchemaOr(auth.user.date_locale, offered.acceptLanguage),
    };
    try {
      await userV1(auth.token, { requestId }).updateClock(auth.user.id, clock);
      session.set({ timeZone: clock.time_zone, dateLocale: clock.date_locale });
    } catch (error) {
      // Times stay in UTC (and say so) until the next sign-in offers the zone again.
      if (!(error instanceof ApiError)) throw error;
    }
  }
  try {
    const list = await userV1(auth.token, { requestId }).communityList(auth.user.id);
    const active = list.communities.find((c) => c.id === list.last_community_id) ?? list.communities[0];
    // A user without communities ('User doesn't have communities.') is simply signed in without one.
    if (active) session.set({ communityId: active.id, role: active.role });
  } catch (error) {
    // The guard reloads the communities on the next page; a failure here must not undo the sign-in.
    if (!(error instanceof ApiError)) throw error;
  }
}

function dateLocaleSchemaOr(kept: string | null | undefined, acceptLanguage: string | null): DateLocale {
  const parsed = dateLocaleSchema.safeParse(kept);
  return parsed.success ? parsed.data : dateLocaleFromAcceptLanguage(acceptLanguage);
}
