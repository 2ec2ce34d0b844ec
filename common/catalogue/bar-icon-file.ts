// The PNG renditions of our icons that the desktop apps download (image_path; decision 020). Kept apart from
// desktop-icons.ts so that the editor island can name a rendition without carrying the apps' logo tables.
import { ICON_DIR } from "./icons.ts";
import { ICON_SET } from "./icon-set.ts";

/** Side of the image in a button of the Windows bar, in device-independent pixels (BarSizes.ButtonImageSize). */
export const BAR_ICON_PX = 41;
/** Renditions made of every icon: 1x, and 2x for screens scaled up (what image_path names). */
export const BAR_ICON_SCALES = [1, 2] as const;
export type BarIconScale = (typeof BAR_ICON_SCALES)[number];

/** Folder of the PNG renditions; named by a hash of the whole set, so its files never change. */
export const BAR_ICON_DIR = `${ICON_DIR}/bar/${ICON_SET}`;

/** Path of an icon's PNG rendition, e.g. "/icons/bar/<set>/si-zoom@2x.png". */
export function barIconFile(key: string, scale: BarIconScale = 2): string {
  return `${BAR_ICON_DIR}/${key}${scale === 2 ? "@2x" : ""}.png`;
}
