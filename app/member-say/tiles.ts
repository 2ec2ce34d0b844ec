// A bar as the member's desktop app shows it, button by button: the icon, the label, the colour, and one plain
// sentence of what the button does (for the member's page and the large-print card). Pure.
import {
  DEFAULT_COLOUR,
  buttonOf,
  colourOf,
  fromWire,
  getButtonIn,
  type BarItem,
  type ColourName,
  type IconRef,
} from "../../common/catalogue/index.ts";
import { SOURCE_LANGUAGE, type Language } from "../../contract/language.ts";
import { messagesFor, type Messages } from "../../common/i18n/messages.ts";
import { memberSayMessages } from "./messages/index.ts";

type Words = Messages<keyof typeof memberSayMessages.en>;

export interface Tile {
  key: string;
  label: string;
  colour: ColourName;
  icon: IconRef | null;
  /** "Opens BBC News in your web browser." */
  sentence: string;
}

function labelOf(item: BarItem, t: Words): string {
  return item.configuration.label.trim() || t("tile.noText");
}

/** One plain sentence of what the button does, said to the member ("your"), in the reader's language. */
function sentenceOf(item: BarItem, t: Words, language: Language): string {
  const button = buttonOf(item);
  const label = labelOf(item, t);
  // A website says its name ("Opens BBC News in your web browser"); calls, meetings, programs and settings
  // say what the catalogue says they do. Buttons made from a blank (a web page, a program) name their label.
  const site = item.kind === "link" && button?.subkind !== "call" && button?.subkind !== "meeting";
  if (button && !site && button.maker !== "web-page" && button.maker !== "app") {
    const { description } = getButtonIn(button.key, language) ?? button;
    if (language !== SOURCE_LANGUAGE) return description;
    return description
      .replace(/\bthe web browser\b/g, "your web browser")
      .replace(/\bthe computer\b/g, "your computer");
  }
  if (item.kind === "link") return t("tile.opens", { label });
  if (item.kind === "application") return t("tile.starts", { label });
  return t("tile.setting", { label });
}

/**
 * The bar's buttons in its order, in the reader's language (the catalogue's descriptions in that language too).
 * An item the catalogue cannot read is shown by its label alone.
 */
export function tilesOf(items: readonly unknown[], language: Language = SOURCE_LANGUAGE): Tile[] {
  const t = messagesFor(memberSayMessages, language);
  return items.map((raw, index) => {
    try {
      const item = fromWire(raw);
      const button = buttonOf(item);
      return {
        key: item.id || String(index),
        label: labelOf(item, t),
        colour: colourOf(item),
        icon: button?.icon ?? null,
        sentence: sentenceOf(item, t, language),
      };
    } catch {
      return {
        key: String(index),
        label: t("tile.unknown"),
        colour: DEFAULT_COLOUR,
        icon: null,
        sentence: t("tile.unknownSentence"),
      };
    }
  });
}
