// /dashboard/tandembar-editor/history?barId: every saved version of the bar, newest first, by who and when,
// with what changed in words; each older one can be restored (restore.tsx).
import type { Route } from "./+types/history";
import { guard } from "../shared/guard.server.ts";
import { Page } from "../shared/ui/page.tsx";
import { useMessages } from "../shared/ui/messages.tsx";
import { ApprovalHistory, approvalEventText } from "../member-say/approval-history.tsx";
import { describeChanges } from "../shared/bar-diff.ts";
import { barTitle, editorUser, orNotFound, readTarget } from "./editor.server.ts";
import { barEditorMessages } from "./messages/index.ts";
import { editorPagePath, editorPath } from "../../common/editor-paths.ts";
import { loadBarProblems } from "../link-health/link-health.server.ts";
import { ProblemList } from "../link-health/problems.tsx";
import { dateTimeText } from "../../common/clock-words.ts";

export const middleware: Route.MiddlewareFunction[] = [guard({ access: "login", roles: ["manager"] })];

export async function loader(args: Route.LoaderArgs) {
  const me = editorUser(args);
  const target = readTarget(args.request);
  const [bar, list, events, attention] = await Promise.all([
    orNotFound(me.api.bar(me.communityId, target.barId)),
    orNotFound(me.api.barVersions(me.communityId, target.barId)),
    // The members' answers and their "changes wait for my OK" setting (decision 021).
    orNotFound(me.api.barApprovalEvents(me.communityId, target.barId)),
    loadBarProblems(me, target.barId, undefined, me.language),
  ]);
  const versions = list.versions; // newest first
  return {
    target,
    title: barTitle(bar.name, me.t, me.language),
    banner: me.session.take("banner") ?? null,
    current: list.current_version,
    // Link health: buttons of the bar now that need attention, linked to the editor.
    attention: attention.map((p) => ({
      ...p,
      fixPath: editorPath({ barId: target.barId, memberId: target.memberId, focus: p.itemId ?? undefined }),
    })),
    versions: versions.map((v, i) => ({
      version: v.version,
      when: dateTimeText(v.created_at, me.clock),
      datetime: v.created_at,
      // /v1 names an author without a name by their email address; no user: their account is gone.
      who: v.author.name || me.t(v.author.user_id ? "history.manager" : "history.former"),
      restoredFrom: v.restored_from,
      changes: describeChanges(versions[i + 1] ?? null, v, me.language),
      isOldest: i === versions.length - 1,
    })),
    approvals: events.map((e) => ({
      key: `${e.created_at}-${e.kind}-${e.member_id ?? ""}`,
      text: approvalEventText(e, me.language),
      when: dateTimeText(e.created_at, me.clock),
      datetime: e.created_at,
    })),
  };
}

export default function History({ loaderData: d }: Route.ComponentProps) {
  const q = { barId: d.target.barId, memberId: d.target.memberId };
  const t = useMessages(barEditorMessages);
  return (
    <Page title={t("history.title", { title: d.title })} banner={d.banner}>
      <p>
        <a href={editorPath({ ...q, continue: true })}>{t("editor.backToBar")}</a>
      </p>
      <ProblemList
        problems={d.attention}
        title={t("history.attention")}
        headingId="attention-title"
        returnTo={editorPagePath("history", q)}
        barId={d.target.barId}
        showBar={false}
      />
      <p>{t("history.intro")}</p>
      <ol className="history-list" reversed>
        {d.versions.map((v) => (
          <li key={v.version} className="panel">
            <h2 className="heading-m">
              {t(v.version === d.current ? "history.versionNow" : "history.version", { version: v.version })}
            </h2>
            <p>
              {t.rich("history.savedBy", {
                who: v.who,
                when: v.when,
                time: (words) => <time dateTime={v.datetime}>{words}</time>,
              })}
            </p>
            {v.restoredFrom ? <p>{t("history.broughtBack", { version: v.restoredFrom })}</p> : null}
            <p>{v.isOldest && v.version !== 1 ? t("history.older") : v.changes}</p>
            {v.version !== d.current ? (
              <p>
                <a href={editorPagePath("restore", { ...q, version: String(v.version) })}>
                  {t("history.restore", { version: v.version })}
                </a>
              </p>
            ) : null}
          </li>
        ))}
      </ol>
      <ApprovalHistory events={d.approvals} />
    </Page>
  );
}
