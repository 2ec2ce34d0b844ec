// /account/create-group: a user without a community ("a free account") creates one and becomes its manager.
// The spec calls it an account; people read "group" everywhere (docs/glossary.md).
import { redirect } from "react-router";
import type { Route } from "./+types/create-community";
import { guard, signedIn } from "../shared/guard.server.ts";
import { createGroup } from "../shared/group-name.server.ts";
import { GroupNamePage } from "../shared/ui/group-name-form.tsx";
import { requestMessages } from "../shared/language.server.ts";
import { useMessages } from "../shared/ui/messages.tsx";
import { accountMessages } from "./messages/index.ts";

export const middleware: Route.MiddlewareFunction[] = [guard({ access: "login", noCommunity: true })];

// Only a free account (no community yet) creates one here (spec S1 §2).
export function loader(args: Route.LoaderArgs) {
  if (signedIn(args).communityId) throw redirect("/account");
  return null;
}

export async function action(args: Route.ActionArgs) {
  const me = signedIn(args);
  if (me.communityId) throw redirect("/account");
  const t = requestMessages(args.context, accountMessages);
  // After creating an account the user goes to the billing details (spec S1 §2).
  return createGroup(me, args.request, {
    label: t("create.label"),
    done: (name) => t("create.done", { name }),
    to: "/billing/details",
  });
}

export default function CreateCommunity({ actionData }: Route.ComponentProps) {
  const t = useMessages(accountMessages);
  return (
    <GroupNamePage
      actionData={actionData}
      title={t("create.title")}
      intro={<p>{t("create.intro")}</p>}
      submit={t("create.label")}
      cancel="/account"
      label={t("settings.groupName")}
      hint={t("create.hint")}
    />
  );
}
