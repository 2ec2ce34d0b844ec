// /my-community, the group page (spec S1 §2): the name with a rename form, the plan card (plan, member limit
// between 1 and 65534, member count, change-plan and billing links), the managers with remove-as-manager.
import type { Route } from "./+types/group";
import { TrialBanner } from "../billing/trial-banner.tsx";
import { guard, signedInCommunity } from "../shared/guard.server.ts";
import { SummaryList } from "../shared/ui/form-page.tsx";
import { Page } from "../shared/ui/page.tsx";
import { PeopleCount, PeoplePagination, PeopleSearch } from "../shared/ui/people-search.tsx";
import { loadGroup } from "./community.server.ts";

export const middleware: Route.MiddlewareFunction[] = [guard({ access: "login", roles: ["manager"] })];

export async function loader(args: Route.LoaderArgs) {
  const me = signedInCommunity(args);
  return { banner: me.session.take("banner") ?? null, ...(await loadGroup(me, args)) };
}

export default function Group({ loaderData }: Route.ComponentProps) {
  const { name, planName, limit, memberCount, managers, trial } = loaderData;
  return (
    <Page title="My group" banner={loaderData.banner}>
      <div className="stack">
        <TrialBanner trial={trial} />
        <section className="panel" aria-labelledby="group-name">
          <h2 id="group-name" className="heading-m">
            {name}
          </h2>
          <p>
            <a href="/my-community/name">
              Rename the group<span className="visually-hidden"> {name}</span>
            </a>
          </p>
        </section>
        <section className="panel" aria-labelledby="plan-title">
          <h2 id="plan-title" className="heading-m">
            Plan
          </h2>
          <SummaryList
            rows={[
              { label: "Plan", value: planName ?? "Not chosen yet" },
              limit !== null ? { label: "Member limit", value: `${limit} members` } : null,
              { label: "Members", value: memberCount === 1 ? "1 member" : `${memberCount} members` },
            ]}
          />
          <p className="button-group">
            <a className="button" href="/billing/plans">
              Change plan
            </a>
            <a className="button button--secondary" href="/billing/details">
              Billing details
            </a>
          </p>
        </section>
        <section className="panel" aria-labelledby="managers-title">
          <h2 id="managers-title" className="heading-m">
            Managers
          </h2>
          <p>
            Managers can see, remove and invite members, make and edit bars, pay and change plans, and remove
            other managers.
          </p>
          {loaderData.managersPage.total > 1 || loaderData.managersPage.q ? (
            <>
              <PeopleSearch
                action="/my-community#managers-title"
                page={loaderData.managersPage}
                id="managers-search"
                label="Search managers by name or email"
              />
              <PeopleCount page={loaderData.managersPage} id="managers" />
            </>
          ) : null}
          <ul className="member-list" aria-labelledby="managers-title">
            {managers.map((m) => (
              <li key={m.memberId}>
                <span>
                  {m.name}
                  {m.isCurrent ? " (you)" : ""}
                  {m.joined ? "" : " (not joined yet)"}
                </span>{" "}
                {m.isCurrent ? (
                  <span className="field__hint">You cannot demote yourself</span>
                ) : (
                  <a href={`/my-community/managers/${encodeURIComponent(m.memberId)}/remove`}>
                    Remove {m.name} as manager
                  </a>
                )}
              </li>
            ))}
          </ul>
          <PeoplePagination page={loaderData.managersPage} label="Pages of managers" />
        </section>
        <p>
          <a href="/my-communities">All your groups</a>
        </p>
      </div>
    </Page>
  );
}
