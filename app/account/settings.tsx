import { Form } from "react-router";
import type { Route } from "./+types/settings";
import { guard, signedIn, userCommunities } from "../shared/guard.server.ts";
import { SummaryList } from "../shared/ui/form-page.tsx";
import { useMessages } from "../shared/ui/messages.tsx";
import { Page } from "../shared/ui/page.tsx";
import { hidden } from "./hidden-words.tsx";
import { accountMessages } from "./messages/index.ts";
import { loadAccountSettings, type SpecialOffer } from "./settings.server.ts";
import { EmailSetting } from "../link-health/email-setting-section.tsx";
import { loadEmailSetting } from "../link-health/email-setting.server.ts";
import { MY_BARS_PATH } from "../member-say/paths.ts";
import { ClockSetting } from "./clock-setting.tsx";
import { zoneLabel } from "./time-zones.ts";
import { dateTimeText } from "../../common/clock-words.ts";

// /account: the user's account settings, their communities ("groups") and the active one ("Your group": the
// page says "account" only for the sign-in; docs/decisions/009-vocabulary.md).
export const middleware: Route.MiddlewareFunction[] = [guard({ access: "login", noCommunity: true })];

export async function loader(args: Route.LoaderArgs) {
  const me = signedIn(args);
  const links = await userCommunities(args.context, args.request);
  // The link-health email setting is a manager's (the page shows it to managers only): asked for only then.
  const manages = links.some((c) => c.role === "manager");
  const [settings, linkHealthEmail] = await Promise.all([
    loadAccountSettings(me, Promise.resolve(links)),
    manages ? loadEmailSetting(me) : null,
  ]);
  const clock = {
    zone: me.clock.timeZone ? zoneLabel(me.clock.timeZone) : null,
    now: dateTimeText(new Date(), me.clock),
  };
  return { banner: me.session.take("banner") ?? null, ...settings, linkHealthEmail, clock };
}

export default function AccountSettings({ loaderData }: Route.ComponentProps) {
  const { name, email, emailVerified, active, communities } = loaderData;
  const managed = communities.filter((c) => c.role === "manager");
  const memberOf = communities.filter((c) => c.role === "member");
  const isManager = active?.role === "manager";
  const t = useMessages(accountMessages);
  return (
    <Page title={t("settings.title")} banner={loaderData.banner}>
      {isManager ? (
        <p>
          <a href="/dashboard">{t("settings.back")}</a>
        </p>
      ) : null}

      <section aria-labelledby="sign-in-method">
        <h2 id="sign-in-method" className="heading-m">
          {t("settings.signInHeading")}
        </h2>
        <SummaryList
          rows={[
            {
              label: t("settings.name"),
              value: (
                <>
                  <span>{name || t("settings.noName", { email })}</span>{" "}
                  <a href="/account/your-name">{t.rich("settings.changeName", { hidden })}</a>
                </>
              ),
            },
            {
              label: t("settings.email"),
              value: (
                <>
                  <span>{email}</span>{" "}
                  <strong className="tag">
                    {emailVerified ? t("settings.confirmed") : t("settings.notConfirmed")}
                  </strong>
                </>
              ),
            },
            {
              label: t("settings.password"),
              value: <a href="/account/password">{t.rich("settings.changePassword", { email, hidden })}</a>,
            },
          ]}
        />
        {emailVerified ? null : (
          <Form method="post" action="/account/resend-confirmation" reloadDocument>
            <p>{t("settings.notArrived")}</p>
            <button type="submit" className="button button--secondary">
              {t("settings.resend")}
            </button>
          </Form>
        )}
      </section>

      <ClockSetting clock={loaderData.clock} />

      <section aria-labelledby="account-section">
        <h2 id="account-section" className="heading-m">
          {active ? t("settings.yourGroup") : t("settings.freeAccount")}
        </h2>
        {active ? (
          <SummaryList
            rows={[
              {
                label: t("settings.groupName"),
                value: (
                  <>
                    <span>{active.name}</span>{" "}
                    {isManager ? (
                      <a href="/account/name">{t.rich("settings.rename", { name: active.name, hidden })}</a>
                    ) : null}
                  </>
                ),
              },
              isManager && {
                label: t("settings.subscription"),
                value: active.planName ?? t("settings.notChosen"),
              },
              isManager &&
                active.memberLimitText !== null && {
                  label: t("settings.members"),
                  value: active.memberLimitText,
                },
            ]}
          />
        ) : (
          <>
            <p>{t("settings.freeText")}</p>
            <p>{t("settings.groupText")}</p>
            <p>
              <a className="button" href="/account/create-group">
                {t("settings.createGroup")}
              </a>
            </p>
          </>
        )}
      </section>

      {isManager && active?.specialOffer ? <SpecialOfferSection offer={active.specialOffer} /> : null}

      {memberOf.length > 0 ? (
        <section aria-labelledby="accepted-bars">
          <h2 id="accepted-bars" className="heading-m">
            {t("settings.othersBars")}
          </h2>
          {memberOf.some((c) => c.bars.length > 0) ? (
            <p>
              <a href={MY_BARS_PATH}>{t("settings.seeBars")}</a>
            </p>
          ) : null}
          <ul className="card-list">
            {memberOf.map((community) => (
              <li key={community.id} className="card">
                <h3>{t("settings.from", { name: community.name })}</h3>
                {community.bars.length > 0 ? (
                  <ul className="list--bullet">
                    {community.bars.map((bar) => (
                      <li key={bar.id}>{bar.name}</li>
                    ))}
                  </ul>
                ) : (
                  <p>{t("settings.noBars")}</p>
                )}
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {communities.length > 0 ? (
        <section aria-labelledby="groups-section">
          <h2 id="groups-section" className="heading-m">
            {t("settings.groups")}
          </h2>
          {managed.length > 0 ? (
            <>
              <h3>{t("settings.whereManager")}</h3>
              <ul className="list--bullet">
                {managed.map((c) => (
                  <li key={c.id}>{c.name}</li>
                ))}
              </ul>
            </>
          ) : null}
          {memberOf.length > 0 ? (
            <>
              <h3>{t("settings.whereMember")}</h3>
              <ul className="list--bullet">
                {memberOf.map((c) => (
                  <li key={c.id}>{c.name}</li>
                ))}
              </ul>
            </>
          ) : null}
        </section>
      ) : null}

      {managed.length > 0 && loaderData.linkHealthEmail !== null ? (
        <EmailSetting on={loaderData.linkHealthEmail} />
      ) : null}

      <section aria-labelledby="delete-section">
        <h2 id="delete-section" className="heading-m">
          {t("settings.deleteHeading")}
        </h2>
        <p>{t("settings.deleteText")}</p>
        <p>
          <a className="button button--warning" href="/account/delete">
            {t("settings.delete")}
          </a>
        </p>
      </section>
    </Page>
  );
}

/** The special coupon "free year of Plus 5" (spec S1 §2, §9): offered until the community has it. */
function SpecialOfferSection({ offer }: { offer: SpecialOffer }) {
  const t = useMessages(accountMessages);
  return (
    <section aria-labelledby="special-offer">
      <h2 id="special-offer" className="heading-m">
        {t("offer.title")}
      </h2>
      {offer.held ? (
        <p>{offer.until ? t("offer.heldUntil", { until: offer.until }) : t("offer.held")}</p>
      ) : (
        <>
          <h3>{t("offer.heading")}</h3>
          <p>{t("offer.text")}</p>
          <p>
            <a className="button" href="/account/special-offer">
              {t("offer.see")}
            </a>
          </p>
        </>
      )}
    </section>
  );
}
