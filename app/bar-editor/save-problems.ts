// Saving a bar whose buttons still have problems asks first (docs/decisions.md): the words of that question
// and which buttons it is about. Pure, so the editor's island and its no-JavaScript pages share them.
import { isValid, type BarItem } from "../../common/catalogue/index.ts";
import type { Say } from "./island/words.ts";

export interface ProblemButton {
  id: string;
  label: string;
}

/**
 * The buttons that would not work on the member's computer: placeholders and buttons whose settings fail the
 * rules (spec S2 §4). Unlike the rows' marks, a button just added and not edited yet counts too: it is saved as
 * it is.
 */
export function buttonsWithProblems(items: readonly BarItem[]): ProblemButton[] {
  return items
    .filter((item) => !isValid(item))
    .map((item) => ({ id: item.id, label: item.configuration.label }));
}

/** Whose computer the bar goes to: "Pat's computer", "your computer", or everyone who gets a shared bar. */
export type Receiver =
  { kind: "self" } | { kind: "person"; name: string } | { kind: "shared" } | { kind: "nobody" };

/** "2 buttons still have problems: they will not work on Pat's computer." */
export function saveProblemsText(say: Say, count: number, receiver: Receiver): string {
  return say(`island.saveProblems.${receiver.kind}`, {
    count,
    name: receiver.kind === "person" ? receiver.name : "",
  });
}
