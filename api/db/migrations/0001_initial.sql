-- The whole product's schema. Runs unchanged on PostgreSQL 15 and PGlite (PostgreSQL 18).
-- Ids are UUIDs made by the service (or gen_random_uuid()); times are timestamptz in UTC.
-- Length limits are enforced by the service (docs/api.md), not here, so they can change without a migration.

-- Accounts ---------------------------------------------------------------------------------------------------

CREATE TABLE users (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- Stored trimmed, as typed; unique and compared case-insensitively through lower(email).
  email text NOT NULL CHECK (email = btrim(email) AND email <> ''),
  first_name text,
  last_name text,
  email_verified boolean NOT NULL DEFAULT false,
  -- "scrypt$N$r$p$salt$hash" (base64url); the parameters travel with the hash.
  password_hash text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_auth_at timestamptz
);
CREATE UNIQUE INDEX users_email_lower_key ON users (lower(email));

-- Bearer tokens, stored as the hex SHA-256 of the token; the token itself is returned once.
CREATE TABLE auth_tokens (
  token_hash text PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz NOT NULL DEFAULT now(),
  -- Absolute end of life; the idle limit is measured from last_used_at.
  expires_at timestamptz NOT NULL
);
CREATE INDEX auth_tokens_user_id_idx ON auth_tokens (user_id);
CREATE INDEX auth_tokens_expires_at_idx ON auth_tokens (expires_at);

-- Email-verification and password-reset codes, hashed and separated by purpose.
CREATE TABLE one_time_codes (
  code_hash text PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  purpose text NOT NULL CHECK (purpose IN ('verify_email', 'password_reset')),
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX one_time_codes_user_purpose_idx ON one_time_codes (user_id, purpose);
CREATE INDEX one_time_codes_expires_at_idx ON one_time_codes (expires_at);

-- Bad-password lockout, keyed by the hex SHA-256 of the lower-case email (not the user id) so that an
-- address without an account locks exactly like one with an account: the lockout reveals nothing.
-- A window opened by the first failure, and the lock it may lead to. Stale rows are pruned by the service.
CREATE TABLE login_lockouts (
  key_hash text PRIMARY KEY,
  window_started_at timestamptz NOT NULL,
  failures integer NOT NULL DEFAULT 0 CHECK (failures >= 0),
  locked_until timestamptz
);
CREATE INDEX login_lockouts_window_idx ON login_lockouts (window_started_at);

-- Groups ("communities"), members and bars ---------------------------------------------------------------------

CREATE TABLE communities (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL,
  -- Points at a bar of this community; checked at commit so the community and its first bar can be made together.
  default_bar_id uuid,
  -- 65535 means unlimited.
  member_limit integer NOT NULL DEFAULT 65535 CHECK (member_limit >= 0 AND member_limit <= 65535),
  -- Members other than the creator, in any state.
  member_count integer NOT NULL DEFAULT 0 CHECK (member_count >= 0),
  is_locked boolean NOT NULL DEFAULT false,
  locked_at timestamptz,
  created_by_user_id uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE members (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  community_id uuid NOT NULL REFERENCES communities (id) ON DELETE CASCADE,
  -- Set once the person has an account here (creator, or an accepted invitation).
  user_id uuid REFERENCES users (id) ON DELETE CASCADE,
  first_name text,
  last_name text,
  role text NOT NULL DEFAULT 'member' CHECK (role IN ('member', 'manager')),
  state text NOT NULL DEFAULT 'uninvited' CHECK (state IN ('uninvited', 'invited', 'active')),
  -- Ordered bar ids of this community; the service keeps them valid.
  bar_ids uuid[] NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT members_community_user_key UNIQUE (community_id, user_id),
  CONSTRAINT members_active_has_user CHECK (state <> 'active' OR user_id IS NOT NULL)
);
CREATE INDEX members_user_id_idx ON members (user_id, created_at);

CREATE TABLE bars (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  community_id uuid NOT NULL REFERENCES communities (id) ON DELETE CASCADE,
  name text NOT NULL,
  is_shared boolean NOT NULL DEFAULT true,
  items jsonb NOT NULL DEFAULT '[]'::jsonb,
  created_by_user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX bars_community_id_idx ON bars (community_id);

ALTER TABLE communities
  ADD CONSTRAINT communities_default_bar_fkey FOREIGN KEY (default_bar_id) REFERENCES bars (id)
  DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE communities
  ADD CONSTRAINT communities_created_by_fkey FOREIGN KEY (created_by_user_id) REFERENCES users (id)
  ON DELETE SET NULL;

-- Every save of a bar, the first one included: who, when, what.
CREATE TABLE bar_versions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  bar_id uuid NOT NULL REFERENCES bars (id) ON DELETE CASCADE,
  author_user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  name text NOT NULL,
  is_shared boolean NOT NULL,
  items jsonb NOT NULL
);
CREATE INDEX bar_versions_bar_id_idx ON bar_versions (bar_id, created_at);

CREATE TABLE invitations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  community_id uuid NOT NULL REFERENCES communities (id) ON DELETE CASCADE,
  member_id uuid NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  email text NOT NULL,
  phone text,
  message text,
  invited_by_user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  used_by_user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  declined_at timestamptz
);
CREATE INDEX invitations_community_id_idx ON invitations (community_id);
CREATE INDEX invitations_member_id_idx ON invitations (member_id);

-- Billing ------------------------------------------------------------------------------------------------------

CREATE TABLE billing (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  community_id uuid NOT NULL UNIQUE REFERENCES communities (id) ON DELETE CASCADE,
  plan_id text NOT NULL,
  contact_member_id uuid REFERENCES members (id) ON DELETE SET NULL,
  trial_end timestamptz,
  status text NOT NULL DEFAULT 'paid' CHECK (status IN ('paid', 'past_due', 'canceled', 'closed')),
  coupon_code text,
  coupon jsonb,
  card_brand text,
  card_last4 text,
  stripe_customer_id text,
  stripe_subscription_id text,
  stripe_subscription_item_id text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX billing_stripe_subscription_key ON billing (stripe_subscription_id)
  WHERE stripe_subscription_id IS NOT NULL;
CREATE INDEX billing_stripe_customer_idx ON billing (stripe_customer_id) WHERE stripe_customer_id IS NOT NULL;

-- Stripe webhook events already handled (idempotency).
CREATE TABLE stripe_events (
  id text PRIMARY KEY,
  type text NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now()
);

-- Mail -------------------------------------------------------------------------------------------------------

CREATE TABLE mail_outbox (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  kind text NOT NULL,
  to_address text NOT NULL,
  subject text NOT NULL,
  text_body text NOT NULL,
  html_body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz,
  error text
);
CREATE INDEX mail_outbox_created_at_idx ON mail_outbox (created_at);
