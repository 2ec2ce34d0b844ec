// The rows of a checked file of people, as the check page lists them: what happens to each, and the words
// for each problem.
import type { PeopleCsvRow } from "../../contract/people-csv.ts";
import { PEOPLE_CSV_PROBLEMS } from "../../contract/people-csv.ts";
import { SOURCE_LANGUAGE } from "../../contract/language.ts";
import { messagesFor, type Messages } from "../../common/i18n/messages.ts";
import { useMessages } from "../shared/ui/messages.tsx";
import { peopleCsvMessages } from "./messages/index.ts";

type Words = Messages<keyof typeof peopleCsvMessages.en>;
const english: Words = messagesFor(peopleCsvMessages, SOURCE_LANGUAGE);

export function problemText(problem: PeopleCsvRow["problems"][number], t: Words): string {
  const code = problem.code as (typeof PEOPLE_CSV_PROBLEMS)[number];
  if (!PEOPLE_CSV_PROBLEMS.includes(code)) return t("problem.other", { code: problem.code });
  const line = problem.other_line;
  return t(`problem.${code}`, { line: line === null || line === undefined ? "above" : String(line) });
}

export const rowAnchor = (line: number) => `row-${line}`;

function Outcome({ row, canInvite }: { row: PeopleCsvRow; canInvite: boolean }) {
  const t = useMessages(peopleCsvMessages);
  if (row.verdict === "problem") {
    return (
      <>
        <strong className="tag tag--error">{t("rows.problem")}</strong>
        <ul className="list">
          {row.problems.map((p) => (
            <li key={p.code}>{problemText(p, t)}</li>
          ))}
        </ul>
      </>
    );
  }
  return <>{addingText(row, canInvite, t)}</>;
}

/** What happens to a row without problems, in one short line (a file may list thousands of them). */
export function addingText(row: PeopleCsvRow, canInvite: boolean, t: Words = english): string {
  if (row.verdict === "invite") return t("rows.addInvite");
  // The page says once, above the rows, that invitations wait for the manager's own address.
  if (row.invite && !canInvite) return t("rows.addNotYet");
  if (row.email && !row.invite) return t("rows.addNotNow");
  return t("rows.add");
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
  const t = useMessages(peopleCsvMessages);
  return (
    // A scrollable region is reached by keyboard to scroll it (WCAG 2.1.1; axe's scrollable-region-focusable).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- the region scrolls sideways on small screens
    <div className="table-scroll" role="region" aria-label={caption} tabIndex={0}>
      <table className="table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t("rows.line")}</th>
            <th scope="col">{t("rows.name")}</th>
            <th scope="col">{t("rows.email")}</th>
            <th scope="col">{t("rows.what")}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.line} id={anchors ? rowAnchor(row.line) : undefined}>
              <td>{row.line}</td>
              <th scope="row">{row.name || <span className="field__hint">{t("rows.noName")}</span>}</th>
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
