-- Each user's clock: the time zone every time they read is written in (an IANA name such as
-- "America/Los_Angeles"), and how dates are written for them ("en-US": November 28, 2026, 10:30 AM; "en-GB":
-- 28 November 2026, 10:30). Both stay null until chosen or offered by the browser at sign-in; until then times
-- are written in UTC and say so.
ALTER TABLE users ADD COLUMN time_zone text;
ALTER TABLE users ADD COLUMN date_locale text;
