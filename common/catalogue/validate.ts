// Validation of bar items (spec S2 §4, §5): placeholder messages, parameter rules, link checks and
// duplicate warnings. Errors make a button invalid; warnings (duplicates, link checks) do not.
import type { Language } from "../../contract/language.ts";
import { getGroup } from "./groups.ts";
import { paramNamesOf } from "./items.ts";
import { linkCheckProblem, type LinkCheckOutcome } from "./link-check.ts";
import { catalogueMessages } from "./messages.ts";
import { fieldState, PARAM_FIELDS, paramProblems } from "./params.ts";
import type { BarItem, ParamName, Problem } from "./types.ts";
import { comparableUrl, parseWebAddress } from "./url.ts";

export interface ValidateOptions {
  /** Latest link-check outcome for an address (see remoteChecks); undefined when not checked. */
  linkCheck?: (address: string) => LinkCheckOutcome | undefined;
  /** The language of the problems' words; English when absent. */
  language?: Language;
}

function placeholderProblem(item: BarItem, language: Language): Problem {
  const group = item.configuration.relatedSubkind;
  const selectionError = typeof group === "string" ? getGroup(group, language)?.selectionError : undefined;
  const messages = catalogueMessages(language);
  const message =
    selectionError ??
    (item.kind === "link"
      ? messages.placeholderLink
      : item.kind === "application"
        ? messages.placeholderApp
        : messages.placeholderField);
  return { level: "error", code: "placeholder", message };
}

/**
 * Addresses of this item the /v1 link checker should look at: applicable fields that pass locally, as typed
 * (trimmed). An address typed without a scheme goes as it is, so the checker tries https:// and then http://
 * and answers the one that works as the corrected address.
 */
export function remoteChecks(item: BarItem): { field: ParamName; address: string }[] {
  const params = item.data.parameters;
  const checks: { field: ParamName; address: string }[] = [];
  for (const name of paramNamesOf(item)) {
    const state = fieldState(name, params);
    if (!PARAM_FIELDS[name].remoteCheck || !state.applicable || !state.enabled) continue;
    if (paramProblems([name], params).length > 0) continue;
    const typed = String(params[name] ?? "").trim();
    if (parseWebAddress(typed).ok) checks.push({ field: name, address: typed });
  }
  return checks;
}

/** Problems of one item on its own: placeholder, parameter rules, then link checks. */
export function itemProblems(item: BarItem, options: ValidateOptions = {}): Problem[] {
  const language = options.language ?? "en";
  const problems: Problem[] = [];
  if (item.data.isPlaceholder === true) problems.push(placeholderProblem(item, language));
  problems.push(...paramProblems(paramNamesOf(item), item.data.parameters, language));
  if (options.linkCheck) {
    for (const { field, address } of remoteChecks(item)) {
      const outcome = options.linkCheck(address);
      const problem = outcome && linkCheckProblem(outcome, field, language);
      if (problem) problems.push(problem);
    }
  }
  return problems;
}

/**
 * Spec S2 §4: a button is valid unless it is a placeholder or an applicable, enabled parameter fails.
 * Warnings do not count.
 */
export function isValid(item: BarItem): boolean {
  return (
    item.data.isPlaceholder !== true && paramProblems(paramNamesOf(item), item.data.parameters).length === 0
  );
}

/**
 * What makes two items "the same action": links by address, applications by program file or
 * default app, actions by identifier. Undefined for items that are new, placeholders or invalid
 * (a duplicate of a broken button is not worth a second message).
 */
export function duplicateKey(item: BarItem): string | undefined {
  if (item.data.isNew === true || !isValid(item)) return undefined;
  const c = item.configuration;
  switch (item.kind) {
    case "link":
      return typeof c.url === "string" && c.url !== "" ? `link ${comparableUrl(c.url)}` : undefined;
    case "application":
      if (typeof c.default === "string" && c.default !== "") return `default ${c.default}`;
      return typeof c.exe === "string" && c.exe !== "" ? `exe ${c.exe.trim().toLowerCase()}` : undefined;
    case "action":
      return typeof c.identifier === "string" && c.identifier !== "" ? `action ${c.identifier}` : undefined;
  }
}

/**
 * All problems of `item` within its bar `allItems` (which may include the item itself, matched by
 * identity): its own problems plus "Duplicated action." when another item does the same thing.
 * A new item (not edited yet) has none (spec S2 §4).
 */
export function validate(
  item: BarItem,
  allItems: readonly BarItem[],
  options: ValidateOptions = {},
): Problem[] {
  if (item.data.isNew === true) return [];
  const problems = itemProblems(item, options);
  const key = duplicateKey(item);
  if (key !== undefined && allItems.some((other) => other !== item && duplicateKey(other) === key)) {
    problems.push({
      level: "warn",
      code: "duplicate",
      message: catalogueMessages(options.language ?? "en").duplicate,
    });
  }
  return problems;
}

/** Problems of every item of a bar, in bar order. */
export function validateBar(items: readonly BarItem[], options: ValidateOptions = {}): Problem[][] {
  const keys = items.map(duplicateKey);
  const duplicate = catalogueMessages(options.language ?? "en").duplicate;
  return items.map((item, i) => {
    if (item.data.isNew === true) return [];
    const problems = itemProblems(item, options);
    const key = keys[i];
    if (key !== undefined && keys.some((k, j) => j !== i && k === key)) {
      problems.push({ level: "warn", code: "duplicate", message: duplicate });
    }
    return problems;
  });
}

/** True when no item of the bar has an error (warnings allowed). */
export function isBarValid(items: readonly BarItem[]): boolean {
  return items.every((item) => item.data.isNew === true || isValid(item));
}
