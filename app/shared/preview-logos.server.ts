// Which catalogue buttons the Windows desktop app draws with a logo it bundles (the preview shows our SVG for
// those) rather than by downloading our PNG (image_path). Worked out here, on the server, from the apps' tables in
// common/catalogue/desktop-icons.ts, so that the editor island does not carry them (its JavaScript budget).
import { BUTTONS } from "../../common/catalogue/buttons.ts";
import { WINDOWS_IMAGE_URL, catalogueDesktopIcon } from "../../common/catalogue/desktop-icons.ts";
import { iconKey } from "../../common/catalogue/icons.ts";

let keys: string[] | undefined;

/** Keys of the catalogue buttons whose Windows icon name is a logo of the app's own, not our icon's key. */
export function previewLogoKeys(): string[] {
  keys ??= BUTTONS.filter((button) => {
    const icon = catalogueDesktopIcon(button.key);
    const windows = icon?.[WINDOWS_IMAGE_URL] ?? icon?.image_url;
    return windows !== undefined && windows !== iconKey(button.icon);
  }).map((button) => button.key);
  return keys;
}
