// /account/name: a manager renames the active community ("Rename your account" in the spec's words; the page says
// "group" throughout, as /account does: decision 009, docs/glossary.md).
import type { Route } from "./+types/rename-community";
import { guard, signedInCommunity } from "../shared/guard.server.ts";
import { currentGroupName, renameGroup } from "../shared/group-name.server.ts";
import { GroupNamePage } from "../shared/ui/group-name-form.tsx";
import { requestMessages } from "../shared/language.server.ts";
import { useMessages } from "../shared/ui/messages.tsx";
import { accountMessages } from "./messages/index.ts";

export const middleware: Route.MiddlewareFunction[] = [guard({ access: "login", roles: ["manager"] })];

export function loader(args: Route.LoaderArgs) {
  return currentGroupName(signedInCommunity(args));
}

export async function action(args: Route.ActionArgs) {
  const t = requestMessages(args.context, accountMessages);
  return renameGroup(signedInCommunity(args), args.request, {
    label: t("rename.label"),
    done: t("rename.done"),
    to: "/account",
  });
}

export default function RenameCommunity({ loaderData, actionData }: Route.ComponentProps) {
  const t = useMessages(accountMessages);
  return (
    <GroupNamePage
      actionData={actionData}
      name={loaderData.name}
      title={t("rename.title")}
      submit={t("saveName")}
      cancel="/account"
      label={t("settings.groupName")}
      hint={t("rename.hint")}
    />
  );
}
