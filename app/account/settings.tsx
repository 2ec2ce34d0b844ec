import { Form } from "react-router";
import type { Route } from "./+types/settings";
import { guard, signedIn, userCommunities } from "../shared/guard.server.ts";
import { BAR_NAME, PRODUCT_NAME } from "../../contract/product.ts";
import { SummaryList } from "../shared/ui/form-page.tsx";
import { Page } from "../shared/ui/page.tsx";
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
  return (
    <Page title="Account settings" banner={loaderData.banner}>
      {isManager ? (
        <p>
          <a href="/dashboard">Back to the {BAR_NAME} tool</a>
        </p>
      ) : null}

      <section aria-labelledby="sign-in-method">
        <h2 id="sign-in-method" className="heading-m">
          How you sign in
        </h2>
        <SummaryList
          rows={[
            {
              label: "Your name",
              value: (
                <>
                  <span>{name || `Not given: people in your groups see ${email}`}</span>{" "}
                  <a href="/account/your-name">
                    Change<span className="visually-hidden"> your name</span>
                  </a>
                </>
              ),
            },
            {
              label: "Email address",
              value: (
                <>
                  <span>{email}</span>{" "}
                  <strong className="tag">{emailVerified ? "Confirmed" : "Not confirmed"}</strong>
                </>
              ),
            },
            {
              label: "Password",
              value: (
                <a href="/account/password">
                  Change password<span className="visually-hidden"> for {email}</span>
                </a>
              ),
            },
          ]}
        />
        {emailVerified ? null : (
          <Form method="post" action="/account/resend-confirmation" reloadDocument>
            <p>We sent you an email with a link to confirm your address. Did it not arrive?</p>
            <button type="submit" className="button button--secondary">
              Re-send confirmation email
            </button>
          </Form>
        )}
      </section>

      <ClockSetting clock={loaderData.clock} />

      <section aria-labelledby="account-section">
        <h2 id="account-section" className="heading-m">
          {active ? "Your group" : "Your free account"}
        </h2>
        {active ? (
          <SummaryList
            rows={[
              {
                label: "Group name",
                value: (
                  <>
                    <span>{active.name}</span>{" "}
                    {isManager ? (
                      <a href="/account/name">
                        Rename<span className="visually-hidden"> the group {active.name}</span>
                      </a>
                    ) : null}
                  </>
                ),
              },
              isManager && { label: "Subscription", value: active.planName ?? "Not chosen yet" },
              isManager &&
                active.memberLimitText !== null && { label: "Members", value: active.memberLimitText },
            ]}
          />
        ) : (
          <>
            <p>
              You have a free account. You can use the bars that others make for you in the {PRODUCT_NAME}{" "}
              app.
            </p>
            <p>
              To make bars for other people, create a group for your family, class or organisation. You can
              then invite people and build a {BAR_NAME} for each of them.
            </p>
            <p>
              <a className="button" href="/account/create-group">
                Create a group
              </a>
            </p>
          </>
        )}
      </section>

      {isManager && active?.specialOffer ? <SpecialOfferSection offer={active.specialOffer} /> : null}

      {memberOf.length > 0 ? (
        <section aria-labelledby="accepted-bars">
          <h2 id="accepted-bars" className="heading-m">
            Bars others made for you
          </h2>
          {memberOf.some((c) => c.bars.length > 0) ? (
            <p>
              <a href={MY_BARS_PATH}>
                See your bars as your computer shows them, and any change waiting for your OK
              </a>
            </p>
          ) : null}
          <ul className="card-list">
            {memberOf.map((community) => (
              <li key={community.id} className="card">
                <h3>From {community.name}</h3>
                {community.bars.length > 0 ? (
                  <ul className="list--bullet">
                    {community.bars.map((bar) => (
                      <li key={bar.id}>{bar.name}</li>
                    ))}
                  </ul>
                ) : (
                  <p>No bars yet.</p>
                )}
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {communities.length > 0 ? (
        <section aria-labelledby="groups-section">
          <h2 id="groups-section" className="heading-m">
            Your groups
          </h2>
          {managed.length > 0 ? (
            <>
              <h3>Where you are a manager</h3>
              <ul className="list--bullet">
                {managed.map((c) => (
                  <li key={c.id}>{c.name}</li>
                ))}
              </ul>
            </>
          ) : null}
          {memberOf.length > 0 ? (
            <>
              <h3>Where you are a member</h3>
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
          Delete your account
        </h2>
        <p>You can delete your account and everything that only you manage. You will be asked to confirm.</p>
        <p>
          <a className="button button--warning" href="/account/delete">
            Delete account
          </a>
        </p>
      </section>
    </Page>
  );
}

/** The special coupon "free year of Plus 5" (spec S1 §2, §9): offered until the community has it. */
function SpecialOfferSection({ offer }: { offer: SpecialOffer }) {
  return (
    <section aria-labelledby="special-offer">
      <h2 id="special-offer" className="heading-m">
        Special offer
      </h2>
      {offer.held ? (
        <p>
          Your free year of Plus 5 is active{offer.until ? ` until ${offer.until}` : ""}. Your group can have
          up to 5 members.
        </p>
      ) : (
        <>
          <h3>A free year of Plus 5</h3>
          <p>
            Your group can have up to 5 members, free for one year. You can check what changes before you
            accept.
          </p>
          <p>
            <a className="button" href="/account/special-offer">
              See the free year of Plus 5
            </a>
          </p>
        </>
      )}
    </section>
  );
}
