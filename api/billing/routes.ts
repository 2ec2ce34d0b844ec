// Billing of a community (original §3.8). GET for now; changes, card, cancel and coupons come with Stripe.
import type { ApiContext } from "../context.ts";
import { getAuth, requireAuth } from "../http/auth.ts";
import { notFound } from "../http/errors.ts";
import { Router, route } from "../http/router.ts";
import { loadCommunityAccess } from "../communities/access.ts";
import { billingJson, findBilling } from "./model.ts";

export function billingRoutes(ctx: ApiContext): Router {
  const router = Router();
  const auth = requireAuth(ctx);

  route(router, "/communities/:id/billing", {
    get: [
      auth,
      async (req, res) => {
        const { community } = await loadCommunityAccess(
          ctx.db,
          req.params.id,
          getAuth(res).userId,
          "manager",
        );
        const billing = await findBilling(ctx.db, community.id);
        if (!billing) throw notFound();
        res.json(billingJson(billing, ctx.now()));
      },
    ],
  });

  return router;
}
