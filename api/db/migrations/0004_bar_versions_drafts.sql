-- Bars get a version number (optimistic concurrency, history) and the editor gets server-side drafts.
-- Runs unchanged on PostgreSQL 15 and PGlite.

-- The number of the bar's latest saved version; every save adds 1 (api/bars/store.ts).
ALTER TABLE bars ADD COLUMN version integer NOT NULL DEFAULT 1 CHECK (version >= 1);

-- Each version numbered 1, 2, 3... per bar; a restore records which version it brought back.
ALTER TABLE bar_versions ADD COLUMN version integer;
ALTER TABLE bar_versions ADD COLUMN restored_from integer;

UPDATE bar_versions v SET version = n.rn
FROM (SELECT id, row_number() OVER (PARTITION BY bar_id ORDER BY created_at, id) AS rn FROM bar_versions) n
WHERE v.id = n.id;

-- A bar saved before versions were numbered and without any version row gets its first one.
INSERT INTO bar_versions (bar_id, author_user_id, created_at, name, is_shared, items, version)
SELECT b.id, b.created_by_user_id, b.updated_at, b.name, b.is_shared, b.items, 1
FROM bars b
WHERE NOT EXISTS (SELECT 1 FROM bar_versions v WHERE v.bar_id = b.id);

UPDATE bars b SET version = m.latest
FROM (SELECT bar_id, max(version) AS latest FROM bar_versions GROUP BY bar_id) m
WHERE m.bar_id = b.id;

-- A bar's first version is number 1 (POST /v1/communities writes it without a number).
ALTER TABLE bar_versions ALTER COLUMN version SET DEFAULT 1;
ALTER TABLE bar_versions ALTER COLUMN version SET NOT NULL;
ALTER TABLE bar_versions ADD CONSTRAINT bar_versions_version_check CHECK (version >= 1);
-- Two saves can never both become version N.
ALTER TABLE bar_versions ADD CONSTRAINT bar_versions_bar_version_key UNIQUE (bar_id, version);

-- The bar editor's unsaved work, one per user and bar: the whole pending bar and the version it started from.
CREATE TABLE bar_drafts (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  bar_id uuid NOT NULL REFERENCES bars (id) ON DELETE CASCADE,
  base_version integer NOT NULL CHECK (base_version >= 1),
  name text NOT NULL,
  is_shared boolean NOT NULL,
  items jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, bar_id)
);
CREATE INDEX bar_drafts_bar_id_idx ON bar_drafts (bar_id);
