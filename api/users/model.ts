import { languageOrNull, SOURCE_LANGUAGE, type Language } from "../../contract/language.ts";
import type { User } from "../../contract/users.ts";
import type { Queryable } from "../db/db.ts";

export interface UserRow {
  id: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  email_verified: boolean;
  password_hash: string;
  /** The id of the user's preferences record (migration 0010): sent as the original did. */
  preferences_id: string;
  time_zone: string | null;
  date_locale: string | null;
  language: string | null;
}

export const USER_COLUMNS =
  "id, email, first_name, last_name, email_verified, password_hash, preferences_id, time_zone, date_locale, language";

/** The wire User (original §2.1). `email_plaintext` only on GET /v1/users/{id}; never an `email` key. */
export function userJson(user: UserRow, withEmail: boolean) {
  return {
    id: user.id,
    first_name: user.first_name,
    last_name: user.last_name,
    email_verified: user.email_verified,
    email_plaintext: withEmail ? user.email : null,
    preferences_id: user.preferences_id,
    time_zone: user.time_zone,
    date_locale: user.date_locale,
    language: user.language,
  } satisfies User;
}

/** The user's saved language, English when none: what they make (a new bar's name) is written in it. */
export async function userLanguage(q: Queryable, userId: string): Promise<Language> {
  const { rows } = await q.query<{ language: string | null }>("SELECT language FROM users WHERE id = $1", [
    userId,
  ]);
  return languageOrNull(rows[0]?.language) ?? SOURCE_LANGUAGE;
}

export async function findUserByEmail(q: Queryable, email: string): Promise<UserRow | undefined> {
  const { rows } = await q.query<UserRow>(
    `SELECT ${USER_COLUMNS} FROM users WHERE lower(email) = lower($1)`,
    [email.trim()],
  );
  return rows[0];
}

export async function findUserById(q: Queryable, id: string): Promise<UserRow | undefined> {
  const { rows } = await q.query<UserRow>(`SELECT ${USER_COLUMNS} FROM users WHERE id = $1`, [id]);
  return rows[0];
}

// A practical address check: one @, no spaces or brackets, a dotted domain. Display-name forms are refused.
const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:".]{2,}$/;

export function isEmail(value: string): boolean {
  return EMAIL.test(value) && !value.includes("..");
}
