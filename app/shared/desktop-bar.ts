// The bar as the Windows desktop app draws it, for the editor's preview (server and island alike). The facts are
// those of raisingthefloor/morphic-windows 1.11 (learnt, not copied): DefaultConfig/default-bar.json5 (an upright
// bar at the right edge of the screen, items 100 wide and 10 apart, the Morphic menu button at the foot, overflow
// "secondary"), Bar/Data/BarSizes.cs (the circle of the icon, 2 lines of 14 px bold text at most) and
// Bar/UI/BarWindow.xaml.cs (while the bar is taller than the screen's work area the LAST button that may overflow
// moves to the secondary bar, which opens with the expander arrow). The sizes here are device-independent pixels.
import { iconKey } from "../../common/catalogue/icons.ts";
import { barIconFile } from "../../common/catalogue/bar-icon-file.ts";
import { getButton } from "../../common/catalogue/buttons.ts";
import type { BarItem, IconRef } from "../../common/catalogue/types.ts";

/** Space between items (default-bar.json5 sizes.itemSpacing). */
export const ITEM_SPACING = 10;
/** The icon's circle: floor(100 × 0.666); the label starts below it. */
export const CIRCLE = 66;
/** One line of the 14 px bold label, and the padding under the label (buttonPadding "10 0 10 10"). */
const LINE = 19;
const BUTTON_BOTTOM = 10;
/** A two-part button: its 14 px bold label (2 below it) over the 27 px buttons (1 around them). */
const MULTI_HEIGHT = LINE + 2 + 27 + 2;
/** The Morphic menu button at the foot of every bar (an image item, at most 50 high, never overflowing). */
const MENU_HEIGHT = 50;
/** windowPadding "5 1 5 0": 1 above the first item. */
const WINDOW_TOP = 1;
/** Characters of 14 px bold text on one line of an 80 px wide label (100 less 10 padding each side). */
const LINE_CHARS = 10;

/**
 * The work area the bar must fit, in device-independent pixels: a 1366 × 768 laptop screen at 125 % (768 / 1.25 =
 * 614) less the 40 of the Windows taskbar. It is the smallest of the common laptop screens (1280 × 800 at 125 %
 * leaves 600; at 100 % they leave 728 and 760), so a bar that fits it fits them all.
 */
export const FIT_HEIGHT = 574;

/** The lines a label takes on a button: words wrapped to the line, at most two (the app trims the rest). */
export function labelLines(label: string): number {
  let lines = 1;
  let used = 0;
  for (const word of label.trim().split(/\s+/)) {
    const length = Math.min(word.length, LINE_CHARS);
    if (used > 0 && used + 1 + length > LINE_CHARS) {
      lines += 1;
      used = length;
    } else used += used > 0 ? 1 + length : length;
  }
  return Math.min(lines, 2);
}

/** The halves of a two-part button ("+", "-"), or undefined for a button with an icon. */
export function segmentsOf(item: BarItem): readonly string[] | undefined {
  const buttons = item.data.visual?.buttons;
  return buttons && buttons.length > 0 ? buttons : undefined;
}

/** Height of an item on the bar. */
export function itemHeight(item: BarItem, label: string): number {
  return segmentsOf(item) ? MULTI_HEIGHT : CIRCLE + LINE * labelLines(label) + BUTTON_BOTTOM;
}

/**
 * How many of the bar's buttons (in order) stay on the bar on the smallest common laptop screen; the rest go to
 * the secondary bar, as the app moves the last one there until the bar fits. Buttons the bar marks as not
 * primary always go there.
 */
export function fittingCount(items: readonly BarItem[], labelOf: (item: BarItem) => string): number {
  let height = WINDOW_TOP + MENU_HEIGHT;
  let count = 0;
  for (const item of items) {
    if (!item.is_primary) break;
    height += ITEM_SPACING + itemHeight(item, labelOf(item));
    if (height > FIT_HEIGHT) break;
    count += 1;
  }
  return count;
}

/** The icon the Windows app shows on a button: its own logo (drawn here with our SVG) or our PNG it downloads. */
export type PreviewIcon = { svg: IconRef } | { png: string } | null;

const RASTER = /\.(png|jpe?g|gif|ico)$/i;

/**
 * The icon of an item in the preview. `logoKeys` are the catalogue buttons the app has a logo of its own for
 * (computed on the server from common/catalogue/desktop-icons.ts, so its tables stay out of the island).
 */
export function previewIcon(item: BarItem, logoKeys: ReadonlySet<string>): PreviewIcon {
  const key = item.data.buttonKey;
  const button = key ? getButton(key) : undefined;
  if (button)
    return logoKeys.has(button.key) ? { svg: button.icon } : { png: barIconFile(iconKey(button.icon)) };
  const path = item.configuration.image_path;
  return typeof path === "string" && RASTER.test(path) ? { png: path } : null;
}

/** A button's text as the bar shows it (`noText`, in the page's language, for a button without one). */
export function labelOf(item: Pick<BarItem, "configuration">, noText = "(no text)"): string {
  return item.configuration.label || noText;
}
