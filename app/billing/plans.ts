// Plans as the portal shows them. Our /v1 sends `name` and `size`; the original server does not, so
// both are derived from the plan id when absent (design.md).

export interface Plan {
  id: string;
  name?: string;
  size?: string;
  member_limit?: number;
  months?: number;
  price?: number;
  price_text?: string;
  monthly_price_text?: string;
}

/** 65535 or more means unlimited; the original server sends 0 for unlimited. */
export function isUnlimited(limit: number): boolean {
  return limit <= 0 || limit >= 65535;
}

export function memberLimitText(count: number, limit: number): string {
  const members = count === 1 ? "1 member" : `${count} members`;
  return isUnlimited(limit) ? `${members} (no limit)` : `${count} of ${limit} members`;
}

const SIZE_NAMES: Record<string, string> = {
  basic: "Standard",
  midsize: "Medium",
  large: "Large",
  enterprise: "Enterprise",
};

export function planSize(plan: Plan): string {
  if (plan.size) return plan.size;
  const prefix = plan.id.split("-")[0] ?? plan.id;
  return SIZE_NAMES[prefix] ?? prefix;
}

export function planName(plan: Plan): string {
  if (plan.name) return plan.name;
  const id = plan.id;
  if (id === "basic") return "Basic";
  const plus = /^plus-(\d+)(-monthly)?$/.exec(id);
  if (plus) return `Plus ${plus[1]}${plus[2] ? " Monthly" : ""}`;
  const sized = /^(basic|midsize|large)-(\d+)-month$/.exec(id);
  if (sized) return `${SIZE_NAMES[sized[1]!]}${sized[2] === "1" ? " Monthly" : ` ${sized[2]} months`}`;
  if (id.startsWith("enterprise")) return "Enterprise";
  return id;
}

/** "$35 a year", "$5 a month", "$30 every 6 months", "Free"; null when the plan has no public price. */
export function pricePeriodText(plan: Plan): string | null {
  if (plan.price === undefined || plan.price < 0 || !plan.price_text) return null;
  if (plan.price === 0) return "Free";
  const months = plan.months ?? 0;
  if (months === 12) return `${plan.price_text} a year`;
  if (months === 1) return `${plan.price_text} a month`;
  if (months > 1) return `${plan.price_text} every ${months} months`;
  return plan.price_text;
}
