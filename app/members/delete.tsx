// /dashboard/members/{id}/delete: the check page before deleting a person (spec S2 §4; accessibility
// docs/reference/accessibility.md §2: a destructive action on a confirmation page of its own, in the warning style).
import { Form, redirect } from "react-router";
import type { Route } from "./+types/delete";
import { errorTitle, failureMessage } from "../shared/errors.ts";
import { guard, signedInCommunity } from "../shared/guard.server.ts";
import { FormAlerts } from "../shared/ui/form-page.tsx";
import { Page } from "../shared/ui/page.tsx";
import { ApiError } from "../shared/v1-client.server.ts";
import { displayName, loadMember, managerOnly } from "../shared/members.server.ts";
import { requestLanguage, requestMessages } from "../shared/language.server.ts";
import { useMessages } from "../shared/ui/messages.tsx";
import { membersMessages } from "./messages/index.ts";

export const middleware: Route.MiddlewareFunction[] = [guard({ access: "login" }), managerOnly];

export async function loader(args: Route.LoaderArgs) {
  const me = signedInCommunity(args);
  const member = await loadMember(me, args.params.memberId);
  return { id: member.id, name: displayName(member.first_name, member.last_name, member.email, me.language) };
}

export async function action(args: Route.ActionArgs) {
  const me = signedInCommunity(args);
  const language = requestLanguage(args.context);
  const t = requestMessages(args.context, membersMessages);
  try {
    await me.api.deleteMember(me.communityId, args.params.memberId);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return {
      failure: {
        title: errorTitle(t("delete.action"), language),
        message: failureMessage(error, undefined, language),
      },
    };
  }
  me.session.set({ banner: { kind: "success", message: t("delete.done") } });
  throw redirect("/dashboard");
}

export default function DeleteMember({ loaderData, actionData }: Route.ComponentProps) {
  const t = useMessages(membersMessages);
  const { id, name } = loaderData;
  const failure = actionData?.failure;
  return (
    <Page title={t("delete.title", { name })} hasErrors={Boolean(failure)}>
      <FormAlerts failure={failure} />
      <p>{t("delete.text", { name })}</p>
      <Form method="post" reloadDocument className="button-group">
        <button type="submit" className="button button--warning">
          {t("delete.yes", { name })}
        </button>
        <a href={`/dashboard/members/${encodeURIComponent(id)}`}>{t("delete.no", { name })}</a>
      </Form>
    </Page>
  );
}
