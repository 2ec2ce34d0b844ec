// The usual email and calendar apps as the Windows app can start them. Its bar reader merges an application's
// `default` with its DefaultConfig/presets.json5 (BarPresets.MergePreset): `email` gets exe "mailto:" and
// `calendar` exe "outlookcal:" (the `defaults` block near line 380), neither a program id of
// ApplicationAction.ConvertExeIdToExecutablePath, so the button is unavailable and BarManager.LoadFromBarJson
// (BarManager.cs:231-242) leaves it off the bar. The reader takes a field `<name>$win` instead of `<name>`
// (BarJson.cs, BarJsonTextReader), and the macOS app ignores such fields. So for Windows the item names no
// default (null: the preset lookup finds nothing, ApplicationAction's `default` stays unset) and starts Microsoft
// Outlook by the program id the app knows; a calendar opens Outlook's calendar (OUTLOOK.EXE's `/select` switch,
// through ApplicationAction's `args`). Assumed: Core.Legacy keeps a null and a list in `configuration` as they
// came when it hands the bar to that reader (BarManager.GetUserBarJson). tests/desktop/ replays this reading.
import { WINDOWS_PROGRAM_FOR_DEFAULT } from "./systems.ts";

const WINDOWS = "$win";

/** The `$win` fields that make the Windows app start a `default` app it would otherwise drop. */
function windowsDefaultAppFields(
  configuration: Record<string, unknown>,
): Record<string, unknown> | undefined {
  const def = configuration.default;
  const program = typeof def === "string" ? WINDOWS_PROGRAM_FOR_DEFAULT[def] : undefined;
  // An item that already says what Windows should do is left as it is.
  if (!program || `default${WINDOWS}` in configuration || `exe${WINDOWS}` in configuration) return undefined;
  return {
    [`default${WINDOWS}`]: null,
    [`exe${WINDOWS}`]: program.exe,
    ...(program.args ? { [`args${WINDOWS}`]: [...program.args] } : {}),
  };
}

/** A bar item as the desktop apps should get it: an application's default app startable on Windows too. */
export function withWindowsDefaultApp<T extends { kind?: unknown; configuration?: unknown }>(item: T): T {
  const config = item.configuration;
  if (item.kind !== "application" || typeof config !== "object" || config === null) return item;
  const fields = windowsDefaultAppFields(config as Record<string, unknown>);
  return fields ? { ...item, configuration: { ...config, ...fields } } : item;
}
