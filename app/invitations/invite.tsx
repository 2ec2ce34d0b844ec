// /dashboard/members/{id}/invite: invite (or re-invite) a person by email (spec S2 §4, §5, §8). Email
// required and valid, phone optional (sent as `message`, as the original portal does, and as `phone`).
// While the manager's own address is not confirmed, /v1 refuses (`email_verification_required`): the page
// says so in the spec's words and offers 'Resend confirmation email'.
import { Form, redirect } from "react-router";
import type { Route } from "./+types/invite";
import { INVITATION_DAYS } from "../../contract/index.ts";
import { displayName, loadMember, managerOnly } from "../shared/members.server.ts";
import { inviteSchema } from "../members/schemas.ts";
import { errorTitle, failureMessage } from "../shared/errors.ts";
import { submitForm } from "../shared/form-action.server.ts";
import { guard, signedInCommunity } from "../shared/guard.server.ts";
import { summaryItems, TextField } from "../shared/ui/form.tsx";
import { FormPage, PageForm, usePageForm } from "../shared/ui/form-page.tsx";
import { ApiError } from "../shared/v1-client.server.ts";
import { requestLanguage, requestMessages } from "../shared/language.server.ts";
import { useMessages } from "../shared/ui/messages.tsx";
import { invitationsMessages } from "./messages/index.ts";

export const middleware: Route.MiddlewareFunction[] = [guard({ access: "login" }), managerOnly];

export async function loader(args: Route.LoaderArgs) {
  const me = signedInCommunity(args);
  const member = await loadMember(me, args.params.memberId);
  return {
    banner: me.session.take("banner") ?? null,
    id: member.id,
    name: displayName(member.first_name, member.last_name, member.email, me.language),
    reinvite: member.state === "invited",
  };
}

function settingsPath(memberId: string): string {
  return `/dashboard/members/${encodeURIComponent(memberId)}`;
}

export async function action(args: Route.ActionArgs) {
  const me = signedInCommunity(args);
  const memberId = args.params.memberId;
  const formData = await args.request.formData();
  const language = requestLanguage(args.context);
  const t = requestMessages(args.context, invitationsMessages);
  if (formData.get("intent") === "resend") {
    try {
      await me.api.resendVerification(me.userId);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      return {
        result: undefined,
        failure: {
          title: errorTitle(t("invite.resend"), language),
          message: failureMessage(error, undefined, language),
        },
        needsConfirmation: true,
      };
    }
    me.session.set({
      banner: {
        kind: "success",
        // The spec's toast text (S2 §8), then what to do next.
        message: t("invite.resent"),
      },
    });
    throw redirect(`${settingsPath(memberId)}/invite`);
  }
  const outcome = await submitForm(formData, {
    schema: inviteSchema,
    label: t("invite.label"),
    language,
    call: ({ email, phone }) =>
      me.api.invite(me.communityId, {
        member_id: memberId,
        email,
        ...(phone ? { message: phone, phone } : {}),
      }),
    mapError: (error) =>
      error.code === "email_verification_required"
        ? { message: failureMessage(error, undefined, language) }
        : error.code === "malformed_email"
          ? { fieldErrors: { email: [failureMessage(error, undefined, language)] } }
          : undefined,
  });
  if (!outcome.ok) {
    return { ...outcome.reply, needsConfirmation: outcome.error?.code === "email_verification_required" };
  }
  me.session.set({
    banner: { kind: "success", message: t("invite.sending", { email: outcome.value.email }) },
  });
  throw redirect(settingsPath(memberId));
}

export default function Invite({ loaderData, actionData }: Route.ComponentProps) {
  const { id, name, reinvite } = loaderData;
  const [form, fields] = usePageForm(inviteSchema, actionData, { shouldValidate: "onBlur" });
  const t = useMessages(invitationsMessages);
  return (
    <FormPage
      title={reinvite ? t("invite.reTitle", { name }) : t("invite.title", { name })}
      banner={loaderData.banner}
      failure={actionData?.failure}
      errors={summaryItems([fields.email, fields.phone])}
    >
      {actionData?.needsConfirmation ? (
        // The spec's two answers to the message (S2 §8): OK, or 'Resend confirmation email'.
        <Form method="post" reloadDocument className="button-group">
          <input type="hidden" name="intent" value="resend" />
          <a className="button" href={`${settingsPath(id)}/invite`}>
            {t("invite.ok")}
          </a>
          <button type="submit" className="button button--secondary">
            {t("invite.resend")}
          </button>
        </Form>
      ) : null}
      <p>{t("invite.text", { name, days: INVITATION_DAYS })}</p>
      <PageForm
        form={form}
        submit={reinvite ? t("invite.sendAgain") : t("invite.send")}
        cancel={settingsPath(id)}
      >
        <TextField
          meta={fields.email}
          label={t("invite.email", { name })}
          type="email"
          autoComplete="off"
          spellCheck={false}
        />
        <TextField
          meta={fields.phone}
          label={t("invite.phone")}
          hint={t("invite.phoneHint", { name })}
          type="tel"
          autoComplete="tel"
        />
      </PageForm>
    </FormPage>
  );
}
