// The two desktop apps as readers of /v1: their own request sequences and the way their models read each answer,
// from their public source (raisingthefloor/morphic-windows 1.11: Morphic.Service, Morphic.Core.Legacy,
// Morphic.Client/Bar; raisingthefloor/morphic-macos: MorphicService, MorphicCore, MorphicBar). The facts below are
// copied here on purpose, not taken from common/catalogue/systems.ts: the suite checks the portal's table against them.

import { windowsFields, withDefaultPreset } from "./windows-bar-reader.ts";

/** One HTTP exchange, as a client sees it. */
export interface Answer {
  status: number;
  contentType: string | null;
  text: string;
}

export type Call = (
  method: string,
  path: string,
  options?: { token?: string; body?: unknown; userAgent?: string; headers?: Record<string, string> },
) => Promise<Answer>;

/** A reading the app cannot make: the app shows nothing (or fails) where this is thrown. */
export class AppCannotRead extends Error {
  override name = "AppCannotRead";
}

function fail(message: string): never {
  throw new AppCannotRead(message);
}

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === "object" && v !== null && !Array.isArray(v);

// ---------------------------------------------------------------------------------------------------------------
// Windows app 1.11
// ---------------------------------------------------------------------------------------------------------------

/**
 * HttpResponseMessageExtensions.GetObject: a 2xx with media type exactly application/json and charset exactly
 * utf-8, then System.Text.Json (property names case-sensitive, enums as strings case-insensitively).
 */
function windowsBody(answer: Answer): unknown {
  if (answer.status < 200 || answer.status > 299) fail(`status ${answer.status}`);
  const [media, ...params] = (answer.contentType ?? "").split(";").map((s) => s.trim());
  if (media !== "application/json") fail(`media type ${media}`);
  const charset = params.find((p) => p.startsWith("charset="))?.slice("charset=".length);
  if (charset !== "utf-8") fail(`charset ${charset}`);
  return JSON.parse(answer.text);
}

function dotnetString(value: unknown, what: string, nullable = true): string | null {
  if (value === undefined || value === null) return nullable ? null : fail(`${what} missing`);
  return typeof value === "string" ? value : fail(`${what} is not a string`);
}

function dotnetEnum<T extends string>(value: unknown, names: readonly T[], what: string): T {
  const found = typeof value === "string" && names.find((n) => n.toLowerCase() === value.toLowerCase());
  return found || fail(`${what}: ${String(value)} is none of ${names.join(", ")}`);
}

/** Morphic.Client/Bar/Data/Actions/ApplicationAction.cs ConvertExeIdToExecutablePath. */
export const WINDOWS_PROGRAM_IDS = new Set([
  "calculator",
  "firefox",
  "googleChrome",
  "microsoftAccess",
  "microsoftExcel",
  "microsoftEdge",
  "microsoftOneNote",
  "microsoftOutlook",
  "microsoftPowerPoint",
  "microsoftQuickAssist",
  "microsoftSkype",
  "microsoftTeams",
  "microsoftWord",
  "opera",
]);
/** Morphic.Client/DefaultConfig/presets.json5 `actions` (BarPresets.MergePreset looks items up there). */
export const WINDOWS_ACTIONS = new Set([
  "screen-zoom",
  "magnify",
  "volume",
  "magnify-old",
  "nightmode",
  "night-mode",
  "read-aloud",
  "copy-paste",
  "high-contrast",
  "color-vision",
  "dark-mode",
  "taskManager",
  "log-off",
  "snip",
  "usbopeneject",
  "voice-control",
]);
/**
 * The `default` values ApplicationAction starts as sent: `browser` has no preset; `email` and `calendar` are merged
 * with presets.json5 first, which makes them programs the app cannot start (windows-bar-reader.ts).
 */
export const WINDOWS_DEFAULT_APPS = new Set(["browser"]);
/** WebAction.UrlString: other schemes are dropped. */
const LINK_SCHEMES = new Set(["http", "https", "skype"]);

/** What a bar button does once the app has read it. */
export interface ShownButton {
  kind: "link" | "application" | "action";
  label: string | null;
  /** The app can run it (false: shown disabled, or left off). */
  works: boolean;
  target: string;
}

function linkWorks(url: unknown): boolean {
  if (typeof url !== "string") return false;
  try {
    return LINK_SCHEMES.has(new URL(url).protocol.slice(0, -1));
  } catch {
    return false;
  }
}

/** Core.Legacy BarItem, then BarPresets/ApplicationAction/WebAction as the bar is built. */
export function windowsButton(item: unknown): ShownButton {
  if (!isObject(item)) fail("item is not an object");
  const kind = dotnetEnum(item.kind, ["link", "application", "action"] as const, "BarItemKind");
  if (item.is_primary !== undefined && typeof item.is_primary !== "boolean") fail("is_primary is not a bool");
  const config = item.configuration;
  if (config !== undefined && config !== null && !isObject(config)) fail("configuration is not a dictionary");
  // Morphic.Client's bar reader: `$win` fields, then an application's default-app preset.
  const fields = windowsFields((config ?? {}) as Json);
  const c = kind === "application" ? withDefaultPreset(fields) : fields;
  const label = dotnetString(c.label, "label");
  if (kind === "link") return { kind, label, works: linkWorks(c.url), target: String(c.url) };
  if (kind === "action") {
    const id = dotnetString(c.identifier, "identifier") ?? "";
    return { kind, label, works: WINDOWS_ACTIONS.has(id), target: id };
  }
  const exe = dotnetString(c.exe, "exe") ?? "";
  if (exe !== "") {
    const appx = exe.toLowerCase().startsWith("appx:") && exe.length > 5;
    return { kind, label, works: appx || WINDOWS_PROGRAM_IDS.has(exe), target: exe };
  }
  const def = dotnetString(c.default, "default") ?? "";
  return { kind, label, works: WINDOWS_DEFAULT_APPS.has(def), target: `default:${def}` };
}

export interface AppBar {
  id: string;
  name: string | null;
  buttons: ShownButton[];
}

export interface AppCommunity {
  id: string;
  name: string | null;
  role: string;
  /** The bars in the order the app offers them (the first one is shown). */
  bars: AppBar[];
}

export interface AppSession {
  token: string;
  userId: string;
  preferencesId: string | null;
  communities: AppCommunity[];
}

/** MorphicSession.SignInAsync after AuthenticateUsername: user, preferences, communities, each community's bars. */
export async function windowsSignIn(
  call: Call,
  username: string,
  password: string,
  userAgent?: string,
): Promise<AppSession> {
  const auth = windowsBody(
    await call("POST", "/v1/auth/username", { body: { username, password }, userAgent }),
  );
  if (!isObject(auth) || !isObject(auth.user)) fail("AuthResponse without user");
  const token = dotnetString(auth.token, "token", false)!;
  const userId = dotnetString(auth.user.id, "user.id", false)!;
  const preferencesId = dotnetString(auth.user.preferences_id, "user.preferences_id");
  const opts = { token, userAgent };
  if (preferencesId !== null) {
    // FetchPreferences: a failure leaves Preferences null (not fatal), but the answer must parse when it comes.
    const prefs = await call("GET", `/v1/users/${userId}/preferences/${preferencesId}`, opts);
    const body = windowsBody(prefs);
    if (!isObject(body) || typeof body.id !== "string") fail("Preferences without id");
    if (body.default !== null && body.default !== undefined && !isObject(body.default)) fail("default");
  }
  const page = windowsBody(await call("GET", `/v1/users/${userId}/communities`, opts));
  if (!isObject(page) || !Array.isArray(page.communities)) fail("UserCommunitiesPage");
  const communities: AppCommunity[] = [];
  for (const raw of page.communities) {
    if (!isObject(raw)) fail("UserCommunity");
    const id = dotnetString(raw.id, "community.id", false)!;
    const role = dotnetEnum(raw.role, ["member", "manager"] as const, "MemberRole");
    // GetBarsAsync: FetchUserCommunity(user, community) → UserCommunityDetail.Bars (null → the app fails).
    const detail = windowsBody(await call("GET", `/v1/users/${userId}/communities/${id}`, opts));
    if (!isObject(detail) || !Array.isArray(detail.bars)) fail("UserCommunityDetail.bars");
    const bars = detail.bars.map((bar): AppBar => {
      if (!isObject(bar)) fail("UserBar");
      if (!Array.isArray(bar.items)) fail("UserBar.items");
      return {
        id: dotnetString(bar.id, "bar.id", false)!,
        name: dotnetString(bar.name, "bar.name"),
        buttons: bar.items.map(windowsButton),
      };
    });
    communities.push({ id, name: dotnetString(raw.name, "community.name"), role, bars });
  }
  return { token, userId, preferencesId, communities };
}

/** What the Windows app keeps after signing in at its start with the saved password. */
export type WindowsStart = "signed in" | "member kept" | "member forgotten";

/**
 * MorphicSession.OpenAsync at every start: Authenticate with the saved credentials. GetObject throws the JSON body of
 * a 400 as a BadRequestException, which leaves OpenAsync before it clears the saved user (the app ends this start and
 * tries again at the next); any other failure (429, 5xx, a 400 without JSON) answers null, and OpenAsync then saves
 * UserId = null: the member is forgotten until someone signs the app in again.
 */
export async function windowsStart(call: Call, username: string, password: string): Promise<WindowsStart> {
  const answer = await call("POST", "/v1/auth/username", { body: { username, password } });
  if (answer.status === 400) {
    try {
      JSON.parse(answer.text);
      return "member kept";
    } catch {
      return "member forgotten";
    }
  }
  try {
    windowsBody(answer);
    return "signed in";
  } catch {
    return "member forgotten";
  }
}

// ---------------------------------------------------------------------------------------------------------------
// macOS app
// ---------------------------------------------------------------------------------------------------------------

/** URLResponse.morphicObject: status 200 and Content-Type exactly "application/json; charset=utf-8" (lower-cased). */
function macBody(answer: Answer): unknown {
  if (answer.status !== 200) fail(`status ${answer.status}`);
  if (answer.contentType?.toLowerCase() !== "application/json; charset=utf-8")
    fail(`type ${answer.contentType}`);
  return JSON.parse(answer.text);
}

/** Swift Codable: `decode(String.self)` needs a string; `decode(String?.self)` needs the key, null allowed. */
function swiftString(
  object: Json,
  key: string,
  optional: "required" | "nullable" | "ifPresent",
): string | null {
  if (!(key in object)) return optional === "ifPresent" ? null : fail(`key ${key} missing`);
  const value = object[key];
  if (value === null) return optional === "required" ? fail(`${key} is null`) : null;
  return typeof value === "string" ? value : fail(`${key} is not a String`);
}

/** MorphicBarItem.swift convertExeIdentifierToExecutableLaunchDetails. */
export const MAC_PROGRAM_IDS = new Set([
  "calculator",
  "firefox",
  "googleChrome",
  "microsoftEdge",
  "microsoftExcel",
  "microsoftOneNote",
  "microsoftOutlook",
  "microsoftPowerPoint",
  "microsoftTeams",
  "microsoftWord",
  "microsoftSkype",
  "opera",
]);
/** MorphicBarItem.swift createMorphicBarActionControlItem (other identifiers: no feature). */
export const MAC_ACTIONS = new Set([
  "color-vision",
  "copy-paste",
  "dark-mode",
  "high-contrast",
  "log-off",
  "magnify",
  "night-mode",
  "read-aloud",
  "screen-zoom",
  "snip",
  "volume",
  "usbopeneject",
]);
/** MorphicBarApplicationDefaultOption. */
export const MAC_DEFAULT_APPS = new Set(["browser", "email"]);
const MAC_CONFIG_KEYS = ["color", "default", "exe", "identifier", "image_url", "label", "subkind", "url"];

/** UserService.swift BarItem (kind enum is case-sensitive) and MorphicBarItem.item(from:). */
export function macButton(item: unknown): ShownButton {
  if (!isObject(item)) fail("item is not an object");
  const kinds = ["link", "application", "action"] as const;
  const kind = kinds.find((k) => k === item.kind) ?? fail(`BarItemKind ${String(item.kind)}`);
  if (typeof item.is_primary !== "boolean") fail("is_primary is not a Bool");
  if (!isObject(item.configuration)) fail("configuration");
  const c = item.configuration;
  for (const key of MAC_CONFIG_KEYS) swiftString(c, key, "ifPresent");
  const label = swiftString(c, "label", "ifPresent");
  if (kind === "link") return { kind, label, works: linkWorks(c.url), target: String(c.url) };
  if (kind === "action") {
    const id = swiftString(c, "identifier", "ifPresent") ?? "";
    return { kind, label, works: MAC_ACTIONS.has(id), target: id };
  }
  const exe = swiftString(c, "exe", "ifPresent");
  const def = swiftString(c, "default", "ifPresent");
  const works = (exe !== null && MAC_PROGRAM_IDS.has(exe)) || (def !== null && MAC_DEFAULT_APPS.has(def));
  return { kind, label, works, target: exe ?? `default:${def}` };
}

function macBar(bar: unknown): AppBar {
  if (!isObject(bar)) fail("Bar");
  if (!Array.isArray(bar.items)) fail("Bar.items");
  return {
    id: swiftString(bar, "id", "required")!,
    name: swiftString(bar, "name", "required"),
    buttons: bar.items.map(macButton),
  };
}

/**
 * Session.signin → fetch(userPreferences:) (preferences_id force-unwrapped), then
 * downloadAndSaveMorphicUserCommunities: the communities, each one's details (`bar` required, `bars` optional),
 * stored as JSON text in the preferences and saved with PUT.
 */
export async function macSignIn(
  call: Call,
  username: string,
  password: string,
  userAgent = "Morphic/1.7.2 CFNetwork/1335.0.3 Darwin/21.6.0",
): Promise<AppSession> {
  const auth = macBody(await call("POST", "/v1/auth/username", { body: { username, password }, userAgent }));
  if (!isObject(auth) || !isObject(auth.user)) fail("AuthentiationResponse");
  const token = swiftString(auth, "token", "required")!;
  const user = auth.user;
  const userId = swiftString(user, "id", "required")!;
  const preferencesId = swiftString(user, "preferences_id", "nullable");
  swiftString(user, "first_name", "nullable");
  swiftString(user, "last_name", "nullable");
  // `preferencesId!`: a null id crashes the app here.
  if (preferencesId === null) fail("preferences_id is nil: the app crashes");
  const opts = { token, userAgent };
  const prefsPath = `/v1/users/${userId}/preferences/${preferencesId}`;
  const prefs = macBody(await call("GET", prefsPath, opts));
  if (!isObject(prefs)) fail("Preferences");
  swiftString(prefs, "id", "required");
  swiftString(prefs, "user_id", "nullable");
  if (!("default" in prefs)) fail("Preferences.default missing");
  const page = macBody(await call("GET", `/v1/users/${userId}/communities`, opts));
  if (!isObject(page) || !Array.isArray(page.communities)) fail("UserCommunitiesResponse");
  const communities: AppCommunity[] = [];
  const stored: Record<string, string> = {};
  for (const raw of page.communities) {
    if (!isObject(raw)) fail("UserCommunity");
    const id = swiftString(raw, "id", "required")!;
    const name = swiftString(raw, "name", "required");
    const role = ["manager", "member"].find((r) => r === raw.role) ?? fail(`Role ${String(raw.role)}`);
    const detailAnswer = await call("GET", `/v1/users/${userId}/communities/${id}`, opts);
    const detail = macBody(detailAnswer);
    if (!isObject(detail)) fail("UserCommunityDetails");
    swiftString(detail, "id", "required");
    swiftString(detail, "name", "required");
    const first = macBar(detail.bar);
    const bars = detail.bars === undefined || detail.bars === null ? [first] : (detail.bars as unknown[]);
    if (!Array.isArray(bars)) fail("bars");
    communities.push({ id, name, role, bars: bars.map(macBar) });
    stored[id] = detailAnswer.text;
  }
  // The app keeps what it downloaded in its preferences and saves them (a failed save is logged, not fatal).
  const saved = await call("PUT", prefsPath, {
    ...opts,
    body: {
      id: preferencesId,
      user_id: userId,
      default: { "org.raisingthefloor.morphic.morphicBars": { customMorphicBarsAsJson: stored } },
    },
  });
  if (saved.status !== 200) fail(`saving the preferences: ${saved.status}`);
  return { token, userId, preferencesId, communities };
}
