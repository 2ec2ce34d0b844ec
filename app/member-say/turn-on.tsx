// /dashboard/members/{id}/approval (decision 021): a manager turns on "changes wait for Pat's OK". Only the
// member can turn it off again, and only the member approves.
import { Form, redirect } from "react-router";
import type { Route } from "./+types/turn-on";
import { displayName, loadMember, managerOnly } from "../shared/members.server.ts";
import { errorTitle, failureMessage } from "../shared/errors.ts";
import { guard, signedInCommunity } from "../shared/guard.server.ts";
import { FormPage } from "../shared/ui/form-page.tsx";
import { ApiError } from "../shared/v1-client.server.ts";

export const middleware: Route.MiddlewareFunction[] = [guard({ access: "login" }), managerOnly];

export async function loader(args: Route.LoaderArgs) {
  const me = signedInCommunity(args);
  const member = await loadMember(me, args.params.memberId);
  return { id: member.id, name: displayName(member.first_name, member.last_name, member.email) };
}

export async function action(args: Route.ActionArgs) {
  const me = signedInCommunity(args);
  const member = await loadMember(me, args.params.memberId);
  const name = displayName(member.first_name, member.last_name, member.email);
  try {
    await me.api.setMemberApproval(me.communityId, member.id, { required: true });
  } catch (error) {
    if (!(error instanceof ApiError) || error.status === 401) throw error;
    return { failure: { title: errorTitle("Turning it on"), message: failureMessage(error) } };
  }
  me.session.set({ banner: { kind: "success", message: `Changes now wait for ${name}'s OK.` } });
  throw redirect(`/dashboard/members/${encodeURIComponent(member.id)}`);
}

export default function TurnOn({ loaderData: d, actionData }: Route.ComponentProps) {
  const back = `/dashboard/members/${encodeURIComponent(d.id)}`;
  return (
    <FormPage title={`Let changes wait for ${d.name}'s OK`} failure={actionData?.failure}>
      <p>
        When this is on, a change you save to {d.name}&apos;s bars does not reach their computer until{" "}
        {d.name} approves it on their own page. {d.name} sees that you turned it on.
      </p>
      <p>Only {d.name} can turn it off again, and nobody can approve a change for them.</p>
      <Form method="post" reloadDocument className="form">
        <div className="button-group">
          <button type="submit" className="button">
            Turn it on
          </button>
          <a href={back}>Cancel</a>
        </div>
      </Form>
    </FormPage>
  );
}
