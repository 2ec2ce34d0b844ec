// /dashboard/tandembar-editor/copy?barId: copy the buttons of another bar (another person's or a shared one)
// into this one. The copy replaces this bar's buttons in the draft, so "Undo all unsaved changes" takes it back.
import type { Route } from "./+types/copy";
import { barFromWire } from "../../common/catalogue/index.ts";
import { guard } from "../shared/guard.server.ts";
import { Page } from "../shared/ui/page.tsx";
import { useMessages } from "../shared/ui/messages.tsx";
import { ErrorSummary } from "../shared/ui/form.tsx";
import {
  backToEditor,
  guardedChange,
  barTitle,
  changeBar,
  editorUser,
  loadWorking,
  orNotFound,
  readTarget,
} from "./editor.server.ts";
import { copySources } from "./copy-sources.server.ts";
import { peopleQuery } from "../shared/people-search.ts";
import { PeopleCount, PeoplePagination, PeopleSearch } from "../shared/ui/people-search.tsx";
import { CopyChoices } from "./copy-choices.tsx";
import { SayContext } from "./island/words.ts";
import { barEditorMessages } from "./messages/index.ts";
import { EDITOR_PATH, editorPagePath, editorPath } from "../../common/editor-paths.ts";

export const middleware: Route.MiddlewareFunction[] = [guard({ access: "login", roles: ["manager"] })];

export async function loader(args: Route.LoaderArgs) {
  const me = editorUser(args);
  const target = readTarget(args.request);
  // A page of the other bars, searched by name (a group of 10,000 has as many bars).
  const query = peopleQuery(new URL(args.request.url));
  const pageUrl = (page: number) =>
    editorPagePath("copy", {
      barId: target.barId,
      memberId: target.memberId,
      q: query.q,
      page: page > 1 ? String(page) : null,
    });
  const [working, offered] = await Promise.all([
    loadWorking(me, target.barId),
    copySources(me, target.barId, query, pageUrl),
  ]);
  return {
    target,
    title: barTitle(working.bar.name, me.t, me.language),
    bars: offered.sources,
    page: offered.page,
    // The search form keeps the bar (and person) the page is about.
    hidden: { barId: target.barId, memberId: target.memberId },
    formAction: pageUrl(query.page),
  };
}

export async function action(args: Route.ActionArgs) {
  const me = editorUser(args);
  const target = readTarget(args.request);
  const from = String((await args.request.formData()).get("from") ?? "");
  if (!from || from === target.barId) return { error: me.t("island.copy.choose") };
  const source = barFromWire(await orNotFound(me.api.bar(me.communityId, from)));
  // Without ids the service gives the copies new ones.
  const items = source.items.map((item) => ({ ...item, id: "" }));
  await guardedChange(me, target, me.t("copy.label"), () =>
    changeBar(me, target.barId, (bar) => ({ ...bar, items })),
  );
  return backToEditor(me, target, {
    // The spec's text (S2 §8), then what happened.
    banner: me.t("copy.done", { count: items.length, name: barTitle(source.name, me.t, me.language) }),
  });
}

export default function CopyBar({ loaderData: d, actionData }: Route.ComponentProps) {
  const error = actionData?.error;
  const back = editorPath({ barId: d.target.barId, memberId: d.target.memberId, continue: true });
  const t = useMessages(barEditorMessages);
  return (
    <Page title={t("copy.title", { title: d.title })} hasErrors={Boolean(error)}>
      {error ? (
        <ErrorSummary items={[{ fieldId: d.bars[0] ? `from-${d.bars[0].id}` : "main", message: error }]} />
      ) : null}
      <PeopleSearch
        action={`${EDITOR_PATH}copy`}
        page={d.page}
        id="bars"
        label={t("copy.searchLabel")}
        hidden={{
          barId: d.hidden.barId,
          ...(d.hidden.memberId ? { memberId: d.hidden.memberId } : {}),
        }}
        clearLabel={t("copy.showAll")}
      />
      <PeopleCount page={d.page} id="bars" />
      {d.bars.length === 0 ? (
        <p>
          <a href={back}>{t("editor.backToBar")}</a>
        </p>
      ) : (
        <form method="post" className="form" action={d.formAction}>
          <SayContext.Provider value={t}>
            <CopyChoices idPrefix="from" title={d.title} sources={d.bars} error={Boolean(error)} />
          </SayContext.Provider>
          <PeoplePagination page={d.page} label={t("copy.pages")} />
          <div className="button-group">
            <button type="submit" className="button">
              {t("island.copy.submit")}
            </button>
            <a href={back}>{t("island.cancel")}</a>
          </div>
        </form>
      )}
    </Page>
  );
}
