// The bar history's part of the member's say (decision 021): every change of a member's "changes wait for my
// OK" and every answer they gave, newest first, beside the saved versions.
import type { ApprovalEvent } from "../../contract/index.ts";

/** One event in words: 'Pat Lee approved version 4.' */
export function approvalEventText(e: ApprovalEvent): string {
  const member = e.member_name ?? "A former member";
  const actor = e.actor.name ?? "Someone in your group";
  switch (e.kind) {
    case "turned_on":
      return actor === member
        ? `${member} asked for changes to wait for their OK.`
        : `${actor} made changes wait for ${member}'s OK.`;
    case "turned_off":
      return `${member} let changes reach their computer at once again.`;
    case "approved":
      return `${member} approved version ${e.version}.`;
    case "not_now":
      return `${member} said "not now" to version ${e.version}.`;
    case "talk":
      return `${member} asked to talk about version ${e.version}.`;
  }
}

export function ApprovalHistory({
  events,
}: {
  events: { key: string; text: string; when: string; datetime: string }[];
}) {
  if (events.length === 0) return null;
  return (
    <section aria-labelledby="approval-history">
      <h2 id="approval-history">Members&apos; OK</h2>
      <ul className="history-list">
        {events.map((e) => (
          <li key={e.key} className="panel">
            <p>
              {e.text} <time dateTime={e.datetime}>{e.when}</time>
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
