// /dashboard/members/{id}/approval (decision 021): a manager turns on "changes wait for Pat's OK". Only the
// member can turn it off again, and only the member approves.
import { Form, redirect } from "react-router";
import type { Route } from "./+types/turn-on";
import { displayName, loadMember, managerOnly } from "../shared/members.server.ts";
import { errorTitle, failureMessage } from "../shared/errors.ts";
import { guard, signedInCommunity } from "../shared/guard.server.ts";
import { FormPage } from "../shared/ui/form-page.tsx";
import { ApiError } from "../shared/v1-client.server.ts";
import { requestLanguage, requestMessages } from "../shared/language.server.ts";
import { useMessages } from "../shared/ui/messages.tsx";
import { memberSayMessages } from "./messages/index.ts";

export const middleware: Route.MiddlewareFunction[] = [guard({ access: "login" }), managerOnly];

export async function loader(args: Route.LoaderArgs) {
  const me = signedInCommunity(args);
  const member = await loadMember(me, args.params.memberId);
  return {
    id: member.id,
    name: displayName(member.first_name, member.last_name, member.email, me.language),
  };
}

export async function action(args: Route.ActionArgs) {
  const me = signedInCommunity(args);
  const member = await loadMember(me, args.params.memberId);
  const language = requestLanguage(args.context);
  const name = displayName(member.first_name, member.last_name, member.email, language);
  const t = requestMessages(args.context, memberSayMessages);
  try {
    await me.api.setMemberApproval(me.communityId, member.id, { required: true });
  } catch (error) {
    if (!(error instanceof ApiError) || error.status === 401) throw error;
    return {
      failure: {
        title: errorTitle(t("turnOn.label"), language),
        message: failureMessage(error, undefined, language),
      },
    };
  }
  me.session.set({ banner: { kind: "success", message: t("turnOn.done", { name }) } });
  throw redirect(`/dashboard/members/${encodeURIComponent(member.id)}`);
}

export default function TurnOn({ loaderData: d, actionData }: Route.ComponentProps) {
  const back = `/dashboard/members/${encodeURIComponent(d.id)}`;
  const t = useMessages(memberSayMessages);
  return (
    <FormPage title={t("turnOn.title", { name: d.name })} failure={actionData?.failure}>
      <p>{t("turnOn.text", { name: d.name })}</p>
      <p>{t("turnOn.only", { name: d.name })}</p>
      <Form method="post" reloadDocument className="form">
        <div className="button-group">
          <button type="submit" className="button">
            {t("turnOn.submit")}
          </button>
          <a href={back}>{t("turnOn.cancel")}</a>
        </div>
      </Form>
    </FormPage>
  );
}
