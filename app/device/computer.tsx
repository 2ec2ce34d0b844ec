// /dashboard/members/{id}/computer: the manager says which computer the person uses (Windows, Mac or not sure).
// What the desktop app itself says wins over it; the page tells so.
import { getFormProps } from "@conform-to/react";
import { Form, redirect } from "react-router";
import type { Route } from "./+types/computer";
import { displayName, loadMember, managerOnly } from "../shared/members.server.ts";
import { submitForm } from "../shared/form-action.server.ts";
import { guard, signedInCommunity } from "../shared/guard.server.ts";
import { FormPage, usePageForm } from "../shared/ui/form-page.tsx";
import { RadioGroup, radioSummaryItems } from "../shared/ui/radios.tsx";
import { callName, loadDevices, statusOf } from "./device.server.ts";
import { DeviceStatusText } from "./DeviceStatusText.tsx";
import { statedSystemFormSchema } from "./schemas.ts";
import { SYSTEM_LABELS } from "./status.ts";
import { requestLanguage, requestMessages } from "../shared/language.server.ts";
import { useLanguage, useMessages } from "../shared/ui/messages.tsx";
import { sharedMessages } from "../shared/messages/index.ts";
import { deviceMessages } from "./messages/index.ts";

export const middleware: Route.MiddlewareFunction[] = [guard({ access: "login" }), managerOnly];

export async function loader(args: Route.LoaderArgs) {
  const me = signedInCommunity(args);
  const [member, devices] = await Promise.all([loadMember(me, args.params.memberId), loadDevices(me)]);
  const name = callName(member, displayName(member.first_name, member.last_name, member.email, me.language));
  const device = devices.get(member.id);
  return {
    id: member.id,
    name,
    stated: device?.stated_system ?? null,
    status: statusOf(name, device, requestLanguage(args.context)),
  };
}

export async function action(args: Route.ActionArgs) {
  const me = signedInCommunity(args);
  const memberId = args.params.memberId;
  const language = requestLanguage(args.context);
  const t = requestMessages(args.context, deviceMessages);
  const outcome = await submitForm(await args.request.formData(), {
    schema: statedSystemFormSchema(language),
    label: t("computer.action"),
    language,
    call: ({ system }) => me.api.setMemberSystem(me.communityId, memberId, system),
  });
  if (!outcome.ok) return outcome.reply;
  me.session.set({ banner: { kind: "success", message: t("computer.saved") } });
  throw redirect(`/dashboard/members/${encodeURIComponent(memberId)}`);
}

export default function Computer({ loaderData: d, actionData }: Route.ComponentProps) {
  const t = useMessages(deviceMessages);
  const shared = useMessages(sharedMessages);
  const [form, fields] = usePageForm(statedSystemFormSchema(useLanguage()), actionData, {
    defaultValue: { system: d.stated ?? undefined },
  });
  const choices = [
    { value: "windows", label: SYSTEM_LABELS.windows },
    { value: "macos", label: t("computer.mac", { system: SYSTEM_LABELS.macos }) },
    { value: "unsure", label: t("computer.unsure") },
  ] as const;
  const errors = radioSummaryItems(fields.system, choices);
  const back = `/dashboard/members/${encodeURIComponent(d.id)}`;
  return (
    <FormPage title={t("computer.title", { name: d.name })} failure={actionData?.failure} errors={errors}>
      <DeviceStatusText status={d.status} memberId={d.id} name={d.name} withLink={false} />
      {d.status.systemRead ? <p>{t("computer.read", { name: d.name })}</p> : null}
      <Form method="post" {...getFormProps(form)} className="form" reloadDocument>
        <RadioGroup
          field={fields.system}
          legend={t("computer.title", { name: d.name })}
          options={choices}
          defaultValue={d.stated}
        />
        <div className="button-group">
          <button type="submit" className="button">
            {t("computer.save")}
          </button>
          <a href={back}>{shared("form.cancel")}</a>
        </div>
      </Form>
    </FormPage>
  );
}
