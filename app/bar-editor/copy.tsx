// /dashboard/tandembar-editor/copy?barId: copy the buttons of another bar (another person's or a shared one)
// into this one. The copy replaces this bar's buttons in the draft, so "Undo all unsaved changes" takes it back.
import type { Route } from "./+types/copy";
import { barFromWire } from "../../common/catalogue/index.ts";
import { guard, signedInCommunity } from "../shared/guard.server.ts";
import { Page } from "../shared/ui/page.tsx";
import { ErrorSummary } from "../shared/ui/form.tsx";
import {
  backToEditor,
  guardedChange,
  barTitle,
  changeBar,
  loadWorking,
  orNotFound,
  readTarget,
} from "./editor.server.ts";
import { copySources } from "./copy-sources.server.ts";
import { peopleQuery } from "../shared/people-search.ts";
import { PeopleCount, PeoplePagination, PeopleSearch } from "../shared/ui/people-search.tsx";
import { CHOOSE_BAR_MESSAGE, CopyChoices } from "./copy-choices.tsx";
import { EDITOR_PATH, editorPagePath, editorPath } from "../../common/editor-paths.ts";

export const middleware: Route.MiddlewareFunction[] = [guard({ access: "login", roles: ["manager"] })];

export async function loader(args: Route.LoaderArgs) {
  const me = signedInCommunity(args);
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
    title: barTitle(working.bar.name),
    bars: offered.sources,
    page: offered.page,
    // The search form keeps the bar (and person) the page is about.
    hidden: { barId: target.barId, memberId: target.memberId },
    formAction: pageUrl(query.page),
  };
}

export async function action(args: Route.ActionArgs) {
  const me = signedInCommunity(args);
  const target = readTarget(args.request);
  const from = String((await args.request.formData()).get("from") ?? "");
  if (!from || from === target.barId) return { error: CHOOSE_BAR_MESSAGE };
  const source = barFromWire(await orNotFound(me.api.bar(me.communityId, from)));
  // Without ids the service gives the copies new ones.
  const items = source.items.map((item) => ({ ...item, id: "" }));
  await guardedChange(me, target, "Copy bar", () =>
    changeBar(me, target.barId, (bar) => ({ ...bar, items })),
  );
  return backToEditor(me, target, {
    // The spec's text (S2 §8), then what happened.
    banner: `Bar successfully added. Copied ${items.length} ${items.length === 1 ? "button" : "buttons"} from ${barTitle(source.name)}.`,
  });
}

export default function CopyBar({ loaderData: d, actionData }: Route.ComponentProps) {
  const error = actionData?.error;
  const back = editorPath({ barId: d.target.barId, memberId: d.target.memberId, continue: true });
  return (
    <Page title={`Copy another bar into ${d.title}`} hasErrors={Boolean(error)}>
      {error ? (
        <ErrorSummary items={[{ fieldId: d.bars[0] ? `from-${d.bars[0].id}` : "main", message: error }]} />
      ) : null}
      <PeopleSearch
        action={`${EDITOR_PATH}copy`}
        page={d.page}
        id="bars"
        label="Search bars by name"
        hidden={{
          barId: d.hidden.barId,
          ...(d.hidden.memberId ? { memberId: d.hidden.memberId } : {}),
        }}
        clearLabel="Show every bar"
      />
      <PeopleCount page={d.page} id="bars" />
      {d.bars.length === 0 ? (
        <p>
          <a href={back}>Back to the bar</a>
        </p>
      ) : (
        <form method="post" className="form" action={d.formAction}>
          <CopyChoices idPrefix="from" title={d.title} sources={d.bars} error={Boolean(error)} />
          <PeoplePagination page={d.page} label="Pages of bars" />
          <div className="button-group">
            <button type="submit" className="button">
              Copy this bar
            </button>
            <a href={back}>Cancel</a>
          </div>
        </form>
      )}
    </Page>
  );
}
