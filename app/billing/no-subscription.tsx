// /billing/no-subscription (spec S1 §2): for a signed-in user without a group: a message with links to sign up
// (create an account for a group) and to the early-release program; a user who has a group goes home. It
// also says what each way on means, and what to do when someone else invited you, so no one is left guessing.
import { redirect } from "react-router";
import type { Route } from "./+types/no-subscription";
import { guard, signedIn } from "../shared/guard.server.ts";
import { Page } from "../shared/ui/page.tsx";
import { useMessages } from "../shared/ui/messages.tsx";
import { billingMessages } from "./messages/index.ts";

export const middleware: Route.MiddlewareFunction[] = [guard({ access: "login", noCommunity: true })];

export function loader(args: Route.LoaderArgs) {
  if (signedIn(args).communityId) throw redirect("/");
  return null;
}

export default function NoSubscription() {
  const t = useMessages(billingMessages);
  return (
    <Page title={t("none.title")}>
      <p>{t("none.intro")}</p>
      <h2 className="heading-m">{t("none.nowTitle")}</h2>
      <ul className="list list--bullet">
        <li>{t.rich("none.create", { link: (words) => <a href="/account/create-group">{words}</a> })}</li>
        <li>{t.rich("none.join", { link: (words) => <a href="/early-release-program">{words}</a> })}</li>
      </ul>
      <h2 className="heading-m">{t("none.invitedTitle")}</h2>
      <p>
        {t.rich("none.invited", {
          account: (words) => <a href="/account">{words}</a>,
          download: (words) => <a href="/download">{words}</a>,
        })}
      </p>
      <p>{t.rich("none.help", { link: (words) => <a href="/help">{words}</a> })}</p>
    </Page>
  );
}
