-- Link health: every web address on every bar, checked on a schedule; the verdict is kept per
-- distinct address (however many bars hold it). Runs unchanged on PostgreSQL 15 and PGlite.
-- The job queue itself (pg-boss) keeps its own tables in the schema "pgboss" and migrates them itself.

CREATE TABLE link_health (
  -- The address as the desktop app opens it, normalised (api/link-health/addresses.ts).
  url text PRIMARY KEY,
  -- Its host: one request at a time per host.
  host text NOT NULL,
  verdict text NOT NULL DEFAULT 'unchecked'
    CHECK (verdict IN ('unchecked', 'working', 'broken', 'moved', 'suspicious')),
  -- Failed checks in a row; "broken" only from two on (a flaky site is not reported at once).
  failures integer NOT NULL DEFAULT 0 CHECK (failures >= 0),
  -- When the current run of failures began.
  first_failed_at timestamptz,
  -- What the last failing check answered, as a code the portal puts in words (contract/link-health.ts).
  answer text,
  -- "moved": where the address now leads.
  moved_to text,
  -- "suspicious": which heuristic matched (parked, for_sale, other_site).
  suspicion text,
  checked_at timestamptz,
  -- When the verdict last changed.
  changed_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX link_health_problems_idx ON link_health (verdict) WHERE verdict IN ('broken', 'moved', 'suspicious');

-- A manager may turn the link-health email off (account settings).
ALTER TABLE users ADD COLUMN link_health_email boolean NOT NULL DEFAULT true;

-- The last link-health email to each manager: at most one a day, and only when something changed.
CREATE TABLE link_health_mail (
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  sent_at timestamptz NOT NULL,
  -- The problems that email told of, one "verdict url" per line, sorted.
  told text NOT NULL
);
