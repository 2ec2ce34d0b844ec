-- People by CSV (docs/decisions/031): a checked file of people, kept for its import (an hour) so the portal
-- carries only the id between the check page and the confirmation. Only the manager who checked it may read
-- or import it; the import checks the rows again against the group as it is then.
CREATE TABLE people_csv_previews (
  id uuid PRIMARY KEY,
  community_id uuid NOT NULL REFERENCES communities (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  header boolean NOT NULL,
  -- The rows as read: [{line, first, last, email, invite}] (api/people-csv/parse.ts).
  rows jsonb NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX people_csv_previews_expires_idx ON people_csv_previews (expires_at);
