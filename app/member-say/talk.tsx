// /my-bars/talk/{barId}: "please talk to me about this", the member's say in a change to one of their bars: they
// ask the group's managers, by email, to talk with them about the change waiting on that bar, with an optional
// message.
import { readerNow } from "./when.ts";
import { getTextareaProps } from "@conform-to/react";
import { data, redirect } from "react-router";
import { z } from "zod";
import { SOURCE_LANGUAGE, type Language } from "../../contract/language.ts";
import { messagesFor } from "../../common/i18n/messages.ts";
import type { Route } from "./+types/talk";
import { LIMITS } from "../../contract/limits.ts";
import { currentMemberId } from "../shared/members.server.ts";
import { submitForm } from "../shared/form-action.server.ts";
import { guard, signedInCommunity } from "../shared/guard.server.ts";
import { Field, metaProps } from "../shared/ui/field-parts.tsx";
import { summaryItems } from "../shared/ui/form.tsx";
import { FormPage, PageForm, usePageForm } from "../shared/ui/form-page.tsx";
import { MY_BARS_PATH } from "./paths.ts";
import { sayView } from "./say.server.ts";
import { requestLanguage, requestMessages } from "../shared/language.server.ts";
import { useMessages } from "../shared/ui/messages.tsx";
import { memberSayMessages } from "./messages/index.ts";

export const middleware: Route.MiddlewareFunction[] = [guard({ access: "login" })];

function talkSchemaIn(language: Language) {
  const t = messagesFor(memberSayMessages, language);
  return z.object({
    message: z
      .string()
      .trim()
      .max(LIMITS.message, t("talk.tooLong", { max: LIMITS.message }))
      .optional(),
  });
}

const talkSchema = talkSchemaIn(SOURCE_LANGUAGE);

async function target(args: Route.LoaderArgs | Route.ActionArgs) {
  const me = signedInCommunity(args);
  const memberId = await currentMemberId(me, args);
  const at = readerNow(me.clock, new Date(), requestLanguage(args.context));
  const view = memberId
    ? sayView(await me.api.memberApproval(me.communityId, memberId), at, me.userId)
    : null;
  const bar = view?.bars.find((b) => b.barId === args.params.barId);
  if (!memberId || !view || !bar)
    throw data({ message: requestMessages(args.context, memberSayMessages)("notYours") }, { status: 404 });
  return { me, memberId, view, bar };
}

export async function loader(args: Route.LoaderArgs) {
  const { view, bar } = await target(args);
  return {
    barName: bar.name,
    managers: view.managers.map((m) => m.name),
    changes: bar.waiting?.sentences ?? [],
  };
}

export async function action(args: Route.ActionArgs) {
  const { me, memberId, bar } = await target(args);
  const language = requestLanguage(args.context);
  const t = requestMessages(args.context, memberSayMessages);
  const outcome = await submitForm(await args.request.formData(), {
    schema: language === SOURCE_LANGUAGE ? talkSchema : talkSchemaIn(language),
    label: t("talk.label"),
    language,
    call: ({ message }) =>
      me.api.talkAboutMemberBar(me.communityId, memberId, bar.barId, {
        version: bar.waiting?.version ?? 1,
        message: message ?? null,
      }),
  });
  if (!outcome.ok) return outcome.reply;
  me.session.set({
    banner: { kind: "success", message: t("talk.sent") },
  });
  throw redirect(MY_BARS_PATH);
}

export default function Talk({ loaderData, actionData }: Route.ComponentProps) {
  const [form, fields] = usePageForm(talkSchema, actionData, { shouldValidate: "onSubmit" });
  const errors = summaryItems([fields.message]);
  const { key, ...textarea } = getTextareaProps(fields.message, {
    ariaDescribedBy: `${fields.message.id}-hint`,
  });
  const t = useMessages(memberSayMessages);
  const who =
    loaderData.managers.length > 0
      ? loaderData.managers.reduce((all, name) => (all ? t("and", { a: all, b: name }) : name), "")
      : t("talk.yourHelpers");
  const barName = loaderData.barName;
  return (
    <FormPage title={t("talk.title", { barName })} failure={actionData?.failure} errors={errors}>
      <div className="large-print">
        <p>{t("talk.text", { who, barName })}</p>
        {loaderData.changes.length > 0 ? (
          <ul className="list--bullet">
            {loaderData.changes.map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ul>
        ) : null}
        <PageForm form={form} submit={t("talk.send")} cancel={MY_BARS_PATH}>
          <Field {...metaProps(fields.message)} label={t("talk.message")} hint={t("talk.hint")} hintAs="p">
            <textarea key={key} {...textarea} className="input say-message" rows={5} />
          </Field>
        </PageForm>
      </div>
    </FormPage>
  );
}
