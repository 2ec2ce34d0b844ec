// Types shared by the catalogue, the bar model and validation. Pure TypeScript, no runtime code.

/** What a bar item does on the desktop: open a web page, start a program, or run a system action. */
export type Kind = "link" | "application" | "action";

/** The six button colours; hex values and contrast are in colours.ts. */
export type ColourName = "teal" | "blue" | "purple" | "red" | "green" | "orange";

/** Subkinds used by catalogue buttons and groups (spec S2 §3 "Subkind groups", plus weather and photo). */
export type Subkind =
  | "make"
  | "call"
  | "meeting"
  | "action"
  | "local-calendar"
  | "calendar"
  | "socialMedia"
  | "local-email"
  | "email"
  | "photo"
  | "news"
  | "shopping"
  | "multimedia"
  | "onlineFileDrives"
  | "app"
  | "weather";

/** Catalogue groups: the 12 visible ones and 3 hidden ones (see groups.ts). */
export type GroupId =
  | "make"
  | "call"
  | "meeting"
  | "action"
  | "calendar"
  | "socialMedia"
  | "email"
  | "news"
  | "shopping"
  | "multimedia"
  | "onlineFileDrives"
  | "local-calendar"
  | "local-email"
  | "photo"
  | "app";

/** The editable parameters of a button (spec S2 §3 "Parameters"). */
export type ParamName =
  "label" | "url" | "skypeNoCall" | "skypeId" | "skypeAction" | "defaultApp" | "exe" | "appId" | "zoomUrl";

/** Skype call types, as the desktop app expects them after `skype:<id>`. */
export type SkypeAction = "?call" | "?call&video=true" | "?chat";

/** Default applications the desktop app knows. */
export type DefaultApp = "email" | "browser";

/** The "app to open" choice: "" means nothing chosen yet, "custom" means a program (exe, see systems.ts). */
export type DefaultAppChoice = "" | "custom" | DefaultApp;

export interface Parameters {
  label: string;
  url?: string;
  skypeNoCall?: boolean;
  skypeId?: string;
  skypeAction?: SkypeAction;
  defaultApp?: DefaultAppChoice;
  /** A program id the desktop apps start (systems.ts), or "appx" for the Windows Store app id in appId. */
  exe?: string;
  /** A Windows Store app id, `appx:…` (only when exe is "appx"). */
  appId?: string;
  zoomUrl?: string;
}

/** Where a button's icon comes from. Every icon ships as /icons/<file> (see icons.ts). */
export type IconRef =
  | { source: "simple-icons"; slug: string }
  | { source: "lucide"; name: string }
  | { source: "monogram"; text: string };

/**
 * How a button's desktop configuration follows from its parameters:
 * - "web-page": url comes from the url parameter (the generic "open a web page" maker);
 * - "app": exe or default comes from defaultApp and exe (the generic "open an app" maker);
 * - "zoom": url comes from the zoomUrl parameter;
 * - "skype": a skype: call link, or the Skype program when "no call" is ticked.
 * Buttons without a maker have a fixed target.
 */
export type Maker = "web-page" | "app" | "zoom" | "skype";

/** One entry of the button catalogue. */
export interface CatalogueButton {
  /** Stable identifier, stored with each bar item as data.buttonKey. */
  key: string;
  /** The kind a new button starts with (a Skype button can switch, see params.ts). */
  kind: Kind;
  subkind: Subkind;
  /** Text on the button. */
  label: string;
  /** Name in the catalogue when it differs from the label (e.g. "Skype App"). */
  catalogLabel?: string;
  /** One sentence, shown as help and used by search. */
  description: string;
  /** Groups the button is listed in; empty for buttons reached only through search. */
  groups: readonly GroupId[];
  /** Shown at the top of its groups; the others sit behind a "more" expander. */
  primary: boolean;
  url?: string;
  exe?: string;
  default?: DefaultApp;
  identifier?: string;
  /** Segment labels for actions drawn as several small buttons (+/-, On/Off...). */
  visual?: readonly string[];
  /** Parameters besides label, which every button has. */
  params: readonly ParamName[];
  /** Starting values for parameters (label always starts from the button's label). */
  initial?: Partial<Parameters>;
  maker?: Maker;
  /** A maker that stands for "choose something" until its choice is made (Open an app). */
  placeholder?: boolean;
  icon: IconRef;
}

export interface CatalogueGroup {
  id: GroupId;
  title: string;
  /** Hidden groups are not listed in the catalogue; their buttons are reached otherwise. */
  visible: boolean;
  /** Message for a placeholder item of this group (spec S2 §5). */
  selectionError?: string;
}

/** The look of an action drawn as several segments. */
export interface Visual {
  type: "multiButton";
  buttons: string[];
}

/** What the desktop app reads, plus the web portal's own data under _webapp on the wire. */
export interface ItemConfiguration {
  subkind?: string;
  label: string;
  /** Hex colour, e.g. "#002957". */
  color: string;
  /** Icon key, e.g. "si-zoom" (file /icons/si-zoom.svg). */
  image_url?: string;
  /** Path of the icon file served by the portal, e.g. "/icons/si-zoom.svg". */
  image_path?: string;
  description?: string;
  url?: string;
  exe?: string;
  default?: string;
  identifier?: string;
  favicon?: boolean;
  relatedSubkind?: string;
  /** Any other key found on the wire is kept, so saving never loses what another client wrote. */
  [extra: string]: unknown;
}

/** Web-only data of an item; stored as configuration._webapp on the wire. */
export interface ItemData {
  /** Catalogue key, or null for an item this catalogue does not know (made elsewhere). */
  buttonKey: string | null;
  parameters: Parameters;
  /** Added in the editor and not edited yet: skipped by bar validation (spec S2 §4). Never sent. */
  isNew?: boolean;
  /** Nothing chosen yet (e.g. "Open an app" before an app is picked). */
  isPlaceholder?: boolean;
  visual?: Visual;
}

/** A bar item as the editor and forms hold it (spec S2 §3 "Bar item"). */
export interface BarItem {
  id: string;
  kind: Kind;
  is_primary: boolean;
  configuration: ItemConfiguration;
  data: ItemData;
}

/** A bar item as /v1 sends and receives it (original-api §2.6). */
export interface WireBarItem {
  id?: string;
  kind: Kind;
  is_primary: boolean;
  configuration: Record<string, unknown> | null;
}

export type ProblemLevel = "error" | "warn";

/** A validation finding. Errors make a button invalid; warnings do not. */
export interface Problem {
  level: ProblemLevel;
  /** Machine-readable reason, stable for tests and styling. */
  code: string;
  /** The parameter the problem belongs to, if any (to show it beside the field). */
  field?: ParamName;
  /** Short heading (link checks have one, e.g. "Broken link"). */
  title?: string;
  message: string;
}
