// GET/PUT /communities/:id/base_bar (managers; a member is 403): the group base bar (contract/base-bar.ts).
// Its buttons can also be edited as any bar's (PUT .../bars/:barId, drafts, restore), which the portal's editor
// does; every save of it is one entry of the audit log, in the save's transaction (api/bars/audit.ts).
import { BASE_BAR_NAME, putBaseBarRequestSchema, type BaseBarResponse } from "../../contract/base-bar.ts";
import { communityAccess, requireCommunity } from "../communities/access.ts";
import { readBody } from "../http/body.ts";
import { getAuth, requireUser } from "../http/auth.ts";
import type { Handlers, Step } from "../http/router.ts";
import { recordAudit } from "../audit/record.ts";
import { queueWaitingMail } from "../approvals/mail.ts";
import { barJson } from "../bars/model.ts";
import { checkBaseVersion, insertBar, lockBarOr404, normaliseItems, saveBar } from "../bars/store.ts";
import { findBaseBar, type BaseBarRow } from "./model.ts";

function baseBarJson(base: BaseBarRow | null): BaseBarResponse {
  return { base_bar: base ? { bar: barJson(base.bar), position: base.position } : null };
}

/** GET /communities/:id/base_bar: `{base_bar: null}` while the group has none. */
export const readBaseBar: Step = async (ctx, _req, res) => {
  const { community } = communityAccess(res);
  res.json(baseBarJson(await findBaseBar(ctx.db, community.id)));
};

/**
 * PUT /communities/:id/base_bar `{position, items?, base_version?}`. The first PUT makes the bar: an empty version 1
 * (so a member whose OK is needed keeps an empty base until they approve), then the items as version 2. In one
 * transaction with its audit entry and the "waiting for your OK" mail (decision 021).
 */
export const putBaseBar: Step = async (ctx, req, res) => {
  const { community } = communityAccess(res);
  const body = readBody(req, putBaseBarRequestSchema);
  const items = body.items ? normaliseItems(body.items) : null;
  const actorUserId = getAuth(res).userId;
  const now = ctx.now();
  const meta = { authorUserId: actorUserId, now };
  const mail: string[] = [];
  await ctx.db.transaction(async (tx) => {
    const existing = await findBaseBar(tx, community.id, true);
    let barId = existing?.bar.id;
    // One entry for the whole request: made, moved and new buttons are one change to the person who saved.
    const details: Record<string, unknown> = {};
    if (!barId) {
      const made = await insertBar(
        tx,
        community.id,
        { name: BASE_BAR_NAME, is_shared: true, items: [] },
        meta,
      );
      barId = made.id;
      await tx.query("UPDATE communities SET base_bar_id = $2, updated_at = $3 WHERE id = $1", [
        community.id,
        barId,
        now,
      ]);
      Object.assign(details, { created: true, version: 1, position: body.position });
    }
    if (existing && existing.position !== body.position) {
      details.position = { from: existing.position, to: body.position };
    }
    await tx.query("UPDATE communities SET base_bar_position = $2, updated_at = $3 WHERE id = $1", [
      community.id,
      body.position,
      now,
    ]);
    if (items) {
      const bar = await lockBarOr404(tx, community.id, barId);
      checkBaseVersion(bar, typeof body.base_version === "number" ? [body.base_version] : []);
      const saved = await saveBar(tx, bar, { name: bar.name, is_shared: true, items }, meta);
      Object.assign(details, { version: saved.version, buttons: saved.items.length });
      mail.push(...(await queueWaitingMail(ctx, tx, saved)));
    }
    if (Object.keys(details).length > 0) {
      await recordAudit(tx, {
        communityId: community.id,
        actorUserId,
        kind: "base_bar_saved",
        barId,
        subjectLabel: existing?.bar.name ?? BASE_BAR_NAME,
        details,
        at: now,
      });
    }
  });
  await ctx.mail.deliver(mail);
  res.json(baseBarJson(await findBaseBar(ctx.db, community.id)));
};

export function baseBarHandlers(): Handlers {
  return {
    getBaseBar: [requireUser, requireCommunity("manager"), readBaseBar],
    putBaseBar: [requireUser, requireCommunity("manager"), putBaseBar],
  };
}
