// /dashboard/members/{id}/added: the next steps after adding a person (spec S2 §4), then their bar's editor.
import type { Route } from "./+types/added";
import { barEditorPath } from "../shared/bar-paths.ts";
import { guard, signedInCommunity } from "../shared/guard.server.ts";
import { Page } from "../shared/ui/page.tsx";
import { displayName, loadMember, managerOnly } from "../shared/members.server.ts";
import { useMessages } from "../shared/ui/messages.tsx";
import { membersMessages } from "./messages/index.ts";

export const middleware: Route.MiddlewareFunction[] = [guard({ access: "login" }), managerOnly];

export async function loader(args: Route.LoaderArgs) {
  const me = signedInCommunity(args);
  const member = await loadMember(me, args.params.memberId);
  return {
    banner: me.session.take("banner") ?? null,
    id: member.id,
    name: displayName(member.first_name, member.last_name, member.email, me.language),
    barId: member.bar_ids[0] ?? null,
  };
}

export default function MemberAdded({ loaderData }: Route.ComponentProps) {
  const t = useMessages(membersMessages);
  const { id, name, barId } = loaderData;
  return (
    <Page title={t("added.title", { name })} banner={loaderData.banner}>
      <h2 className="heading-m">{t("added.next")}</h2>
      <ol className="list list--number">
        <li>{t("added.choose", { name })}</li>
        <li>{t("added.invite", { name })}</li>
      </ol>
      <div className="button-group">
        {barId ? (
          <a className="button" href={barEditorPath(barId, id)}>
            {t("added.build", { name })}
          </a>
        ) : null}
        <a href={`/dashboard/members/${encodeURIComponent(id)}`}>{t("added.settings")}</a>
        <a href="/dashboard">{t("back")}</a>
      </div>
    </Page>
  );
}
