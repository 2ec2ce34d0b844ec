// A group's bars as the pages name and link them: the Default Bar under its display name, and links to a
// person's bars (the dashboard, a person's settings page, what a member says about a bar).
import { displayBarName } from "../../common/catalogue/naming.ts";
import { SOURCE_LANGUAGE, type Language } from "../../contract/language.ts";
import type { SignedInCommunity } from "./guard.server.ts";
import { ApiError } from "./v1-client.server.ts";

export interface BarLink {
  id: string;
  name: string;
}

export function barDisplayName(name: string, language: Language = SOURCE_LANGUAGE): string {
  return displayBarName(name, language);
}

/** Links to the given bars (at most five), each fetched alone: never the group's whole list of bars. */
export async function barLinks(me: SignedInCommunity, barIds: readonly string[]): Promise<BarLink[]> {
  const bars = await Promise.all(
    barIds.map(async (id) => {
      try {
        return await me.api.bar(me.communityId, id);
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    }),
  );
  return bars.flatMap((bar) => (bar ? [{ id: bar.id, name: barDisplayName(bar.name, me.language) }] : []));
}
