// /my-community/name: a manager renames the group (the spec's text-dialog rule as a form: the name is required).
import type { Route } from "./+types/rename";
import { guard, signedInCommunity } from "../shared/guard.server.ts";
import { currentGroupName, renameGroup } from "../shared/group-name.server.ts";
import { requestMessages } from "../shared/language.server.ts";
import { GroupNamePage } from "../shared/ui/group-name-form.tsx";
import { useMessages } from "../shared/ui/messages.tsx";
import { communityMessages } from "./messages/index.ts";

export const middleware: Route.MiddlewareFunction[] = [guard({ access: "login", roles: ["manager"] })];

export function loader(args: Route.LoaderArgs) {
  return currentGroupName(signedInCommunity(args));
}

export async function action(args: Route.ActionArgs) {
  const t = requestMessages(args.context, communityMessages);
  return renameGroup(signedInCommunity(args), args.request, {
    label: t("rename.title"),
    done: t("rename.done"),
    to: "/my-community",
  });
}

export default function RenameGroup({ loaderData, actionData }: Route.ComponentProps) {
  const t = useMessages(communityMessages);
  return (
    <GroupNamePage
      actionData={actionData}
      name={loaderData.name}
      title={t("rename.title")}
      submit={t("rename.submit")}
      cancel="/my-community"
      label={t("name.label")}
      hint={t("rename.hint")}
    />
  );
}
