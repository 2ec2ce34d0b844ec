// What a manager sees of a member's say (decision 021): "Waiting for Pat's OK since Tuesday" per bar, whether
// changes wait for the member's OK and who turned it on; a way to turn it on (only the member turns it off);
// a card.
import { editorPagePath } from "../../common/editor-paths.ts";
import { useMessages } from "../shared/ui/messages.tsx";
import { memberSayMessages } from "./messages/index.ts";

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
  const t = useMessages(memberSayMessages);
  const name = say.name;
  return (
    <section aria-labelledby="member-say" className="panel">
      <h2 id="member-say" className="heading-m">
        {t("note.title", { name })}
      </h2>
      {say.required ? (
        <>
          <p>{t("note.on", { setBy: say.setByText ?? "", name })}</p>
          {say.waiting.length === 0 ? (
            <p>{t("note.nothing", { name })}</p>
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
        <p>{t.rich("note.off", { name, link: (words) => <a href={`${base}/approval`}>{words}</a> })}</p>
      )}
      {say.bars.length > 0 ? (
        <ul className="list--bullet">
          {say.bars.map((bar) => (
            <li key={bar.barId}>
              <a href={editorPagePath("card", { barId: bar.barId, memberId: say.memberId })}>
                {/* Named by its bar: the base bar and the person's own bar are two cards, never two
                    identical links. */}
                {t("note.printCardOf", { cardOf: bar.cardOf })}
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
  const t = useMessages(memberSayMessages);
  const name = note.name;
  return (
    <>
      {note.required ? (
        <div className="summary-list__row">
          <dt>{t("note.ok", { name })}</dt>
          <dd>{note.waiting ?? t("note.nothingNow", { name })}</dd>
        </div>
      ) : null}
      <div className="summary-list__row">
        <dt>{t("note.card")}</dt>
        <dd>
          <a href={editorPagePath("card", { barId, memberId: note.memberId })}>
            {t("note.printFor", { name })}
          </a>
        </dd>
      </div>
    </>
  );
}
