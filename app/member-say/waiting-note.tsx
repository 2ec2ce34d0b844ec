// What a manager sees of a member's say (decision 021): "Waiting for Pat's OK since Tuesday" per bar, whether
// changes wait for the member's OK and who turned it on; a way to turn it on (only the member turns it off);
// a card.
import { editorPagePath } from "../../common/editor-paths.ts";

export interface ManagerSayView {
  memberId: string;
  name: string;
  required: boolean;
  setByText: string | null;
  waiting: { barId: string; barName: string; text: string }[];
  /** Each bar with the words its card link uses: "Bar for Pat", or "the group bar" for the base bar. */
  bars: { barId: string; barName: string; cardOf: string }[];
}

/** The member's say on their settings page (a manager's view). */
export function MemberSayPanel({ say }: { say: ManagerSayView }) {
  const base = `/dashboard/members/${encodeURIComponent(say.memberId)}`;
  return (
    <section aria-labelledby="member-say" className="panel">
      <h2 id="member-say" className="heading-m">
        Changes wait for {say.name}&apos;s OK
      </h2>
      {say.required ? (
        <>
          <p>
            On. {say.setByText} Only {say.name} can turn it off.
          </p>
          {say.waiting.length === 0 ? (
            <p>Nothing is waiting: {say.name}&apos;s computer shows every bar as it is saved.</p>
          ) : (
            <ul className="list--bullet">
              {say.waiting.map((w) => (
                <li key={w.barId}>
                  {w.barName}: {w.text}
                </li>
              ))}
            </ul>
          )}
        </>
      ) : (
        <p>
          Off: your saves reach {say.name}&apos;s computer at once.{" "}
          <a href={`${base}/approval`}>Turn it on</a>
        </p>
      )}
      {say.bars.length > 0 ? (
        <ul className="list--bullet">
          {say.bars.map((bar) => (
            <li key={bar.barId}>
              <a href={editorPagePath("card", { barId: bar.barId, memberId: say.memberId })}>
                {/* Named by its bar: the base bar and the person's own bar are two cards, never two
                    identical links. */}
                Print a large-print card of {bar.cardOf}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

/** In the bar editor's details: the person's OK for this bar, and their large-print card. */
export function EditorSayRow({
  note,
  barId,
}: {
  note: { name: string; memberId: string; required: boolean; waiting: string | null };
  barId: string;
}) {
  return (
    <>
      {note.required ? (
        <div className="summary-list__row">
          <dt>{note.name}&apos;s OK</dt>
          <dd>{note.waiting ?? `Changes wait for ${note.name}'s OK; nothing is waiting now.`}</dd>
        </div>
      ) : null}
      <div className="summary-list__row">
        <dt>Card</dt>
        <dd>
          <a href={editorPagePath("card", { barId, memberId: note.memberId })}>
            Print a card for {note.name}
          </a>
        </dd>
      </div>
    </>
  );
}
