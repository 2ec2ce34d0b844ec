// The "Group activity" page's addresses (the audit log): its own, the CSV download, and its pages' links.
import type { ActivityFilter } from "./schemas.ts";

export const ACTIVITY_PATH = "/dashboard/activity";
export const ACTIVITY_CSV_PATH = "/dashboard/activity/csv";

/** The page number in the address: a whole number from 1, else 1. */
export function pageNumber(value: string | null): number {
  const n = Number(value);
  return Number.isSafeInteger(n) && n >= 1 ? n : 1;
}

/** The filter's query (only what is set), for /v1 and for the page's own links. */
export function filterQuery(filter: ActivityFilter): Record<string, string> {
  const query: Record<string, string> = {};
  if (filter.person) query.person = filter.person;
  if (filter.kind) query.kind = filter.kind;
  return query;
}

/** A link to another page of the same filtered list (page 1 is left out of the address). */
export function pageHref(filter: ActivityFilter, page: number): string {
  const query = new URLSearchParams(filterQuery(filter));
  if (page > 1) query.set("page", String(page));
  const search = query.toString();
  return search ? `${ACTIVITY_PATH}?${search}` : ACTIVITY_PATH;
}
