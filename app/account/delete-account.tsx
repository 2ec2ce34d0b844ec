// /account/delete: the user deletes their account, after a preview of what goes and what stays and with
// their password as confirmation.
import { redirect } from "react-router";
import type { Route } from "./+types/delete-account";
import { submitForm } from "../shared/form-action.server.ts";
import { guard, signedIn } from "../shared/guard.server.ts";
import { PasswordField, summaryItems } from "../shared/ui/form.tsx";
import { FormPage, PageForm, usePageForm } from "../shared/ui/form-page.tsx";
import { deleteAccountSchema } from "./schemas.ts";

export const middleware: Route.MiddlewareFunction[] = [guard({ access: "login", noCommunity: true })];

export async function loader(args: Route.LoaderArgs) {
  const me = signedIn(args);
  const preview = await me.api.deletionPreview(me.userId);
  return { email: me.email ?? "", preview };
}

export async function action(args: Route.ActionArgs) {
  const me = signedIn(args);
  const outcome = await submitForm(await args.request.formData(), {
    schema: deleteAccountSchema,
    label: "Delete account",
    hideFields: ["password"],
    call: ({ password }) => me.api.unregister(me.userId, password),
    mapError: (error) =>
      error.code === "invalid_credentials"
        ? { fieldErrors: { password: ["Your password is not right"] } }
        : undefined,
  });
  if (!outcome.ok) return outcome.reply;
  // The account is gone: sign out and say so.
  me.session.replace({
    banner: { kind: "success", message: "Your account has been deleted. Thank you for using it." },
  });
  throw redirect("/");
}

function plural(n: number, one: string, many: string) {
  return n === 1 ? `1 ${one}` : `${n} ${many}`;
}

export default function DeleteAccount({ loaderData, actionData }: Route.ComponentProps) {
  const { preview, email } = loaderData;
  const [form, fields] = usePageForm(deleteAccountSchema, actionData);
  return (
    <FormPage
      title="Delete your account"
      failure={actionData?.failure}
      errors={summaryItems([fields.password])}
    >
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
      <PageForm
        form={form}
        submit="Delete my account"
        submitClassName="button button--warning"
        cancel="/account"
      >
        <PasswordField
          meta={fields.password}
          label="Your password"
          hint="To be sure it is you, enter your password."
          autoComplete="current-password"
        />
      </PageForm>
    </FormPage>
  );
}
