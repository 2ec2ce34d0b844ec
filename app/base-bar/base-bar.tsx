// /dashboard/base-bar: the group base bar, buttons every member gets on their own bar, so a manager sets them once
// for the whole group instead of on each member's bar. The page makes it, says where its buttons go (first or
// last: a plain radio form) and lists them; the buttons themselves are edited in the bar editor (add from the
// catalogue, edit, remove, reorder, save, history), which works on the base bar as on any bar
// (docs/decisions/030-base-bar-is-a-bar.md).
import { getFormProps } from "@conform-to/react";
import { Form, redirect } from "react-router";
import type { Route } from "./+types/base-bar";
import { submitForm } from "../shared/form-action.server.ts";
import { guard, signedInCommunity } from "../shared/guard.server.ts";
import { requestLanguage } from "../shared/language.server.ts";
import { FormPage, usePageForm } from "../shared/ui/form-page.tsx";
import { useMessages } from "../shared/ui/messages.tsx";
import { RadioGroup, radioSummaryItems } from "../shared/ui/radios.tsx";
import { editorPagePath, editorPath } from "../../common/editor-paths.ts";
import { messagesFor } from "../../common/i18n/messages.ts";
import { baseBarMessages } from "./messages/index.ts";
import { BASE_BAR_PATH } from "./paths.ts";
import { basePositionSchema, basePositionSchemaIn } from "./schemas.ts";

export const middleware: Route.MiddlewareFunction[] = [guard({ access: "login", roles: ["manager"] })];

export async function loader(args: Route.LoaderArgs) {
  const me = signedInCommunity(args);
  const t = messagesFor(baseBarMessages, requestLanguage(args.context));
  const base = await me.api.baseBar(me.communityId);
  return {
    banner: me.session.take("banner") ?? null,
    base: base
      ? {
          id: base.bar.id,
          position: base.position,
          version: base.bar.version ?? 1,
          labels: base.bar.items.map((item) => String(item.configuration?.label ?? "") || t("page.noText")),
        }
      : null,
  };
}

export async function action(args: Route.ActionArgs) {
  const me = signedInCommunity(args);
  const language = requestLanguage(args.context);
  const t = messagesFor(baseBarMessages, language);
  const outcome = await submitForm(await args.request.formData(), {
    schema: basePositionSchemaIn(language),
    label: t("action.label"),
    language,
    call: async ({ position }) => {
      const before = await me.api.baseBar(me.communityId);
      const after = await me.api.putBaseBar(me.communityId, { position });
      return { made: before === null, barId: after?.bar.id ?? "" };
    },
  });
  if (!outcome.ok) return outcome.reply;
  const { made, barId } = outcome.data;
  if (made) {
    me.session.set({ banner: { kind: "success", message: t("banner.made") } });
    throw redirect(editorPath({ barId }));
  }
  me.session.set({
    banner: {
      kind: "success",
      message: t("banner.saved", { position: outcome.value.position }),
    },
  });
  throw redirect(BASE_BAR_PATH);
}

export default function BaseBarPage({ loaderData: d, actionData }: Route.ComponentProps) {
  const t = useMessages(baseBarMessages);
  const [form, fields] = usePageForm(basePositionSchema, actionData, {
    defaultValue: { position: d.base?.position ?? "first" },
  });
  const choices = [
    { value: "first", label: t("choice.first"), hint: t("choice.firstHint") },
    { value: "last", label: t("choice.last"), hint: t("choice.lastHint") },
  ] as const;
  const errors = radioSummaryItems(fields.position, choices);
  return (
    <FormPage title={t("page.title")} banner={d.banner} failure={actionData?.failure} errors={errors}>
      <p>{t("page.intro")}</p>
      {d.base ? (
        <section aria-labelledby="base-buttons">
          <h2 id="base-buttons" className="heading-m">
            {t("page.buttons", { count: d.base.labels.length })}
          </h2>
          {d.base.labels.length > 0 ? (
            <ol className="list--number" aria-labelledby="base-buttons">
              {d.base.labels.map((label, i) => (
                <li key={i}>{label}</li>
              ))}
            </ol>
          ) : (
            <p>{t("page.empty")}</p>
          )}
          <p>
            <a className="button" href={editorPath({ barId: d.base.id })}>
              {t("page.edit")}
            </a>
          </p>
          <p>
            <a href={editorPagePath("history", { barId: d.base.id })}>{t("page.history")}</a>
          </p>
        </section>
      ) : (
        <p>{t("page.none")}</p>
      )}
      <Form method="post" {...getFormProps(form)} className="form" reloadDocument>
        <RadioGroup
          field={fields.position}
          legend={t("page.legend")}
          options={choices}
          defaultValue={d.base?.position ?? "first"}
        />
        <div className="button-group">
          <button type="submit" className="button">
            {t(d.base ? "page.save" : "page.make")}
          </button>
          <a href="/dashboard">{t("page.back")}</a>
        </div>
      </Form>
    </FormPage>
  );
}
