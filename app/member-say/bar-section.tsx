// One bar on the member's page: drawn as their desktop app shows it (with the group base bar's buttons where the
// app puts them), the change waiting for their OK with the three answers (their bar's and the base bar's change
// are one change to them, answered once), or what's new; and the large-print card.
import type { ReactNode } from "react";
import { Form } from "react-router";
import { DesktopBarPicture } from "../shared/ui/desktop-bar-picture.tsx";
import type { BarPictures, BarDrawing } from "./pictures.server.ts";
import type { BarView, WaitingView } from "./say.server.ts";
import { useMessages } from "../shared/ui/messages.tsx";
import { memberSayMessages } from "./messages/index.ts";

const hidden = (words: ReactNode[]) => <span className="visually-hidden">{words}</span>;

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
  const t = useMessages(memberSayMessages);
  return (
    <div className="say-screen">
      <p id={id}>{caption}</p>
      <DesktopBarPicture items={drawing.items} base={drawing.base} logoKeys={logoKeys} titleId={id} />
      {drawing.base && drawing.base.items.length > 0 ? (
        <p className="say-screen__key">{t("bar.groupButtons")}</p>
      ) : null}
    </div>
  );
}

function Changed({ w, group }: { w: WaitingView; group?: boolean }) {
  const t = useMessages(memberSayMessages);
  const who = w.who.reduce((all, name) => (all ? t("and", { a: all, b: name }) : name), "");
  return (
    <>
      <p>{t(group ? "bar.changedGroup" : "bar.changedThis", { who, when: w.changedWhen })}</p>
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
  const t = useMessages(memberSayMessages);
  return (
    <section aria-labelledby={headingId} className="say-bar">
      <h2 id={headingId}>{bar.name}</h2>
      <Picture
        drawing={pictures.now}
        id={`${headingId}-now`}
        caption={waits ? t("bar.nowWaiting") : t("bar.now")}
        logoKeys={logoKeys}
      />
      {waits ? (
        <div className="panel panel--notice" role="region" aria-labelledby={`${headingId}-waiting`}>
          <h3 id={`${headingId}-waiting`}>{t("bar.waitingTitle")}</h3>
          {w ? <Changed w={w} /> : null}
          {baseChange ? <Changed w={baseChange} group /> : null}
          <p>{t("bar.keepsShowing")}</p>
          {pictures.after ? (
            <Picture
              drawing={pictures.after}
              id={`${headingId}-after`}
              caption={t("bar.after")}
              logoKeys={logoKeys}
            />
          ) : null}
          <div className="button-group">
            <Answer bar={bar} base={baseChange} intent="approve" label={t("bar.approve")} />
            <Answer bar={bar} base={baseChange} intent="not-now" label={t("bar.notNow")} secondary />
          </div>
          <p>
            <a href={`/my-bars/talk/${encodeURIComponent(bar.barId)}`}>
              {t.rich("bar.talk", { barName: bar.name, hidden })}
            </a>
          </p>
        </div>
      ) : (
        <>
          <h3>{t("bar.whatsNew")}</h3>
          {bar.whatsNew.length === 0 ? (
            <p>{t("bar.nothingNew")}</p>
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
          {t.rich("bar.printCard", { barName: bar.name, hidden })}
        </a>
      </p>
    </section>
  );
}
