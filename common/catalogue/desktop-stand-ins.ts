// Which catalogue button's icon a bar item should carry to the desktop apps when it does not name one itself:
// a program chosen under "Another program" (or "The usual email app") its own button's logo, and an item saved by
// another /v1 client with only a label and a target the button closest to it by kind (a web page, a program, the
// action with that identifier). Both apps bundle the generic icons these give (globe, a window); the Windows app
// downloads our PNG for the rest (docs/decisions/020-desktop-icon-vocabulary.md).
import { BUTTONS } from "./buttons.ts";

const OPEN_LINK = "open_link";
const OPEN_APP = "open_app";

let byTarget: Map<string, string> | undefined;
/** Catalogue buttons by what they start: `exe:<id>`, `default:<app>`, `identifier:<action>`. */
function buttonsByTarget(): Map<string, string> {
  if (!byTarget) {
    byTarget = new Map();
    for (const b of BUTTONS) {
      for (const target of [
        b.exe && `exe:${b.exe}`,
        b.default && `default:${b.default}`,
        b.identifier && `identifier:${b.identifier}`,
      ]) {
        if (target && !byTarget.has(target)) byTarget.set(target, b.key);
      }
    }
  }
  return byTarget;
}

const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");

/** The catalogue button of the program or default app an application names, if there is one. */
function programButtonKey(configuration: Record<string, unknown>): string | undefined {
  const targets = buttonsByTarget();
  const def = text(configuration.default);
  if (def) return targets.get(`default:${def}`);
  const exe = text(configuration.exe);
  return exe ? targets.get(`exe:${exe}`) : undefined;
}

/** The catalogue button whose icon stands in for an item of this kind that names no icon of its own. */
export function standInButtonKey(kind: unknown, configuration: Record<string, unknown>): string {
  switch (kind) {
    case "application":
      return programButtonKey(configuration) ?? OPEN_APP;
    case "action":
      return buttonsByTarget().get(`identifier:${text(configuration.identifier)}`) ?? OPEN_APP;
    default:
      return OPEN_LINK;
  }
}

/** "Another program" items: the button whose logo the chosen program has, else the generic one. */
export function chosenProgramKey(buttonKey: string, configuration: Record<string, unknown>): string {
  return buttonKey === OPEN_APP ? (programButtonKey(configuration) ?? OPEN_APP) : buttonKey;
}
