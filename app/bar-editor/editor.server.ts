// The editor's server side: the bar being edited is the manager's server-side draft when there is one (every
// change PUTs it), else the bar as last saved. Save commits the draft as a new version (/v1 drafts).
import { data, redirect } from "react-router";
import type { MemberListItem } from "../../contract/members.ts";
import { memberFullName, memberListQuerySchema } from "../../contract/members.ts";
import { barFromWire, barToWire, displayBarName, type Bar } from "../../common/catalogue/index.ts";
import type { Language } from "../../contract/language.ts";
import { errorTitle, failureMessage } from "../shared/errors.ts";
import { signedInCommunity, type RouteArgs, type SignedInCommunity } from "../shared/guard.server.ts";
import { requestLanguage } from "../shared/language.server.ts";
import { ApiError } from "../shared/v1-client.server.ts";
import { editorPath, type EditorQuery } from "../../common/editor-paths.ts";
import { messagesFor } from "../../common/i18n/messages.ts";
import { barEditorMessages, type BarEditorWords } from "./messages/index.ts";

/** The signed-in manager of an editor page, with the page's language and the editor's words in it. */
export interface EditorUser extends SignedInCommunity {
  language: Language;
  t: BarEditorWords;
}

export function editorUser(args: RouteArgs): EditorUser {
  const language = requestLanguage(args.context);
  return { ...signedInCommunity(args), language, t: messagesFor(barEditorMessages, language) };
}

/** The bar and person a page of the editor is about, read from its query. */
export interface Target {
  barId: string;
  memberId: string | null;
}

export function readTarget(request: Request): Target {
  const url = new URL(request.url);
  const barId = url.searchParams.get("barId")?.trim() ?? "";
  if (!barId || barId.length > 64) throw data("No bar was given.", { status: 404 });
  const memberId = url.searchParams.get("memberId")?.trim() || null;
  return { barId, memberId: memberId && memberId.length <= 64 ? memberId : null };
}

/** A /v1 404 (bar, member or version gone) becomes this page's 404. */
export async function orNotFound<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw data("Not found", { status: 404 });
    throw error;
  }
}

export interface Working {
  bar: Bar;
  /** The version saved now. */
  savedVersion: number;
  /** The version the draft started from (the saved one without a draft). */
  baseVersion: number;
  hasDraft: boolean;
  /** The bar's name as saved. */
  savedName: string;
}

export async function loadWorking(me: SignedInCommunity, barId: string): Promise<Working> {
  const [saved, draft] = await Promise.all([
    orNotFound(me.api.bar(me.communityId, barId)),
    me.api.barDraft(me.communityId, barId),
  ]);
  const savedVersion = saved.version ?? 1;
  if (draft) {
    return {
      bar: barFromWire({ id: barId, name: draft.name, is_shared: draft.is_shared, items: draft.items }),
      savedVersion: Math.max(savedVersion, draft.current_version),
      baseVersion: draft.base_version,
      hasDraft: true,
      savedName: saved.name,
    };
  }
  return {
    bar: barFromWire(saved),
    savedVersion,
    baseVersion: savedVersion,
    hasDraft: false,
    savedName: saved.name,
  };
}

/** Keeps `bar` as the manager's draft; answers the draft's bar (with the ids the service gave new items). */
export async function saveDraft(me: SignedInCommunity, working: Working, bar: Bar): Promise<Bar> {
  const wire = barToWire(bar);
  const draft = await me.api.putBarDraft(me.communityId, working.bar.id, {
    name: bar.name,
    is_shared: wire.is_shared,
    items: wire.items,
    base_version: working.baseVersion,
  });
  if (!draft) return bar;
  return barFromWire({ id: bar.id, name: draft.name, is_shared: draft.is_shared, items: draft.items });
}

/**
 * Saves the manager's draft as the bar's new version ("anyway": re-based on the version someone else saved
 * meanwhile, which stays in the history). Answers the person the bar is for when they are not invited yet.
 */
export async function commitDraft(
  me: EditorUser,
  target: Target,
  anyway: boolean,
): Promise<{ version: number; uninvited: BarPerson | null }> {
  if (anyway) {
    const working = await loadWorking(me, target.barId);
    await saveDraft(me, { ...working, baseVersion: working.savedVersion }, working.bar);
  }
  try {
    await me.api.commitBarDraft(me.communityId, target.barId);
  } catch (error) {
    // Nothing pending: the bar is saved as it is.
    if (!(error instanceof ApiError) || error.code !== "draft_not_found") throw error;
  }
  const [people, bar] = await Promise.all([
    barPeople(me, target.barId, target.memberId),
    me.api.bar(me.communityId, target.barId),
  ]);
  const owner = ownerLabel(bar, people, target.memberId, me.t);
  return {
    version: bar.version ?? 1,
    uninvited: owner.member?.state === "uninvited" ? owner.member : null,
  };
}

/** Loads the bar being edited, applies a change and keeps the result as the draft. */
export async function changeBar(
  me: SignedInCommunity,
  barId: string,
  change: (bar: Bar) => Bar,
): Promise<{ before: Bar; after: Bar }> {
  const working = await loadWorking(me, barId);
  const after = await saveDraft(me, working, change(working.bar));
  return { before: working.bar, after };
}

/** The person's name, else their email address (a manager who gave no name), else a stand-in. */
export function personName(
  member: Pick<MemberListItem, "first_name" | "last_name" | "email">,
  t: BarEditorWords,
): string {
  return memberFullName(member.first_name, member.last_name) || member.email || t("owner.unnamedPerson");
}

/** A person as ownerLabel weighs them: a member-list item, or one member's record. */
export type BarPerson = Pick<
  MemberListItem,
  "id" | "first_name" | "last_name" | "role" | "bar_ids" | "state" | "email"
>;

/**
 * The people ownerLabel weighs for a bar (never the group's whole list, which may be 10,000): the page's
 * person when one is named, and the bar's oldest holder.
 */
export async function barPeople(
  me: SignedInCommunity,
  barId: string,
  memberId: string | null,
): Promise<BarPerson[]> {
  // A bar id /v1 would refuse as a filter is no bar of the group: it has no holders.
  const bar = memberListQuerySchema.shape.bar.safeParse(barId);
  const [named, holders] = await Promise.all([
    memberId ? me.api.member(me.communityId, memberId).catch(notFoundAsNull) : null,
    bar.success && bar.data !== "none"
      ? me.api.memberPage(me.communityId, { bar: bar.data, limit: 1 })
      : null,
  ]);
  return [...(named ? [named] : []), ...(holders?.members ?? [])];
}

function notFoundAsNull(error: unknown): null {
  if (error instanceof ApiError && error.status === 404) return null;
  throw error;
}

/** Who the bar is for, in the editor's words: the person, 'Shared bar', or nobody yet. */
export function ownerLabel(
  bar: { id: string; is_shared: boolean },
  members: readonly BarPerson[],
  memberId: string | null,
  t: BarEditorWords,
): { label: string; member: BarPerson | null } {
  const member =
    (memberId ? members.find((m) => m.id === memberId) : undefined) ??
    members.find((m) => m.bar_ids.includes(bar.id)) ??
    null;
  if (bar.is_shared && !(memberId && member)) return { label: t("owner.shared"), member: null };
  if (member) return { label: personName(member, t), member };
  return { label: t("owner.nobody"), member: null };
}

export function barTitle(name: string, t: BarEditorWords, language: Language): string {
  return displayBarName(name, language) || t("bar.unnamed");
}

/** Back to the editor's list (or another of its views), with a banner that stays on that page. */
export function backToEditor(
  me: SignedInCommunity,
  target: Target,
  options: { banner?: string; focus?: string; control?: string; extra?: Partial<EditorQuery> } = {},
): never {
  if (options.banner) me.session.set({ banner: { kind: "success", message: options.banner } });
  throw redirect(
    editorPath({
      barId: target.barId,
      memberId: target.memberId,
      continue: true,
      focus: options.focus,
      control: options.control,
      ...options.extra,
    }),
  );
}

/** A change that /v1 refused or could not make: back to the list, the reason in a banner that stays. */
export function failedChange(
  me: EditorUser,
  target: Target,
  label: string,
  error: ApiError,
  focus?: string,
): never {
  const title = errorTitle(label, me.language);
  const message = failureMessage(error, undefined, me.language);
  me.session.set({ banner: { kind: "info", message: me.t("editor.failed", { title, message }) } });
  throw redirect(editorPath({ barId: target.barId, memberId: target.memberId, continue: true, focus }));
}

/** Runs an action's /v1 calls; an ApiError becomes failedChange (redirects and other errors go on). */
export async function guardedChange<T>(
  me: EditorUser,
  target: Target,
  label: string,
  run: () => Promise<T>,
  focus?: string,
): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof ApiError) return failedChange(me, target, label, error, focus);
    throw error;
  }
}
