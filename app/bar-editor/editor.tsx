// /dashboard/tandembar-editor/?barId&memberId&catalogView: the bar editor without JavaScript (spec §2, §4).
// The bar is an ordered list; every change is a form post that keeps the manager's server-side draft and
// redirects back here, with focus on the changed row and a banner that stays. Save commits the draft.
import { redirect } from "react-router";
import type { Route } from "./+types/editor";
import {
  buttonOf,
  colourOf,
  createItem,
  getButton,
  groupButtons,
  isValid,
  noResultsMessage,
  search,
  validateBar,
  VISIBLE_GROUPS,
  type CatalogueButton,
  type IconRef,
} from "../catalogue/index.ts";
import { ButtonIcon } from "../catalogue/ButtonIcon.tsx";
import { guard, signedInCommunity, type SignedInCommunity } from "../shared/guard.server.ts";
import { Page } from "../shared/ui/page.tsx";
import { ApiError } from "../shared/v1-client.server.ts";
import {
  backToEditor,
  barTitle,
  changeBar,
  failedChange,
  loadWorking,
  ownerLabel,
  readTarget,
  saveDraft,
  type Target,
} from "./editor.server.ts";
import { editorPagePath, editorPath, presetsPath, rowId, type EditorQuery } from "./paths.ts";

export const middleware: Route.MiddlewareFunction[] = [guard({ access: "login", roles: ["manager"] })];

interface CatalogueEntry {
  key: string;
  name: string;
  description: string;
  icon: IconRef;
}

function entry(button: CatalogueButton): CatalogueEntry {
  return {
    key: button.key,
    name: button.catalogLabel ?? button.label,
    description: button.description,
    icon: button.icon,
  };
}

export async function loader(args: Route.LoaderArgs) {
  const me = signedInCommunity(args);
  const url = new URL(args.request.url);
  // barId=new: a bar still to be made starts on the page of ready-made bars.
  if (url.searchParams.get("barId") === "new") throw redirect(presetsPath(url.searchParams.get("memberId")));
  const target = readTarget(args.request);
  const answered = url.searchParams.has("continue");
  const [working, members, community, drafts] = await Promise.all([
    loadWorking(me, target.barId),
    me.api.members(me.communityId),
    me.api.community(me.communityId),
    answered ? Promise.resolve([]) : me.api.userDrafts(me.userId, me.communityId),
  ]);
  const bar = working.bar;
  const problems = validateBar(bar.items);
  const owner = ownerLabel(bar, members, target.memberId);
  const catalogView = url.searchParams.get("catalogView") === "1";
  const q = (url.searchParams.get("q") ?? "").slice(0, 100);
  const otherDraft = working.hasDraft ? undefined : drafts.find((d) => d.bar_id !== target.barId);
  return {
    target,
    name: bar.name,
    title: barTitle(bar.name),
    isDefault: community.default_bar_id === bar.id,
    owner: owner.label,
    memberId: owner.member?.id ?? target.memberId,
    hasDraft: working.hasDraft,
    conflict: working.hasDraft && working.savedVersion > working.baseVersion,
    version: working.savedVersion,
    items: bar.items.map((item, index) => ({
      id: item.id,
      label: item.configuration.label,
      colour: colourOf(item),
      icon: buttonOf(item)?.icon ?? null,
      valid: isValid(item),
      problems: (problems[index] ?? []).map((p) => ({ level: p.level, message: p.message })),
    })),
    focus: url.searchParams.get("focus"),
    control: url.searchParams.get("control"),
    catalogView,
    q,
    results: catalogView && q.trim() ? search(q).map((r) => entry(r.button)) : null,
    groups: catalogView
      ? VISIBLE_GROUPS.map((group) => {
          const { primary, more } = groupButtons(group.id);
          return { id: group.id, title: group.title, primary: primary.map(entry), more: more.map(entry) };
        })
      : [],
    otherDraft: otherDraft ? { barId: otherDraft.bar_id, name: barTitle(otherDraft.bar_name) } : null,
    banner: me.session.take("banner") ?? null,
  };
}

async function saveBar(me: SignedInCommunity, target: Target, anyway: boolean): Promise<never> {
  if (anyway) {
    // The manager keeps their version over the one saved meanwhile: re-base the draft on it, then commit.
    const working = await loadWorking(me, target.barId);
    await saveDraft(me, { ...working, baseVersion: working.savedVersion }, working.bar);
  }
  try {
    await me.api.commitBarDraft(me.communityId, target.barId);
  } catch (error) {
    if (!(error instanceof ApiError) || error.code !== "draft_not_found") throw error;
  }
  const members = await me.api.members(me.communityId);
  const bar = await me.api.bar(me.communityId, target.barId);
  const owner = ownerLabel(bar, members, target.memberId);
  if (owner.member?.state === "uninvited") {
    throw redirect(editorPagePath("saved", { barId: target.barId, memberId: owner.member.id }));
  }
  return backToEditor(me, target, { banner: "Bar successfully saved." });
}

export async function action(args: Route.ActionArgs) {
  const me = signedInCommunity(args);
  const target = readTarget(args.request);
  const form = await args.request.formData();
  const intent = String(form.get("intent") ?? "");
  const itemId = String(form.get("item") ?? "");
  const labelOf = (id: string, bar: { items: { id: string; configuration: { label: string } }[] }) =>
    bar.items.find((i) => i.id === id)?.configuration.label ?? "";

  try {
    switch (intent) {
      case "up":
      case "down":
      case "to": {
        let position = 0;
        let count = 0;
        const { after } = await changeBar(me, target.barId, (bar) => {
          const items = [...bar.items];
          const from = items.findIndex((i) => i.id === itemId);
          if (from < 0) return bar;
          let to =
            intent === "up" ? from - 1 : intent === "down" ? from + 1 : Number(form.get("position")) - 1;
          if (!Number.isInteger(to)) to = from;
          to = Math.min(Math.max(to, 0), items.length - 1);
          const [moved] = items.splice(from, 1);
          items.splice(to, 0, moved!);
          position = to + 1;
          count = items.length;
          return { ...bar, items };
        });
        const label = labelOf(itemId, after);
        return backToEditor(me, target, {
          banner: position ? `"${label}" moved to position ${position} of ${count}.` : undefined,
          focus: itemId,
          control: intent,
        });
      }
      case "remove": {
        let next: string | undefined;
        let label = "";
        await changeBar(me, target.barId, (bar) => {
          const index = bar.items.findIndex((i) => i.id === itemId);
          if (index < 0) return bar;
          label = bar.items[index]!.configuration.label;
          next = (bar.items[index + 1] ?? bar.items[index - 1])?.id;
          return { ...bar, items: bar.items.filter((i) => i.id !== itemId) };
        });
        return backToEditor(me, target, {
          banner: label ? `Button removed: "${label}".` : "Button removed",
          focus: next,
          control: next ? "edit" : undefined,
        });
      }
      case "add": {
        const button = getButton(String(form.get("key") ?? ""));
        if (!button) return backToEditor(me, target, { extra: { catalogView: true } });
        const item = createItem(button.key, { isNew: true });
        await changeBar(me, target.barId, (bar) => ({ ...bar, items: [...bar.items, item] }));
        // A button that needs something from the manager opens its page at once; Cancel there removes it.
        if (button.params.length > 0 || !isValid(item)) {
          throw redirect(
            editorPagePath("button", {
              barId: target.barId,
              memberId: target.memberId,
              itemId: item.id,
              new: true,
            }),
          );
        }
        return backToEditor(me, target, {
          banner: `New item added: "${item.configuration.label}".`,
          focus: item.id,
          control: "edit",
        });
      }
      case "save":
      case "save-anyway":
        return await saveBar(me, target, intent === "save-anyway");
      default:
        return backToEditor(me, target);
    }
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const label = intent === "save" || intent === "save-anyway" ? "Save bar" : "Change bar";
    return failedChange(me, target, label, error, itemId || undefined);
  }
}

function hidden(q: EditorQuery) {
  return (
    <>
      <input type="hidden" name="barId" value={q.barId} />
      {q.memberId ? <input type="hidden" name="memberId" value={q.memberId} /> : null}
    </>
  );
}

export default function Editor({ loaderData: d }: Route.ComponentProps) {
  const q: EditorQuery = { barId: d.target.barId, memberId: d.memberId };
  const formAction = editorPath({ ...q, continue: true });
  const count = d.items.length;
  const focusControl = (id: string, control: string, available: string[]) => {
    if (d.focus !== id) return false;
    const wanted = d.control && available.includes(d.control) ? d.control : available[0];
    return wanted === control;
  };
  return (
    <Page title={`Edit ${d.title}`} heading={d.title} banner={d.banner} wide>
      <section aria-labelledby="details-title" className="panel">
        <h2 id="details-title" className="heading-m">
          Details
        </h2>
        <dl className="summary-list">
          <div className="summary-list__row">
            <dt>Name</dt>
            <dd>
              {d.title}
              {d.isDefault ? null : (
                <>
                  {" "}
                  <a href={editorPagePath("rename", q)}>
                    Rename<span className="visually-hidden"> the bar {d.title}</span>
                  </a>
                </>
              )}
            </dd>
          </div>
          <div className="summary-list__row">
            <dt>For</dt>
            <dd>{d.owner}</dd>
          </div>
          <div className="summary-list__row">
            <dt>Changes</dt>
            <dd>
              {d.hasDraft ? "This bar has unsaved changes." : `All changes are saved (version ${d.version}).`}
            </dd>
          </div>
        </dl>
        <ul className="link-list">
          <li>
            <a href={editorPagePath("copy", q)}>Copy buttons from another bar</a>
          </li>
          <li>
            <a href={editorPagePath("history", q)}>History of this bar</a>
          </li>
          {d.hasDraft ? (
            <li>
              <a href={editorPagePath("revert", q)}>Undo all unsaved changes</a>
            </li>
          ) : null}
          {d.isDefault ? null : (
            <li>
              <a href={editorPagePath("delete", q)}>Delete this bar</a>
            </li>
          )}
        </ul>
      </section>

      {d.otherDraft ? (
        <section aria-labelledby="other-draft-title" className="panel panel--notice">
          <h2 id="other-draft-title" className="heading-m">
            Unsaved changes on another bar
          </h2>
          <p>The bar {d.otherDraft.name} has changes that are not saved yet.</p>
          <div className="button-group">
            <a className="button" href={editorPath({ barId: d.otherDraft.barId, continue: true })}>
              Go to that bar
            </a>
            <a className="button button--secondary" href={formAction}>
              Continue with this bar
            </a>
          </div>
        </section>
      ) : null}

      {d.conflict ? (
        <section aria-labelledby="conflict-title" className="panel panel--notice">
          <h2 id="conflict-title" className="heading-m">
            Someone else saved this bar
          </h2>
          <p>
            This bar was saved by someone else after you started changing it. Saving now replaces their
            version with yours (it stays in the history). You can also undo your changes instead.
          </p>
          <form method="post" action={formAction}>
            {hidden(q)}
            <button type="submit" name="intent" value="save-anyway" className="button">
              Save my version
            </button>
          </form>
        </section>
      ) : null}

      <form method="post" action={formAction} className="editor-save">
        <button type="submit" name="intent" value="save" className="button">
          Save bar
        </button>
      </form>

      <section aria-labelledby="buttons-title">
        <h2 id="buttons-title" className="heading-m" tabIndex={-1} autoFocus={d.focus === null && !!d.banner}>
          Buttons on this bar ({count})
        </h2>
        {count === 0 ? <p>This bar has no buttons yet.</p> : null}
        <ol className="bar-list">
          {d.items.map((item, index) => {
            const position = index + 1;
            const controls = [
              ...(index > 0 ? ["up"] : []),
              ...(index < count - 1 ? ["down"] : []),
              "to",
              "edit",
              "remove",
            ];
            const editHref = editorPagePath("button", { ...q, itemId: item.id });
            const errors = item.problems.filter((p) => p.level === "error");
            const warnings = item.problems.filter((p) => p.level === "warn");
            return (
              <li key={item.id} id={rowId(item.id)} className="bar-item">
                <div className={`bar-item__face colour--${item.colour}`}>
                  {item.icon ? <ButtonIcon icon={item.icon} /> : null}
                  <span>{item.label || "(no text)"}</span>
                </div>
                <p className="bar-item__meta">
                  Position {position} of {count} · Colour: {item.colour}
                </p>
                {errors.length > 0 ? (
                  <div className="bar-item__problem">
                    <p>
                      <strong>Problem:</strong> This button has an issue.{" "}
                      <a href={editHref}>
                        Fix it<span className="visually-hidden"> on the button {item.label}</span>
                      </a>
                    </p>
                    <ul>
                      {errors.map((p) => (
                        <li key={p.message}>{p.message}</li>
                      ))}
                    </ul>
                  </div>
                ) : null}
                {warnings.map((p) => (
                  <p key={p.message} className="bar-item__warning">
                    <strong>Warning:</strong> {p.message}
                  </p>
                ))}
                <form method="post" action={formAction} className="bar-item__actions">
                  <input type="hidden" name="item" value={item.id} />
                  {index > 0 ? (
                    <button
                      type="submit"
                      name="intent"
                      value="up"
                      className="button button--secondary"
                      autoFocus={focusControl(item.id, "up", controls)}
                    >
                      Move up<span className="visually-hidden"> {item.label}</span>
                    </button>
                  ) : null}
                  {index < count - 1 ? (
                    <button
                      type="submit"
                      name="intent"
                      value="down"
                      className="button button--secondary"
                      autoFocus={focusControl(item.id, "down", controls)}
                    >
                      Move down<span className="visually-hidden"> {item.label}</span>
                    </button>
                  ) : null}
                  {count > 1 ? (
                    <span className="bar-item__position">
                      <label htmlFor={`position-${item.id}`}>
                        Position<span className="visually-hidden"> of {item.label}</span>
                      </label>
                      <select id={`position-${item.id}`} name="position" defaultValue={String(position)}>
                        {d.items.map((_, i) => (
                          <option key={i} value={i + 1}>
                            {i + 1}
                          </option>
                        ))}
                      </select>
                      <button
                        type="submit"
                        name="intent"
                        value="to"
                        className="button button--secondary"
                        autoFocus={focusControl(item.id, "to", controls)}
                      >
                        Move<span className="visually-hidden"> {item.label}</span>
                      </button>
                    </span>
                  ) : null}
                  <a
                    href={editHref}
                    className="button button--secondary"
                    autoFocus={focusControl(item.id, "edit", controls)}
                  >
                    Edit<span className="visually-hidden"> {item.label}</span>
                  </a>
                  <button
                    type="submit"
                    name="intent"
                    value="remove"
                    className="button button--warning"
                    autoFocus={focusControl(item.id, "remove", controls)}
                  >
                    Remove<span className="visually-hidden"> {item.label}</span>
                  </button>
                </form>
              </li>
            );
          })}
        </ol>
        {d.catalogView ? null : (
          <p>
            <a
              className="button"
              href={`${editorPath({ ...q, continue: true, catalogView: true })}#catalogue`}
            >
              Add a button
            </a>
          </p>
        )}
      </section>

      {d.catalogView ? <Catalogue d={d} q={q} formAction={formAction} /> : null}
    </Page>
  );
}

type LoaderData = Route.ComponentProps["loaderData"];

function Entry({ e }: { e: CatalogueEntry }) {
  return (
    <li className="catalogue-entry">
      <ButtonIcon icon={e.icon} />
      <span className="catalogue-entry__text">
        <strong>{e.name}</strong>
        <span className="catalogue-entry__description">{e.description}</span>
      </span>
      <button type="submit" name="key" value={e.key} className="button button--secondary">
        Add to bar<span className="visually-hidden"> {e.name}</span>
      </button>
    </li>
  );
}

function Catalogue({ d, q, formAction }: { d: LoaderData; q: EditorQuery; formAction: string }) {
  return (
    <section aria-labelledby="catalogue-title" id="catalogue" className="catalogue">
      <h2 id="catalogue-title" className="heading-m">
        Add a button
      </h2>
      <form method="get" action={editorPath({ barId: q.barId })} role="search" className="catalogue-search">
        {hidden(q)}
        <input type="hidden" name="continue" value="1" />
        <input type="hidden" name="catalogView" value="1" />
        <label htmlFor="catalogue-q" className="field__label">
          Search for buttons
        </label>
        <input id="catalogue-q" name="q" type="search" className="input" defaultValue={d.q} maxLength={100} />
        <button type="submit" className="button button--secondary">
          Search
        </button>
      </form>
      <p>
        <a href={editorPath({ ...q, continue: true })}>Close the list of buttons</a>
      </p>
      <form method="post" action={formAction}>
        <input type="hidden" name="intent" value="add" />
        {d.results ? (
          <section aria-labelledby="results-title">
            <h3 id="results-title">Buttons found</h3>
            {d.results.length === 0 ? (
              <p role="status">{noResultsMessage(d.q)}</p>
            ) : (
              <>
                <p role="status">
                  {d.results.length} {d.results.length === 1 ? "button" : "buttons"} found for '{d.q.trim()}'.
                </p>
                <ul className="catalogue-list">
                  {d.results.map((e) => (
                    <Entry key={e.key} e={e} />
                  ))}
                </ul>
              </>
            )}
          </section>
        ) : (
          d.groups.map((group) => (
            <section key={group.id} aria-labelledby={`group-${group.id}`}>
              <h3 id={`group-${group.id}`}>{group.title}</h3>
              <ul className="catalogue-list">
                {group.primary.map((e) => (
                  <Entry key={e.key} e={e} />
                ))}
              </ul>
              {group.more.length > 0 ? (
                <details>
                  <summary>Other {group.title.toLowerCase()}</summary>
                  <ul className="catalogue-list">
                    {group.more.map((e) => (
                      <Entry key={e.key} e={e} />
                    ))}
                  </ul>
                </details>
              ) : null}
            </section>
          ))
        )}
      </form>
    </section>
  );
}
