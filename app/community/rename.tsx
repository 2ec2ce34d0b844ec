// /my-community/name: a manager renames the group (the spec's text-dialog rule as a form: the name is required).
import { redirect } from "react-router";
import type { Route } from "./+types/rename";
import { communityNameSchema } from "../account/schemas.ts";
import { submitForm } from "../shared/form-action.server.ts";
import { guard, signedInCommunity } from "../shared/guard.server.ts";
import { summaryItems, TextField } from "../shared/ui/form.tsx";
import { FormPage, PageForm, usePageForm } from "../shared/ui/form-page.tsx";

export const middleware: Route.MiddlewareFunction[] = [guard({ access: "login", roles: ["manager"] })];

export async function loader(args: Route.LoaderArgs) {
  const me = signedInCommunity(args);
  return { name: (await me.api.community(me.communityId)).name };
}

export async function action(args: Route.ActionArgs) {
  const me = signedInCommunity(args);
  const outcome = await submitForm(await args.request.formData(), {
    schema: communityNameSchema,
    label: "Rename the group",
    call: async ({ name }) => {
      // PUT needs the default bar too: keep the one the group has.
      const community = await me.api.community(me.communityId);
      await me.api.updateCommunity(me.communityId, { name, default_bar_id: community.default_bar_id ?? "" });
    },
  });
  if (!outcome.ok) return outcome.reply;
  me.session.set({ banner: { kind: "success", message: "Successfully saved" } });
  throw redirect("/my-community");
}

export default function RenameGroup({ loaderData, actionData }: Route.ComponentProps) {
  const [form, fields] = usePageForm(communityNameSchema, actionData, {
    defaultValue: { name: loaderData.name },
  });
  return (
    <FormPage title="Rename the group" failure={actionData?.failure} errors={summaryItems([fields.name])}>
      <PageForm form={form} submit="Save name" cancel="/my-community">
        <TextField
          meta={fields.name}
          label="Group name"
          hint="Your members see this name."
          autoComplete="organization"
        />
      </PageForm>
    </FormPage>
  );
}
