// /register/invite: the invitation sign-up (spec S2 §2; public only). With `?invitation={id}` it opens that
// invitation on its registration form; without one it explains where the invitation link is.
import { redirect } from "react-router";
import type { Route } from "./+types/register-invite";
import { guard } from "../shared/guard.server.ts";
import { rateLimit } from "../shared/rate-limit.server.ts";
import { Page } from "../shared/ui/page.tsx";
import { useMessages } from "../shared/ui/messages.tsx";
import { invitationsMessages } from "./messages/index.ts";
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
  const t = useMessages(invitationsMessages);
  return (
    <Page title={t("registerInvite.title")}>
      <p>{t("registerInvite.open")}</p>
      <p>{t("registerInvite.notFound")}</p>
      <div className="button-group">
        <a className="button button--secondary" href="/register">
          {t("registerInvite.without")}
        </a>
        <a href="/login">{t("signIn")}</a>
      </div>
    </Page>
  );
}
