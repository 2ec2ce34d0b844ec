-- "Changes wait for my OK" (docs/decisions/021): a per-member setting, and per member and bar the version the
-- member approved. Runs unchanged on PostgreSQL 15 and PGlite.

-- The member's setting: on, who turned it on last and when, and whether the member wants an email when a change
-- waits. While it is on, the desktop route serves each bar at the version the member approved (api/approvals/).
ALTER TABLE members ADD COLUMN approval_required boolean NOT NULL DEFAULT false;
ALTER TABLE members ADD COLUMN approval_set_by_user_id uuid REFERENCES users (id) ON DELETE SET NULL;
ALTER TABLE members ADD COLUMN approval_set_at timestamptz;
ALTER TABLE members ADD COLUMN approval_email boolean NOT NULL DEFAULT false;

-- The version of a bar the member approved (and the one they said "not now" to). No row: the last version saved
-- when the setting was turned on (or the bar's first, for a bar made later). Rows go when the setting changes.
CREATE TABLE member_bar_approvals (
  member_id uuid NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  bar_id uuid NOT NULL REFERENCES bars (id) ON DELETE CASCADE,
  approved_version integer NOT NULL CHECK (approved_version >= 1),
  approved_at timestamptz,
  not_now_version integer CHECK (not_now_version >= 1),
  not_now_at timestamptz,
  PRIMARY KEY (member_id, bar_id)
);
CREATE INDEX member_bar_approvals_bar_idx ON member_bar_approvals (bar_id);
