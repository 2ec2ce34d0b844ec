// The one form of a group's name: the create pages and the rename pages draw it with their own words.
import type { ReactNode } from "react";
import type { FormReply } from "../form-action.server.ts";
import { groupNameSchema } from "../group-name.ts";
import { sharedMessages } from "../messages/index.ts";
import { summaryItems, TextField } from "./form.tsx";
import { FormPage, PageForm, usePageForm } from "./form-page.tsx";
import { useMessages } from "./messages.tsx";

export function GroupNamePage({
  actionData,
  name,
  title,
  intro,
  submit,
  cancel,
  label,
  hint,
}: {
  actionData: FormReply | undefined;
  /** The current name (rename); empty when creating. */
  name?: string;
  title: string;
  intro?: ReactNode;
  submit: string;
  cancel: string;
  label?: string;
  hint?: string;
}) {
  const t = useMessages(sharedMessages);
  // The schema gives the field its constraints only: those are the same in every language.
  const [form, fields] = usePageForm(groupNameSchema, actionData, {
    ...(name === undefined ? {} : { defaultValue: { name } }),
  });
  return (
    <FormPage title={title} failure={actionData?.failure} errors={summaryItems([fields.name])} intro={intro}>
      <PageForm form={form} submit={submit} cancel={cancel}>
        <TextField
          meta={fields.name}
          label={label ?? t("groupName.label")}
          hint={hint}
          autoComplete="organization"
        />
      </PageForm>
    </FormPage>
  );
}
