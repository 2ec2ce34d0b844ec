// Icon files for catalogue buttons. The SVGs are generated into public/icons by
// scripts/generate-icons.ts (sources and licences: public/icons/LICENSES.md); the bundle only
// carries their names. Each file holds a <symbol id="icon"> drawn in currentColor, so
//   <svg aria-hidden="true"><use href="/icons/si-zoom.svg#icon"/></svg>
// takes the button's text colour, and the file still shows on its own as an <img>.
import type { CatalogueButton, IconRef } from "./types.ts";

/** URL folder the icons are served from. */
export const ICON_DIR = "/icons";

/** Fragment of the symbol inside each icon file. */
export const ICON_SYMBOL_ID = "icon";

function monogramSlug(text: string): string {
  // Lower-case so that file names never differ only by case (a clash on macOS and Windows).
  return [...text.toLowerCase()]
    .map((c) => (c === "+" ? "plus" : c === "!" ? "excl" : c === "&" ? "and" : c))
    .join("")
    .replace(/[^a-z0-9]/g, "");
}

/** Icon key stored as configuration.image_url, e.g. "si-zoom", "lucide-globe", "mono-bbc". */
export function iconKey(icon: IconRef): string {
  switch (icon.source) {
    case "simple-icons":
      return `si-${icon.slug}`;
    case "lucide":
      return `lucide-${icon.name}`;
    case "monogram":
      return `mono-${monogramSlug(icon.text)}`;
  }
}

/** Path of the icon file, e.g. "/icons/si-zoom.svg" (stored as configuration.image_path). */
export function iconPath(icon: IconRef): string {
  return `${ICON_DIR}/${iconKey(icon)}.svg`;
}

/** The `<use href>` value that draws the icon in currentColor. */
export function iconHref(icon: IconRef): string {
  return `${iconPath(icon)}#${ICON_SYMBOL_ID}`;
}

/** Every distinct icon the catalogue uses, keyed by icon key (the generator's input). */
export function catalogueIcons(buttons: readonly CatalogueButton[]): Map<string, IconRef> {
  const icons = new Map<string, IconRef>();
  for (const b of buttons) icons.set(iconKey(b.icon), b.icon);
  return icons;
}
