// /dashboard/members/{id}/role: make a person a manager or a member (spec S1 §6, S2 §6). A manager cannot
// demote themselves (`cannot_demote_self`).
import { getFormProps } from "@conform-to/react";
import { Form, redirect } from "react-router";
import type { Route } from "./+types/role";
import { submitForm } from "../shared/form-action.server.ts";
import { guard, signedInCommunity } from "../shared/guard.server.ts";
import { PRODUCT_NAME } from "../../contract/product.ts";
import { FormPage, usePageForm } from "../shared/ui/form-page.tsx";
import { RadioGroup, radioSummaryItems } from "../shared/ui/radios.tsx";
import { displayName, loadMember, managerOnly, memberUpdate } from "../shared/members.server.ts";
import { memberRoleSchema } from "./schemas.ts";

export const middleware: Route.MiddlewareFunction[] = [guard({ access: "login" }), managerOnly];

export async function loader(args: Route.LoaderArgs) {
  const me = signedInCommunity(args);
  const member = await loadMember(me, args.params.memberId);
  return {
    id: member.id,
    name: displayName(member.first_name, member.last_name, member.email),
    role: member.role,
  };
}

export async function action(args: Route.ActionArgs) {
  const me = signedInCommunity(args);
  const memberId = args.params.memberId;
  const outcome = await submitForm(await args.request.formData(), {
    schema: memberRoleSchema,
    label: "Change role",
    call: async ({ role }) => {
      const member = await me.api.member(me.communityId, memberId);
      await me.api.updateMember(me.communityId, memberId, memberUpdate(member, { role }));
    },
  });
  if (!outcome.ok) return outcome.reply;
  me.session.set({ banner: { kind: "success", message: "Member role changed successfully" } });
  throw redirect(`/dashboard/members/${encodeURIComponent(memberId)}`);
}

const CHOICES = [
  {
    value: "member",
    label: "Member",
    hint: `Uses the bars made for them in the ${PRODUCT_NAME} app, and manages only their own account.`,
  },
  {
    value: "manager",
    label: "Manager",
    hint: "Can see, add, remove and invite members, make and edit bars, pay and change plans, and remove other managers.",
  },
] as const;

export default function ChangeRole({ loaderData, actionData }: Route.ComponentProps) {
  const [form, fields] = usePageForm(memberRoleSchema, actionData, {
    defaultValue: { role: loaderData.role },
  });
  const back = `/dashboard/members/${encodeURIComponent(loaderData.id)}`;
  const errors = radioSummaryItems(fields.role, CHOICES);
  return (
    <FormPage title={`Role of ${loaderData.name}`} failure={actionData?.failure} errors={errors}>
      <Form method="post" {...getFormProps(form)} className="form" reloadDocument>
        <RadioGroup
          field={fields.role}
          legend={`What can ${loaderData.name} do?`}
          options={CHOICES}
          defaultValue={loaderData.role}
        />
        <div className="button-group">
          <button type="submit" className="button">
            Save role
          </button>
          <a href={back}>Cancel</a>
        </div>
      </Form>
    </FormPage>
  );
}
