// Saving a bar whose buttons still have problems asks first (docs/decisions.md): the words of that question
// and which buttons it is about. Pure, so the editor's island and its no-JavaScript pages share them.
import { isValid, type BarItem } from "../../common/catalogue/index.ts";

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

export function receiverComputer(receiver: Receiver): string {
  switch (receiver.kind) {
    case "self":
      return "your computer";
    case "person":
      return `${receiver.name}'s computer`;
    case "shared":
      return "the computers of the people who get this bar";
    case "nobody":
      return "the computer of the person who gets this bar";
  }
}

/** "2 buttons still have problems: they will not work on Pat's computer." */
export function saveProblemsText(count: number, receiver: Receiver): string {
  const subject = count === 1 ? "1 button still has problems" : `${count} buttons still have problems`;
  const pronoun = count === 1 ? "it" : "they";
  return `${subject}: ${pronoun} will not work on ${receiverComputer(receiver)}.`;
}

/** What Save says when nothing changed since the bar was last saved. */
export const NOTHING_TO_SAVE = "There are no changes to save. The bar is as it was last saved.";
