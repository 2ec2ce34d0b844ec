// /dashboard/tandembar-editor/rename?barId: the bar's name (not for the Default bar). Kept in the draft like
// every other change; an empty name is saved as 'Unnamed'.
import { redirect } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/rename";
import { BAR_LIMITS } from "../../contract/bars.ts";
import { submitForm } from "../shared/form-action.server.ts";
import { guard } from "../shared/guard.server.ts";
import { summaryItems, TextField } from "../shared/ui/form.tsx";
import { FormPage, PageForm, usePageForm } from "../shared/ui/form-page.tsx";
import { useMessages } from "../shared/ui/messages.tsx";
import {
  backToEditor,
  barTitle,
  changeBar,
  editorUser,
  loadWorking,
  readTarget,
  type EditorUser,
} from "./editor.server.ts";
import { editorPath } from "../../common/editor-paths.ts";
import { messagesFor } from "../../common/i18n/messages.ts";
import { barEditorMessages, type BarEditorWords } from "./messages/index.ts";

export const middleware: Route.MiddlewareFunction[] = [guard({ access: "login", roles: ["manager"] })];

/** The form's schema, its message in the page's language. */
function renameSchemaIn(t: BarEditorWords) {
  return z.object({
    name: z
      .string()
      .max(BAR_LIMITS.name, t("rename.tooLong", { max: BAR_LIMITS.name }))
      .optional(),
  });
}

const renameSchema = renameSchemaIn(messagesFor(barEditorMessages, "en"));

async function notDefault(me: EditorUser, barId: string, memberId: string | null) {
  const community = await me.api.community(me.communityId);
  if (community.default_bar_id === barId) throw redirect(editorPath({ barId, memberId, continue: true }));
}

export async function loader(args: Route.LoaderArgs) {
  const me = editorUser(args);
  const target = readTarget(args.request);
  await notDefault(me, target.barId, target.memberId);
  const working = await loadWorking(me, target.barId);
  return { target, name: working.bar.name, title: barTitle(working.bar.name, me.t, me.language) };
}

export async function action(args: Route.ActionArgs) {
  const me = editorUser(args);
  const target = readTarget(args.request);
  await notDefault(me, target.barId, target.memberId);
  const outcome = await submitForm(await args.request.formData(), {
    schema: renameSchemaIn(me.t),
    label: me.t("rename.label"),
    language: me.language,
    call: ({ name }) => changeBar(me, target.barId, (bar) => ({ ...bar, name: (name ?? "").trim() })),
  });
  if (!outcome.ok) return outcome.reply;
  return backToEditor(me, target, {
    banner: me.t("rename.done", { name: barTitle(outcome.data.after.name, me.t, me.language) }),
  });
}

export default function RenameBar({ loaderData: d, actionData }: Route.ComponentProps) {
  const [form, fields] = usePageForm(renameSchema, actionData, { defaultValue: { name: d.name } });
  const q = { barId: d.target.barId, memberId: d.target.memberId };
  const t = useMessages(barEditorMessages);
  return (
    <FormPage
      title={t("rename.title", { title: d.title })}
      failure={actionData?.failure}
      errors={summaryItems([fields.name])}
    >
      <PageForm
        form={form}
        submit={t("rename.submit")}
        cancel={editorPath({ ...q, continue: true })}
        ownAddress
      >
        <TextField meta={fields.name} label={t("rename.field")} hint={t("rename.hint")} autoComplete="off" />
      </PageForm>
    </FormPage>
  );
}
