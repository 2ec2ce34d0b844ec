// What both desktop apps make of items the portal did not make from its catalogue: an application that opens the
// usual email or calendar app (`default`), and items another /v1 client saved with only a label and a target.
// Through the service's desktop route (on PGlite and PostgreSQL), read as each app reads it (apps.ts,
// windows-bar-reader.ts, icon-rules.ts): the Windows app's preset merge would drop the email and calendar buttons,
// and an item without icon fields would be an empty circle in both apps.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  barIconFile,
  createItem,
  getButton,
  iconKey,
  setParameter,
  toWire,
} from "../../common/catalogue/index.ts";
import type { WireBarItem } from "../../common/catalogue/types.ts";
import {
  addMember,
  availableBackends,
  createCommunity,
  register,
  startApi,
  type TestApi,
} from "../api/harness.ts";
import { macButton, windowsButton } from "./apps.ts";
import { macIcon, windowsIcon } from "./icon-rules.ts";
import { windowsFields, withDefaultPreset } from "./windows-bar-reader.ts";

const PORTAL = "http://portal.test/";

describe("the Windows app's bar reader (the model)", () => {
  it("reads `$win` fields instead of the plain ones, in either order, and ignores other platforms'", () => {
    expect(windowsFields({ exe: "a", exe$win: "b", exe$mac: "c" })).toEqual({ exe: "b" });
    expect(windowsFields({ exe$win: "b", exe: "a" })).toEqual({ exe: "b" });
  });

  it("merges the default app's preset, which leaves email and calendar without a program it can start", () => {
    expect(windowsButton({ kind: "application", configuration: { default: "email" } }).works).toBe(false);
    expect(windowsButton({ kind: "application", configuration: { default: "calendar" } }).works).toBe(false);
    expect(windowsButton({ kind: "application", configuration: { default: "browser" } }).works).toBe(true);
    // A `$win` program without a null `default$win` is overwritten by the preset.
    expect(withDefaultPreset(windowsFields({ default: "email", exe$win: "microsoftOutlook" }))).toMatchObject(
      {
        exe: "mailto:",
      },
    );
  });
});

describe('"Another program"', () => {
  it("carries the chosen program's own logo where the apps bundle one, else the generic window", () => {
    const chosen = (exe: string) =>
      toWire(setParameter(setParameter(createItem("open_app"), "defaultApp", "custom"), "exe", exe));
    expect(windowsIcon(chosen("firefox"), PORTAL)).toEqual({ shows: "bundled", file: "logo_firefox.png" });
    expect(macIcon(chosen("firefox"))).toBe("logo_firefox.pdf");
    // Access: a logo only the Windows app has; the macOS app shows its generic window.
    expect(windowsIcon(chosen("microsoftAccess"), PORTAL)).toEqual({
      shows: "bundled",
      file: "logo_msaccess.xaml",
    });
    expect(macIcon(chosen("microsoftAccess"))).toBe("window_maximize.pdf");
    expect(macIcon(toWire(setParameter(createItem("open_app"), "defaultApp", "email")))).toBe("envelope.pdf");
  });
});

/** Items as another /v1 client saves them: a label and a target, no icon fields, no catalogue key. */
const SAVED_ELSEWHERE = {
  email: { kind: "application", is_primary: true, configuration: { label: "E-mail", default: "email" } },
  calendar: { kind: "application", is_primary: true, configuration: { label: "Diary", default: "calendar" } },
  link: {
    kind: "link",
    is_primary: true,
    configuration: { label: "News", url: "https://news.example.org/" },
  },
  program: { kind: "application", is_primary: true, configuration: { label: "Fox", exe: "firefox" } },
  anyProgram: {
    kind: "application",
    is_primary: true,
    configuration: { label: "Tool", exe: "appx:Tool!App" },
  },
  signOut: { kind: "action", is_primary: true, configuration: { label: "Bye", identifier: "log-off" } },
  volume: { kind: "action", is_primary: true, configuration: { label: "Loud", identifier: "volume" } },
} as const;
type Name = keyof typeof SAVED_ELSEWHERE;

/** The PNG of a catalogue button's own icon (tests/desktop/icons.test.ts proves each is served and drawn). */
const pngOf = (buttonKey: string) => new URL(barIconFile(iconKey(getButton(buttonKey)!.icon)), PORTAL).href;

describe.each(await availableBackends())(
  "items not made from the catalogue, on the desktop route (%s)",
  (backend) => {
    let api: TestApi;
    let served: Record<Name, WireBarItem>;
    beforeAll(async () => {
      api = await startApi(backend);
      const manager = await register(api);
      const member = await register(api);
      const c = await createCommunity(api, manager);
      const memberId = await addMember(api, c.id, member);
      const names = Object.keys(SAVED_ELSEWHERE) as Name[];
      const created = await api.call("POST", `/v1/communities/${c.id}/bars`, {
        token: manager.token,
        body: {
          name: "Elsewhere",
          is_shared: false,
          items: names.map((n) => SAVED_ELSEWHERE[n]),
          member_id: memberId,
        },
      });
      expect(created.status, created.text).toBe(200);
      const r = await api.call("GET", `/v1/users/${member.userId}/communities/${c.id}`, {
        token: member.token,
      });
      expect(r.status, r.text).toBe(200);
      const items = (r.json as { bar: { items: WireBarItem[] } }).bar.items;
      served = Object.fromEntries(names.map((n, i) => [n, items[i]!])) as Record<Name, WireBarItem>;
    });
    afterAll(async () => {
      await api?.close();
    });

    it("the email and calendar buttons survive the Windows app's preset merge, and stay as they were on macOS", () => {
      expect(windowsButton(served.email)).toMatchObject({
        label: "E-mail",
        works: true,
        target: "microsoftOutlook",
      });
      expect(windowsButton(served.calendar)).toMatchObject({
        label: "Diary",
        works: true,
        target: "microsoftOutlook",
      });
      expect(windowsFields(served.calendar.configuration!).args).toEqual(["/select", "outlook:calendar"]);
      expect(macButton(served.email)).toMatchObject({ works: true, target: "default:email" });
      // The macOS app has no calendar default: the catalogue says so (systems.ts), and the editor with it.
      expect(macButton(served.calendar).works).toBe(false);
    });

    it("every item gets an icon in both apps' models: the generic one by kind, a known program its own logo", () => {
      expect(windowsIcon(served.link, PORTAL)).toEqual({ shows: "bundled", file: "globe.xaml" });
      expect(windowsIcon(served.program, PORTAL)).toEqual({ shows: "bundled", file: "logo_firefox.png" });
      expect(windowsIcon(served.anyProgram, PORTAL)).toEqual({
        shows: "bundled",
        file: "window-maximize.xaml",
      });
      expect(windowsIcon(served.email, PORTAL)).toEqual({ shows: "bundled", file: "envelope.xaml" });
      expect(windowsIcon(served.calendar, PORTAL)).toEqual({
        shows: "bundled",
        file: "window-maximize.xaml",
      });
      expect(windowsIcon(served.volume, PORTAL)).toEqual({ shows: "control" });
      expect(windowsIcon(served.signOut, PORTAL)).toEqual({ shows: "download", url: pngOf("turn_off") });
      for (const name of ["link", "program", "anyProgram", "email", "calendar"] as const) {
        expect(macIcon(served[name]), name).toBeDefined();
      }
      expect(macIcon(served.program)).toBe("logo_firefox.pdf");
      // Labels and targets are served as saved.
      expect(served.link.configuration).toMatchObject(SAVED_ELSEWHERE.link.configuration);
    });
  },
);
