// /dashboard/members/new: add a person (spec S2 §4 "New person"). /v1 creates the member (the name as
// first_name, an empty last_name) and a bar for them in one go; the next page shows the next steps and
// leads to that bar's editor.
import { redirect } from "react-router";
import type { Route } from "./+types/new";
import { submitForm } from "../shared/form-action.server.ts";
import { guard, signedInCommunity } from "../shared/guard.server.ts";
import { failureMessage } from "../shared/errors.ts";
import { summaryItems, TextField } from "../shared/ui/form.tsx";
import { FormPage, PageForm, usePageForm } from "../shared/ui/form-page.tsx";
import { Page } from "../shared/ui/page.tsx";
import { groupIsFull, MemberLimitNotice } from "../billing/member-limit.tsx";
import { managerOnly } from "../shared/members.server.ts";
import { requestLanguage, requestMessages } from "../shared/language.server.ts";
import { useLanguage, useMessages } from "../shared/ui/messages.tsx";
import { membersMessages } from "./messages/index.ts";
import { memberSchemas } from "./schemas.ts";

export const middleware: Route.MiddlewareFunction[] = [guard({ access: "login" }), managerOnly];

export async function loader(args: Route.LoaderArgs) {
  const me = signedInCommunity(args);
  const community = await me.api.managedCommunity(me.communityId);
  const full = groupIsFull(community.member_count, community.member_limit);
  return { full, count: community.member_count, limit: community.member_limit };
}

export async function action(args: Route.ActionArgs) {
  const me = signedInCommunity(args);
  const language = requestLanguage(args.context);
  const t = requestMessages(args.context, membersMessages);
  const outcome = await submitForm(await args.request.formData(), {
    schema: memberSchemas(language).memberNameSchema,
    label: t("new.title"),
    language,
    call: ({ name }) => me.api.createMember(me.communityId, name),
    mapError: (error) =>
      error.code === "existing_name"
        ? { fieldErrors: { name: [failureMessage(error, undefined, language)] } }
        : undefined,
  });
  if (!outcome.ok) {
    // A taken name belongs next to the field: no separate alert.
    return outcome.error?.code === "existing_name" ? { ...outcome.reply, failure: null } : outcome.reply;
  }
  me.session.set({ banner: { kind: "success", message: t("new.added") } });
  throw redirect(`/dashboard/members/${encodeURIComponent(outcome.data.id)}/added`);
}

export default function NewMember({ loaderData, actionData }: Route.ComponentProps) {
  const t = useMessages(membersMessages);
  const [form, fields] = usePageForm(memberSchemas(useLanguage()).memberNameSchema, actionData);
  if (loaderData.full && !actionData) {
    return (
      <Page title={t("new.title")}>
        <MemberLimitNotice count={loaderData.count} limit={loaderData.limit} id="full-title" />
        <p>
          <a href="/dashboard">{t("back")}</a>
        </p>
      </Page>
    );
  }
  return (
    <FormPage title={t("new.title")} failure={actionData?.failure} errors={summaryItems([fields.name])}>
      <p>{t("new.intro")}</p>
      <PageForm form={form} submit={t("new.submit")} cancel="/dashboard">
        <TextField meta={fields.name} label={t("field.name")} hint={t("new.nameHint")} autoComplete="off" />
      </PageForm>
    </FormPage>
  );
}
