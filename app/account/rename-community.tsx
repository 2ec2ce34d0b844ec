// /account/name: a manager renames the active community ("Rename your account" in the spec's words; the page says
// "group" throughout, as /account does: decision 009, docs/glossary.md).
import type { Route } from "./+types/rename-community";
import { guard, signedInCommunity } from "../shared/guard.server.ts";
import { currentGroupName, renameGroup } from "../shared/group-name.server.ts";
import { GroupNamePage } from "../shared/ui/group-name-form.tsx";

export const middleware: Route.MiddlewareFunction[] = [guard({ access: "login", roles: ["manager"] })];

export function loader(args: Route.LoaderArgs) {
  return currentGroupName(signedInCommunity(args));
}

export async function action(args: Route.ActionArgs) {
  return renameGroup(signedInCommunity(args), args.request, {
    label: "Rename group",
    done: "Group name updated.",
    to: "/account",
  });
}

export default function RenameCommunity({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <GroupNamePage
      actionData={actionData}
      name={loaderData.name}
      title="Rename your group"
      submit="Save name"
      cancel="/account"
      hint="Your members see this name."
    />
  );
}
