// What the desktop apps show as a button's icon (docs/decisions/020-desktop-icon-vocabulary.md).
//
// Both apps read `configuration.image_url` as the name of a logo they bundle (Windows: BarImages.cs and
// Assets/bar-icons; macOS: MorphicBarButtonItemIcon). The Windows app, for a name it does not bundle, downloads
// `{portal}{configuration.image_path}` and can draw PNG, JPEG, GIF, ICO or XAML, not SVG; the macOS app shows no
// icon then. So image_url is the apps' own name wherever they bundle a logo for the button (the names are facts of
// their public source; none of their pictures is shipped here), else a generic icon the macOS app bundles, with
// the Windows app's own choice (its logo, or our icon key) in image_url$win; image_path is always a PNG of our own
// icon (made at build time by scripts/raster-icons.ts). The portal's pages keep drawing the SVGs.
import { BUTTONS, getButton } from "./buttons.ts";
import { ICON_DIR, iconKey } from "./icons.ts";
import type { Subkind } from "./types.ts";

import { barIconFile } from "./bar-icon-file.ts";
import { chosenProgramKey, standInButtonKey } from "./desktop-stand-ins.ts";
import { withWindowsDefaultApp } from "./windows-default-apps.ts";

// Where the PNG renditions are (a module of its own so the editor island can name them without this file's tables).
export { BAR_ICON_PX, BAR_ICON_SCALES, barIconFile } from "./bar-icon-file.ts";

/**
 * The logo the desktop apps bundle for a catalogue button, by the apps' own name (the original portal's icon key
 * where it was one of them). Buttons not listed have no logo in the apps and get our PNG.
 */
export const DESKTOP_LOGOS: Readonly<Record<string, string>> = {
  open_link: "globe",
  open_app: "windowmaximize",
  skype_app: "skype",
  quick_assist: "msquickassist",
  icloud_calendar: "icloud",
  outlook_com_calendar: "outlook",
  yahoo_calendar: "yahoo",
  facebook: "facebook",
  imgur: "imgur",
  instagram: "instagram",
  linkedin: "linkedin",
  nextdoor: "nextdoor",
  pinterest: "pinterest",
  reddit: "reddit",
  tumblr: "tumblr",
  twitter: "twitter",
  aol_mail: "aolold",
  gmail: "gmail",
  icloud_mail: "icloud",
  outlook_com_mail: "outlook",
  yahoo_mail: "yahoomail",
  abc_news: "abcnews",
  al_jazeera: "aljazeera",
  bbc_news: "bbc",
  bloomberg: "bloomberg",
  cbs_news: "cbsnews",
  cnbc: "cnbc",
  cnn: "cnn",
  drudge_report: "drudgereport",
  forbes: "forbes",
  fox_news: "foxnews",
  google_news: "googlenews",
  huffpost: "huffpost",
  los_angeles_times: "latimes",
  nbc_news: "nbcnews",
  npr: "npr",
  reuters: "reuters",
  the_guardian: "theguardian",
  the_hill: "thehill",
  the_new_york_times: "newyorktimes",
  the_wall_street_journal: "wsj",
  the_washington_post: "washingtonpost",
  top_15_news_sites: "news$newspaper",
  usa_today: "usatoday",
  yahoo_news: "yahoo",
  amazon: "amazon",
  best_buy: "bestbuy",
  craigslist: "craigslist",
  ebay: "ebay",
  etsy: "etsy",
  kohls: "kohls",
  macys: "macys",
  target: "target",
  walmart: "walmart",
  wayfair: "wayfair",
  amazon_music: "amazonmusic",
  apple_music: "itunes",
  deezer: "deezer",
  disney_plus: "disneyplus",
  hulu: "hulu",
  iheart_radio: "iheartradio",
  netflix: "netflix",
  pandora: "pandora",
  soundcloud: "soundcloud",
  spotify: "spotify",
  tidal: "tidal",
  vimeo: "vimeo",
  youtube: "youtube",
  youtube_music: "youtubemusic",
  box: "box",
  dropbox: "dropbox",
  google_drive: "googledrive",
  icloud_drive: "icloud",
  onedrive: "onedrive",
  "default-browser": "globe",
  "default-email": "email$envelope",
  calculator_app: "calculator",
  firefox_app: "firefox",
  google_chrome_app: "chrome",
  microsoft_access_app: "msaccess",
  microsoft_edge_app: "msedge",
  microsoft_excel_app: "msexcel",
  microsoft_onenote_app: "msonenote",
  microsoft_outlook_app: "msoutlook",
  microsoft_powerpoint_app: "mspowerpoint",
  microsoft_quick_assist_app: "msquickassist",
  microsoft_skype_app: "skype",
  microsoft_teams_app: "msteams",
  microsoft_word_app: "msword",
  opera_app: "opera",
};

/** Logos the Windows app bundles and the macOS app does not (its MorphicBarButtonItemIcon lacks them). */
const WINDOWS_ONLY_LOGOS: ReadonlySet<string> = new Set([
  "aljazeera",
  "amazonmusic",
  "ebay",
  "msaccess",
  "msquickassist",
  "pandora",
  "thehill",
  "tidal",
  "wayfair",
]);

/** A generic icon both apps bundle, for a link without a logo of its own on macOS (programs: a window). */
const GENERIC_ICONS: Partial<Record<Subkind, string>> = {
  email: "email$envelope",
  calendar: "calendar$calendar",
  news: "news$newspaper",
  meeting: "comments",
  call: "comments",
};
const GENERIC_ICON = "globe";
const GENERIC_APP_ICON = "windowmaximize";

/**
 * The Windows app reads a field named `<field>$win` instead of `<field>` (BarJsonTextReader); the macOS app
 * ignores it. So one item can name a logo each app has.
 */
export const WINDOWS_IMAGE_URL = "image_url$win";

export interface DesktopIcon {
  /** The name both apps read: for the macOS app, which downloads nothing, always one it bundles when possible. */
  image_url: string;
  /** For the Windows app when it should show something else than image_url (its own logo, or our PNG). */
  [WINDOWS_IMAGE_URL]?: string;
  image_path: string;
}

/**
 * The icon fields of a catalogue button: the apps' logo name (or our icon key, for the Windows app to download
 * our PNG), a generic icon the macOS app bundles when it has no logo for the button, and our PNG.
 */
export function catalogueDesktopIcon(buttonKey: string): DesktopIcon | undefined {
  const button = getButton(buttonKey);
  if (!button) return undefined;
  const key = iconKey(button.icon);
  const logo = DESKTOP_LOGOS[buttonKey];
  const windows = logo ?? key;
  const mac =
    logo && !WINDOWS_ONLY_LOGOS.has(logo)
      ? logo
      : button.kind === "action"
        ? undefined // both apps draw the actions as their own controls
        : button.kind === "application"
          ? GENERIC_APP_ICON
          : (GENERIC_ICONS[button.subkind] ?? GENERIC_ICON);
  const image_path = barIconFile(key);
  return mac === undefined || mac === windows
    ? { image_url: windows, image_path }
    : { image_url: mac, [WINDOWS_IMAGE_URL]: windows, image_path };
}

// What this portal stored before the desktop vocabulary: image_path "/icons/<our key>.svg".
const SVG_PATH = new RegExp(`^${ICON_DIR}/([a-z0-9-]+)\\.svg$`);

let iconKeys: Set<string> | undefined;
function ourIconKeys(): Set<string> {
  iconKeys ??= new Set(BUTTONS.map((b) => iconKey(b.icon)));
  return iconKeys;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * The icon fields the desktop apps should get for a stored item's configuration, or undefined to send it as
 * stored. Items made from the catalogue (by `_webapp.buttonKey`, or the key an older portal kept in configuration)
 * get their button's icon; other items that point at one of our SVGs get its PNG. Items made elsewhere (another
 * client's logo name or address) are left alone.
 */
export function desktopIconFor(configuration: unknown): DesktopIcon | undefined {
  if (!isRecord(configuration)) return undefined;
  const webapp = configuration._webapp;
  const buttonKey = isRecord(webapp) ? webapp.buttonKey : configuration.buttonKey;
  const fromButton =
    typeof buttonKey === "string"
      ? catalogueDesktopIcon(chosenProgramKey(buttonKey, configuration))
      : undefined;
  if (fromButton) return fromButton;
  const path = configuration.image_path;
  const key = typeof path === "string" ? SVG_PATH.exec(path)?.[1] : undefined;
  if (key === undefined || !ourIconKeys().has(key)) return undefined;
  const url = configuration.image_url;
  return { image_url: typeof url === "string" && url !== "" ? url : key, image_path: barIconFile(key) };
}

/** A configuration with these icon fields (and no Windows-only name left from an earlier save). */
export function applyDesktopIcon(
  configuration: Record<string, unknown>,
  icon: DesktopIcon,
): Record<string, unknown> {
  const { [WINDOWS_IMAGE_URL]: _earlier, ...rest } = configuration;
  return { ...rest, ...icon };
}

const named = (value: unknown) => typeof value === "string" && value !== "";

/**
 * A bar item as the desktop apps should get it: the item itself when its icon fields are already right. An item
 * that names no icon at all (saved by another client with only a label and a target) gets the icon of the
 * catalogue button closest to it, so neither app draws an empty circle.
 */
export function withDesktopIcon<T extends { kind?: unknown; configuration?: unknown }>(item: T): T {
  if (!isRecord(item.configuration)) return item;
  const config = item.configuration;
  const icon =
    desktopIconFor(config) ??
    (named(config.image_url) || named(config.image_path)
      ? undefined
      : catalogueDesktopIcon(standInButtonKey(item.kind, config)));
  if (!icon) return item;
  const same = (["image_url", WINDOWS_IMAGE_URL, "image_path"] as const).every((k) => config[k] === icon[k]);
  return same ? item : { ...item, configuration: applyDesktopIcon(config, icon) };
}

/**
 * A bar as the desktop apps should get it (GET /v1/users/{uid}/communities/{cid}): every item's icon they can
 * show, and the usual email and calendar apps as the Windows app can start them (windows-default-apps.ts).
 */
export function desktopBar<T extends { items: readonly { kind?: unknown; configuration?: unknown }[] }>(
  bar: T,
): T {
  return { ...bar, items: bar.items.map((item) => withWindowsDefaultApp(withDesktopIcon(item))) };
}
