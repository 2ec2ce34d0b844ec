// The rows of a checked file of people, as the check page lists them: what happens to each, and the words
// for each problem.
import type { PeopleCsvRow } from "../../contract/people-csv.ts";

const PROBLEM_TEXT: Record<string, (otherLine: number | null | undefined) => string> = {
  empty_name: () => "The name is empty.",
  name_too_long: () => "The name is too long (at most 100 characters).",
  duplicate_name_in_file: (line) => `The same name as on line ${line ?? "above"} of the file.`,
  existing_name: () => "There is already a member with this name in your group.",
  bad_email: () => "The email address is not a valid address.",
  duplicate_email_in_file: (line) => `The same email address as on line ${line ?? "above"} of the file.`,
  existing_email: () => "Someone in your group already has or was invited at this email address.",
  invite_without_email: () => '"Invite now" is yes, but there is no email address to send the invitation to.',
  invite_unclear: () => '"Invite now" should be yes or no (or empty for no).',
  over_limit: () => "Your plan has no room for this person. Choose a larger plan, or add fewer people.",
};

export function problemText(problem: PeopleCsvRow["problems"][number]): string {
  return PROBLEM_TEXT[problem.code]?.(problem.other_line) ?? `This row cannot be added (${problem.code}).`;
}

export const rowAnchor = (line: number) => `row-${line}`;

function Outcome({ row, canInvite }: { row: PeopleCsvRow; canInvite: boolean }) {
  if (row.verdict === "problem") {
    return (
      <>
        <strong className="tag tag--error">Problem</strong>
        <ul className="list">
          {row.problems.map((p) => (
            <li key={p.code}>{problemText(p)}</li>
          ))}
        </ul>
      </>
    );
  }
  return <>{addingText(row, canInvite)}</>;
}

/** What happens to a row without problems, in one short line (a file may list thousands of them). */
export function addingText(row: PeopleCsvRow, canInvite: boolean): string {
  if (row.verdict === "invite") return "Will be added and invited";
  // The page says once, above the rows, that invitations wait for the manager's own address.
  if (row.invite && !canInvite) return "Will be added, not invited yet";
  if (row.email && !row.invite) return "Will be added, not invited now";
  return "Will be added";
}

/** `anchors`: each row is the target of its link in the error summary (one table of the page only). */
export function RowsTable({
  rows,
  canInvite,
  caption,
  anchors = false,
}: {
  rows: PeopleCsvRow[];
  canInvite: boolean;
  caption: string;
  anchors?: boolean;
}) {
  return (
    // A scrollable region is reached by keyboard to scroll it (WCAG 2.1.1; axe's scrollable-region-focusable).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- the region scrolls sideways on small screens
    <div className="table-scroll" role="region" aria-label={caption} tabIndex={0}>
      <table className="table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Line</th>
            <th scope="col">Name</th>
            <th scope="col">Email</th>
            <th scope="col">What happens</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.line} id={anchors ? rowAnchor(row.line) : undefined}>
              <td>{row.line}</td>
              <th scope="row">{row.name || <span className="field__hint">(no name)</span>}</th>
              <td>{row.email ?? ""}</td>
              <td>
                <Outcome row={row} canInvite={canInvite} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
