// /dev/outbox: the mail the /v1 service has sent (GET /v1/dev/outbox), to follow confirmation and
// reset links without a mail server. Development only: 404 in production unless DEV_OUTBOX=1, and
// 404 whenever /v1 does not serve its outbox. It shows what the mail itself contains, nothing more: its time at
// the reader's clock, and the template it was made from by its id, an identifier for developers (not translated).
import { data } from "react-router";
import type { Route } from "./+types/outbox";
import { dateTimeText, type ReaderClock } from "../../common/clock-words.ts";
import { clockOfSession } from "../shared/clock.server.ts";
import { portalConfig } from "../shared/config.server.ts";
import { errorTitle, failureMessage } from "../shared/errors.ts";
import { publicApi } from "../shared/guard.server.ts";
import { sessionContext } from "../shared/session.server.ts";
import { ErrorSummary } from "../shared/ui/form.tsx";
import { SummaryList } from "../shared/ui/form-page.tsx";
import { Page } from "../shared/ui/page.tsx";
import { ApiError } from "../shared/v1-client.server.ts";
import { requestLanguage, requestMessages } from "../shared/language.server.ts";
import { useMessages } from "../shared/ui/messages.tsx";
import { outboxMessages } from "./messages/index.ts";

export function headers() {
  return { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" };
}

/** The http(s) links in a text body, in order, without repeats. */
function linksIn(text: string): string[] {
  const found = text.match(/https?:\/\/[^\s<>"')]+/g) ?? [];
  return [...new Set(found.map((link) => link.replace(/[.,;:!?]+$/, "")))];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  if (!portalConfig().devOutbox) throw data(null, { status: 404 });
  const to = new URL(request.url).searchParams.get("to")?.trim() ?? "";
  const language = requestLanguage(context);
  try {
    const messages = await publicApi({ context }).outbox(to || undefined);
    const clock = clockOfSession(context.get(sessionContext), request, language);
    return {
      to,
      failure: null,
      messages: messages.map((m) => ({
        id: String(m.id),
        kind: m.kind,
        to: m.to,
        subject: m.subject,
        text: m.text ?? "",
        createdAt: m.created_at,
        time: formatTime(m.created_at, clock),
        sent: Boolean(m.sent_at),
        links: linksIn(m.text ?? ""),
      })),
    };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.status === 404) throw data(null, { status: 404 });
    const t = requestMessages(context, outboxMessages);
    return {
      to,
      failure: {
        title: errorTitle(t("load"), language),
        message: failureMessage(error, undefined, language),
      },
      messages: [],
    };
  }
}

/** The text body as paragraphs of lines, so it wraps on narrow screens. */
function paragraphs(text: string): string[][] {
  return text
    .split(/\n\s*\n/)
    .map((p) => p.split("\n"))
    .filter((lines) => lines.some((l) => l.trim()));
}

/** The time a mail was sent, at the reader's clock (the service's own text if it is not a time). */
function formatTime(iso: string, clock: ReaderClock): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTimeText(date, clock);
}

export default function DevOutbox({ loaderData }: Route.ComponentProps) {
  const t = useMessages(outboxMessages);
  const { to, failure, messages } = loaderData;
  return (
    <Page title={t("title")} hasErrors={Boolean(failure)} wide>
      <p>{t("intro")}</p>
      <ErrorSummary failure={failure} />
      <form method="get" className="form">
        <div className="field">
          <label className="field__label" htmlFor="outbox-to">
            {t("filter.to")}
          </label>
          <div className="field__control">
            <input
              className="input"
              id="outbox-to"
              name="to"
              type="email"
              defaultValue={to}
              autoComplete="off"
              spellCheck={false}
            />
          </div>
        </div>
        <div className="button-group">
          <button type="submit" className="button button--secondary">
            {t("filter.submit")}
          </button>
          {to ? <a href="/dev/outbox">{t("filter.all")}</a> : null}
        </div>
      </form>
      {messages.length === 0 && !failure ? <p>{to ? t("noneTo", { to }) : t("none")}</p> : null}
      {messages.map((m) => (
        <article key={m.id} className="panel" aria-labelledby={`mail-${m.id}`}>
          <h2 className="heading-m" id={`mail-${m.id}`}>
            {m.subject}
          </h2>
          <SummaryList
            rows={[
              { label: t("mail.to"), value: m.to },
              {
                label: t("mail.time"),
                value: (
                  <>
                    <time dateTime={m.createdAt}>{m.time}</time>
                    {m.sent ? "" : t("mail.notSent")}
                  </>
                ),
              },
              // The template's id (contract/mail.ts), as developers look for it: no reader's words.
              {
                label: t("mail.kind"),
                value: <code translate="no">{m.kind}</code>,
              },
            ]}
          />
          {m.links.length > 0 ? (
            <>
              <h3>{t("mail.links")}</h3>
              <ul className="list">
                {m.links.map((link) => (
                  <li key={link}>
                    <a href={link}>{link}</a>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          <h3>{t("mail.text")}</h3>
          {paragraphs(m.text).map((lines, i) => (
            <p key={i}>
              {lines.map((line, j) => (
                <span key={j}>
                  {j > 0 ? <br /> : null}
                  {line}
                </span>
              ))}
            </p>
          ))}
        </article>
      ))}
    </Page>
  );
}
