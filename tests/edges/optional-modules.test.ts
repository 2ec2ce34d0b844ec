// Decision 024: Stripe, SMTP and Redis are optional, and their packages (about 48 MiB of resident memory
// and 0.3-0.7 s of start-up together) are loaded only when configured.
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { PLANS } from "../../contract/plans.ts";

const run = promisify(execFile);

async function optionalModulesLoaded(env: Record<string, string>): Promise<string[]> {
  const clean = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !/^(STRIPE_|SMTP_URL|REDIS_URL|DATABASE_URL)/.test(name)),
  );
  const { stdout } = await run(process.execPath, ["tests/edges/optional-modules-child.ts"], {
    env: { ...clean, NODE_ENV: "production", LOG_LEVEL: "error", ...env },
    timeout: 60_000,
  });
  return JSON.parse(stdout.trim().split("\n").at(-1)!) as string[];
}

const STRIPE = {
  STRIPE_SECRET_KEY: "sk_test_optional_modules",
  STRIPE_WEBHOOK_SECRET: "whsec_optional_modules",
  STRIPE_PRICES: JSON.stringify(
    Object.fromEntries(PLANS.filter((plan) => plan.price > 0).map((plan) => [plan.id, `price_${plan.id}`])),
  ),
};

describe("optional packages", () => {
  it("loads none of stripe, nodemailer and ioredis on the defaults", { timeout: 90_000 }, async () => {
    expect(await optionalModulesLoaded({})).toEqual([]);
  });

  it("loads each one when it is configured", { timeout: 120_000 }, async () => {
    expect(
      await optionalModulesLoaded({
        SMTP_URL: "smtp://127.0.0.1:1",
        REDIS_URL: "redis://127.0.0.1:1",
        ...STRIPE,
      }),
    ).toEqual(["ioredis", "nodemailer", "stripe"]);
  });
});
