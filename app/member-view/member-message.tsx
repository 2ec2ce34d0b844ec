// /member-message (the original's NonManager page, spec S1 §2, S2 §6): what a member sees when they reach a
// manager's page. A member sees only the bars provided for them and their own account settings; the page
// also says what they can do here, and whom to ask for more, so it is not a dead end.
import type { Route } from "./+types/member-message";
import { guard, signedInCommunity } from "../shared/guard.server.ts";
import { Page } from "../shared/ui/page.tsx";
import { useMessages } from "../shared/ui/messages.tsx";
import { memberViewMessages } from "./messages/index.ts";

export const middleware: Route.MiddlewareFunction[] = [guard({ access: "login", roles: ["member"] })];

export async function loader(args: Route.LoaderArgs) {
  const me = signedInCommunity(args);
  // The group's name only: its size and other people are the managers' business.
  const community = await me.api.community(me.communityId);
  return { groupName: community.name, barCount: community.bar_ids?.length ?? null };
}

export default function MemberMessage({ loaderData }: Route.ComponentProps) {
  const t = useMessages(memberViewMessages);
  const { groupName, barCount } = loaderData;
  const group = groupName;
  return (
    <Page title={t("title")}>
      <p>{t("intro", { group })}</p>
      {barCount !== null ? <p>{t("bars", { n: barCount })}</p> : null}
      <div className="button-group">
        <a className="button" href="/my-bars">
          {t("seeBars")}
        </a>
        <a className="button button--secondary" href="/account">
          {t("account")}
        </a>
        <a href="/download">{t("download")}</a>
      </div>
      <h2 className="heading-m">{t("canDo")}</h2>
      <ul className="list list--bullet">
        <li>{t.rich("canSee", { link: (words) => <a href="/account">{words}</a> })}</li>
        <li>{t.rich("canInstall", { link: (words) => <a href="/help#installing">{words}</a> })}</li>
        <li>{t.rich("canPassword", { link: (words) => <a href="/account/password">{words}</a> })}</li>
      </ul>
      <h2 className="heading-m">{t("makeBars")}</h2>
      <p>{t.rich("onlyManagers", { group, link: (words) => <a href="/help">{words}</a> })}</p>
    </Page>
  );
}
