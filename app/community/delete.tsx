// /my-communities/{id}/delete: the confirmation step of deleting a group (a manager's only). /v1 deletes it
// with everything in it in one transaction and cancels its subscription.
import { redirect } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/delete";
import { submitForm } from "../shared/form-action.server.ts";
import { guard, signedIn, userCommunities } from "../shared/guard.server.ts";
import { FormPage, PageForm, usePageForm } from "../shared/ui/form-page.tsx";
import { requestLanguage, requestMessages } from "../shared/language.server.ts";
import { useMessages } from "../shared/ui/messages.tsx";
import { communityMessages } from "./messages/index.ts";

export const middleware: Route.MiddlewareFunction[] = [guard({ access: "login", noCommunity: true })];

const confirmSchema = z.object({ confirm: z.literal("delete") });

async function managedGroup(args: Route.LoaderArgs | Route.ActionArgs) {
  const groups = await userCommunities(args.context, args.request);
  const group = groups.find((g) => g.id === args.params.communityId && g.role === "manager");
  if (!group) throw redirect("/my-communities");
  return group;
}

export async function loader(args: Route.LoaderArgs) {
  signedIn(args);
  return { name: (await managedGroup(args)).name };
}

export async function action(args: Route.ActionArgs) {
  const me = signedIn(args);
  const group = await managedGroup(args);
  const t = requestMessages(args.context, communityMessages);
  const outcome = await submitForm(await args.request.formData(), {
    schema: confirmSchema,
    label: t("delete.label"),
    language: requestLanguage(args.context),
    call: () => me.api.deleteCommunity(group.id),
  });
  if (!outcome.ok) return outcome.reply;
  // The guard picks another active group (or none) on the next page.
  if (me.communityId === group.id) me.session.set({ communityId: null, role: null });
  me.session.set({ banner: { kind: "success", message: t("delete.done", { name: group.name }) } });
  throw redirect("/my-communities");
}

export default function DeleteGroup({ loaderData, actionData }: Route.ComponentProps) {
  const [form] = usePageForm(confirmSchema, actionData);
  const t = useMessages(communityMessages);
  return (
    <FormPage title={t("delete.title", { name: loaderData.name })} failure={actionData?.failure}>
      <p>{t("delete.text")}</p>
      <PageForm
        form={form}
        submit={t("delete.label")}
        submitClassName="button button--warning"
        cancel="/my-communities"
      >
        <input type="hidden" name="confirm" value="delete" />
      </PageForm>
    </FormPage>
  );
}
