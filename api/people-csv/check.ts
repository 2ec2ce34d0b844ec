// Checking the people of a file against the group (people by CSV, decision 031): each row will be added,
// added and invited, or has problems that stop the import. The same rules as adding one person
// (api/members/model.ts checkMemberName: a name, unique in the group without regard to case) plus the file's
// own: unique names and addresses within the file, a valid address, a clear "invite now", and no more people
// than the plan has room for. Pure: the caller reads the group (under the community lock when importing).
import { LIMITS } from "../../contract/limits.ts";
import { memberFullName } from "../../contract/members.ts";
import type { PeopleCsvProblem, PeopleCsvRow } from "../../contract/people-csv.ts";
import { isEmail } from "../users/model.ts";
import type { ParsedPerson } from "./parse.ts";

export interface GroupFacts {
  /** Full names of the group's members. */
  names: string[];
  /** Addresses already in the group (members who joined, open invitations), any case. */
  emails: string[];
  /** Room left on the plan; null when it has no member limit. */
  freeSlots: number | null;
  /** The manager may send invitations (their own address is confirmed). */
  canInvite: boolean;
}

export interface CheckedFile {
  rows: PeopleCsvRow[];
  counts: { add: number; invite: number; problem: number };
}

/** As sameMemberName (contract/members.ts) compares names. */
const nameKey = (name: string) => name.trim().replace(/\s+/g, " ").toLocaleLowerCase("en");
const emailKey = (email: string) => email.trim().toLowerCase();

export function checkPeople(parsed: ParsedPerson[], group: GroupFacts): CheckedFile {
  const groupNames = new Set(group.names.map(nameKey));
  const groupEmails = new Set(group.emails.map(emailKey));
  const firstLineOfName = new Map<string, number>();
  const firstLineOfEmail = new Map<string, number>();
  let room = group.freeSlots;
  const rows = parsed.map((person): PeopleCsvRow => {
    const problems: { code: PeopleCsvProblem; other_line?: number }[] = [];
    const name = memberFullName(person.first, person.last);
    if (!name) problems.push({ code: "empty_name" });
    else if (person.first.length > LIMITS.personName || person.last.length > LIMITS.personName)
      problems.push({ code: "name_too_long" });
    else {
      const key = nameKey(name);
      const earlier = firstLineOfName.get(key);
      if (earlier !== undefined) problems.push({ code: "duplicate_name_in_file", other_line: earlier });
      else firstLineOfName.set(key, person.line);
      if (groupNames.has(key)) problems.push({ code: "existing_name" });
    }
    if (person.email !== null) {
      if (person.email.length > LIMITS.email || !isEmail(person.email)) problems.push({ code: "bad_email" });
      else {
        const key = emailKey(person.email);
        const earlier = firstLineOfEmail.get(key);
        if (earlier !== undefined) problems.push({ code: "duplicate_email_in_file", other_line: earlier });
        else firstLineOfEmail.set(key, person.line);
        if (groupEmails.has(key)) problems.push({ code: "existing_email" });
      }
    }
    if (person.invite === null) problems.push({ code: "invite_unclear" });
    else if (person.invite && person.email === null) problems.push({ code: "invite_without_email" });
    if (problems.length === 0 && room !== null) {
      if (room > 0) room -= 1;
      else problems.push({ code: "over_limit" });
    }
    const invite = person.invite === true && person.email !== null;
    return {
      line: person.line,
      name,
      email: person.email,
      invite,
      verdict: problems.length > 0 ? "problem" : invite && group.canInvite ? "invite" : "add",
      problems: problems.map((p) => ({ code: p.code, other_line: p.other_line ?? null })),
    };
  });
  const counts = { add: 0, invite: 0, problem: 0 };
  for (const row of rows) counts[row.verdict] += 1;
  return { rows, counts };
}
