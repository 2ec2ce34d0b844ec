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
  ownerLabel,
  readTarget,
} from "./editor.server.ts";
import { CHOOSE_BAR_MESSAGE, CopyChoices } from "./copy-choices.tsx";
import { editorPath } from "../../common/editor-paths.ts";

export const middleware: Route.MiddlewareFunction[] = [guard({ access: "login", roles: ["manager"] })];

export async function loader(args: Route.LoaderArgs) {
  const me = signedInCommunity(args);
  const target = readTarget(args.request);
  const [working, bars, members] = await Promise.all([
    loadWorking(me, target.barId),
    me.api.bars(me.communityId),
    me.api.members(me.communityId),
  ]);
  return {
    target,
    title: barTitle(working.bar.name),
    bars: bars
      .filter((b) => b.id !== target.barId)
      .map((b) => ({ id: b.id, name: barTitle(b.name), owner: ownerLabel(b, members, null).label })),
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
      {d.bars.length === 0 ? (
        <>
          <p>There is no other bar to copy yet.</p>
          <p>
            <a href={back}>Back to the bar</a>
          </p>
        </>
      ) : (
        <form method="post" className="form">
          <CopyChoices idPrefix="from" title={d.title} sources={d.bars} error={Boolean(error)} />
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
