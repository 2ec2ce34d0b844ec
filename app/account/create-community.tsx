// /account/create-group: a user without a community ("a free account") creates one and becomes its manager.
// The spec calls it an account; people read "group" everywhere (docs/glossary.md).
import { redirect } from "react-router";
import type { Route } from "./+types/create-community";
import { BAR_NAME } from "../../contract/product.ts";
import { guard, signedIn } from "../shared/guard.server.ts";
import { createGroup } from "../shared/group-name.server.ts";
import { GroupNamePage } from "../shared/ui/group-name-form.tsx";

export const middleware: Route.MiddlewareFunction[] = [guard({ access: "login", noCommunity: true })];

// Only a free account (no community yet) creates one here (spec S1 §2).
export function loader(args: Route.LoaderArgs) {
  if (signedIn(args).communityId) throw redirect("/account");
  return null;
}

export async function action(args: Route.ActionArgs) {
  const me = signedIn(args);
  if (me.communityId) throw redirect("/account");
  // After creating an account the user goes to the billing details (spec S1 §2).
  return createGroup(me, args.request, {
    label: "Create group",
    done: (name) => `Your group ${name} is ready.`,
    to: "/billing/details",
  });
}

export default function CreateCommunity({ actionData }: Route.ComponentProps) {
  return (
    <GroupNamePage
      actionData={actionData}
      title="Create a group"
      intro={
        <p>
          A group holds the people you help and the {BAR_NAME}s you make for them. You will be its manager.
        </p>
      }
      submit="Create group"
      cancel="/account"
      hint="For example your family name, your class or your organisation."
    />
  );
}
