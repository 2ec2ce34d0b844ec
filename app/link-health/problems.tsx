// How link-health problems look on the pages: the dashboard's "Needs attention" panel, the list
// on the member's page and the bar's history, the mark on an editor row, and the "Check again now" form.
// Plain HTML: works without JavaScript.
import type { ReactNode } from "react";
import { useMessages } from "../shared/ui/messages.tsx";
import { linkHealthMessages } from "./messages/index.ts";
import { CHECK_NOW_PATH, REPLACE_PATH } from "./paths.ts";

export interface ProblemView {
  barId: string;
  barName: string;
  itemId: string | null;
  label: string;
  url: string;
  words: string;
  since: string;
  movedTo: string | null;
  fixPath: string;
}

/** "Check again now": checks the group's addresses (or one bar's) and comes back to `returnTo`. */
export function CheckAgainForm({ returnTo, barId }: { returnTo: string; barId?: string }) {
  const t = useMessages(linkHealthMessages);
  return (
    <form method="post" action={CHECK_NOW_PATH} className="inline-form">
      <input type="hidden" name="returnTo" value={returnTo} />
      {barId ? <input type="hidden" name="barId" value={barId} /> : null}
      <button type="submit" className="button button--secondary">
        {t("list.checkAgain")}
      </button>
    </form>
  );
}

/** One click to give a moved button the address it moved to (a plain form: works without JavaScript). */
const hidden = (words: ReactNode[]) => <span className="visually-hidden">{words}</span>;

function ReplaceForm({ problem, returnTo }: { problem: ProblemView; returnTo: string }) {
  const t = useMessages(linkHealthMessages);
  return (
    <form method="post" action={REPLACE_PATH} className="inline-form link-problem__replace">
      <input type="hidden" name="barId" value={problem.barId} />
      <input type="hidden" name="itemId" value={problem.itemId ?? ""} />
      <input type="hidden" name="url" value={problem.url} />
      <input type="hidden" name="returnTo" value={returnTo} />
      <button type="submit" className="button button--secondary">
        {t.rich("list.replace", { label: problem.label, hidden })}
      </button>
    </form>
  );
}

function ProblemItem({
  problem,
  showBar,
  returnTo,
}: {
  problem: ProblemView;
  showBar: boolean;
  returnTo: string;
}) {
  const t = useMessages(linkHealthMessages);
  return (
    <li className="link-problem">
      <a href={problem.fixPath}>
        {problem.label}
        <span className="visually-hidden">{t("list.fix")}</span>
      </a>
      {showBar ? t("list.onBar", { barName: problem.barName }) : null}
      {t("list.words", { words: problem.words })}
      {problem.since ? ` (${problem.since})` : ""}
      {problem.movedTo ? (
        <>
          {" "}
          {t("list.newAddress")}
          <span className="link-problem__address">{problem.movedTo}</span>
          {problem.itemId ? <ReplaceForm problem={problem} returnTo={returnTo} /> : null}
        </>
      ) : null}
    </li>
  );
}

function ListIntro({ count }: { count: number }) {
  const t = useMessages(linkHealthMessages);
  return <p>{t("list.intro", { n: count })}</p>;
}

function ListHint() {
  const t = useMessages(linkHealthMessages);
  return <p className="field__hint">{t("list.hint")}</p>;
}

/** The list of buttons that need attention, with a heading; nothing when there are none. */
export function ProblemList({
  problems,
  title,
  headingId,
  returnTo,
  barId,
  showBar = true,
}: {
  problems: readonly ProblemView[];
  title: string;
  headingId: string;
  returnTo: string;
  barId?: string;
  showBar?: boolean;
}) {
  if (problems.length === 0) return null;
  return (
    <section className="panel panel--attention" aria-labelledby={headingId}>
      <h2 id={headingId} className="heading-m">
        {title}
      </h2>
      <ListIntro count={problems.length} />
      <ul className="list list--bullet">
        {problems.map((problem) => (
          <ProblemItem
            key={`${problem.barId} ${problem.itemId ?? problem.url}`}
            problem={problem}
            showBar={showBar}
            returnTo={returnTo}
          />
        ))}
      </ul>
      <ListHint />
      <CheckAgainForm returnTo={returnTo} barId={barId} />
    </section>
  );
}
