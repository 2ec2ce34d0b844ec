import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Form, redirect } from "react-router";
import type { z } from "zod";
import type { Route } from "./+types/rename";
import { ApiError, type Community } from "../shared/api.server.ts";
import { errorTitle, failureMessage } from "../shared/errors.ts";
import { guard, signedInApi } from "../shared/guard.server.ts";
import { sessionContext } from "../shared/session.server.ts";
import { ErrorSummary, FailureAlert, summaryItems, TextField } from "../shared/ui/form.tsx";
import { Page } from "../shared/ui/page.tsx";
import { groupNameSchema } from "./schemas.ts";

export const middleware: Route.MiddlewareFunction[] = [guard({ access: "login", roles: ["manager"] })];

export async function loader({ request, context }: Route.LoaderArgs) {
  const session = context.get(sessionContext);
  const community = await signedInApi(context, request).community(session.data.communityId!);
  return { name: community.name };
}

export async function action({ request, context }: Route.ActionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: groupNameSchema });
  if (submission.status !== "success") return { result: submission.reply(), failure: null };
  const session = context.get(sessionContext);
  const api = signedInApi(context, request);
  const id = encodeURIComponent(session.data.communityId!);
  try {
    const community = await api.call<Community>(`/v1/communities/${id}`);
    await api.call(`/v1/communities/${id}`, {
      method: "PUT",
      body: { name: submission.value.name, default_bar_id: community.default_bar_id },
    });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return {
      result: submission.reply(),
      failure: { title: errorTitle("Rename account"), message: failureMessage(error) },
    };
  }
  session.set({ banner: { kind: "success", message: "Account name updated." } });
  throw redirect("/account");
}

export default function Rename({ loaderData, actionData }: Route.ComponentProps) {
  const [form, fields] = useForm<z.input<typeof groupNameSchema>>({
    lastResult: actionData?.result,
    constraint: getZodConstraint(groupNameSchema),
    defaultValue: { name: loaderData.name },
  });
  const items = summaryItems([fields.name]);
  const failure = actionData?.failure;
  return (
    <Page title="Rename your account" hasErrors={items.length > 0 || Boolean(failure)}>
      {failure ? <FailureAlert title={failure.title} message={failure.message} /> : null}
      <ErrorSummary items={items} />
      <Form method="post" {...getFormProps(form)} className="form" reloadDocument>
        <TextField
          meta={fields.name}
          label="Account name"
          hint="Your members see this name."
          autoComplete="organization"
        />
        <div className="button-group">
          <button type="submit" className="button">
            Save name
          </button>
          <a href="/account">Cancel</a>
        </div>
      </Form>
    </Page>
  );
}
