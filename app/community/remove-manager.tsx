// /my-community/managers/{memberId}/remove: the confirmation step of remove-as-manager (spec S1 §2): it names
// the consequence (the person will no longer be able to manage the group), with Remove and Cancel. The person
// stays in the group as a member. /v1 refuses a manager's own demotion (`cannot_demote_self`).
import { redirect } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/remove-manager";
import { displayName, memberUpdate } from "../shared/members.server.ts";
import { submitForm } from "../shared/form-action.server.ts";
import { guard, signedInCommunity } from "../shared/guard.server.ts";
import { FormPage, PageForm, usePageForm } from "../shared/ui/form-page.tsx";
import { Page } from "../shared/ui/page.tsx";
import { ApiError } from "../shared/v1-client.server.ts";
import { requestLanguage, requestMessages } from "../shared/language.server.ts";
import { useMessages } from "../shared/ui/messages.tsx";
import { communityMessages } from "./messages/index.ts";
import { ownMemberId } from "./community.server.ts";

export const middleware: Route.MiddlewareFunction[] = [guard({ access: "login", roles: ["manager"] })];

const confirmSchema = z.object({ confirm: z.literal("remove") });

export async function loader(args: Route.LoaderArgs) {
  const me = signedInCommunity(args);
  let member;
  try {
    member = await me.api.member(me.communityId, args.params.memberId);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw redirect("/my-community");
    throw error;
  }
  const [community, ownId] = await Promise.all([me.api.community(me.communityId), ownMemberId(me, args)]);
  return {
    name: displayName(member.first_name, member.last_name, member.email, me.language),
    group: community.name,
    isManager: member.role === "manager",
    isSelf: member.id === ownId,
  };
}

export async function action(args: Route.ActionArgs) {
  const me = signedInCommunity(args);
  const memberId = args.params.memberId;
  const t = requestMessages(args.context, communityMessages);
  const outcome = await submitForm(await args.request.formData(), {
    schema: confirmSchema,
    label: t("remove.label"),
    language: requestLanguage(args.context),
    call: async () => {
      const member = await me.api.member(me.communityId, memberId);
      await me.api.updateMember(me.communityId, memberId, memberUpdate(member, { role: "member" }));
      return displayName(member.first_name, member.last_name, member.email, me.language);
    },
  });
  if (!outcome.ok) return outcome.reply;
  me.session.set({ banner: { kind: "success", message: t("remove.done", { name: outcome.data }) } });
  throw redirect("/my-community");
}

export default function RemoveManager({ loaderData, actionData }: Route.ComponentProps) {
  const [form] = usePageForm(confirmSchema, actionData);
  const { name, group, isManager, isSelf } = loaderData;
  const t = useMessages(communityMessages);
  if (isSelf || !isManager) {
    return (
      <Page title={t("remove.label")}>
        <p>{isSelf ? t("remove.self") : t("remove.notManager", { name, group })}</p>
        <p>
          <a href="/my-community">{t("remove.back")}</a>
        </p>
      </Page>
    );
  }
  return (
    <FormPage title={t("remove.title", { name })} failure={actionData?.failure}>
      <p>{t("remove.text", { name, group })}</p>
      <PageForm
        form={form}
        submit={t("remove.submit")}
        submitClassName="button button--warning"
        cancel="/my-community"
      >
        <input type="hidden" name="confirm" value="remove" />
      </PageForm>
    </FormPage>
  );
}
