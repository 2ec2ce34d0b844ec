// /my-community, the group page (spec S1 §2): the name with a rename form, the plan card (plan, member limit
// between 1 and 65534, member count, change-plan and billing links), the managers with remove-as-manager.
import type { ReactNode } from "react";
import type { Route } from "./+types/group";
import { TrialBanner } from "../billing/trial-banner.tsx";
import { guard, signedInCommunity } from "../shared/guard.server.ts";
import { SummaryList } from "../shared/ui/form-page.tsx";
import { Page } from "../shared/ui/page.tsx";
import { PeopleCount, PeoplePagination, PeopleSearch } from "../shared/ui/people-search.tsx";
import { useMessages } from "../shared/ui/messages.tsx";
import { loadGroup } from "./community.server.ts";
import { communityMessages } from "./messages/index.ts";

export const middleware: Route.MiddlewareFunction[] = [guard({ access: "login", roles: ["manager"] })];

export async function loader(args: Route.LoaderArgs) {
  const me = signedInCommunity(args);
  return { banner: me.session.take("banner") ?? null, ...(await loadGroup(me, args)) };
}

export default function Group({ loaderData }: Route.ComponentProps) {
  const { name, planName, limit, memberCount, managers, trial } = loaderData;
  const t = useMessages(communityMessages);
  const hidden = (words: ReactNode[]) => <span className="visually-hidden">{words}</span>;
  return (
    <Page title={t("group.title")} banner={loaderData.banner}>
      <div className="stack">
        <TrialBanner trial={trial} />
        <section className="panel" aria-labelledby="group-name">
          <h2 id="group-name" className="heading-m">
            {name}
          </h2>
          <p>
            <a href="/my-community/name">{t.rich("group.rename", { name, hidden })}</a>
          </p>
        </section>
        <section className="panel" aria-labelledby="plan-title">
          <h2 id="plan-title" className="heading-m">
            {t("group.planTitle")}
          </h2>
          <SummaryList
            rows={[
              { label: t("group.plan"), value: planName ?? t("group.notChosen") },
              limit !== null ? { label: t("group.memberLimit"), value: t("group.limit", { limit }) } : null,
              { label: t("group.members"), value: t("group.memberCount", { count: memberCount }) },
            ]}
          />
          <p className="button-group">
            <a className="button" href="/billing/plans">
              {t("group.changePlan")}
            </a>
            <a className="button button--secondary" href="/billing/details">
              {t("group.billingDetails")}
            </a>
          </p>
        </section>
        <section className="panel" aria-labelledby="managers-title">
          <h2 id="managers-title" className="heading-m">
            {t("group.managersTitle")}
          </h2>
          <p>{t("group.managersText")}</p>
          {loaderData.managersPage.total > 1 || loaderData.managersPage.q ? (
            <>
              <PeopleSearch
                action="/my-community#managers-title"
                page={loaderData.managersPage}
                id="managers-search"
                label={t("group.search")}
              />
              <PeopleCount page={loaderData.managersPage} id="managers" />
            </>
          ) : null}
          <ul className="member-list" aria-labelledby="managers-title">
            {managers.map((m) => (
              <li key={m.memberId}>
                <span>
                  {m.name}
                  {m.isCurrent ? ` ${t("group.you")}` : ""}
                  {m.joined ? "" : ` ${t("group.notJoined")}`}
                </span>{" "}
                {m.isCurrent ? (
                  <span className="field__hint">{t("group.cannotDemote")}</span>
                ) : (
                  <a href={`/my-community/managers/${encodeURIComponent(m.memberId)}/remove`}>
                    {t("group.removeManager", { name: m.name })}
                  </a>
                )}
              </li>
            ))}
          </ul>
          <PeoplePagination page={loaderData.managersPage} label={t("group.pages")} />
        </section>
        <p>
          <a href="/my-communities">{t("group.allGroups")}</a>
        </p>
      </div>
    </Page>
  );
}
