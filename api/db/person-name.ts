// The name a person is shown by, as SQL: the name their group gave them (their member record), else the name on
// their account, else the address they sign in with (docs/decisions/023-names-fall-back-to-email.md). One
// expression, so the activity log, the bar history, the approvals and the mails name a person alike.

/** `m`: the alias of the person's `members` row in the group (may be a LEFT JOIN's nulls); `u`: of `users`. */
export function personNameSql(m: string, u: string): string {
  return `COALESCE(NULLIF(btrim(concat_ws(' ', ${m}.first_name, ${m}.last_name)), ''),
                  NULLIF(btrim(concat_ws(' ', ${u}.first_name, ${u}.last_name)), ''),
                  ${u}.email)`;
}
