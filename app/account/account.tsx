import type { Route } from "./+types/account";
import { guard, signedInApi } from "../shared/guard.server.ts";
import { sessionContext } from "../shared/session.server.ts";
import { Page } from "../shared/ui/page.tsx";

export const middleware: Route.MiddlewareFunction[] = [guard({ access: "login", noAccount: true })];

export async function loader({ request, context }: Route.LoaderArgs) {
  const session = context.get(sessionContext);
  const api = signedInApi(context, request);
  const user = await api.user(session.data.userId!);
  const community = session.data.communityId ? await api.community(session.data.communityId) : null;
  return {
    banner: session.take("banner") ?? null,
    email: user.email_plaintext ?? user.email ?? session.data.email ?? "",
    emailVerified: user.email_verified,
    community: community ? { name: community.name } : null,
    role: session.data.role ?? null,
  };
}

export default function Account({ loaderData }: Route.ComponentProps) {
  const { email, emailVerified, community, role } = loaderData;
  return (
    <Page title="Account settings" banner={loaderData.banner}>
      <section aria-labelledby="sign-in-method">
        <h2 id="sign-in-method" className="heading-m">
          How you sign in
        </h2>
        <dl className="summary-list">
          <div className="summary-list__row">
            <dt>Email address</dt>
            <dd>
              {email} <strong className="tag">{emailVerified ? "Confirmed" : "Not confirmed"}</strong>
            </dd>
          </div>
        </dl>
      </section>
      <section aria-labelledby="account-section">
        <h2 id="account-section" className="heading-m">
          Your account
        </h2>
        {community ? (
          <p>
            You are a {role === "manager" ? "manager" : "member"} of {community.name}.
          </p>
        ) : (
          <p>You have a free account: you can use the bars that others make for you.</p>
        )}
      </section>
    </Page>
  );
}
