// Per-person plans (decision 043): the Stripe subscription's quantity follows the group's size. Adding or
// removing a person never waits for Stripe and never fails because of it: once the change is committed the
// quantity is sent (peopleChanged), and what could not be sent (Stripe unreachable) is sent at the next change
// or with Stripe's next event about the subscription (api/stripe/webhook.ts), which is at the latest the renewal.
import { billedPeople, findPlan } from "../../contract/plans.ts";
import type { ApiContext } from "../context.ts";
import type { Queryable } from "../db/db.ts";
import type { Payments } from "./subscription.ts";
import { lockBilling, type BillingRow } from "./model.ts";

/** The people a billing record's plan should charge for now, or null when its plan is not per person. */
async function peopleToCharge(q: Queryable, billing: BillingRow): Promise<number | null> {
  const plan = findPlan(billing.plan_id);
  if (!plan?.per_person) return null;
  const { rows } = await q.query<{ member_count: number }>(
    "SELECT member_count FROM communities WHERE id = $1",
    [billing.community_id],
  );
  return billedPeople(plan, rows[0]?.member_count ?? 0);
}

/**
 * Sends the group's size to the payment provider when its per-person subscription charges for another number,
 * inside the caller's transaction with the billing record locked (a throw rolls back what the caller did).
 */
export async function syncPeople(tx: Queryable, payments: Payments, billing: BillingRow): Promise<void> {
  const people = await peopleToCharge(tx, billing);
  if (people === null || billing.stripe_quantity === people) return;
  if (!(await payments.setPeople(billing, people))) return;
  await tx.query("UPDATE billing SET stripe_quantity = $2 WHERE id = $1", [billing.id, people]);
  billing.stripe_quantity = people;
}

/** Sends the group's new size after a committed change of its members; failures are logged and sent later. */
async function sendPeopleCount(ctx: ApiContext, communityId: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const billing = await lockBilling(tx, communityId);
    if (billing) await syncPeople(tx, ctx.payments, billing);
  });
}

/**
 * Called after a change of a group's members is committed (added, removed, imported, an account deleted).
 * In local billing mode there is nothing to tell anyone. The request does not wait for Stripe.
 */
export function peopleChanged(ctx: ApiContext, communityIds: string | readonly string[]): void {
  if (ctx.payments.mode === "local") return;
  for (const communityId of typeof communityIds === "string" ? [communityIds] : communityIds) {
    void sendPeopleCount(ctx, communityId).catch((err: unknown) =>
      ctx.logger.error("per-person quantity not sent", { community_id: communityId, err }),
    );
  }
}
