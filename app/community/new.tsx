// /my-communities/new: create another group (the spec's disabled button made real). Anyone signed in may make
// one and becomes its manager; it starts on the free plan and becomes the active group.
import type { Route } from "./+types/new";
import { guard, signedIn } from "../shared/guard.server.ts";
import { createGroup } from "../shared/group-name.server.ts";
import { GroupNamePage } from "../shared/ui/group-name-form.tsx";

export const middleware: Route.MiddlewareFunction[] = [guard({ access: "login", noCommunity: true })];

export async function action(args: Route.ActionArgs) {
  return createGroup(signedIn(args), args.request, {
    label: "Create a group",
    done: (name) => `Your group ${name} is ready.`,
    to: "/my-community",
  });
}

export default function NewGroup({ actionData }: Route.ComponentProps) {
  return (
    <GroupNamePage
      actionData={actionData}
      title="Create a group"
      intro={<p>You will be the manager of the new group. It starts on the free Standard plan.</p>}
      submit="Create group"
      cancel="/my-communities"
    />
  );
}
