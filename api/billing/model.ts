// The billing record of a community (original §2.8) and its wire shape. Stripe ids are read for the Stripe
// adapter but never sent.
import type { Billing, BillingMode, BillingStatus, Coupon } from "../../contract/billing.ts";
import { UUID_PATTERN } from "../../contract/limits.ts";
import type { Queryable } from "../db/db.ts";
import { personNameSql } from "../db/person-name.ts";
import { couponEnd } from "./coupons.ts";

const DAY = 24 * 60 * 60 * 1000;

export interface BillingRow {
  id: string;
  community_id: string;
  plan_id: string;
  contact_member_id: string | null;
  trial_end: Date | null;
  status: BillingStatus;
  coupon_code: string | null;
  coupon: unknown;
  coupon_applied_at: Date | null;
  card_brand: string | null;
  card_last4: string | null;
  stripe_customer_id: string | null;
  stripe_subscription_id: string | null;
  stripe_subscription_item_id: string | null;
  stripe_synced_at: Date | null;
  current_period_end: Date | null;
  stripe_quantity: number | null;
}

const BILLING_COLUMNS = `id, community_id, plan_id, contact_member_id, trial_end, status, coupon_code, coupon,
  coupon_applied_at, card_brand, card_last4, stripe_customer_id, stripe_subscription_id, stripe_subscription_item_id,
  stripe_synced_at, current_period_end, stripe_quantity`;

/** The billing record of a community, or null when it has none. */
export async function findBilling(q: Queryable, communityId: string): Promise<BillingRow | null> {
  const { rows } = await q.query<BillingRow>(
    `SELECT ${BILLING_COLUMNS} FROM billing WHERE community_id = $1`,
    [communityId],
  );
  return rows[0] ?? null;
}

/** The billing record of a community, locked until the end of the transaction (for changes). */
export async function lockBilling(q: Queryable, communityId: string): Promise<BillingRow | null> {
  const { rows } = await q.query<BillingRow>(
    `SELECT ${BILLING_COLUMNS} FROM billing WHERE community_id = $1 FOR UPDATE`,
    [communityId],
  );
  return rows[0] ?? null;
}

/** The billing records of several communities, locked until the end of the transaction (for deletion). */
export async function lockBillings(q: Queryable, communityIds: readonly string[]): Promise<BillingRow[]> {
  const { rows } = await q.query<BillingRow>(
    `SELECT ${BILLING_COLUMNS} FROM billing WHERE community_id = ANY($1::uuid[]) ORDER BY id FOR UPDATE`,
    [communityIds],
  );
  return rows;
}

/**
 * Whole days from the start of today (UTC) to the trial's end, rounded down: the trial length on the day the
 * community is created (the end is 23:59:59 UTC), 0 on the last day, −1 the day after (original §2.8, with
 * UTC in place of the server's local time).
 */
export function trialEndDays(trialEnd: Date, now: Date): number {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Math.floor((trialEnd.getTime() - today) / DAY);
}

/**
 * Billing on the wire: `{id, plan_id, trial_end, trial_end_days, status, contact_member_id, card, coupon_code,
 * coupon, coupon_end, mode}`. Without a trial, `trial_end` and `trial_end_days` are left out (the portal reads
 * absent as "no trial"). `card` is `{brand, last4}` once a card is known, else null. `coupon_end` (added by us) is
 * the end of a repeating coupon's discount, left out when unknown; `mode` (added by us) is "local" while billing
 * runs without a payment provider; `period_end` (ours) the end of the period paid for, when Stripe reported one.
 * No Stripe id is ever included.
 */
export function billingJson(row: BillingRow, now: Date, mode: BillingMode) {
  const end = row.coupon ? couponEnd(row.coupon, row.coupon_applied_at) : null;
  return {
    id: row.id,
    plan_id: row.plan_id,
    ...(row.trial_end
      ? { trial_end: row.trial_end.toISOString(), trial_end_days: trialEndDays(row.trial_end, now) }
      : {}),
    status: row.status,
    contact_member_id: row.contact_member_id,
    card: row.card_brand && row.card_last4 ? { brand: row.card_brand, last4: row.card_last4 } : null,
    coupon_code: row.coupon_code,
    // Stored as couponJson() wrote it when the coupon was applied.
    coupon: (row.coupon ?? null) as Coupon | null,
    ...(end ? { coupon_end: end.toISOString() } : {}),
    ...(row.current_period_end ? { period_end: row.current_period_end.toISOString() } : {}),
    mode,
  } satisfies Billing;
}

/** A billing record by its id, locked (Stripe events name it in client_reference_id). */
export async function lockBillingById(q: Queryable, id: string): Promise<BillingRow | null> {
  if (!UUID_PATTERN.test(id)) return null;
  const { rows } = await q.query<BillingRow>(
    `SELECT ${BILLING_COLUMNS} FROM billing WHERE id = $1 FOR UPDATE`,
    [id],
  );
  return rows[0] ?? null;
}

/** The billing record of a Stripe subscription, locked. */
export async function lockBillingBySubscription(
  q: Queryable,
  subscriptionId: string,
): Promise<BillingRow | null> {
  const { rows } = await q.query<BillingRow>(
    `SELECT ${BILLING_COLUMNS} FROM billing WHERE stripe_subscription_id = $1 FOR UPDATE`,
    [subscriptionId],
  );
  return rows[0] ?? null;
}

/** The name of a member (else their account's name, else its address), for the audit log's "billing contact" entry. */
export async function contactLabel(q: Queryable, memberId: string | null): Promise<string | null> {
  if (!memberId) return null;
  const { rows } = await q.query<{ label: string | null }>(
    `SELECT ${personNameSql("m", "u")} AS label
     FROM members m LEFT JOIN users u ON u.id = m.user_id WHERE m.id = $1`,
    [memberId],
  );
  return rows[0]?.label ?? null;
}
