-- Members at scale (a group may have 10,000): a page of a community's members, oldest first, and its count
-- come from one index range; the holders of a bar (the editor's "who gets it") from a GIN index on bar_ids.
-- The name and address search filters that one community's range (pg_trgm is not available on PGlite).
CREATE INDEX members_community_order_idx ON members (community_id, created_at, id);
CREATE INDEX members_community_role_idx ON members (community_id, role, created_at, id);
CREATE INDEX members_bar_ids_idx ON members USING gin (bar_ids);
