-- The group a user worked in last: the portal makes it the active one at sign-in, instead of
-- the oldest membership. Forgotten when that group is deleted.
ALTER TABLE users ADD COLUMN last_community_id uuid REFERENCES communities(id) ON DELETE SET NULL;
