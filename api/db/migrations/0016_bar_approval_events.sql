-- Decision 021: every change of a member's "changes wait for my OK" setting and every answer the member gives
-- to a waiting change, in the history of each bar it concerns (shown beside the saved versions).
CREATE TABLE bar_approval_events (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  bar_id uuid NOT NULL REFERENCES bars (id) ON DELETE CASCADE,
  member_id uuid REFERENCES members (id) ON DELETE SET NULL,
  -- The member's name when it happened, so the history still reads after the member is gone.
  member_name text,
  kind text NOT NULL CHECK (kind IN ('turned_on', 'turned_off', 'approved', 'not_now', 'talk')),
  version integer NOT NULL CHECK (version >= 1),
  actor_user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX bar_approval_events_bar_idx ON bar_approval_events (bar_id, created_at);
