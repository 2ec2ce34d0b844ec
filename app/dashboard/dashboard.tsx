// /dashboard, the manager's home (spec S2 §2): the trial banner, what needs attention, the people of the group
// as the main column's table (a group may have thousands), a welcome box whose hints can be hidden (remembered
// in a cookie) and links to the tutorial and the video guides; a side panel with the group, its plan's places
// and the manager's own bars. Server-rendered: no spinner stands in for data.
import { Form, redirect } from "react-router";
import type { Route } from "./+types/dashboard";
import { MAX_BARS_PER_MEMBER } from "../../contract/index.ts";
import { managerOnly } from "../shared/members.server.ts";
import { guard, signedInCommunity } from "../shared/guard.server.ts";
import { Page } from "../shared/ui/page.tsx";
import { TrialBanner } from "../billing/trial-banner.tsx";
import { PEOPLE_EXPORT_PATH, PEOPLE_IMPORT_PATH } from "../people-csv/paths.ts";
import { MemberLimitNotice } from "../billing/member-limit.tsx";
import { loadDashboard } from "./dashboard.server.ts";
import { DefaultBarSection } from "./default-bar.tsx";
import { BaseBarLink } from "../base-bar/dashboard-link.tsx";
import { hintsCookieHeader, readHintsShown } from "./hints.server.ts";
import { barEditorPath, barPresetsPath } from "../shared/bar-paths.ts";
import { TUTORIAL_STEP_COUNT, tutorialStepPath } from "./tutorial-steps.ts";
import { dashboardVideos } from "./videos.server.ts";
import { portalConfig } from "../shared/config.server.ts";
import { buttonProblems, loadCommunityLinks, ownerOf } from "../link-health/link-health.server.ts";
import { ProblemList } from "../link-health/problems.tsx";
import { PeopleCount, PeoplePagination, PeopleSearch } from "../shared/ui/people-search.tsx";
import { PeopleTable } from "./people-table.tsx";
import { requestLanguage } from "../shared/language.server.ts";
import { useMessages } from "../shared/ui/messages.tsx";
import { dashboardMessages } from "./messages/index.ts";

export const middleware: Route.MiddlewareFunction[] = [guard({ access: "login" }), managerOnly];

export async function loader(args: Route.LoaderArgs) {
  const me = signedInCommunity(args);
  // Together, so a failure of one never leaves the other's rejection unhandled.
  const [links, dashboard] = await Promise.all([loadCommunityLinks(me), loadDashboard(me, args)]);
  const people = [
    ...dashboard.people.filter((p) => !p.isCurrent),
    { id: dashboard.ownMemberId ?? "", barIds: dashboard.ownBars.map((b) => b.id) },
  ];
  return {
    ...dashboard,
    attention: buttonProblems(links, me.clock, ownerOf(people), requestLanguage(args.context)),
    banner: me.session.take("banner") ?? null,
    hintsShown: await readHintsShown(args.request),
    videos: dashboardVideos(portalConfig().settings),
  };
}

export async function action(args: Route.ActionArgs) {
  signedInCommunity(args);
  const form = await args.request.formData();
  const show = form.get("hints") === "show";
  throw redirect("/dashboard", { headers: { "Set-Cookie": await hintsCookieHeader(show) } });
}

/** The group's people, the main column's first section: search, the one count, the table, the pages. */
function PeopleSection({ data }: { data: Route.ComponentProps["loaderData"] }) {
  const t = useMessages(dashboardMessages);
  return (
    <section aria-labelledby="people">
      <h2 id="people" className="heading-m">
        {t("people.heading")}
      </h2>
      {data.alone ? (
        <p>{t("people.alone")}</p>
      ) : (
        <>
          <PeopleSearch action="/dashboard#people" page={data.peoplePage} id="people-search" />
          <PeopleCount page={data.peoplePage} id="people" />
          {data.people.length > 0 ? (
            <PeopleTable
              people={data.people}
              caption={t("people.caption", {
                group: data.name,
                page: data.peoplePage.page,
                pages: data.peoplePage.pages,
              })}
            />
          ) : null}
          <PeoplePagination page={data.peoplePage} label={t("people.pages")} />
        </>
      )}
      {data.full ? <MemberLimitNotice {...data.memberLimit} id="full-title" level={3} /> : null}
      <ul className="action-links">
        {data.full ? null : (
          <>
            <li>
              <a className="button" href="/dashboard/members/new">
                {t("people.add")}
              </a>
            </li>
            <li>
              <a href={PEOPLE_IMPORT_PATH}>{t("people.import")}</a>
            </li>
          </>
        )}
        <li>
          <a href={PEOPLE_EXPORT_PATH}>{t("people.export")}</a>
        </li>
      </ul>
    </section>
  );
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { name, places, ownMemberId, ownBars, canAddBar, trial, hintsShown, videos } = loaderData;
  const { defaultBar } = loaderData;
  const t = useMessages(dashboardMessages);
  return (
    <Page title={t("page.title")} banner={loaderData.banner} wide>
      {trial ? <TrialBanner trial={trial} /> : null}
      <div className="two-column">
        <div className="two-column__main">
          <ProblemList
            problems={loaderData.attention}
            title={t("attention.title")}
            headingId="attention-title"
            returnTo="/dashboard"
          />
          <PeopleSection data={loaderData} />
          <section className="panel" aria-labelledby="welcome-title">
            <h2 id="welcome-title" className="heading-m">
              {t("welcome.title")}
            </h2>
            <p>{t("welcome.text")}</p>
            {hintsShown ? (
              <ul className="list list--bullet" id="hints">
                <li>{t("welcome.hintAdd")}</li>
                <li>{t("welcome.hintOpen")}</li>
                <li>{t("welcome.hintInvite")}</li>
              </ul>
            ) : null}
            <Form method="post" reloadDocument className="inline-form">
              <input type="hidden" name="hints" value={hintsShown ? "hide" : "show"} />
              <button type="submit" className="button button--secondary">
                {hintsShown ? t("welcome.hideHints") : t("welcome.showHints")}
              </button>
            </Form>
          </section>

          <section aria-labelledby="learn-title">
            <h2 id="learn-title" className="heading-m">
              {t("learn.title")}
            </h2>
            <ul className="list list--bullet">
              <li>
                <a href={tutorialStepPath(1)}>{t("learn.tutorial", { steps: TUTORIAL_STEP_COUNT })}</a>
              </li>
              <li>
                <a href="/help#installing">{t("learn.install")}</a>
              </li>
              {videos.map((video) => (
                <li key={video.url}>
                  <a href={video.url} rel="noopener noreferrer">
                    {t("learn.video", { title: video.title })}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        </div>
        <aside className="two-column__side panel" aria-labelledby="account-name">
          <h2 id="account-name" className="heading-m">
            {name}
          </h2>
          <p>{places}</p>
          <p>
            <a href="/account">{t("side.account")}</a>
          </p>
          <p>
            <a href="/dashboard/activity">{t("side.activity")}</a>
          </p>

          <h3 id="own-bars">{t("side.ownBars")}</h3>
          {ownBars.length > 0 ? (
            <ul className="list--bullet" aria-labelledby="own-bars">
              {ownBars.map((bar) => (
                <li key={bar.id}>
                  <a href={barEditorPath(bar.id, ownMemberId)}>
                    {bar.name}
                    <span className="visually-hidden">{t("side.edit")}</span>
                  </a>
                </li>
              ))}
            </ul>
          ) : (
            <p>{t("side.noBars")}</p>
          )}
          {canAddBar ? (
            <p>
              <a href={barPresetsPath(ownMemberId)}>{t("side.newBar")}</a>
            </p>
          ) : (
            <p className="field__hint">{t("side.mostBars", { max: MAX_BARS_PER_MEMBER })}</p>
          )}

          <DefaultBarSection bar={defaultBar} />
          <BaseBarLink />
        </aside>
      </div>
    </Page>
  );
}
