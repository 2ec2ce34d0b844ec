// /dashboard/tandembar-editor/restore?barId&version: put an older version back (confirmed). The restore is
// saved as a new version, so it can itself be undone; the manager's unsaved changes of this bar are dropped.
import { data, redirect } from "react-router";
import type { Route } from "./+types/restore";
import { errorTitle, failureMessage } from "../shared/errors.ts";
import { guard } from "../shared/guard.server.ts";
import { useMessages } from "../shared/ui/messages.tsx";
import { ApiError } from "../shared/v1-client.server.ts";
import { ConfirmPage } from "./confirm.tsx";
import { barTitle, editorUser, loadWorking, orNotFound, readTarget } from "./editor.server.ts";
import { barEditorMessages } from "./messages/index.ts";
import { editorPagePath } from "../../common/editor-paths.ts";

export const middleware: Route.MiddlewareFunction[] = [guard({ access: "login", roles: ["manager"] })];

function readVersion(request: Request): number {
  const raw = new URL(request.url).searchParams.get("version") ?? "";
  const version = /^\d{1,9}$/.test(raw) ? Number(raw) : 0;
  if (version < 1) throw data("Not found", { status: 404 });
  return version;
}

export async function loader(args: Route.LoaderArgs) {
  const me = editorUser(args);
  const target = readTarget(args.request);
  const version = readVersion(args.request);
  const [working, saved] = await Promise.all([
    loadWorking(me, target.barId),
    orNotFound(me.api.barVersion(me.communityId, target.barId, version)),
  ]);
  return {
    target,
    version,
    title: barTitle(working.savedName, me.t, me.language),
    hasDraft: working.hasDraft,
    buttons: saved.bar.items.map((i) => String(i.configuration?.label ?? "")),
  };
}

export async function action(args: Route.ActionArgs) {
  const me = editorUser(args);
  const target = readTarget(args.request);
  const version = readVersion(args.request);
  const working = await loadWorking(me, target.barId);
  try {
    await me.api.restoreBarVersion(me.communityId, target.barId, version, working.savedVersion);
    if (working.hasDraft) await me.api.deleteBarDraft(me.communityId, target.barId);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return {
      failure: {
        title: errorTitle(me.t("restore.label"), me.language),
        message: failureMessage(error, undefined, me.language),
      },
    };
  }
  me.session.set({ banner: { kind: "success", message: me.t("restore.done", { version }) } });
  throw redirect(editorPagePath("history", { barId: target.barId, memberId: target.memberId }));
}

export default function Restore({ loaderData: d, actionData }: Route.ComponentProps) {
  const q = { barId: d.target.barId, memberId: d.target.memberId };
  const t = useMessages(barEditorMessages);
  return (
    <ConfirmPage
      title={t("restore.title", { version: d.version, title: d.title })}
      confirm={t("restore.confirm", { version: d.version })}
      back={editorPagePath("history", q)}
      danger={false}
      failure={actionData?.failure}
    >
      <p>
        {t("restore.text", {
          count: d.buttons.length,
          buttons: d.buttons.join(", ") || t("restore.none"),
        })}
      </p>
      {d.hasDraft ? <p>{t("restore.lost")}</p> : null}
    </ConfirmPage>
  );
}
