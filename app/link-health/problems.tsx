// How link-health problems look on the pages: the dashboard's "Needs attention" panel, the list
// on the member's page and the bar's history, the mark on an editor row, and the "Check again now" form.
// Plain HTML: works without JavaScript.
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
  return (
    <form method="post" action={CHECK_NOW_PATH} className="inline-form">
      <input type="hidden" name="returnTo" value={returnTo} />
      {barId ? <input type="hidden" name="barId" value={barId} /> : null}
      <button type="submit" className="button button--secondary">
        Check again now
      </button>
    </form>
  );
}

/** One click to give a moved button the address it moved to (a plain form: works without JavaScript). */
function ReplaceForm({ problem, returnTo }: { problem: ProblemView; returnTo: string }) {
  return (
    <form method="post" action={REPLACE_PATH} className="inline-form link-problem__replace">
      <input type="hidden" name="barId" value={problem.barId} />
      <input type="hidden" name="itemId" value={problem.itemId ?? ""} />
      <input type="hidden" name="url" value={problem.url} />
      <input type="hidden" name="returnTo" value={returnTo} />
      <button type="submit" className="button button--secondary">
        Replace with the new address<span className="visually-hidden"> on {problem.label}</span>
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
  return (
    <li className="link-problem">
      <a href={problem.fixPath}>
        {problem.label}
        <span className="visually-hidden"> (fix this button)</span>
      </a>
      {showBar ? <> on the bar “{problem.barName}”</> : null}: {problem.words}
      {problem.since ? ` (${problem.since})` : ""}
      {problem.movedTo ? (
        <>
          {" "}
          New address: <span className="link-problem__address">{problem.movedTo}</span>
          {problem.itemId ? <ReplaceForm problem={problem} returnTo={returnTo} /> : null}
        </>
      ) : null}
    </li>
  );
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
      <p>
        {problems.length === 1
          ? "This button may not work for the person who uses it:"
          : `These ${problems.length} buttons may not work for the people who use them:`}
      </p>
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
      <p className="field__hint">
        Each web address on a bar is checked every day. Suspicious pages are a guess: please look at them.
      </p>
      <CheckAgainForm returnTo={returnTo} barId={barId} />
    </section>
  );
}
