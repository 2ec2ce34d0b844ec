import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Form, redirect } from "react-router";
import type { z } from "zod";
import type { Route } from "./+types/delete";
import { ApiError } from "../shared/api.server.ts";
import { errorTitle, failureMessage } from "../shared/errors.ts";
import { guard, signedInApi } from "../shared/guard.server.ts";
import { sessionContext } from "../shared/session.server.ts";
import { ErrorSummary, FailureAlert, PasswordField, summaryItems } from "../shared/ui/form.tsx";
import { Page } from "../shared/ui/page.tsx";
import { deleteAccountSchema } from "./schemas.ts";

export const middleware: Route.MiddlewareFunction[] = [guard({ access: "login", noAccount: true })];

interface DeletionPreview {
  communities: { id: string; name: string; member_count: number; bar_count: number }[];
  memberships: { id: string; name: string; role: string; state: string }[];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const session = context.get(sessionContext);
  const preview = await signedInApi(context, request).call<DeletionPreview>(
    `/v1/users/${encodeURIComponent(session.data.userId!)}/deletion_preview`,
  );
  return { email: session.data.email ?? "", preview };
}

export async function action({ request, context }: Route.ActionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: deleteAccountSchema });
  if (submission.status !== "success")
    return { result: submission.reply({ hideFields: ["password"] }), failure: null };
  const session = context.get(sessionContext);
  try {
    await signedInApi(context, request).call(
      `/v1/users/${encodeURIComponent(session.data.userId!)}/unregister`,
      {
        method: "POST",
        body: { password: submission.value.password },
      },
    );
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const fieldErrors =
      error.code === "invalid_credentials" ? { password: ["Your password is not right"] } : undefined;
    return {
      result: submission.reply({ hideFields: ["password"], fieldErrors }),
      failure: { title: errorTitle("Delete account"), message: failureMessage(error) },
    };
  }
  // The account is gone: sign out and say so.
  session.replace({
    banner: { kind: "success", message: "Your account has been deleted. Thank you for using it." },
  });
  throw redirect("/");
}

function plural(n: number, one: string, many: string) {
  return n === 1 ? `1 ${one}` : `${n} ${many}`;
}

export default function DeleteAccount({ loaderData, actionData }: Route.ComponentProps) {
  const { preview, email } = loaderData;
  const [form, fields] = useForm<z.input<typeof deleteAccountSchema>>({
    lastResult: actionData?.result,
    constraint: getZodConstraint(deleteAccountSchema),
  });
  const items = summaryItems([fields.password]);
  const failure = actionData?.failure;
  return (
    <Page title="Delete your account" hasErrors={items.length > 0 || Boolean(failure)}>
      {failure ? <FailureAlert title={failure.title} message={failure.message} /> : null}
      <ErrorSummary items={items} />
      <p className="warning-text">This cannot be undone.</p>
      <h2 className="heading-m">What will be deleted</h2>
      <ul className="list--bullet">
        <li>Your account {email} and your sign-in.</li>
        {preview.communities.map((c) => (
          <li key={c.id}>
            The group {c.name}, which only you manage, with its {plural(c.member_count, "member", "members")}{" "}
            and {plural(c.bar_count, "bar", "bars")}.
          </li>
        ))}
      </ul>
      {preview.memberships.length > 0 ? (
        <>
          <h2 className="heading-m">What stays</h2>
          <p>You will leave these groups. They and their bars stay for the other people in them:</p>
          <ul className="list--bullet">
            {preview.memberships.map((m) => (
              <li key={m.id}>{m.name}</li>
            ))}
          </ul>
        </>
      ) : null}
      <Form method="post" {...getFormProps(form)} className="form" reloadDocument>
        <PasswordField
          meta={fields.password}
          label="Your password"
          hint="To be sure it is you, enter your password."
          autoComplete="current-password"
        />
        <div className="button-group">
          <button type="submit" className="button button--warning">
            Delete my account
          </button>
          <a href="/account">Cancel</a>
        </div>
      </Form>
    </Page>
  );
}
