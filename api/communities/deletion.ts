// Deleting communities with everything that belongs to them, for DELETE /v1/communities/{id} and account
// deletion. Run inside a transaction.
import type { Queryable } from "../db/db.ts";
import { lockBillings } from "../billing/model.ts";
import { cancelSubscription, localPayments, type Payments } from "../billing/subscription.ts";

/**
 * Deletes the communities; their members, bars, bar versions, invitations and billing records go with them
 * (ON DELETE CASCADE), and each billing record's subscription is cancelled (`cancelSubscription`, a no-op in
 * local billing mode). Returns how many communities were deleted.
 */
export async function deleteCommunities(
  tx: Queryable,
  communityIds: readonly string[],
  payments: Payments = localPayments,
): Promise<number> {
  if (communityIds.length === 0) return 0;
  const billings = await lockBillings(tx, communityIds);
  const { rowCount } = await tx.query("DELETE FROM communities WHERE id = ANY($1::uuid[])", [communityIds]);
  // After the rows are gone and before the commit: a cancellation that fails rolls the deletion back.
  for (const billing of billings) await cancelSubscription(billing, payments);
  return rowCount;
}
