-- The group's audit log: every manager and service action that changes a group, written in the same
-- transaction as the change. Names are copied at the time (actor_label, subject_label) so the log still reads
-- after people are gone.
CREATE TABLE audit_events (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  community_id uuid NOT NULL REFERENCES communities (id) ON DELETE CASCADE,
  -- NULL for the service itself (a scheduled job, a Stripe webhook).
  actor_user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  actor_label text,
  kind text NOT NULL,
  -- The member or bar the action was about, when there is one.
  member_id uuid,
  bar_id uuid,
  subject_label text,
  -- What changed, by kind (contract/audit.ts): e.g. {"from": "Pat", "to": "Patricia"}.
  details jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL
);
CREATE INDEX audit_events_community_idx ON audit_events (community_id, created_at DESC, id);
CREATE INDEX audit_events_member_idx ON audit_events (community_id, member_id, created_at DESC) WHERE member_id IS NOT NULL;
CREATE INDEX audit_events_created_idx ON audit_events (created_at);
