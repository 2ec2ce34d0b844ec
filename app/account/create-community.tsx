// /account/create-group: a user without a community ("a free account") creates one and becomes its manager.
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
    label: "Create account",
    done: (name) => `Your account ${name} is ready.`,
    to: "/billing/details",
  });
}

export default function CreateCommunity({ actionData }: Route.ComponentProps) {
  return (
    <GroupNamePage
      actionData={actionData}
      title="Create an account for your group"
      intro={
        <p>
          An account holds the people you help and the {BAR_NAME}s you make for them. You will be its manager.
        </p>
      }
      submit="Create account"
      cancel="/account"
      label="Account name"
      hint="For example your family name, your class or your organisation."
    />
  );
}
