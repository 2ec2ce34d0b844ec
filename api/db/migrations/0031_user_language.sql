-- Each user's language ("en", "es" or "fr"): the portal's pages and the mail sent to them are written in it.
-- Null until the user chooses one or registers; mail to a user without one is written in English.
ALTER TABLE users ADD COLUMN language text;
