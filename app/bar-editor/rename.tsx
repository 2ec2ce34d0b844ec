// /dashboard/tandembar-editor/rename?barId: the bar's name (not for the Default bar). Kept in the draft like
// every other change; an empty name is saved as 'Unnamed'.
import { redirect } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/rename";
import { BAR_LIMITS } from "../../contract/bars.ts";
import { submitForm } from "../shared/form-action.server.ts";
import { guard, signedInCommunity } from "../shared/guard.server.ts";
import { summaryItems, TextField } from "../shared/ui/form.tsx";
import { FormPage, PageForm, usePageForm } from "../shared/ui/form-page.tsx";
import { backToEditor, barTitle, changeBar, loadWorking, readTarget } from "./editor.server.ts";
import { editorPath } from "../../common/editor-paths.ts";

export const middleware: Route.MiddlewareFunction[] = [guard({ access: "login", roles: ["manager"] })];

const renameSchema = z.object({
  name: z
    .string()
    .max(BAR_LIMITS.name, `The name can have at most ${BAR_LIMITS.name} characters.`)
    .optional(),
});

async function notDefault(me: ReturnType<typeof signedInCommunity>, barId: string, memberId: string | null) {
  const community = await me.api.community(me.communityId);
  if (community.default_bar_id === barId) throw redirect(editorPath({ barId, memberId, continue: true }));
}

export async function loader(args: Route.LoaderArgs) {
  const me = signedInCommunity(args);
  const target = readTarget(args.request);
  await notDefault(me, target.barId, target.memberId);
  const working = await loadWorking(me, target.barId);
  return { target, name: working.bar.name, title: barTitle(working.bar.name) };
}

export async function action(args: Route.ActionArgs) {
  const me = signedInCommunity(args);
  const target = readTarget(args.request);
  await notDefault(me, target.barId, target.memberId);
  const outcome = await submitForm(await args.request.formData(), {
    schema: renameSchema,
    label: "Rename bar",
    call: ({ name }) => changeBar(me, target.barId, (bar) => ({ ...bar, name: (name ?? "").trim() })),
  });
  if (!outcome.ok) return outcome.reply;
  return backToEditor(me, target, { banner: `Bar renamed to "${barTitle(outcome.data.after.name)}".` });
}

export default function RenameBar({ loaderData: d, actionData }: Route.ComponentProps) {
  const [form, fields] = usePageForm(renameSchema, actionData, { defaultValue: { name: d.name } });
  const q = { barId: d.target.barId, memberId: d.target.memberId };
  return (
    <FormPage title={`Rename ${d.title}`} failure={actionData?.failure} errors={summaryItems([fields.name])}>
      <PageForm form={form} submit="Keep this name" cancel={editorPath({ ...q, continue: true })} ownAddress>
        <TextField
          meta={fields.name}
          label="Name of the bar"
          hint="Saved with the bar when you save it. An empty name is saved as Unnamed."
          autoComplete="off"
        />
      </PageForm>
    </FormPage>
  );
}
