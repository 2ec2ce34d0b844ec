// The dashboard's people: one page of the group (50 at a time) as a compact table in the main column — the name
// and state, their bar, and their computer in a word (Up to date, Waiting, Not set up) whose full sentence is
// one click away in a native disclosure (keyboard and screen reader alike, no JavaScript). On phones the rows
// become short blocks, each cell saying what it is (dashboard.css).
import type { DeviceState } from "../device/status.ts";
import { barEditorPath } from "../shared/bar-paths.ts";

export interface PersonRowView {
  id: string;
  name: string;
  stateText: string;
  barIds: string[];
  isCurrent: boolean;
  computer: { state: DeviceState; sentences: string[] };
}

/** The computer in a word: what the desktop app has of the person's bars. */
export const COMPUTER_WORDS: Readonly<Record<DeviceState, string>> = {
  current: "Up to date",
  waiting: "Waiting",
  never: "Not set up",
};

function memberPath(id: string): string {
  return `/dashboard/members/${encodeURIComponent(id)}`;
}

function BarCell({ person }: { person: PersonRowView }) {
  const [first, ...more] = person.barIds;
  if (!first) return <>No bar</>;
  const whose = person.isCurrent ? "yourself" : person.name;
  return (
    <>
      <a href={barEditorPath(first, person.id)}>
        Edit bar<span className="visually-hidden"> for {whose}</span>
      </a>
      {more.length > 0 ? (
        <>
          {" "}
          <a href={memberPath(person.id)}>
            and {more.length} more<span className="visually-hidden"> bars of {whose}</span>
          </a>
        </>
      ) : null}
    </>
  );
}

function ComputerCell({ computer }: { computer: PersonRowView["computer"] }) {
  return (
    <details className={`computer-state computer-state--${computer.state}`}>
      <summary>{COMPUTER_WORDS[computer.state]}</summary>
      {computer.sentences.map((sentence) => (
        <p key={sentence}>{sentence}</p>
      ))}
    </details>
  );
}

export function PeopleTable({ people, caption }: { people: PersonRowView[]; caption: string }) {
  return (
    <table className="people-table">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Name</th>
          <th scope="col">Bar</th>
          <th scope="col">Computer</th>
        </tr>
      </thead>
      <tbody>
        {people.map((person) => (
          <tr key={person.id}>
            <th scope="row">
              <a href={memberPath(person.id)}>
                {person.name}
                {person.isCurrent ? " (you)" : null}
                <span className="visually-hidden"> (member settings)</span>
              </a>{" "}
              <span className="tag">{person.stateText}</span>
            </th>
            <td>
              <span className="people-table__label" aria-hidden="true">
                Bar:{" "}
              </span>
              <BarCell person={person} />
            </td>
            <td>
              <span className="people-table__label" aria-hidden="true">
                Computer:{" "}
              </span>
              <ComputerCell computer={person.computer} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
