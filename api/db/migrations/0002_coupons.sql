-- Coupons (original §2.12, §4.10) for local billing mode, and when a coupon was applied to a billing record.
-- The Stripe adapter keeps its promotion code and coupon ids next to each local coupon.

CREATE TABLE coupons (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- Letters and digits only (codes are compared after stripping everything else), unique case-insensitively.
  code text NOT NULL CHECK (code ~ '^[A-Za-z0-9]+$'),
  name text NOT NULL,
  -- Exactly one of the two: a percentage (0 < p <= 100) or an amount in cents.
  percent_off double precision CHECK (percent_off > 0 AND percent_off <= 100),
  amount_off integer CHECK (amount_off > 0),
  duration text NOT NULL CHECK (duration IN ('once', 'repeating', 'forever')),
  duration_months integer CHECK (duration_months > 0),
  -- A plan id prefix: "plus-5" covers plus-5 and every plus-5-... plan; null covers every plan.
  valid_for_plan text,
  -- An email domain: the caller's address must be at that domain or a subdomain of it; null for anyone.
  valid_for_email text,
  active boolean NOT NULL DEFAULT true,
  expires_at timestamptz,
  stripe_coupon_id text,
  stripe_promotion_code_id text,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT coupons_one_discount CHECK ((percent_off IS NULL) <> (amount_off IS NULL)),
  CONSTRAINT coupons_months_when_repeating CHECK ((duration = 'repeating') = (duration_months IS NOT NULL))
);
CREATE UNIQUE INDEX coupons_code_lower_key ON coupons (lower(code));

-- The special coupon of spec S1 §9: a free year of Plus 5 (plus-5 and plus-5-monthly).
INSERT INTO coupons (code, name, percent_off, duration, duration_months, valid_for_plan)
VALUES ('FREEYEAR', 'Free year of Plus 5', 100, 'repeating', 12, 'plus-5');

-- When the current coupon was applied; with a repeating coupon it gives the end of the discount.
ALTER TABLE billing ADD COLUMN coupon_applied_at timestamptz;
