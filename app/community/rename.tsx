// /my-community/name: a manager renames the group (the spec's text-dialog rule as a form: the name is required).
import type { Route } from "./+types/rename";
import { guard, signedInCommunity } from "../shared/guard.server.ts";
import { currentGroupName, renameGroup } from "../shared/group-name.server.ts";
import { GroupNamePage } from "../shared/ui/group-name-form.tsx";

export const middleware: Route.MiddlewareFunction[] = [guard({ access: "login", roles: ["manager"] })];

export function loader(args: Route.LoaderArgs) {
  return currentGroupName(signedInCommunity(args));
}

export async function action(args: Route.ActionArgs) {
  return renameGroup(signedInCommunity(args), args.request, {
    label: "Rename the group",
    done: "Successfully saved",
    to: "/my-community",
  });
}

export default function RenameGroup({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <GroupNamePage
      actionData={actionData}
      name={loaderData.name}
      title="Rename the group"
      submit="Save name"
      cancel="/my-community"
      hint="Your members see this name."
    />
  );
}
