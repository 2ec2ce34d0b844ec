// /register/invite: the invitation sign-up (spec S2 §2; public only). With `?invitation={id}` it opens that
// invitation on its registration form; without one it explains where the invitation link is.
import { redirect } from "react-router";
import type { Route } from "./+types/register-invite";
import { guard } from "../shared/guard.server.ts";
import { rateLimit } from "../shared/rate-limit.server.ts";
import { PRODUCT_NAME } from "../../contract/product.ts";
import { Page } from "../shared/ui/page.tsx";
import { invitationPath } from "./invitation.server.ts";

export const middleware: Route.MiddlewareFunction[] = [
  rateLimit("register"),
  guard({ access: "publicOnly" }),
];

export function loader({ request }: Route.LoaderArgs) {
  const id = new URL(request.url).searchParams.get("invitation")?.trim();
  if (id) throw redirect(invitationPath("accept", id, "register"));
  return null;
}

export default function RegisterInvite() {
  return (
    <Page title="Accept an invitation">
      <p>
        To join someone's group on {PRODUCT_NAME}, open the link in the invitation email they sent you. It
        takes you to a page where you can create your account or sign in, and accept the invitation.
      </p>
      <p>
        Cannot find the email? Look in your spam folder, or ask the person who invited you to send it again.
      </p>
      <div className="button-group">
        <a className="button button--secondary" href="/register">
          Create an account without an invitation
        </a>
        <a href="/login">Sign in</a>
      </div>
    </Page>
  );
}
