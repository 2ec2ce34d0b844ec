// The desktop apps' rules for showing a button's image, written from their public source (facts in icon-facts.ts).
// Windows (BarButton.ImageValue and LoadImage, BarImages.GetBarIconFile, presets.json5, BarJson's `$win` fields):
// a logo it bundles when image_url (or image_url$win) names one, else it downloads `{portal}{image_path}` and draws it as a bitmap (PNG, JPEG, GIF or ICO:
// the cached file has no extension, so never XAML, and never SVG). macOS (MorphicBarButtonItemIcon): only the
// logos it bundles; it downloads nothing.
import type { WireBarItem } from "../../common/catalogue/types.ts";
import {
  MAC_ICON_NAMES,
  MAC_IMAGE_URL_NAMES,
  WINDOWS_APP_DRAWN_ACTIONS,
  WINDOWS_BAR_ICON_FILES,
  WINDOWS_ICON_EXTENSIONS,
  WINDOWS_IMAGE_URL_NAMES,
} from "./icon-facts.ts";

export type WindowsIcon =
  | { shows: "control" }
  | { shows: "bundled"; file: string }
  | { shows: "download"; url: string }
  | { shows: "nothing" };

const windowsFiles = new Map(WINDOWS_BAR_ICON_FILES.map((f) => [f.toLowerCase(), f]));

/** BarImages.GetBarIconFile: the bundled file an image_url names, if any (Windows file names ignore case). */
export function windowsBundledFile(imageUrl: string): string | undefined {
  const name = WINDOWS_IMAGE_URL_NAMES[imageUrl] ?? imageUrl;
  const safe = name.replace(/\.\.|[^-a-zA-Z0-9./]+/g, "_").replace(/^\/+|\/+$/g, "");
  for (const ext of WINDOWS_ICON_EXTENSIONS) {
    const file = windowsFiles.get(`${safe}${ext}`.toLowerCase());
    if (file) return file;
  }
  return undefined;
}

/** What the Windows app does for an item's image (BarButton.ImageValue and LoadImage, presets.json5). */
export function windowsIcon(item: WireBarItem, portal: string): WindowsIcon {
  const config = item.configuration ?? {};
  if (item.kind === "action" && WINDOWS_APP_DRAWN_ACTIONS.has(String(config.identifier)))
    return { shows: "control" };
  // BarJsonTextReader: a field named `<name>$win` is read instead of `<name>`, whatever their order.
  const value = config["image_url$win"] ?? config.image_url;
  const imageUrl = typeof value === "string" ? value : "";
  // An empty image_url: no image at all.
  if (imageUrl === "") return { shows: "nothing" };
  // An absolute address is downloaded as it is.
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(imageUrl)) return { shows: "download", url: imageUrl };
  const file = windowsBundledFile(imageUrl);
  if (file) return { shows: "bundled", file };
  const path = config.image_path;
  if (typeof path !== "string" || path === "") return { shows: "nothing" };
  return { shows: "download", url: new URL(path, portal).href };
}

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** Formats WPF's BitmapImage decodes from a downloaded file (the cache file has no extension, so no XAML). */
export function bitmapFormat(bytes: Uint8Array): string | undefined {
  if (PNG.every((b, i) => bytes[i] === b)) return "png";
  if (bytes[0] === 0xff && bytes[1] === 0xd8) return "jpeg";
  if (String.fromCharCode(...bytes.slice(0, 4)) === "GIF8") return "gif";
  if (bytes[0] === 0 && bytes[1] === 0 && bytes[2] === 1 && bytes[3] === 0) return "ico";
  return undefined;
}

export function pngSize(bytes: Uint8Array): { width: number; height: number } {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

const downloads = new Map<string, Promise<string | undefined>>();
/** Downloads an image as the app would; undefined when it can draw it, else why not. */
export function downloadProblem(url: string): Promise<string | undefined> {
  let answer = downloads.get(url);
  if (!answer) {
    answer = (async () => {
      const r = await fetch(url);
      if (r.status !== 200) return `${url} answered ${r.status}`;
      const type = r.headers.get("content-type") ?? "";
      if (!/^image\/(png|jpeg|gif|x-icon|vnd\.microsoft\.icon)\b/.test(type)) return `${url} is ${type}`;
      if (!bitmapFormat(new Uint8Array(await r.arrayBuffer()))) return `${url} is not a bitmap`;
      return undefined;
    })();
    downloads.set(url, answer);
  }
  return answer;
}

/** Why the Windows app would show no icon for this item, or undefined when it shows one. */
export async function windowsProblem(item: WireBarItem, portal: string): Promise<string | undefined> {
  const icon = windowsIcon(item, portal);
  if (icon.shows === "nothing") return "no image";
  if (icon.shows === "download") return downloadProblem(icon.url);
  return undefined;
}

export const macNames: ReadonlySet<string> = new Set(MAC_ICON_NAMES);
/** The bundled icon the macOS app shows for a link or application (MorphicBarButtonItemIcon), if any. */
export function macIcon(item: WireBarItem): string | undefined {
  const imageUrl = item.configuration?.image_url;
  if (typeof imageUrl !== "string" || !macNames.has(imageUrl)) return undefined;
  return `${MAC_IMAGE_URL_NAMES[imageUrl] ?? imageUrl}.pdf`;
}
