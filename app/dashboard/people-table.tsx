// The dashboard's people: one page of the group (50 at a time) as a compact table in the main column — the name
// and state, their bar, and their computer in a word (Up to date, Waiting, Not set up) whose full sentence is
// one click away in a native disclosure (keyboard and screen reader alike, no JavaScript). On phones the rows
// become short blocks, each cell saying what it is (dashboard.css).
import type { ReactNode } from "react";
import type { DeviceState } from "../device/status.ts";
import { barEditorPath } from "../shared/bar-paths.ts";
import { useMessages } from "../shared/ui/messages.tsx";
import { dashboardMessages } from "./messages/index.ts";

export interface PersonRowView {
  id: string;
  name: string;
  stateText: string;
  barIds: string[];
  isCurrent: boolean;
  computer: { state: DeviceState; sentences: string[] };
}

/** The computer in a word: what the desktop app has of the person's bars. */
const COMPUTER_WORDS = {
  current: "computer.current",
  waiting: "computer.waiting",
  never: "computer.never",
} as const satisfies Readonly<Record<DeviceState, keyof typeof dashboardMessages.en>>;

const hidden = (words: ReactNode[]) => <span className="visually-hidden">{words}</span>;

function memberPath(id: string): string {
  return `/dashboard/members/${encodeURIComponent(id)}`;
}

function BarCell({ person }: { person: PersonRowView }) {
  const t = useMessages(dashboardMessages);
  const [first, ...more] = person.barIds;
  if (!first) return <>{t("table.noBar")}</>;
  const whose = { self: person.isCurrent ? "yes" : "no", name: person.name, hidden };
  return (
    <>
      <a href={barEditorPath(first, person.id)}>{t.rich("table.editBar", whose)}</a>
      {more.length > 0 ? (
        <>
          {" "}
          <a href={memberPath(person.id)}>{t.rich("table.moreBars", { ...whose, count: more.length })}</a>
        </>
      ) : null}
    </>
  );
}

function ComputerCell({ computer }: { computer: PersonRowView["computer"] }) {
  const t = useMessages(dashboardMessages);
  return (
    <details className={`computer-state computer-state--${computer.state}`}>
      <summary>{t(COMPUTER_WORDS[computer.state])}</summary>
      {computer.sentences.map((sentence) => (
        <p key={sentence}>{sentence}</p>
      ))}
    </details>
  );
}

export function PeopleTable({ people, caption }: { people: PersonRowView[]; caption: string }) {
  const t = useMessages(dashboardMessages);
  return (
    <table className="people-table">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t("table.name")}</th>
          <th scope="col">{t("table.bar")}</th>
          <th scope="col">{t("table.computer")}</th>
        </tr>
      </thead>
      <tbody>
        {people.map((person) => (
          <tr key={person.id}>
            <th scope="row">
              <a href={memberPath(person.id)}>
                {person.name}
                {person.isCurrent ? t("table.you") : null}
                <span className="visually-hidden">{t("table.settings")}</span>
              </a>{" "}
              <span className="tag">{person.stateText}</span>
            </th>
            <td>
              <span className="people-table__label" aria-hidden="true">
                {t("table.barLabel")}
              </span>
              <BarCell person={person} />
            </td>
            <td>
              <span className="people-table__label" aria-hidden="true">
                {t("table.computerLabel")}
              </span>
              <ComputerCell computer={person.computer} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
