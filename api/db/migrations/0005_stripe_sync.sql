-- Stripe mirror (api/stripe/): when the last Stripe event applied to a billing record was created (events older
-- than it change nothing, so out-of-order deliveries cannot undo a later state), and the end of the period paid
-- for (the renewal date shown to managers).
ALTER TABLE billing ADD COLUMN stripe_synced_at timestamptz;
ALTER TABLE billing ADD COLUMN current_period_end timestamptz;
