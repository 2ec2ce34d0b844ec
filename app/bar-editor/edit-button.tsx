// /dashboard/tandembar-editor/button?barId&itemId: one button's page (spec S2 §4, §5): its text, its colour (a
// radio group), the parameters that apply, the spec's messages next to the fields, the link checked on the server
// when the form is sent, and the 'This button still has some problems.' step (Continue / Go back).
// ?barId&key&new=1 is a new button from the catalogue (without JavaScript): it is made on this page and joins the
// bar's draft only when kept, so a manager who leaves the page any other way leaves no empty button on the bar.
import { data, redirect } from "react-router";
import type { Route } from "./+types/edit-button";
import type { Language } from "../../contract/language.ts";
import {
  buttonOf,
  colourOf,
  findColour,
  itemProblems,
  catalogueMessages,
  linkCheckProblem,
  PARAM_FIELDS,
  paramNamesOf,
  remoteChecks,
  setColour,
  setParameter,
  isSkypeAction,
  createItem,
  getButton,
  type BarItem,
  type ParamName,
  type Parameters,
} from "../../common/catalogue/index.ts";
import { ButtonIcon } from "../shared/ui/ButtonIcon.tsx";
import { ColourChoice, ParamInput } from "./button-fields.tsx";
import { guard } from "../shared/guard.server.ts";
import { Page } from "../shared/ui/page.tsx";
import { ErrorSummary } from "../shared/ui/form.tsx";
import { useLanguage, useMessages } from "../shared/ui/messages.tsx";
import {
  backToEditor,
  changeBar,
  editorUser,
  guardedChange,
  loadWorking,
  readTarget,
} from "./editor.server.ts";
import { insertItem } from "./island/model.ts";
import { withCheckedLink } from "./island/state.ts";
import { CatalogueLanguageContext, SayContext } from "./island/words.ts";
import { barEditorMessages } from "./messages/index.ts";
import { editorPagePath, editorPath } from "../../common/editor-paths.ts";

export const middleware: Route.MiddlewareFunction[] = [guard({ access: "login", roles: ["manager"] })];

/** `key`: a new button of the catalogue, not on the bar yet. */
function readItemId(request: Request): { itemId: string; isNew: boolean; key: string } {
  const url = new URL(request.url);
  const key = url.searchParams.get("key") ?? "";
  return {
    itemId: url.searchParams.get("itemId") ?? "",
    isNew: key !== "",
    key,
  };
}

/**
 * The button the page is about: made from the catalogue (a new one, named in the manager's language), or found on
 * the bar's working copy.
 */
function pageItem(
  items: readonly BarItem[],
  itemId: string,
  key: string,
  language: Language,
): BarItem | null {
  if (key) return getButton(key) ? createItem(key, { isNew: true, language }) : null;
  return items.find((i) => i.id === itemId) ?? null;
}

function fieldValue(item: BarItem, name: ParamName): string {
  const value = item.data.parameters[name];
  if (typeof value === "boolean") return value ? "on" : "";
  return value ?? "";
}

export async function loader(args: Route.LoaderArgs) {
  const me = editorUser(args);
  const target = readTarget(args.request);
  const { itemId, isNew, key } = readItemId(args.request);
  const working = await loadWorking(me, target.barId);
  const item = pageItem(working.bar.items, itemId, key, me.language);
  if (!item) {
    if (isNew) throw redirect(editorPath({ barId: target.barId, memberId: target.memberId, continue: true }));
    throw data(me.t("button.notOnBar"), { status: 404 });
  }
  const names = paramNamesOf(item);
  return {
    target,
    itemId,
    key,
    isNew,
    icon: buttonOf(item)?.icon ?? null,
    label: item.configuration.label,
    names,
    values: Object.fromEntries(names.map((n) => [n, fieldValue(item, n)])) as Record<string, string>,
    colour: colourOf(item),
    // A button that already has a problem says so when its page opens (the spec's 'This item has a problem.').
    problemsNow: isNew
      ? []
      : itemProblems(item, { language: me.language })
          .filter((p) => p.level === "error")
          .map((p) => p.message),
  };
}

interface StepProblem {
  field: string;
  title?: string;
  message: string;
  level: "error" | "warn";
}

function readParameters(form: FormData, item: BarItem): Parameters {
  const params: Parameters = { ...item.data.parameters };
  for (const name of paramNamesOf(item)) {
    const field = PARAM_FIELDS[name];
    const raw = String(form.get(name) ?? "").slice(0, field.maxLength ?? 2048);
    if (name === "skypeNoCall") params.skypeNoCall = form.get(name) === "on";
    else if (name === "skypeAction") {
      if (isSkypeAction(raw)) params.skypeAction = raw;
    } else if (name === "defaultApp") {
      if (raw === "" || raw === "custom" || raw === "email" || raw === "browser") params.defaultApp = raw;
    } else params[name] = raw;
  }
  return params;
}

export async function action(args: Route.ActionArgs) {
  const me = editorUser(args);
  const target = readTarget(args.request);
  const { itemId, isNew, key } = readItemId(args.request);
  const form = await args.request.formData();
  const intent = String(form.get("intent") ?? "save");

  if (intent === "cancel") {
    if (isNew) return backToEditor(me, target, { banner: me.t("island.announce.notAdded") });
    return backToEditor(me, target, { focus: itemId, control: "edit" });
  }

  const working = await loadWorking(me, target.barId);
  const item = pageItem(working.bar.items, itemId, key, me.language);
  if (!item) return backToEditor(me, target);

  const params = readParameters(form, item);
  let next = item;
  for (const name of paramNamesOf(item)) next = setParameter(next, name, params[name]);
  const colour = findColour(String(form.get("colour") ?? ""));
  if (colour) next = setColour(next, colour.name);

  const problems: StepProblem[] = itemProblems(next, { language: me.language }).map((p) => ({
    field: p.field ?? "label",
    message: p.message,
    level: p.level,
  }));
  if (problems.length === 0) {
    // The link check on the server (spec S2 §5): a better address replaces the typed one; a problem is asked about.
    for (const { field, address } of remoteChecks(next)) {
      const outcome = await me.api.checkLink(address);
      next = withCheckedLink(next, field, outcome);
      const problem = linkCheckProblem(outcome, field, me.language);
      if (problem)
        problems.push({ field, title: problem.title, message: problem.message, level: problem.level });
    }
  }
  if (problems.length > 0 && intent !== "continue") {
    const values = Object.fromEntries(paramNamesOf(item).map((n) => [n, fieldValue(next, n)]));
    return { values, colour: colourOf(next), problems };
  }

  if (isNew) {
    // Kept: the new button joins the bar now, at its end (where the catalogue adds every button).
    const kept = next;
    await guardedChange(me, target, me.t("button.addLabel"), () =>
      changeBar(me, target.barId, (bar) => ({
        ...bar,
        items: insertItem(bar.items, kept, bar.items.length),
      })),
    );
    return backToEditor(me, target, {
      banner: me.t("island.announce.added", { label: next.configuration.label }),
      focus: next.id,
      control: "edit",
    });
  }
  await guardedChange(me, target, me.t("button.changeLabel"), () =>
    changeBar(me, target.barId, (bar) => ({
      ...bar,
      items: bar.items.map((i) => (i.id === itemId ? next : i)),
    })),
  );
  return backToEditor(me, target, {
    banner: me.t("island.announce.changed", { label: next.configuration.label }),
    focus: itemId,
    control: "edit",
  });
}

export default function EditButton({ loaderData: d, actionData: a }: Route.ComponentProps) {
  const values = a?.values ?? d.values;
  const colour = a?.colour ?? d.colour;
  const problems = a?.problems ?? [];
  const errorFor = (name: string) => problems.find((p) => p.field === name);
  const q = d.isNew
    ? { barId: d.target.barId, memberId: d.target.memberId, key: d.key, new: true }
    : { barId: d.target.barId, memberId: d.target.memberId, itemId: d.itemId };
  const t = useMessages(barEditorMessages);
  const language = useLanguage();
  const messages = catalogueMessages(language);
  const label = d.label || t("island.noText");
  const title = d.isNew ? t("button.addTitle", { label }) : t("island.edit.title", { label });
  const fieldId = (name: string) => `param-${name}`;
  const problemText = (p: { title?: string; message: string }) =>
    p.title && p.title !== p.message
      ? t("island.check.problem", { title: p.title, message: p.message })
      : p.message;
  return (
    <Page title={title} hasErrors={problems.length > 0}>
      {d.icon ? (
        <p className="button-preview">
          <ButtonIcon icon={d.icon} /> {d.label}
        </p>
      ) : null}
      {problems.length === 0 && d.problemsNow.length > 0 ? (
        <div className="panel panel--notice" role="region" aria-labelledby="item-problem-title">
          <h2 className="heading-m" id="item-problem-title">
            {messages.itemHasProblem}
          </h2>
          <ul className="list--bullet">
            {d.problemsNow.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {problems.length > 0 ? (
        <ErrorSummary
          title={messages.stillHasProblems}
          items={problems.map((p) => ({
            fieldId: fieldId(p.field),
            message: problemText(p),
          }))}
        >
          <p>{t("island.edit.stillText")}</p>
          <div className="button-group">
            <button type="submit" form="button-form" name="intent" value="continue" className="button">
              {t("island.edit.continue")}
            </button>
            <a href={`#${fieldId(problems[0]!.field)}`} className="button button--secondary">
              {t("island.edit.goBack")}
            </a>
          </div>
        </ErrorSummary>
      ) : null}
      <form method="post" action={editorPagePath("button", q)} id="button-form" className="form" noValidate>
        <SayContext.Provider value={t}>
          <CatalogueLanguageContext.Provider value={language}>
            {d.names.map((name) => {
              const problem = errorFor(name);
              const value = values[name] ?? "";
              return (
                <ParamInput
                  key={name}
                  id={fieldId(name)}
                  name={name}
                  value={PARAM_FIELDS[name].type === "checkbox" ? value === "on" : value}
                  error={problem ? problemText(problem) : undefined}
                />
              );
            })}
            <ColourChoice idPrefix="colour" value={colour} />
          </CatalogueLanguageContext.Provider>
        </SayContext.Provider>
        <div className="button-group">
          <button type="submit" name="intent" value="save" className="button">
            {t("island.edit.keep")}
          </button>
          <button type="submit" name="intent" value="cancel" className="button button--secondary">
            {t("island.cancel")}
          </button>
        </div>
      </form>
    </Page>
  );
}
