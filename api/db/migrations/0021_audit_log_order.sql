-- The audit log: entries written by one change share its time, so the log also orders by the order of writing
-- (seq), newest first; and the filter by kind reads an index of its own.
ALTER TABLE audit_events ADD COLUMN seq bigint GENERATED ALWAYS AS IDENTITY;
DROP INDEX audit_events_community_idx;
CREATE INDEX audit_events_community_idx ON audit_events (community_id, created_at DESC, seq DESC);
CREATE INDEX audit_events_kind_idx ON audit_events (community_id, kind, created_at DESC, seq DESC);
