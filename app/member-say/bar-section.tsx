// One bar on the member's page: how it looks now, the change waiting for their OK with the three answers, or
// what's new; and the large-print card.
import type { ReactNode } from "react";
import { Form } from "react-router";
import { BarPicture } from "./bar-picture.tsx";
import type { BarView } from "./say.server.ts";

function Answer({
  bar,
  intent,
  label,
  secondary,
}: {
  bar: BarView;
  intent: string;
  label: string;
  secondary?: boolean;
}) {
  return (
    <Form method="post" reloadDocument className="inline-form">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="barId" value={bar.barId} />
      <input type="hidden" name="version" value={bar.waiting?.version ?? ""} />
      <button type="submit" className={secondary ? "button button--secondary" : "button"}>
        {label}
      </button>
    </Form>
  );
}

export function BarSection({ bar, children }: { bar: BarView; children?: ReactNode }) {
  const headingId = `bar-${bar.barId}`;
  const w = bar.waiting;
  return (
    <section aria-labelledby={headingId} className="say-bar">
      <h2 id={headingId}>{bar.name}</h2>
      <p>{w ? "Your computer shows this bar like this:" : "On your computer:"}</p>
      <BarPicture tiles={bar.shown} label={`${bar.name} on your computer`} />
      {w ? (
        <div className="panel panel--notice" role="region" aria-labelledby={`${headingId}-waiting`}>
          <h3 id={`${headingId}-waiting`}>A change is waiting for your OK</h3>
          <p>{w.changedText} Your computer keeps showing it as it was until you say it is OK.</p>
          <ul className="list--bullet">
            {w.sentences.map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ul>
          {w.notNowText ? <p>{w.notNowText}</p> : null}
          <p>After the change it looks like this:</p>
          {children}
          <div className="button-group">
            <Answer bar={bar} intent="approve" label="Approve" />
            <Answer bar={bar} intent="not-now" label="Not now" secondary />
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
