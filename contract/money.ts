// Money in words, one way for /v1 and the portal (decision 022): whole dollars without cents ("$35"), any
// cents always with two digits ("$17.50", never "$17.5"). Prices are in US cents everywhere (contract/plans.ts).

/** Cents as dollars: 3500 → "$35", 1750 → "$17.50", 292 → "$2.92", 5 → "$0.05", 120000 → "$1200"; "" below 0. */
export function moneyText(cents: number): string {
  if (!Number.isFinite(cents) || cents < 0) return "";
  const whole = Math.floor(Math.round(cents) / 100);
  const rest = Math.round(cents) % 100;
  const dollars = `$${whole}`;
  return rest === 0 ? dollars : `${dollars}.${String(rest).padStart(2, "0")}`;
}

/**
 * A money text from a /v1 that writes cents the original's way ("$17.5", `$0.##`) in ours ("$17.50"); any
 * other text is returned as it is.
 */
export function normalizeMoneyText(text: string): string {
  const match = /^\$([\d,]+)(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return text;
  const cents = Number(match[1]!.replace(/,/g, "")) * 100 + Number((match[2] ?? "0").padEnd(2, "0"));
  return moneyText(cents);
}
