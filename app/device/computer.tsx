// /dashboard/members/{id}/computer: the manager says which computer the person uses (Windows, Mac or not sure).
// What the desktop app itself says wins over it; the page tells so.
import { getFormProps } from "@conform-to/react";
import { Form, redirect } from "react-router";
import type { Route } from "./+types/computer";
import { displayName, loadMember, managerOnly } from "../shared/members.server.ts";
import { submitForm } from "../shared/form-action.server.ts";
import { guard, signedInCommunity } from "../shared/guard.server.ts";
import { summaryItems } from "../shared/ui/form.tsx";
import { FormPage, usePageForm } from "../shared/ui/form-page.tsx";
import { callName, loadDevices, statusOf } from "./device.server.ts";
import { DeviceStatusText } from "./DeviceStatusText.tsx";
import { statedSystemFormSchema } from "./schemas.ts";
import { SYSTEM_LABELS } from "./status.ts";

export const middleware: Route.MiddlewareFunction[] = [guard({ access: "login" }), managerOnly];

export async function loader(args: Route.LoaderArgs) {
  const me = signedInCommunity(args);
  const [member, devices] = await Promise.all([loadMember(me, args.params.memberId), loadDevices(me)]);
  const name = callName(member, displayName(member.first_name, member.last_name));
  const device = devices.get(member.id);
  return { id: member.id, name, stated: device?.stated_system ?? null, status: statusOf(name, device) };
}

export async function action(args: Route.ActionArgs) {
  const me = signedInCommunity(args);
  const memberId = args.params.memberId;
  const outcome = await submitForm(await args.request.formData(), {
    schema: statedSystemFormSchema,
    label: "Say which computer",
    call: ({ system }) => me.api.setMemberSystem(me.communityId, memberId, system),
  });
  if (!outcome.ok) return outcome.reply;
  me.session.set({ banner: { kind: "success", message: "Saved which computer they use." } });
  throw redirect(`/dashboard/members/${encodeURIComponent(memberId)}`);
}

export default function Computer({ loaderData: d, actionData }: Route.ComponentProps) {
  const [form, fields] = usePageForm(statedSystemFormSchema, actionData, {
    defaultValue: { system: d.stated ?? undefined },
  });
  const errors = summaryItems([fields.system]).map((item) => ({
    ...item,
    fieldId: `${fields.system.id}-windows`,
  }));
  const selected = fields.system.initialValue ?? d.stated;
  const choices = [
    { value: "windows", label: SYSTEM_LABELS.windows },
    { value: "macos", label: `${SYSTEM_LABELS.macos} (a Mac)` },
    { value: "unsure", label: "Not sure" },
  ];
  const back = `/dashboard/members/${encodeURIComponent(d.id)}`;
  return (
    <FormPage title={`Which computer does ${d.name} use?`} failure={actionData?.failure} errors={errors}>
      <DeviceStatusText status={d.status} memberId={d.id} name={d.name} withLink={false} />
      {d.status.systemRead ? (
        <p>
          {d.name}&apos;s desktop app said which system it runs on: that is what the editor goes by, whatever
          you choose here.
        </p>
      ) : null}
      <Form method="post" {...getFormProps(form)} className="form" reloadDocument>
        <fieldset
          className={`field${fields.system.errors?.length ? " field--error" : ""}`}
          aria-describedby={fields.system.errors?.length ? fields.system.errorId : undefined}
        >
          <legend className="field__label">Which computer does {d.name} use?</legend>
          {fields.system.errors?.length ? (
            <p className="field__error" id={fields.system.errorId}>
              <span className="visually-hidden">Error:</span> {fields.system.errors[0]}
            </p>
          ) : null}
          {choices.map((choice) => (
            <div className="checkbox" key={choice.value}>
              <input
                className="checkbox__input"
                type="radio"
                id={`${fields.system.id}-${choice.value}`}
                name={fields.system.name}
                value={choice.value}
                defaultChecked={selected === choice.value}
              />
              <label className="checkbox__label" htmlFor={`${fields.system.id}-${choice.value}`}>
                {choice.label}
              </label>
            </div>
          ))}
        </fieldset>
        <div className="button-group">
          <button type="submit" className="button">
            Save
          </button>
          <a href={back}>Cancel</a>
        </div>
      </Form>
    </FormPage>
  );
}
