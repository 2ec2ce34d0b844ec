-- A group of 10,000 within twice the time of a group of 10 (docs/decisions/033): what the dashboard counts
-- and searches no longer reads every row of the group.
-- * The name and address search ("contains", any letter case) uses trigram indexes (pg_trgm: a trusted
--   extension on PostgreSQL 13+, loaded by api/db/db.ts on PGlite). member_search_name is the one spelling of
--   the name the search matches, as concat_ws gives it; concat_ws is only "stable" because it accepts any type,
--   and with text arguments it is immutable, which an index expression needs.
-- * "Who gets the Default Bar" (members without bars of their own) comes from a partial index.
-- * How many people the group has (its creator included, unlike member_count, which the plan's limit reads) is
--   kept on the community row by statement triggers on members, in the same transaction as the change: the
--   members list's total without a filter. Members never move between communities.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE FUNCTION member_search_name(first_name text, last_name text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN lower(concat_ws(' ', first_name, last_name));

CREATE INDEX members_search_name_idx ON members USING gin (member_search_name(first_name, last_name) gin_trgm_ops);
CREATE INDEX users_email_search_idx ON users USING gin (lower(email) gin_trgm_ops);
CREATE INDEX members_without_bars_idx ON members (community_id, created_at, id) WHERE cardinality(bar_ids) = 0;

ALTER TABLE communities ADD COLUMN people_count integer NOT NULL DEFAULT 0 CHECK (people_count >= 0);
UPDATE communities c SET people_count = (SELECT count(*) FROM members m WHERE m.community_id = c.id);

CREATE FUNCTION members_people_count_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE communities c SET people_count = c.people_count + n.added
  FROM (SELECT community_id, count(*) AS added FROM added_rows GROUP BY community_id) n
  WHERE c.id = n.community_id;
  RETURN NULL;
END;
$$;

CREATE FUNCTION members_people_count_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE communities c SET people_count = greatest(c.people_count - n.removed, 0)
  FROM (SELECT community_id, count(*) AS removed FROM removed_rows GROUP BY community_id) n
  WHERE c.id = n.community_id;
  RETURN NULL;
END;
$$;

CREATE TRIGGER members_people_count_insert AFTER INSERT ON members
  REFERENCING NEW TABLE AS added_rows FOR EACH STATEMENT EXECUTE FUNCTION members_people_count_added();
CREATE TRIGGER members_people_count_delete AFTER DELETE ON members
  REFERENCING OLD TABLE AS removed_rows FOR EACH STATEMENT EXECUTE FUNCTION members_people_count_removed();

-- The editor's copy pickers in a large group: a page of the group's bars, oldest first, searched by name.
CREATE INDEX bars_community_order_idx ON bars (community_id, created_at, id);
CREATE INDEX bars_name_search_idx ON bars USING gin (lower(name) gin_trgm_ops);
