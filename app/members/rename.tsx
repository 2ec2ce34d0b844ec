// /dashboard/members/{id}/name: rename a person (spec S2 §5): required, unique in the group.
import { redirect } from "react-router";
import type { Route } from "./+types/rename";
import { memberFullName } from "../../contract/index.ts";
import { EXISTING_MEMBER_NAME_MESSAGE } from "../shared/errors.ts";
import { submitForm } from "../shared/form-action.server.ts";
import { guard, signedInCommunity } from "../shared/guard.server.ts";
import { summaryItems, TextField } from "../shared/ui/form.tsx";
import { FormPage, PageForm, usePageForm } from "../shared/ui/form-page.tsx";
import { displayName, loadMember, managerOnly, memberUpdate } from "../shared/members.server.ts";
import { memberNameSchema } from "./schemas.ts";

export const middleware: Route.MiddlewareFunction[] = [guard({ access: "login" }), managerOnly];

export async function loader(args: Route.LoaderArgs) {
  const me = signedInCommunity(args);
  const member = await loadMember(me, args.params.memberId);
  return {
    id: member.id,
    name: displayName(member.first_name, member.last_name, member.email),
    current: memberFullName(member.first_name, member.last_name),
  };
}

export async function action(args: Route.ActionArgs) {
  const me = signedInCommunity(args);
  const memberId = args.params.memberId;
  const outcome = await submitForm(await args.request.formData(), {
    schema: memberNameSchema,
    label: "Rename member",
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
      error.code === "existing_name" ? { fieldErrors: { name: [EXISTING_MEMBER_NAME_MESSAGE] } } : undefined,
  });
  if (!outcome.ok) {
    // A taken name belongs next to the field: no separate alert.
    return outcome.error?.code === "existing_name" ? { ...outcome.reply, failure: null } : outcome.reply;
  }
  me.session.set({ banner: { kind: "success", message: "Member name updated." } });
  throw redirect(`/dashboard/members/${encodeURIComponent(memberId)}`);
}

export default function RenameMember({ loaderData, actionData }: Route.ComponentProps) {
  const [form, fields] = usePageForm(memberNameSchema, actionData, {
    defaultValue: { name: loaderData.current },
  });
  return (
    <FormPage
      title={`Rename ${loaderData.name}`}
      failure={actionData?.failure}
      errors={summaryItems([fields.name])}
    >
      <PageForm
        form={form}
        submit="Save name"
        cancel={`/dashboard/members/${encodeURIComponent(loaderData.id)}`}
      >
        <TextField meta={fields.name} label="Name" autoComplete="off" />
      </PageForm>
    </FormPage>
  );
}
