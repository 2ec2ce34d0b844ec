// People by CSV (decision 031), managers only: check a file (a dry run kept an hour under an id), read the
// check again, import it (every row in one transaction, or none), and export the group's people. The import
// checks the rows again under the community lock, as createMember does: nothing the client says about the
// rows is trusted.
import { peopleChanged } from "../billing/people.ts";
import { randomUUID } from "node:crypto";
import {
  peopleCsvCheckRequestSchema,
  type PeopleCsvExport,
  type PeopleCsvImportResponse,
  type PeopleCsvPreview,
} from "../../contract/people-csv.ts";
import { sha256Hex } from "../auth/tokens.ts";
import { recordAudit } from "../audit/record.ts";
import { communityAccess, requireCommunity } from "../communities/access.ts";
import type { ApiContext } from "../context.ts";
import { analyzeAfterBulkChange } from "../db/maintenance.ts";
import { getAuth, requireUser } from "../http/auth.ts";
import { readBody } from "../http/body.ts";
import { ApiError, notFound } from "../http/errors.ts";
import { createRateLimiter, type RateLimiter } from "../http/rateLimit.ts";
import { uuidParam, type Handlers, type Step } from "../http/router.ts";
import { invitationLimits, storeInvitation, type InvitationLimits } from "../invitations/routes.ts";
import { findMember, lockCommunity } from "../members/model.ts";
import { barNameFor } from "../members/routes.ts";
import { userLanguage } from "../users/model.ts";
import { findUserById } from "../users/model.ts";
import { checkPeople } from "./check.ts";
import { exportFileName, peopleCsv } from "./export.ts";
import { CsvFileError, parsePeopleCsv, type ParsedPerson } from "./parse.ts";
import {
  deletePreview,
  exportPeople,
  groupFacts,
  insertPeople,
  loadPreview,
  savePreview,
  type NewPerson,
} from "./store.ts";

const HOUR = 60 * 60 * 1000;

/**
 * The body of a file upload is larger than other /v1 bodies (api/app/routes.ts mounts this limit on these
 * paths).
 */
export const PEOPLE_CSV_BODY_LIMIT = "2500kb";
export const PEOPLE_CSV_PATH = "/communities/:communityId/people_csv";

function previewJson(
  id: string,
  expires: Date,
  header: boolean,
  checked: ReturnType<typeof checkPeople>,
  facts: Awaited<ReturnType<typeof groupFacts>>,
): PeopleCsvPreview {
  return {
    preview_id: id,
    expires_at: new Date(expires).toISOString(),
    header,
    rows: checked.rows,
    counts: checked.counts,
    free_slots: facts.freeSlots,
    can_invite: facts.canInvite,
  };
}

/**
 * POST /communities/:id/people_csv (manager) `{csv}`: reads and checks the file, keeps it for an hour, and answers
 * the check with its id. 400 for a file that cannot be read as a whole (`csv_too_large`, `csv_malformed`,
 * `csv_empty`, `csv_no_name_column`, `csv_too_many_rows`); 429 beyond 60 checks an hour per manager.
 */
export function checkPeopleCsv(checks: RateLimiter): Step {
  return async (ctx, req, res) => {
    const { community } = communityAccess(res);
    const { userId } = getAuth(res);
    const body = readBody(req, peopleCsvCheckRequestSchema);
    await checks.hit(userId);
    let parsed;
    try {
      parsed = parsePeopleCsv(body.csv);
    } catch (error) {
      if (error instanceof CsvFileError) throw new ApiError(400, error.code, error.details);
      throw error;
    }
    const now = ctx.now();
    const facts = await groupFacts(ctx.db, community.id, userId, now);
    const checked = checkPeople(parsed.rows, facts);
    const id = randomUUID();
    const expires = await savePreview(ctx.db, {
      id,
      communityId: community.id,
      userId,
      header: parsed.header,
      rows: parsed.rows,
      now,
    });
    res.json(previewJson(id, expires, parsed.header, checked, facts));
  };
}

function previewId(param: unknown): string {
  const id = uuidParam(param);
  if (!id) throw notFound();
  return id;
}

/** GET /communities/:id/people_csv/:previewId (the manager who checked it): the check, against the group now. */
export const readPeopleCsv: Step = async (ctx, req, res) => {
  const { community } = communityAccess(res);
  const { userId } = getAuth(res);
  const id = previewId(req.params.previewId);
  const now = ctx.now();
  const preview = await loadPreview(ctx.db, { id, communityId: community.id, userId, now });
  if (!preview) throw notFound();
  const facts = await groupFacts(ctx.db, community.id, userId, now);
  res.json(previewJson(id, preview.expires_at, preview.header, checkPeople(preview.rows, facts), facts));
};

interface ToInvite {
  memberId: string;
  email: string;
}

/**
 * POST /communities/:id/people_csv/:previewId/import (the manager who checked it; no body). In one transaction
 * with the community locked: the rows are checked again (400 `csv_has_problems` {problems} when any row has one:
 * nothing is added), every person is added with a bar of their own, the group's count grows, the import is
 * logged (audit `csv_imported`), and the check is used up (a second import answers 404). After the commit the
 * invitations go out within the invitation limits (30 an hour per manager, 5 an hour per address); those over
 * the limit are counted in `not_invited` and the people stay "not invited".
 */
export function importPeopleCsv(limits: InvitationLimits): Step {
  return async (ctx, req, res) => {
    const { community } = communityAccess(res);
    const { userId } = getAuth(res);
    const id = previewId(req.params.previewId);
    const now = ctx.now();
    const outcome = await ctx.db.transaction(async (tx) => {
      await lockCommunity(tx, community.id);
      const preview = await loadPreview(tx, { id, communityId: community.id, userId, now }, true);
      if (!preview) throw notFound();
      const facts = await groupFacts(tx, community.id, userId, now);
      const checked = checkPeople(preview.rows, facts);
      if (checked.counts.problem > 0) {
        throw new ApiError(400, "csv_has_problems", { problems: checked.counts.problem });
      }
      const language = await userLanguage(tx, userId);
      const people: (NewPerson & { row: ParsedPerson })[] = preview.rows.map((row, index) => {
        const fullName = checked.rows[index]!.name;
        return {
          row,
          memberId: randomUUID(),
          barId: randomUUID(),
          first: row.first.trim() || null,
          last: row.last.trim() || null,
          barName: barNameFor(fullName, language),
          createdAt: new Date(now.getTime() + index),
        };
      });
      await insertPeople(tx, community.id, userId, people, now);
      const toInvite: ToInvite[] = facts.canInvite
        ? people.flatMap((p, index) =>
            checked.rows[index]!.verdict === "invite" && p.row.email
              ? [{ memberId: p.memberId, email: p.row.email }]
              : [],
          )
        : [];
      await recordAudit(tx, {
        communityId: community.id,
        actorUserId: userId,
        kind: "csv_imported",
        details: { added: people.length, invite_requested: toInvite.length },
        at: now,
      });
      await deletePreview(tx, id);
      return { added: people.length, toInvite };
    });
    // Thousands of new rows at once: the plans must know of them (api/db/maintenance.ts).
    await analyzeAfterBulkChange(ctx.db, ["members"]);
    peopleChanged(ctx, community.id);
    const invited = await sendInvitations(ctx, limits, community, userId, outcome.toInvite);
    res.json({
      added: outcome.added,
      invited,
      not_invited: outcome.toInvite.length - invited,
    } satisfies PeopleCsvImportResponse);
  };
}

/** Invites the imported people one by one (each in its own transaction) within the limits; returns how many. */
async function sendInvitations(
  ctx: ApiContext,
  limits: InvitationLimits,
  community: { id: string; name: string },
  userId: string,
  people: ToInvite[],
): Promise<number> {
  if (people.length === 0) return 0;
  const inviter = await findUserById(ctx.db, userId);
  if (!inviter?.email_verified) return 0;
  let invited = 0;
  for (const person of people) {
    if (!(await limits.perInviter.consume(userId)).allowed) break;
    if (!(await limits.perAddress.consume(sha256Hex(person.email.toLowerCase()))).allowed) continue;
    const now = ctx.now();
    try {
      const mailIds = await ctx.db.transaction(async (tx) => {
        await lockCommunity(tx, community.id);
        const member = await findMember(tx, community.id, person.memberId);
        if (!member || member.state === "active") return null;
        return storeInvitation(ctx, tx, {
          invitationId: randomUUID(),
          communityId: community.id,
          communityName: community.name,
          member,
          email: person.email,
          message: null,
          phone: null,
          inviter,
          now,
          copyToInviter: false,
        });
      });
      if (!mailIds) continue;
      await ctx.mail.deliver(mailIds);
      invited += 1;
    } catch (err) {
      // The people are in; an invitation that failed is counted as not sent, and can be sent from their page.
      ctx.logger.warn("invitation after a CSV import failed", { err });
    }
  }
  return invited;
}

/** GET /communities/:id/people_export (manager): the group's people and their bars as a CSV file. */
export const exportPeopleCsv: Step = async (ctx, _req, res) => {
  const { community } = communityAccess(res);
  const people = await exportPeople(ctx.db, community.id);
  res.json({
    file_name: exportFileName(community.name, ctx.now()),
    csv: peopleCsv(people),
  } satisfies PeopleCsvExport);
};

export function peopleCsvHandlers(ctx: ApiContext): Handlers {
  const checks = createRateLimiter(60, HOUR, ctx.now, "people-csv-checks");
  const manager = [requireUser, requireCommunity("manager")] as const;
  return {
    checkPeopleCsv: [...manager, checkPeopleCsv(checks)],
    getPeopleCsv: [...manager, readPeopleCsv],
    importPeopleCsv: [...manager, importPeopleCsv(invitationLimits(ctx))],
    exportPeopleCsv: [...manager, exportPeopleCsv],
  };
}
