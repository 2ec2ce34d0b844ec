// /dashboard/tandembar-editor/?barId&memberId&catalogView: the bar editor (spec S2 §2, §4). Without JavaScript the
// bar is an ordered list; every change is a form post that keeps the manager's server-side draft and redirects
// back here, with focus on the changed row and a banner that stays. Save commits the draft. The editor region
// (island/region.tsx) is hydrated by the island, which does the same in place (docs/decisions/017).
import { readerNow } from "../member-say/when.ts";
import { redirect } from "react-router";
import type { Route } from "./+types/editor";
import { getButton } from "../../common/catalogue/index.ts";
import { guard } from "../shared/guard.server.ts";
import { Page } from "../shared/ui/page.tsx";
import { useMessages } from "../shared/ui/messages.tsx";
import { ApiError } from "../shared/v1-client.server.ts";
import {
  backToEditor,
  barPeople,
  barTitle,
  changeBar,
  commitDraft,
  editorUser,
  failedChange,
  loadWorking,
  ownerLabel,
  personName,
  readTarget,
  type EditorUser,
  type Target,
} from "./editor.server.ts";
import { islandWords } from "./island-words.server.ts";
import { barEditorMessages } from "./messages/index.ts";
import { copySources } from "./copy-sources.server.ts";
import { editorSayNote, notFoundAsNull } from "../member-say/manager-say.server.ts";
import { EditorSayRow } from "../member-say/waiting-note.tsx";
import { islandScript } from "./island.server.ts";
import { previewLogoKeys } from "../shared/preview-logos.server.ts";
import { askBeforeSave, receiverOf } from "./save-check.server.ts";
import { ISLAND_ID, ISLAND_PROPS_ID, scriptJson, type IslandProps } from "./island/model.ts";
import { EditorRegion } from "./island/region.tsx";
import { linkMarks, loadBarProblems } from "../link-health/link-health.server.ts";
import { addChange, moveChange, moveTarget, removeChange, type Change } from "./island/state.ts";
import { editorPagePath, editorPath, presetsPath, type EditorQuery } from "../../common/editor-paths.ts";
import { callName, loadDevices } from "../device/device.server.ts";
import { currentMemberId } from "../shared/members.server.ts";
import { effectiveSystem } from "../device/status.ts";
import { baseRowsOf } from "./editor-base.server.ts";
import { BASE_BAR_PATH } from "../base-bar/paths.ts";

export const middleware: Route.MiddlewareFunction[] = [guard({ access: "login", roles: ["manager"] })];

export async function loader(args: Route.LoaderArgs) {
  const me = editorUser(args);
  const url = new URL(args.request.url);
  // barId=new: a bar still to be made starts on the page of ready-made bars.
  if (url.searchParams.get("barId") === "new") throw redirect(presetsPath(url.searchParams.get("memberId")));
  const target = readTarget(args.request);
  const answered = url.searchParams.has("continue");
  // The bar's people and the first page of the other bars: never the group's whole lists (10,000 people).
  const copyPage = (page: number) =>
    editorPagePath("copy", {
      barId: target.barId,
      memberId: target.memberId,
      page: page > 1 ? String(page) : null,
    });
  const [working, members, community, drafts, offered, say, attention, ownId, base] = await Promise.all([
    loadWorking(me, target.barId),
    barPeople(me, target.barId, target.memberId),
    me.api.community(me.communityId),
    answered ? Promise.resolve([]) : me.api.userDrafts(me.userId, me.communityId),
    copySources(me, target.barId, { q: "", page: 1 }, copyPage),
    // The member's say: the person's OK for this bar ("Waiting for Pat's OK since Tuesday") and their card.
    target.memberId ? me.api.memberApproval(me.communityId, target.memberId).catch(notFoundAsNull) : null,
    loadBarProblems(me, target.barId, undefined, me.language),
    currentMemberId(me, args),
    // The group base bar (decision 030): fixed rows on a member's bar (or this is the base bar itself).
    me.api.baseBar(me.communityId),
  ]);
  const isBase = base?.bar.id === target.barId;
  const bar = working.bar;
  const owner = isBase
    ? { label: me.t("owner.base"), member: null }
    : ownerLabel(bar, members, target.memberId, me.t);
  // The device record of the bar's person only, not the group's (which may be 10,000).
  const devices = owner.member ? await loadDevices(me, [owner.member.id]) : new Map<string, never>();
  const banner = me.session.take("banner") ?? null;
  const otherDraft = working.hasDraft ? undefined : drafts.find((d) => d.bar_id !== target.barId);
  const island: IslandProps = {
    barId: target.barId,
    memberId: owner.member?.id ?? target.memberId,
    title: barTitle(bar.name, me.t, me.language),
    items: bar.items,
    hasDraft: working.hasDraft,
    version: working.savedVersion,
    conflict: working.hasDraft && working.savedVersion > working.baseVersion,
    focus: url.searchParams.get("focus"),
    control: url.searchParams.get("control"),
    focusList: url.searchParams.get("focus") === null && banner !== null,
    catalogView: url.searchParams.get("catalogView") === "1",
    q: (url.searchParams.get("q") ?? "").slice(0, 100),
    copySources: offered.sources,
    // More bars than the dialog lists: the copy page searches and pages them all.
    copyMore:
      offered.page.total > offered.sources.length ? { total: offered.page.total, href: copyPage(1) } : null,
    // Whose computer the bar goes to: the question before saving buttons with problems, as on the no-JS page.
    receiver: receiverOf(bar, members, target.memberId, ownId, me.t),
    invitee:
      owner.member?.state === "uninvited"
        ? { memberId: owner.member.id, name: personName(owner.member, me.t) }
        : null,
    logoKeys: previewLogoKeys(),
    linkMarks: linkMarks(attention),
    computer: owner.member
      ? {
          name: callName(owner.member, personName(owner.member, me.t)),
          system: effectiveSystem(devices.get(owner.member.id)).system,
        }
      : null,
    base: base && !isBase ? baseRowsOf(base, BASE_BAR_PATH) : null,
    words: islandWords(me.language),
  };
  return {
    basePosition: base && isBase ? base.position : null,
    target,
    title: barTitle(bar.name, me.t, me.language),
    isDefault: community.default_bar_id === bar.id,
    owner: owner.label,
    memberId: owner.member?.id ?? target.memberId,
    otherDraft: otherDraft
      ? { barId: otherDraft.bar_id, name: barTitle(otherDraft.bar_name, me.t, me.language) }
      : null,
    banner,
    island,
    islandScript: islandScript(),
    say: editorSayNote(say, target.barId, readerNow(me.clock, new Date(), me.language)),
  };
}

async function saveBar(me: EditorUser, target: Target, anyway: boolean): Promise<never> {
  const { uninvited } = await commitDraft(me, target, anyway);
  if (uninvited) throw redirect(editorPagePath("saved", { barId: target.barId, memberId: uninvited.id }));
  return backToEditor(me, target, { banner: me.t("island.saved") });
}

export async function action(args: Route.ActionArgs) {
  const me = editorUser(args);
  const target = readTarget(args.request);
  const form = await args.request.formData();
  const intent = String(form.get("intent") ?? "");
  const itemId = String(form.get("item") ?? "");
  try {
    switch (intent) {
      case "up":
      case "down":
      case "to": {
        let done: Change | null = null;
        await changeBar(me, target.barId, (bar) => {
          const from = bar.items.findIndex((i) => i.id === itemId);
          done = moveChange(me.t, bar.items, from, moveTarget(intent, from, form.get("position")), intent);
          return done ? { ...bar, items: done.items } : bar;
        });
        return backToEditor(me, target, {
          banner: (done as Change | null)?.message,
          focus: itemId,
          control: intent,
        });
      }
      case "remove": {
        let done: Change | null = null;
        await changeBar(me, target.barId, (bar) => {
          done = removeChange(
            me.t,
            bar.items,
            bar.items.findIndex((i) => i.id === itemId),
          );
          return done ? { ...bar, items: done.items } : bar;
        });
        const removed = done as Change | null;
        const next = removed?.focus.id || undefined;
        return backToEditor(me, target, {
          banner: removed?.message ?? me.t("editor.removed"),
          focus: next,
          control: next ? "edit" : undefined,
        });
      }
      case "add": {
        let done: ReturnType<typeof addChange> = null;
        const key = String(form.get("key") ?? "");
        if (!getButton(key)) return backToEditor(me, target, { extra: { catalogView: true } });
        // A button that needs something from the manager opens its page first, and joins the bar only when
        // kept there: leaving the page some other way leaves no empty button behind (edit-button.tsx).
        if (addChange(me.t, [], key, { language: me.language })?.needsDetails) {
          throw redirect(
            editorPagePath("button", { barId: target.barId, memberId: target.memberId, key, new: true }),
          );
        }
        await changeBar(me, target.barId, (bar) => {
          // Named in the manager's language and stored so: the desktop app shows the bar's own words.
          done = addChange(me.t, bar.items, key, { language: me.language });
          return done ? { ...bar, items: done.items } : bar;
        });
        const added = done as ReturnType<typeof addChange>;
        if (!added) return backToEditor(me, target, { extra: { catalogView: true } });
        return backToEditor(me, target, { banner: added.message, focus: added.item.id, control: "edit" });
      }
      case "save":
        // Save asks first: no change says so; buttons with problems ask first (save-check.tsx).
        await askBeforeSave(me, target);
        return await saveBar(me, target, false);
      case "save-anyway":
        return await saveBar(me, target, true);
      default:
        return backToEditor(me, target);
    }
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const label = me.t(
      intent === "save" || intent === "save-anyway" ? "island.changes.save" : "editor.changeLabel",
    );
    return failedChange(me, target, label, error, itemId || undefined);
  }
}

export default function Editor({ loaderData: d }: Route.ComponentProps) {
  const t = useMessages(barEditorMessages);
  const q: EditorQuery = { barId: d.target.barId, memberId: d.memberId };
  const formAction = editorPath({ ...q, continue: true });
  return (
    <Page title={t("editor.title", { title: d.title })} heading={d.title} banner={d.banner} wide>
      <section aria-labelledby="details-title" className="panel">
        <h2 id="details-title" className="heading-m">
          {t("editor.details")}
        </h2>
        <dl className="summary-list">
          <div className="summary-list__row">
            <dt>{t("editor.name")}</dt>
            <dd>
              {d.title}
              {d.isDefault ? null : (
                <>
                  {" "}
                  <a href={editorPagePath("rename", q)}>
                    {t.rich("editor.rename", {
                      title: d.title,
                      hidden: (words) => <span className="visually-hidden">{words}</span>,
                    })}
                  </a>
                </>
              )}
            </dd>
          </div>
          <div className="summary-list__row">
            <dt>{t("editor.for")}</dt>
            <dd>{d.owner}</dd>
          </div>
          {d.say ? <EditorSayRow note={d.say} barId={d.target.barId} /> : null}
          {d.basePosition ? (
            <div className="summary-list__row">
              <dt>{t("editor.where")}</dt>
              <dd>
                {t.rich("editor.whereText", {
                  position: d.basePosition,
                  link: (words) => <a href={BASE_BAR_PATH}>{words}</a>,
                })}
              </dd>
            </div>
          ) : null}
        </dl>
        <ul className="link-list">
          <li>
            <a href={editorPagePath("history", q)}>{t("editor.history")}</a>
          </li>
          {d.isDefault ? null : (
            <li>
              <a href={editorPagePath("delete", q)}>{t("editor.delete")}</a>
            </li>
          )}
        </ul>
      </section>

      {d.otherDraft ? (
        <section aria-labelledby="other-draft-title" className="panel panel--notice">
          <h2 id="other-draft-title" className="heading-m">
            {t("editor.otherDraftTitle")}
          </h2>
          <p>{t("editor.otherDraftText", { name: d.otherDraft.name })}</p>
          <div className="button-group">
            <a className="button" href={editorPath({ barId: d.otherDraft.barId, continue: true })}>
              {t("editor.goToOther")}
            </a>
            <a className="button button--secondary" href={formAction}>
              {t("editor.continueHere")}
            </a>
          </div>
        </section>
      ) : null}

      {/* The island: server HTML that works as it is, hydrated by the editor's one script (decision 017). */}
      <div id={ISLAND_ID}>
        <EditorRegion {...d.island} />
      </div>
      {d.islandScript ? (
        <script
          type="application/json"
          id={ISLAND_PROPS_ID}
          dangerouslySetInnerHTML={{ __html: scriptJson(d.island) }}
        />
      ) : null}
    </Page>
  );
}
