// A bar as the member's desktop app shows it, button by button: the icon, the label, the colour, and one plain
// sentence of what the button does (for the member's page and the large-print card). Pure.
import {
  DEFAULT_COLOUR,
  buttonOf,
  colourOf,
  fromWire,
  type BarItem,
  type ColourName,
  type IconRef,
} from "../../common/catalogue/index.ts";

export interface Tile {
  key: string;
  label: string;
  colour: ColourName;
  icon: IconRef | null;
  /** "Opens BBC News in your web browser." */
  sentence: string;
}

function labelOf(item: BarItem): string {
  return item.configuration.label.trim() || "A button without text";
}

/** One plain sentence of what the button does, said to the member ("your"). */
export function sentenceOf(item: BarItem): string {
  const button = buttonOf(item);
  const label = labelOf(item);
  // A website says its name ("Opens BBC News in your web browser"); calls, meetings, programs and settings
  // say what the catalogue says they do. Buttons made from a blank (a web page, a program) name their label.
  const site = item.kind === "link" && button?.subkind !== "call" && button?.subkind !== "meeting";
  if (button && !site && button.maker !== "web-page" && button.maker !== "app") {
    return button.description
      .replace(/\bthe web browser\b/g, "your web browser")
      .replace(/\bthe computer\b/g, "your computer");
  }
  if (item.kind === "link") return `Opens ${label} in your web browser.`;
  if (item.kind === "application") return `Starts ${label} on your computer.`;
  return `${label}: changes a setting on your computer.`;
}

/** The bar's buttons in its order. An item the catalogue cannot read is shown by its label alone. */
export function tilesOf(items: readonly unknown[]): Tile[] {
  return items.map((raw, index) => {
    try {
      const item = fromWire(raw);
      const button = buttonOf(item);
      return {
        key: item.id || String(index),
        label: labelOf(item),
        colour: colourOf(item),
        icon: button?.icon ?? null,
        sentence: sentenceOf(item),
      };
    } catch {
      return {
        key: String(index),
        label: "A button",
        colour: DEFAULT_COLOUR,
        icon: null,
        sentence: "A button your helper made.",
      };
    }
  });
}
