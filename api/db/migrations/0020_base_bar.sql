-- The group base bar: buttons a manager defines once for every member of the group. The base bar is an
-- ordinary row of `bars` (so it has versions, history, restore, drafts and the members' OK of decision 021
-- with no machinery of its own, docs/decisions/030-base-bar-is-a-bar.md), pointed at by its community, and
-- placed first or last on each member's bar by the desktop route (api/base-bar/). Runs unchanged on
-- PostgreSQL 15 and PGlite.

-- Checked at commit, as default_bar_id is: deleting the base bar clears this first (api/bars/routes.ts).
ALTER TABLE communities ADD COLUMN base_bar_id uuid REFERENCES bars (id) DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE communities ADD COLUMN base_bar_position text NOT NULL DEFAULT 'first'
  CHECK (base_bar_position IN ('first', 'last'));
