// Community plans (original §2.10, §4.9). Our service adds `name` and `size`; the original does not, so
// the portal derives both from the plan id when they are absent (planNameOf, planSizeOf).
import type { EndpointDefinition } from "./endpoint-types.ts";
import { z } from "zod";
import { UNLIMITED_MEMBERS } from "./limits.ts";

export const PLAN_SIZES = ["basic", "medium", "large", "plus", "people", "enterprise"] as const;
export type PlanSize = (typeof PLAN_SIZES)[number];

/** A plan as the service defines it. */
export interface PlanDefinition {
  id: string;
  name: string;
  size: PlanSize;
  default: boolean;
  member_limit: number;
  months: number;
  /** In cents; negative = no public price (shown as ""). A per-person plan's price is for one person. */
  price: number;
  /**
   * Priced per person (decision 043): the group pays `price` for each member, and for at least `min_people` of
   * them, so the plan never costs less than the largest plan with a member limit.
   */
  per_person?: { min_people: number };
}

/** Per-person plans charge for at least this many members: one more than the largest limited plan holds. */
export const PER_PERSON_MIN_PEOPLE = 51;

/** The plans of our service, in the order GET /v1/plans/community lists them. */
export const PLANS: readonly PlanDefinition[] = [
  {
    id: "basic",
    // Spec S1 §9: size basic is "Standard" (the free plan of a new group, no member limit).
    name: "Standard",
    size: "basic",
    default: true,
    member_limit: UNLIMITED_MEMBERS,
    months: 0,
    price: 0,
  },
  { id: "plus-5", name: "Plus 5", size: "plus", default: false, member_limit: 5, months: 12, price: 3500 },
  {
    id: "plus-5-monthly",
    name: "Plus 5 Monthly",
    size: "plus",
    default: false,
    member_limit: 5,
    months: 1,
    price: 500,
  },
  { id: "plus-15", name: "Plus 15", size: "plus", default: false, member_limit: 15, months: 12, price: 7000 },
  {
    id: "plus-15-monthly",
    name: "Plus 15 Monthly",
    size: "plus",
    default: false,
    member_limit: 15,
    months: 1,
    price: 1000,
  },
  {
    id: "basic-1-month",
    name: "Standard Monthly",
    size: "basic",
    default: false,
    member_limit: 5,
    months: 1,
    price: 600,
  },
  {
    id: "basic-6-month",
    name: "Standard 6 Months",
    size: "basic",
    default: false,
    member_limit: 5,
    months: 6,
    price: 3000,
  },
  {
    id: "midsize-1-month",
    name: "Medium Monthly",
    size: "medium",
    default: false,
    member_limit: 15,
    months: 1,
    price: 1200,
  },
  {
    id: "midsize-6-month",
    name: "Medium 6 Months",
    size: "medium",
    default: false,
    member_limit: 15,
    months: 6,
    price: 6000,
  },
  {
    id: "large-1-month",
    name: "Large Monthly",
    size: "large",
    default: false,
    member_limit: 50,
    months: 1,
    price: 3600,
  },
  {
    id: "large-6-month",
    name: "Large 6 Months",
    size: "large",
    default: false,
    member_limit: 50,
    months: 6,
    price: 18000,
  },
  // Groups of more than 50 members (decision 043): priced per member, no member limit.
  {
    id: "people-1-month",
    name: "Per Person Monthly",
    size: "people",
    default: false,
    member_limit: UNLIMITED_MEMBERS,
    months: 1,
    price: 75,
    per_person: { min_people: PER_PERSON_MIN_PEOPLE },
  },
  {
    id: "people-12-month",
    name: "Per Person Yearly",
    size: "people",
    default: false,
    member_limit: UNLIMITED_MEMBERS,
    months: 12,
    price: 720,
    per_person: { min_people: PER_PERSON_MIN_PEOPLE },
  },
  {
    id: "enterprise-1",
    name: "Enterprise",
    size: "enterprise",
    default: false,
    member_limit: UNLIMITED_MEMBERS,
    months: 12,
    price: -1,
  },
];

export const DEFAULT_PLAN: PlanDefinition = PLANS.find((p) => p.default)!;

export function findPlan(id: string): PlanDefinition | undefined {
  return PLANS.find((p) => p.id === id);
}

/** How many people a plan charges for in a group of `memberCount` members: 1 for a plan with one price. */
export function billedPeople(plan: Pick<PlanDefinition, "per_person">, memberCount: number): number {
  if (!plan.per_person) return 1;
  return Math.max(Math.max(0, Math.floor(memberCount)), plan.per_person.min_people);
}

/**
 * The plan as this group pays for it: a per-person plan's price times the people it charges for (and
 * `price_per_person` its own price); any other plan as it is.
 */
export function sizedPlan<T extends Pick<PlanDefinition, "per_person" | "price">>(
  plan: T,
  memberCount: number,
): T & { price_per_person?: number; billed_people?: number } {
  if (!plan.per_person || plan.price < 0) return plan;
  const people = billedPeople(plan, memberCount);
  return { ...plan, price: plan.price * people, price_per_person: plan.price, billed_people: people };
}

/** The wire Plan. `name` and `size` are ours; everything but `id` is optional for a lenient read. */
export const planSchema = z.object({
  id: z.string().min(1),
  name: z.string().optional(),
  size: z.string().optional(),
  active: z.boolean().optional(),
  default: z.boolean().optional(),
  member_limit: z.number().optional(),
  months: z.number().optional(),
  price: z.number().optional(),
  currency: z.string().optional(),
  stripe: z.object({ price_id: z.string() }).nullish(),
  price_text: z.string().optional(),
  monthly_price_text: z.string().optional(),
  /** Ours: a per-person plan's `price` is for one member, charged for at least `min_people` (decision 043). */
  per_person: z.object({ min_people: z.number() }).nullish(),
  /** Ours, on a plan priced for one group (a coupon check): the price of one person and how many are charged. */
  price_per_person: z.number().optional(),
  billed_people: z.number().optional(),
});
export type Plan = z.infer<typeof planSchema>;

/** GET /v1/plans/community */
export const plansResponseSchema = z.object({ plans: z.array(planSchema) });
export type PlansResponse = z.infer<typeof plansResponseSchema>;

/** The plan the special offer moves a group to, and its member limit (spec S1 §9). */
export const PLUS_5_ID = "plus-5";
export const PLUS_5_LIMIT = 5;
/** Plus 5 as the original sends it, for a /v1 whose plan list lacks it. */
export const PLUS_5_FALLBACK: Plan = {
  id: PLUS_5_ID,
  member_limit: PLUS_5_LIMIT,
  months: 12,
  price: 3500,
  price_text: "$35",
};

const SIZE_NAMES: Record<string, string> = {
  basic: "Standard",
  medium: "Medium",
  midsize: "Medium",
  plus: "Plus",
  large: "Large",
  people: "Per person",
  enterprise: "Enterprise",
};

/** The plan's name: `name` when the server sends it, else derived from the id (the original's plans). */
export function planNameOf(plan: Pick<Plan, "id" | "name">): string {
  if (plan.name) return plan.name;
  const id = plan.id;
  if (id === "basic") return "Standard";
  const plus = /^plus-(\d+)(-monthly)?$/.exec(id);
  if (plus) return `Plus ${plus[1]}${plus[2] ? " Monthly" : ""}`;
  const sized = /^(basic|midsize|large)-(\d+)-month$/.exec(id);
  if (sized) return `${SIZE_NAMES[sized[1]!]}${sized[2] === "1" ? " Monthly" : ` ${sized[2]} Months`}`;
  if (id.startsWith("enterprise")) return "Enterprise";
  if (id === "people-1-month") return "Per Person Monthly";
  if (id === "people-12-month") return "Per Person Yearly";
  return id;
}

/** The plan's size: `size` when the server sends it, else derived from the id. */
export function planSizeOf(plan: Pick<Plan, "id" | "size">): string {
  if (plan.size) return plan.size;
  const id = plan.id;
  const prefix = id.split("-")[0] ?? id;
  if (prefix === "midsize") return "medium";
  return prefix;
}

/** A plan size in words (spec S1 §9): basic Standard, medium Medium, large Large, enterprise Enterprise. */
export function sizeNameOf(plan: Pick<Plan, "id" | "size">): string {
  const size = planSizeOf(plan);
  return SIZE_NAMES[size] ?? size;
}

/** The slice's /v1 endpoints (assembled into the one table in contract/endpoints.ts). */
export const planEndpoints = {
  listPlans: { method: "GET", path: "/v1/plans/community", auth: "none", response: plansResponseSchema },
} as const satisfies Record<string, EndpointDefinition>;
