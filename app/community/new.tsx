// /my-communities/new: create another group (the spec's disabled button made real). Anyone signed in may make
// one and becomes its manager; it starts on the free plan and becomes the active group.
import type { Route } from "./+types/new";
import { guard, signedIn } from "../shared/guard.server.ts";
import { createGroup } from "../shared/group-name.server.ts";
import { requestMessages } from "../shared/language.server.ts";
import { GroupNamePage } from "../shared/ui/group-name-form.tsx";
import { useMessages } from "../shared/ui/messages.tsx";
import { communityMessages } from "./messages/index.ts";

export const middleware: Route.MiddlewareFunction[] = [guard({ access: "login", noCommunity: true })];

export async function action(args: Route.ActionArgs) {
  const t = requestMessages(args.context, communityMessages);
  return createGroup(signedIn(args), args.request, {
    label: t("new.title"),
    done: (name) => t("new.done", { name }),
    to: "/my-community",
  });
}

export default function NewGroup({ actionData }: Route.ComponentProps) {
  const t = useMessages(communityMessages);
  return (
    <GroupNamePage
      actionData={actionData}
      title={t("new.title")}
      intro={<p>{t("new.intro")}</p>}
      submit={t("new.submit")}
      label={t("name.label")}
      cancel="/my-communities"
    />
  );
}
