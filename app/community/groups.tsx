// /my-communities, "My groups" (spec S1 §2): a card per group with visit and, for a manager, delete (with a
// confirmation step); a working "Create a group". Visiting makes the group the active one.
import type { ReactNode } from "react";
import { redirect } from "react-router";
import type { Route } from "./+types/groups";
import { guard, signedIn, userCommunities } from "../shared/guard.server.ts";
import { Page } from "../shared/ui/page.tsx";
import { useMessages } from "../shared/ui/messages.tsx";
import { communityMessages } from "./messages/index.ts";

export const middleware: Route.MiddlewareFunction[] = [guard({ access: "login", noCommunity: true })];

export async function loader(args: Route.LoaderArgs) {
  const me = signedIn(args);
  const groups = await userCommunities(args.context, args.request);
  return {
    banner: me.session.take("banner") ?? null,
    activeId: me.communityId,
    groups: groups.map((g) => ({ id: g.id, name: g.name, role: g.role })),
  };
}

export async function action(args: Route.ActionArgs) {
  const me = signedIn(args);
  const form = await args.request.formData();
  const id = form.get("visit");
  const groups = await userCommunities(args.context, args.request);
  const group = groups.find((g) => g.id === id);
  if (!group) throw redirect("/my-communities");
  me.session.set({ communityId: group.id, role: group.role });
  throw redirect(group.role === "manager" ? "/my-community" : "/account");
}

export default function Groups({ loaderData }: Route.ComponentProps) {
  const { groups, activeId } = loaderData;
  const t = useMessages(communityMessages);
  const hidden = (words: ReactNode[]) => <span className="visually-hidden">{words}</span>;
  return (
    <Page title={t("groups.title")} banner={loaderData.banner}>
      {groups.length === 0 ? <p>{t("groups.none")}</p> : null}
      <ul className="card-list">
        {groups.map((g) => (
          <li key={g.id} className="card">
            <h2 className="heading-m">{g.name}</h2>
            <p>
              {t(g.role === "manager" ? "groups.manager" : "groups.member")}
              {g.id === activeId ? ` ${t("groups.active")}` : ""}
            </p>
            <div className="button-group">
              <form method="post" className="inline-form">
                <button type="submit" name="visit" value={g.id} className="button">
                  {t.rich("groups.visit", { name: g.name, hidden })}
                </button>
              </form>
              {g.role === "manager" ? (
                <a href={`/my-communities/${encodeURIComponent(g.id)}/delete`}>
                  {t.rich("groups.delete", { name: g.name, hidden })}
                </a>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
      <p>
        <a className="button button--secondary" href="/my-communities/new">
          {t("groups.create")}
        </a>
      </p>
    </Page>
  );
}
