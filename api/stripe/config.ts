// Stripe's configuration (docs/api.md "Billing and Stripe"): STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET and one
// price id per paid plan, STRIPE_PRICE_<PLAN_ID> with the id in capitals and "-" as "_" (STRIPE_PRICE_PLUS_5,
// STRIPE_PRICE_PLUS_5_MONTHLY, STRIPE_PRICE_MIDSIZE_6_MONTH, ...), or all of them at once as JSON in
// STRIPE_PRICES (`{"plus-5": "price_...", ...}`; a STRIPE_PRICE_* variable wins). Without STRIPE_SECRET_KEY
// billing runs in local mode (plan changes apply at once, no payment is taken).
import { ConfigError, priceVariable } from "../../config/settings.ts";
import { PLANS } from "../../contract/plans.ts";

export { priceVariable };

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  /** Plan id → Stripe price id, for every plan with a positive price. */
  prices: Readonly<Record<string, string>>;
  /** Where the SDK sends its requests (tests: a loopback server); Stripe's own API when absent. */
  api?: { host: string; port: number; protocol: "http" | "https" };
}

/**
 * Stripe's settings from the environment, or undefined without STRIPE_SECRET_KEY (local mode). Throws with a
 * readable message when the key is set but the webhook secret or a paid plan's price id is missing.
 */
export function readStripeSettings(env: Record<string, string | undefined>): StripeSettings | undefined {
  const secretKey = env.STRIPE_SECRET_KEY?.trim();
  if (!secretKey) return undefined;
  const problems: string[] = [];
  const webhookSecret = env.STRIPE_WEBHOOK_SECRET?.trim() ?? "";
  if (!webhookSecret) problems.push("STRIPE_WEBHOOK_SECRET is required with STRIPE_SECRET_KEY");
  let fromJson: Record<string, unknown> = {};
  if (env.STRIPE_PRICES?.trim()) {
    try {
      const parsed: unknown = JSON.parse(env.STRIPE_PRICES);
      if (parsed && typeof parsed === "object" && !Array.isArray(parsed))
        fromJson = parsed as Record<string, unknown>;
      else problems.push("STRIPE_PRICES must be a JSON object of plan id to price id");
    } catch {
      problems.push("STRIPE_PRICES is not valid JSON");
    }
  }
  const prices: Record<string, string> = {};
  for (const plan of PLANS) {
    if (plan.price <= 0) continue;
    const value = env[priceVariable(plan.id)]?.trim() || fromJson[plan.id];
    if (typeof value === "string" && value.trim()) prices[plan.id] = value.trim();
    else problems.push(`${priceVariable(plan.id)} (the Stripe price of plan ${plan.id}) is missing`);
  }
  if (problems.length > 0) throw new ConfigError(`Bad Stripe configuration: ${problems.join("; ")}`);
  return { secretKey, webhookSecret, prices };
}
