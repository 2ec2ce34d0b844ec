// How the Windows app 1.11 reads a bar item's configuration before it builds the button, from its public source
// (raisingthefloor/morphic-windows, Morphic.Client): Bar/Data/BarJson.cs BarJsonTextReader takes a field
// `<name>$win` instead of `<name>`, whatever their order, and ignores `<name>$<other platform>`; then
// Bar/Data/BarPresets.cs MergePreset merges DefaultConfig/presets.json5 `defaults[configuration.default]` over an
// application (`jo.Merge`: the preset's fields win; a null or empty `default` looks nothing up). The `defaults`
// block (near line 380) is copied below. ApplicationAction's `exe` setter then marks the button unavailable unless
// the exe is one of its program ids (ConvertExeIdToExecutablePath) or `appx:`, and BarManager.LoadFromBarJson
// (BarManager.cs:231-242) leaves unavailable buttons off the bar. Copied here on purpose, not taken from
// common/catalogue: the suite checks what the portal sends against these facts.

/** presets.json5 `defaults`: what an application's `default` becomes. */
const WINDOWS_DEFAULT_PRESETS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  calendar: { exe: "outlookcal:" },
  email: { exe: "mailto:" },
  "quick-assist": { exe: "ms-quick-assist:" },
};

const PLATFORM = "win";

/** BarJsonTextReader: the configuration's fields as the Windows app reads them. */
export function windowsFields(configuration: Record<string, unknown>): Record<string, unknown> {
  const read: Record<string, unknown> = {};
  const overridden = new Set<string>();
  for (const [field, value] of Object.entries(configuration)) {
    const mark = field.indexOf("$");
    const name = mark < 0 ? field : field.slice(0, mark);
    const platform = mark < 0 ? "" : field.slice(mark + 1).toLowerCase();
    if (platform === PLATFORM) {
      read[name] = value;
      overridden.add(name);
    } else if (platform === "" && !overridden.has(name)) {
      read[name] = value;
    }
  }
  return read;
}

/** BarPresets.MergePreset for an application: the preset of its `default`, merged over its configuration. */
export function withDefaultPreset(configuration: Record<string, unknown>): Record<string, unknown> {
  const def = configuration.default;
  const key = def === null || def === undefined ? "" : String(def);
  const preset = key === "" ? undefined : WINDOWS_DEFAULT_PRESETS[key];
  return preset ? { ...configuration, ...preset } : configuration;
}
