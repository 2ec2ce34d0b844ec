// /dashboard/members/{id}/name: rename a person (spec S2 §5): required, unique in the group.
import { redirect } from "react-router";
import type { Route } from "./+types/rename";
import { memberFullName } from "../../contract/index.ts";
import { failureMessage } from "../shared/errors.ts";
import { submitForm } from "../shared/form-action.server.ts";
import { guard, signedInCommunity } from "../shared/guard.server.ts";
import { summaryItems, TextField } from "../shared/ui/form.tsx";
import { FormPage, PageForm, usePageForm } from "../shared/ui/form-page.tsx";
import { displayName, loadMember, managerOnly, memberUpdate } from "../shared/members.server.ts";
import { requestLanguage, requestMessages } from "../shared/language.server.ts";
import { useLanguage, useMessages } from "../shared/ui/messages.tsx";
import { membersMessages } from "./messages/index.ts";
import { memberSchemas } from "./schemas.ts";

export const middleware: Route.MiddlewareFunction[] = [guard({ access: "login" }), managerOnly];

export async function loader(args: Route.LoaderArgs) {
  const me = signedInCommunity(args);
  const member = await loadMember(me, args.params.memberId);
  return {
    id: member.id,
    name: displayName(member.first_name, member.last_name, member.email, me.language),
    current: memberFullName(member.first_name, member.last_name),
  };
}

export async function action(args: Route.ActionArgs) {
  const me = signedInCommunity(args);
  const memberId = args.params.memberId;
  const language = requestLanguage(args.context);
  const t = requestMessages(args.context, membersMessages);
  const outcome = await submitForm(await args.request.formData(), {
    schema: memberSchemas(language).memberNameSchema,
    label: t("rename.action"),
    language,
    call: async ({ name }) => {
      // PUT replaces the whole record: keep the role and bars.
      const member = await me.api.member(me.communityId, memberId);
      await me.api.updateMember(
        me.communityId,
        memberId,
        memberUpdate(member, { first_name: name, last_name: "" }),
      );
    },
    mapError: (error) =>
      error.code === "existing_name"
        ? { fieldErrors: { name: [failureMessage(error, undefined, language)] } }
        : undefined,
  });
  if (!outcome.ok) {
    // A taken name belongs next to the field: no separate alert.
    return outcome.error?.code === "existing_name" ? { ...outcome.reply, failure: null } : outcome.reply;
  }
  me.session.set({ banner: { kind: "success", message: t("rename.done") } });
  throw redirect(`/dashboard/members/${encodeURIComponent(memberId)}`);
}

export default function RenameMember({ loaderData, actionData }: Route.ComponentProps) {
  const t = useMessages(membersMessages);
  const [form, fields] = usePageForm(memberSchemas(useLanguage()).memberNameSchema, actionData, {
    defaultValue: { name: loaderData.current },
  });
  return (
    <FormPage
      title={t("rename.title", { name: loaderData.name })}
      failure={actionData?.failure}
      errors={summaryItems([fields.name])}
    >
      <PageForm
        form={form}
        submit={t("rename.submit")}
        cancel={`/dashboard/members/${encodeURIComponent(loaderData.id)}`}
      >
        <TextField meta={fields.name} label={t("field.name")} autoComplete="off" />
      </PageForm>
    </FormPage>
  );
}
