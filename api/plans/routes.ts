import { Router, route } from "../http/router.ts";
import { PLANS, planJson } from "./plans.ts";

export function planRoutes(): Router {
  const router = Router();
  route(router, "/plans/community", {
    get: [
      (_req, res) => {
        res.json({ plans: PLANS.map((plan) => planJson(plan)) });
      },
    ],
  });
  return router;
}
