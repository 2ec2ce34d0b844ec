// /dashboard/members/{id}/role: make a person a manager or a member (spec S1 §6, S2 §6). A manager cannot
// demote themselves (`cannot_demote_self`).
import { getFormProps } from "@conform-to/react";
import { Form, redirect } from "react-router";
import type { Route } from "./+types/role";
import { submitForm } from "../shared/form-action.server.ts";
import { guard, signedInCommunity } from "../shared/guard.server.ts";
import { FormPage, usePageForm } from "../shared/ui/form-page.tsx";
import { RadioGroup, radioSummaryItems } from "../shared/ui/radios.tsx";
import { displayName, loadMember, managerOnly, memberUpdate } from "../shared/members.server.ts";
import { requestLanguage, requestMessages } from "../shared/language.server.ts";
import { useLanguage, useMessages } from "../shared/ui/messages.tsx";
import { sharedMessages } from "../shared/messages/index.ts";
import { membersMessages } from "./messages/index.ts";
import { memberSchemas } from "./schemas.ts";

export const middleware: Route.MiddlewareFunction[] = [guard({ access: "login" }), managerOnly];

export async function loader(args: Route.LoaderArgs) {
  const me = signedInCommunity(args);
  const member = await loadMember(me, args.params.memberId);
  return {
    id: member.id,
    name: displayName(member.first_name, member.last_name, member.email, me.language),
    role: member.role,
  };
}

export async function action(args: Route.ActionArgs) {
  const me = signedInCommunity(args);
  const memberId = args.params.memberId;
  const language = requestLanguage(args.context);
  const t = requestMessages(args.context, membersMessages);
  const outcome = await submitForm(await args.request.formData(), {
    schema: memberSchemas(language).memberRoleSchema,
    label: t("role.action"),
    language,
    call: async ({ role }) => {
      const member = await me.api.member(me.communityId, memberId);
      await me.api.updateMember(me.communityId, memberId, memberUpdate(member, { role }));
    },
  });
  if (!outcome.ok) return outcome.reply;
  me.session.set({ banner: { kind: "success", message: t("role.done") } });
  throw redirect(`/dashboard/members/${encodeURIComponent(memberId)}`);
}

export default function ChangeRole({ loaderData, actionData }: Route.ComponentProps) {
  const t = useMessages(membersMessages);
  const shared = useMessages(sharedMessages);
  const [form, fields] = usePageForm(memberSchemas(useLanguage()).memberRoleSchema, actionData, {
    defaultValue: { role: loaderData.role },
  });
  const choices = [
    { value: "member", label: t("role.member"), hint: t("role.memberHint") },
    { value: "manager", label: t("role.manager"), hint: t("role.managerHint") },
  ] as const;
  const back = `/dashboard/members/${encodeURIComponent(loaderData.id)}`;
  const errors = radioSummaryItems(fields.role, choices);
  return (
    <FormPage
      title={t("role.title", { name: loaderData.name })}
      failure={actionData?.failure}
      errors={errors}
    >
      <Form method="post" {...getFormProps(form)} className="form" reloadDocument>
        <RadioGroup
          field={fields.role}
          legend={t("role.legend", { name: loaderData.name })}
          options={choices}
          defaultValue={loaderData.role}
        />
        <div className="button-group">
          <button type="submit" className="button">
            {t("role.submit")}
          </button>
          <a href={back}>{shared("form.cancel")}</a>
        </div>
      </Form>
    </FormPage>
  );
}
