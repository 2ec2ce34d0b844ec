-- Per-person plans (decision 043): the quantity the Stripe subscription charges for, as last set by us or read
-- from Stripe's events, so that a change of the group's size is sent to Stripe only when it differs, and a
-- change that could not be sent (Stripe unreachable) is sent at the next chance. Null: not known, or one price.
ALTER TABLE billing ADD COLUMN stripe_quantity integer;
