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

export const middleware: Route.MiddlewareFunction[] = [guard({ access: "login" }), managerOnly];

export async function loader(args: Route.LoaderArgs) {
  const me = signedInCommunity(args);
  const [member, devices] = await Promise.all([loadMember(me, args.params.memberId), loadDevices(me)]);
  const name = callName(member, displayName(member.first_name, member.last_name, member.email));
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

const CHOICES = [
  { value: "windows", label: SYSTEM_LABELS.windows },
  { value: "macos", label: `${SYSTEM_LABELS.macos} (a Mac)` },
  { value: "unsure", label: "Not sure" },
] as const;

export default function Computer({ loaderData: d, actionData }: Route.ComponentProps) {
  const [form, fields] = usePageForm(statedSystemFormSchema, actionData, {
    defaultValue: { system: d.stated ?? undefined },
  });
  const errors = radioSummaryItems(fields.system, CHOICES);
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
        <RadioGroup
          field={fields.system}
          legend={`Which computer does ${d.name} use?`}
          options={CHOICES}
          defaultValue={d.stated}
        />
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
