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
import { FormPage, usePageForm } from "../shared/ui/form-page.tsx";
import { RadioGroup, radioSummaryItems } from "../shared/ui/radios.tsx";
import { editorPagePath, editorPath } from "../../common/editor-paths.ts";
import { BASE_BAR_PATH, POSITION_TEXT } from "./paths.ts";
import { basePositionSchema } from "./schemas.ts";

export const middleware: Route.MiddlewareFunction[] = [guard({ access: "login", roles: ["manager"] })];

export async function loader(args: Route.LoaderArgs) {
  const me = signedInCommunity(args);
  const base = await me.api.baseBar(me.communityId);
  return {
    banner: me.session.take("banner") ?? null,
    base: base
      ? {
          id: base.bar.id,
          position: base.position,
          version: base.bar.version ?? 1,
          labels: base.bar.items.map((item) => String(item.configuration?.label ?? "") || "(no text)"),
        }
      : null,
  };
}

export async function action(args: Route.ActionArgs) {
  const me = signedInCommunity(args);
  const outcome = await submitForm(await args.request.formData(), {
    schema: basePositionSchema,
    label: "Save the group's base bar",
    call: async ({ position }) => {
      const before = await me.api.baseBar(me.communityId);
      const after = await me.api.putBaseBar(me.communityId, { position });
      return { made: before === null, barId: after?.bar.id ?? "" };
    },
  });
  if (!outcome.ok) return outcome.reply;
  const { made, barId } = outcome.data;
  if (made) {
    me.session.set({
      banner: {
        kind: "success",
        message: "The group's base bar is made. Add the buttons every member gets.",
      },
    });
    throw redirect(editorPath({ barId }));
  }
  me.session.set({
    banner: {
      kind: "success",
      message: `Saved: the group's buttons go ${POSITION_TEXT[outcome.value.position]}.`,
    },
  });
  throw redirect(BASE_BAR_PATH);
}

const CHOICES = [
  { value: "first", label: "First", hint: "The group's buttons come before each member's own buttons." },
  { value: "last", label: "Last", hint: "The group's buttons come after each member's own buttons." },
] as const;

export default function BaseBarPage({ loaderData: d, actionData }: Route.ComponentProps) {
  const [form, fields] = usePageForm(basePositionSchema, actionData, {
    defaultValue: { position: d.base?.position ?? "first" },
  });
  const errors = radioSummaryItems(fields.position, CHOICES);
  return (
    <FormPage title="The group's base bar" banner={d.banner} failure={actionData?.failure} errors={errors}>
      <p>
        Buttons on the base bar go on every member's bar, with their own buttons. Members' own buttons stay
        theirs. A change reaches everyone at once; a member who asked to approve changes sees it first.
      </p>
      {d.base ? (
        <section aria-labelledby="base-buttons">
          <h2 id="base-buttons" className="heading-m">
            Buttons on the base bar ({d.base.labels.length})
          </h2>
          {d.base.labels.length > 0 ? (
            <ol className="list--number" aria-labelledby="base-buttons">
              {d.base.labels.map((label, i) => (
                <li key={i}>{label}</li>
              ))}
            </ol>
          ) : (
            <p>The base bar has no buttons yet.</p>
          )}
          <p>
            <a className="button" href={editorPath({ barId: d.base.id })}>
              Edit the base bar's buttons
            </a>
          </p>
          <p>
            <a href={editorPagePath("history", { barId: d.base.id })}>See the base bar's history</a>
          </p>
        </section>
      ) : (
        <p>Your group has no base bar yet. Choose where its buttons go, then add them.</p>
      )}
      <Form method="post" {...getFormProps(form)} className="form" reloadDocument>
        <RadioGroup
          field={fields.position}
          legend="Where do the group's buttons go on each member's bar?"
          options={CHOICES}
          defaultValue={d.base?.position ?? "first"}
        />
        <div className="button-group">
          <button type="submit" className="button">
            {d.base ? "Save where they go" : "Make the base bar"}
          </button>
          <a href="/dashboard">Back to the dashboard</a>
        </div>
      </Form>
    </FormPage>
  );
}
