// /dashboard/tandembar-editor/save?barId&memberId: Save with buttons that still have problems asks first, so
// a manager does not send a member buttons that will not work (docs/decisions.md, "Save asks first"): "2
// buttons still have problems: they will not work on Pat's computer." with Save anyway and Fix them. Each
// button with a problem links to its page. Without problems (or changes) there is nothing to ask.
import { redirect } from "react-router";
import type { Route } from "./+types/save-check";
import { catalogueMessages } from "../../common/catalogue/index.ts";
import { guard } from "../shared/guard.server.ts";
import { Page } from "../shared/ui/page.tsx";
import { useLanguage, useMessages } from "../shared/ui/messages.tsx";
import { ApiError } from "../shared/v1-client.server.ts";
import {
  backToEditor,
  barTitle,
  commitDraft,
  editorUser,
  failedChange,
  barPeople,
  loadWorking,
  readTarget,
} from "./editor.server.ts";
import { currentMemberId } from "../shared/members.server.ts";
import { editorPagePath, editorPath } from "../../common/editor-paths.ts";
import { receiverOf } from "./save-check.server.ts";
import { barEditorMessages } from "./messages/index.ts";
import { buttonsWithProblems, saveProblemsText } from "./save-problems.ts";

export const middleware: Route.MiddlewareFunction[] = [guard({ access: "login", roles: ["manager"] })];

export async function loader(args: Route.LoaderArgs) {
  const me = editorUser(args);
  const target = readTarget(args.request);
  const [working, people, ownId] = await Promise.all([
    loadWorking(me, target.barId),
    barPeople(me, target.barId, target.memberId),
    currentMemberId(me, args),
  ]);
  const problems = buttonsWithProblems(working.bar.items);
  const back = editorPath({ barId: target.barId, memberId: target.memberId, continue: true });
  if (!working.hasDraft || problems.length === 0) throw redirect(back);
  const receiver = receiverOf(working.bar, people, target.memberId, ownId, me.t);
  return {
    target,
    title: barTitle(working.bar.name, me.t, me.language),
    question: saveProblemsText(me.t, problems.length, receiver),
    problems: problems.map((p) => ({
      ...p,
      href: editorPagePath("button", { barId: target.barId, memberId: target.memberId, itemId: p.id }),
    })),
    // Fix them: back to the bar, on the first button with a problem.
    fix: editorPath({
      barId: target.barId,
      memberId: target.memberId,
      continue: true,
      focus: problems[0]!.id,
      control: "edit",
    }),
  };
}

export async function action(args: Route.ActionArgs) {
  const me = editorUser(args);
  const target = readTarget(args.request);
  let uninvited;
  try {
    ({ uninvited } = await commitDraft(me, target, false));
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return failedChange(me, target, me.t("island.changes.save"), error);
  }
  if (uninvited) throw redirect(editorPagePath("saved", { barId: target.barId, memberId: uninvited.id }));
  return backToEditor(me, target, { banner: me.t("island.saved") });
}

export default function SaveCheck({ loaderData: d }: Route.ComponentProps) {
  const t = useMessages(barEditorMessages);
  const issue = catalogueMessages(useLanguage()).buttonHasIssue;
  return (
    <Page title={t("saveCheck.title", { title: d.title })}>
      <div className="panel panel--notice">
        <p>
          <strong>{d.question}</strong>
        </p>
        <ul className="list--bullet">
          {d.problems.map((p) => (
            <li key={p.id}>
              {p.label || t("island.noText")}: <a href={p.href}>{issue}</a>
            </li>
          ))}
        </ul>
      </div>
      <form method="post" className="button-group">
        <a className="button" href={d.fix}>
          {t("island.problems.fix")}
        </a>
        <button type="submit" className="button button--secondary">
          {t("island.problems.saveAnyway")}
        </button>
      </form>
    </Page>
  );
}
