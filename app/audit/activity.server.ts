// The "Group activity" page's data (the audit log): the filter read from the address, one page of the log
// from /v1, and the words and links the page shows.
import { parseWithZod } from "@conform-to/zod/v4";
import { AUDIT_PAGE_SIZE, type AuditLogEntry } from "../../contract/audit.ts";
import type { SignedInCommunity } from "../shared/guard.server.ts";
import { filterQuery } from "./paths.ts";
import { activityFilterSchema, type ActivityFilter } from "./schemas.ts";
import { auditSentence, type AuditWords } from "../../common/audit-words.ts";
import type { Language } from "../../contract/language.ts";

import { dateTimeText, type ReaderClock } from "../../common/clock-words.ts";

/** Reads the address's filter: valid, or the form's errors (then nothing is listed). */
export function readFilter(url: URL, language: Language) {
  const submission = parseWithZod(url.searchParams, { schema: activityFilterSchema(language) });
  return submission.status === "success"
    ? { filter: submission.value, result: null }
    : { filter: null, result: submission.reply() };
}

export interface ActivityItem {
  id: string;
  sentence: string;
  when: string;
  datetime: string;
}

function itemOf(entry: AuditLogEntry, clock: ReaderClock, t: AuditWords): ActivityItem {
  return {
    id: entry.id,
    sentence: auditSentence(entry, t),
    when: dateTimeText(entry.created_at, clock),
    datetime: entry.created_at,
  };
}

/** One page of the filtered log: its items (in the reader's words), the total that match, and the pages. */
export async function loadActivity(
  me: SignedInCommunity,
  filter: ActivityFilter,
  page: number,
  t: AuditWords,
) {
  const offset = (page - 1) * AUDIT_PAGE_SIZE;
  const answer = await me.api.audit(me.communityId, {
    ...filterQuery(filter),
    limit: String(AUDIT_PAGE_SIZE),
    offset: String(offset),
  });
  const pages = Math.max(1, Math.ceil(answer.total / AUDIT_PAGE_SIZE));
  return {
    items: answer.entries.map((entry) => itemOf(entry, me.clock, t)),
    total: answer.total,
    first: answer.entries.length ? offset + 1 : 0,
    last: offset + answer.entries.length,
    page,
    pages,
  };
}
