-- The desktop apps (docs/decisions/028). Every user has a preferences record id, as the original sent one
-- (the macOS app reads GET /v1/users/{id}/preferences/{preferences_id} right after sign-in and keeps
-- downloaded bars in it); the record's body is stored once the app first saves it. Existing users get an id
-- here (a volatile default is evaluated per row), new ones when they are created.
ALTER TABLE users ADD COLUMN preferences_id uuid NOT NULL DEFAULT gen_random_uuid();
CREATE UNIQUE INDEX users_preferences_id_key ON users (preferences_id);

CREATE TABLE user_preferences (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL UNIQUE REFERENCES users (id) ON DELETE CASCADE,
  -- The original's `default`: a map of solution id to a map of preference name to any JSON value, or null.
  preferences jsonb,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- The device record: the last time a member's desktop app fetched their bars in this community, which bar
-- versions it received, and what the request said about the app and the system (nothing when it sent no
-- User-Agent). One row per member; deleted with the member.
CREATE TABLE desktop_fetches (
  member_id uuid PRIMARY KEY REFERENCES members (id) ON DELETE CASCADE,
  fetched_at timestamptz NOT NULL,
  -- [{"id": "<bar id>", "version": 7}, ...] in the order the app received them.
  bar_versions jsonb NOT NULL,
  app_name text,
  app_version text,
  os_name text CHECK (os_name IN ('windows', 'macos')),
  os_version text
);

-- The system a manager says the member uses; a system read from a desktop fetch wins over it.
ALTER TABLE members ADD COLUMN stated_system text CHECK (stated_system IN ('windows', 'macos', 'unsure'));
