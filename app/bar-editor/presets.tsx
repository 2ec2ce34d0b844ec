// /dashboard/tandembar-preconfigured[?memberId]: 'Pick a bar' (spec S2 §2): the four ready-made bars or an empty
// one. Choosing creates the bar for the person (named 'My TandemBar' or 'Bar for {name}', ' (2)'... on a
// clash) and opens it in the editor.
import { redirect } from "react-router";
import type { Route } from "./+types/presets";
import {
  barToWire,
  getButtonIn,
  newBarName,
  PRESETS,
  presetItems,
  presetsIn,
  type BarItem,
} from "../../common/catalogue/index.ts";
import { errorTitle, failureMessage } from "../shared/errors.ts";
import type { Member } from "../../contract/index.ts";
import { currentMemberId } from "../shared/members.server.ts";
import { guard, type RouteArgs, type SignedInCommunity } from "../shared/guard.server.ts";
import { FormAlerts } from "../shared/ui/form-page.tsx";
import { useMessages } from "../shared/ui/messages.tsx";
import { Page } from "../shared/ui/page.tsx";
import { ApiError } from "../shared/v1-client.server.ts";
import { editorUser, personName } from "./editor.server.ts";
import { barEditorMessages } from "./messages/index.ts";
import { editorPath } from "../../common/editor-paths.ts";

export const middleware: Route.MiddlewareFunction[] = [guard({ access: "login", roles: ["manager"] })];

const EMPTY = "empty";

/**
 * The person the bar is for: `memberId`'s record, else the manager's own; fetched alone, never the group's whole
 * list (a group may have 10,000). `self` when it is the manager's own record or there is none.
 */
async function person(me: SignedInCommunity, args: RouteArgs, memberId: string | null) {
  const ownId = await currentMemberId(me, args);
  const id = memberId ?? ownId;
  let member: Member | null = null;
  if (id) {
    try {
      member = await me.api.member(me.communityId, id);
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 404) throw error;
    }
  }
  return { member, self: !member || member.id === ownId };
}

/** The names of the given bars (at most five), each fetched alone. */
async function barNames(me: SignedInCommunity, barIds: readonly string[]): Promise<string[]> {
  const bars = await Promise.all(
    barIds.map((id) =>
      me.api.bar(me.communityId, id).catch((error: unknown) => {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }),
    ),
  );
  return bars.flatMap((bar) => (bar ? [bar.name] : []));
}

export async function loader(args: Route.LoaderArgs) {
  const me = editorUser(args);
  const memberId = new URL(args.request.url).searchParams.get("memberId");
  const { member, self } = await person(me, args, memberId);
  return {
    // Null: the bar is for the manager.
    forWhom: !self && member ? personName(member, me.t) : null,
    presets: presetsIn(me.language).map((p) => ({
      id: p.id,
      name: p.name,
      description: p.description,
      buttons: p.buttons.map((key) => getButtonIn(key, me.language)?.label ?? key),
    })),
  };
}

export async function action(args: Route.ActionArgs) {
  const me = editorUser(args);
  const memberId = new URL(args.request.url).searchParams.get("memberId");
  const form = await args.request.formData();
  const choice = String(form.get("preset") ?? "");
  if (choice !== EMPTY && !PRESETS.some((p) => p.id === choice)) return { failure: null };
  try {
    const { member, self } = await person(me, args, memberId);
    const names = await barNames(me, member?.bar_ids ?? []);
    const name = newBarName(
      self || !member ? { self: true } : { self: false, name: personName(member, me.t) },
      names,
      me.language,
    );
    // The buttons are named in the manager's language, as a button added in the editor is.
    const items: BarItem[] = choice === EMPTY ? [] : presetItems(choice, me.language);
    const wire = barToWire({ id: "", name, is_shared: false, items });
    const bar = await me.api.createBar(me.communityId, { ...wire, member_id: member?.id ?? null });
    me.session.set({ banner: { kind: "success", message: me.t("presets.created") } });
    throw redirect(editorPath({ barId: bar.id, memberId: member?.id ?? null, continue: true }));
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return {
      failure: {
        title: errorTitle(me.t("presets.label"), me.language),
        message: failureMessage(error, undefined, me.language),
      },
    };
  }
}

export default function Presets({ loaderData: d, actionData }: Route.ComponentProps) {
  const t = useMessages(barEditorMessages);
  return (
    <Page title={t("presets.title")} hasErrors={Boolean(actionData?.failure)} wide>
      <FormAlerts failure={actionData?.failure} />
      <p>{d.forWhom ? t("presets.introFor", { name: d.forWhom }) : t("presets.introYou")}</p>
      <form method="post" className="preset-list">
        <ul className="card-list">
          {d.presets.map((p) => (
            <li key={p.id} className="panel">
              <h2 className="heading-m">{p.name}</h2>
              <p>{p.description}</p>
              <p>{t("presets.buttons", { buttons: p.buttons.join(", ") })}</p>
              <button type="submit" name="preset" value={p.id} className="button">
                {t.rich("presets.use", {
                  name: p.name,
                  hidden: (words) => <span className="visually-hidden">{words}</span>,
                })}
              </button>
            </li>
          ))}
          <li className="panel">
            <h2 className="heading-m">{t("presets.emptyTitle")}</h2>
            <p>{t("presets.emptyText")}</p>
            <button type="submit" name="preset" value={EMPTY} className="button button--secondary">
              {t("presets.emptySubmit")}
            </button>
          </li>
        </ul>
      </form>
    </Page>
  );
}
