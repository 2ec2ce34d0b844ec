// One bar on the member's page: drawn as their desktop app shows it (with the group base bar's buttons where the
// app puts them), the change waiting for their OK with the three answers (their bar's and the base bar's change
// are one change to them, answered once), or what's new; and the large-print card.
import { Form } from "react-router";
import { DesktopBarPicture } from "../shared/ui/desktop-bar-picture.tsx";
import type { BarPictures, BarDrawing } from "./pictures.server.ts";
import type { BarView, WaitingView } from "./say.server.ts";

function Answer({
  bar,
  base,
  intent,
  label,
  secondary,
}: {
  bar: BarView;
  base: WaitingView | null;
  intent: string;
  label: string;
  secondary?: boolean;
}) {
  return (
    <Form method="post" reloadDocument className="inline-form">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="barId" value={bar.barId} />
      <input type="hidden" name="version" value={bar.waiting?.version ?? bar.currentVersion} />
      {base ? <input type="hidden" name="baseBarVersion" value={base.version} /> : null}
      <button type="submit" className={secondary ? "button button--secondary" : "button"}>
        {label}
      </button>
    </Form>
  );
}

function Picture({
  drawing,
  id,
  caption,
  logoKeys,
}: {
  drawing: BarDrawing;
  id: string;
  caption: string;
  logoKeys: readonly string[];
}) {
  return (
    <div className="say-screen">
      <p id={id}>{caption}</p>
      <DesktopBarPicture items={drawing.items} base={drawing.base} logoKeys={logoKeys} titleId={id} />
      {drawing.base && drawing.base.items.length > 0 ? (
        <p className="say-screen__key">
          Buttons in a dashed box are your group&apos;s: everyone in the group has them.
        </p>
      ) : null}
    </div>
  );
}

function Changed({ w, what }: { w: WaitingView; what: string }) {
  return (
    <>
      <p>
        {w.who.join(" and ")} changed {what} {w.changedWhen}:
      </p>
      <ul className="list--bullet">
        {w.sentences.map((s) => (
          <li key={s}>{s}</li>
        ))}
      </ul>
      {w.notNowText ? <p>{w.notNowText}</p> : null}
    </>
  );
}

export function BarSection({
  bar,
  baseChange,
  pictures,
  logoKeys,
}: {
  bar: BarView;
  /** The group base bar's waiting change, shown and answered with this bar's (null when none waits). */
  baseChange: WaitingView | null;
  pictures: BarPictures;
  logoKeys: readonly string[];
}) {
  const headingId = `bar-${bar.barId}`;
  const w = bar.waiting;
  const waits = w !== null || baseChange !== null;
  return (
    <section aria-labelledby={headingId} className="say-bar">
      <h2 id={headingId}>{bar.name}</h2>
      <Picture
        drawing={pictures.now}
        id={`${headingId}-now`}
        caption={
          waits
            ? "Your computer shows this bar like this now:"
            : "On your computer, at the edge of the screen:"
        }
        logoKeys={logoKeys}
      />
      {waits ? (
        <div className="panel panel--notice" role="region" aria-labelledby={`${headingId}-waiting`}>
          <h3 id={`${headingId}-waiting`}>A change is waiting for your OK</h3>
          {w ? <Changed w={w} what="this bar" /> : null}
          {baseChange ? <Changed w={baseChange} what="the buttons your whole group has" /> : null}
          <p>Your computer keeps showing the bar as it was until you say it is OK.</p>
          {pictures.after ? (
            <Picture
              drawing={pictures.after}
              id={`${headingId}-after`}
              caption="After the change it looks like this:"
              logoKeys={logoKeys}
            />
          ) : null}
          <div className="button-group">
            <Answer bar={bar} base={baseChange} intent="approve" label="Approve" />
            <Answer bar={bar} base={baseChange} intent="not-now" label="Not now" secondary />
          </div>
          <p>
            <a href={`/my-bars/talk/${encodeURIComponent(bar.barId)}`}>
              Please talk to me about this<span className="visually-hidden"> change to {bar.name}</span>
            </a>
          </p>
        </div>
      ) : (
        <>
          <h3>What&apos;s new</h3>
          {bar.whatsNew.length === 0 ? (
            <p>Nothing has changed lately.</p>
          ) : (
            <ul className="say-changes">
              {bar.whatsNew.map((c) => (
                <li key={c.version}>
                  <p>
                    <strong>
                      {c.who}, <time dateTime={c.datetime}>{c.when}</time>:
                    </strong>{" "}
                    {c.sentences.join(" ")}
                  </p>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
      <p>
        <a href={`/my-bars/card/${encodeURIComponent(bar.barId)}`}>
          Print a large-print card<span className="visually-hidden"> of {bar.name}</span>
        </a>
      </p>
    </section>
  );
}
