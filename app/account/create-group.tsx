import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Form, redirect } from "react-router";
import type { z } from "zod";
import type { Route } from "./+types/create-group";
import { ApiError, type Community } from "../shared/api.server.ts";
import { errorTitle, failureMessage } from "../shared/errors.ts";
import { guard, signedInApi } from "../shared/guard.server.ts";
import { BAR_NAME } from "../shared/product.ts";
import { sessionContext } from "../shared/session.server.ts";
import { ErrorSummary, FailureAlert, summaryItems, TextField } from "../shared/ui/form.tsx";
import { Page } from "../shared/ui/page.tsx";
import { groupNameSchema } from "./schemas.ts";

export const middleware: Route.MiddlewareFunction[] = [guard({ access: "login", noAccount: true })];

// Only a free account (no group yet) creates one here (spec S1 §2).
export function loader({ context }: Route.LoaderArgs) {
  if (context.get(sessionContext).data.communityId) throw redirect("/account");
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const session = context.get(sessionContext);
  if (session.data.communityId) throw redirect("/account");
  const submission = parseWithZod(await request.formData(), { schema: groupNameSchema });
  if (submission.status !== "success") return { result: submission.reply(), failure: null };
  let community: Community;
  try {
    ({ community } = await signedInApi(context, request).call<{ community: Community }>("/v1/communities", {
      method: "POST",
      body: { name: submission.value.name },
    }));
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return {
      result: submission.reply(),
      failure: { title: errorTitle("Create account"), message: failureMessage(error) },
    };
  }
  session.set({
    communityId: community.id,
    role: "manager",
    banner: { kind: "success", message: `Your account ${community.name} is ready.` },
  });
  // After creating an account the user goes to the billing details (spec S1 §2).
  throw redirect("/billing/details");
}

export default function CreateGroup({ actionData }: Route.ComponentProps) {
  const [form, fields] = useForm<z.input<typeof groupNameSchema>>({
    lastResult: actionData?.result,
    constraint: getZodConstraint(groupNameSchema),
  });
  const items = summaryItems([fields.name]);
  const failure = actionData?.failure;
  return (
    <Page title="Create an account for your group" hasErrors={items.length > 0 || Boolean(failure)}>
      <p>
        An account holds the people you help and the {BAR_NAME}s you make for them. You will be its manager.
      </p>
      {failure ? <FailureAlert title={failure.title} message={failure.message} /> : null}
      <ErrorSummary items={items} />
      <Form method="post" {...getFormProps(form)} className="form" reloadDocument>
        <TextField
          meta={fields.name}
          label="Account name"
          hint="For example your family name, your class or your organisation."
          autoComplete="organization"
        />
        <div className="button-group">
          <button type="submit" className="button">
            Create account
          </button>
          <a href="/account">Cancel</a>
        </div>
      </Form>
    </Page>
  );
}
