// Every catalogue button shows an icon in the desktop apps, by the apps' own rules (icon-rules.ts, icon-facts.ts):
// the Windows app shows a logo it bundles when image_url names one, else downloads `{portal}{image_path}` and
// draws it if it is a PNG, JPEG, GIF or ICO (never SVG); the macOS app shows only logos it bundles.
// The PNGs are made by the build's own code (scripts/raster-icons.ts) and fetched from the portal's static handler.
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  BAR_ICON_PX,
  BUTTONS,
  DESKTOP_LOGOS,
  barIconFile,
  createItem,
  desktopBar,
  getButton,
  iconKey,
  iconPath,
  toWire,
} from "../../common/catalogue/index.ts";
import { ICON_SET } from "../../common/catalogue/icon-set.ts";
import type { WireBarItem } from "../../common/catalogue/types.ts";
import { iconSetHash, rasteriseIcons } from "../../scripts/raster-icons.ts";
import { savedBarResponseSchema } from "../../contract/bars.ts";
import {
  addMember,
  availableBackends,
  createCommunity,
  register,
  startApi,
  type TestApi,
} from "../api/harness.ts";
import { MAC_ICON_FILES, MAC_ICON_NAMES, MAC_IMAGE_URL_NAMES } from "./icon-facts.ts";
import { portalInProcess, type PortalInProcess } from "./portal-in-process.ts";
import { macIcon, macNames, pngSize, windowsBundledFile, windowsIcon, windowsProblem } from "./icon-rules.ts";

const macFiles = new Set(MAC_ICON_FILES);

/** Every catalogue button as the portal saves it. */
const catalogueItems = BUTTONS.map((b) => ({ key: b.key, wire: toWire(createItem(b.key, { id: b.key })) }));

const clientDir = mkdtempSync(join(tmpdir(), "tandem-desktop-icons-"));
let portal: PortalInProcess;
let base: string;

beforeAll(async () => {
  // The client build: public/ copied as it is (the SVGs the portal's pages draw), then the PNG renditions.
  cpSync(new URL("../../public/icons", import.meta.url), join(clientDir, "icons"), { recursive: true });
  await rasteriseIcons(clientDir, ICON_SET);
  portal = await portalInProcess({ clientDir });
  base = `${portal.url}/`;
}, 120_000);

afterAll(() => {
  portal?.close();
  rmSync(clientDir, { recursive: true, force: true });
});

describe("the Windows app", () => {
  it("shows an icon for every catalogue button: a logo it bundles, or the portal's PNG", async () => {
    const problems: string[] = [];
    for (const { key, wire } of catalogueItems) {
      const problem = await windowsProblem(wire, base);
      if (problem) problems.push(`${key}: ${problem}`);
    }
    expect(problems).toEqual([]);
  });

  it("gets its own logo by name wherever it bundles one, and our PNG only otherwise", () => {
    for (const { key, wire } of catalogueItems) {
      const icon = windowsIcon(wire, base);
      if (icon.shows === "control") continue;
      const logo = DESKTOP_LOGOS[key];
      if (logo) expect(icon, key).toEqual({ shows: "bundled", file: windowsBundledFile(logo) });
      else expect(icon.shows, key).toBe("download");
    }
    const bundled = catalogueItems.filter(({ wire }) => windowsIcon(wire, base).shows === "bundled");
    expect(bundled.length).toBe(Object.keys(DESKTOP_LOGOS).length);
    expect(bundled.length).toBeGreaterThanOrEqual(85);
  });

  it("draws the multi-part actions as its own controls, and the others with an image", () => {
    const actions = catalogueItems.filter(({ wire }) => wire.kind === "action");
    const drawn = actions.filter(({ wire }) => windowsIcon(wire, base).shows === "control").map((a) => a.key);
    expect(drawn.sort()).toEqual(
      actions
        .map((a) => a.key)
        .filter((k) => k !== "turn_off")
        .sort(),
    );
    expect(windowsIcon(catalogueItems.find((a) => a.key === "turn_off")!.wire, base).shows).toBe("download");
  });

  it("downloads PNGs the size of the bar's image (2x), with a 1x beside them, cached for a year", async () => {
    const r = await fetch(new URL(barIconFile("si-zoom"), base));
    expect(r.status).toBe(200);
    expect(r.headers.get("content-type")).toBe("image/png");
    expect(r.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(pngSize(new Uint8Array(await r.arrayBuffer()))).toEqual({
      width: 2 * BAR_ICON_PX,
      height: 2 * BAR_ICON_PX,
    });
    const one = await fetch(new URL(barIconFile("si-zoom", 1), base));
    expect(pngSize(new Uint8Array(await one.arrayBuffer()))).toEqual({
      width: BAR_ICON_PX,
      height: BAR_ICON_PX,
    });
    const files = readdirSync(join(clientDir, "icons/bar", ICON_SET));
    expect(files.length).toBe(2 * new Set(BUTTONS.map((b) => iconKey(b.icon))).size);
    for (const file of files)
      expect(statSync(join(clientDir, "icons/bar", ICON_SET, file)).size).toBeLessThan(8000);
  });

  it("would show nothing for a button as the portal saved it before (our SVG, a name it does not bundle)", async () => {
    // What this test exists for: a catalogue change of this kind must fail the suite.
    const gmail = getButton("gmail")!;
    const before: WireBarItem = {
      kind: "link",
      is_primary: true,
      configuration: { label: "Gmail", image_url: iconKey(gmail.icon), image_path: iconPath(gmail.icon) },
    };
    expect(await windowsProblem(before, base)).toMatch(/is image\/svg\+xml/);
    const missing = {
      ...before,
      configuration: { image_url: "not-a-logo", image_path: barIconFile("gone") },
    };
    expect(await windowsProblem(missing, base)).toMatch(/answered 404/);
    expect(
      await windowsProblem({ ...before, configuration: { image_path: barIconFile("si-zoom") } }, base),
    ).toBe("no image");
  });

  it("gets the same icons for items saved earlier, when the desktop route reads them", async () => {
    const zoom = getButton("zoom")!;
    const stored: WireBarItem[] = [
      // Made from the catalogue by an earlier version of this portal.
      {
        kind: "link",
        is_primary: true,
        configuration: {
          label: "Gmail",
          url: "https://mail.google.com/mail/u/0/#inbox",
          image_url: "si-gmail",
          image_url$win: "si-gmail",
          image_path: "/icons/si-gmail.svg",
          _webapp: { buttonKey: "gmail", parameters: { label: "Gmail" } },
        },
      },
      // Our SVG without a catalogue key.
      {
        kind: "link",
        is_primary: true,
        configuration: { label: "Z", image_url: "", image_path: iconPath(zoom.icon) },
      },
    ];
    const read = desktopBar({ id: "b", name: "Bar", is_shared: false, items: stored });
    expect(read.items[0]!.configuration).toMatchObject({
      image_url: "gmail",
      image_path: barIconFile("si-gmail"),
    });
    // A Windows-only name left from an earlier save would hide the logo: it goes.
    expect(read.items[0]!.configuration).not.toHaveProperty(["image_url$win"]);
    expect(read.items[1]!.configuration).toMatchObject({
      image_url: "si-zoom",
      image_path: barIconFile("si-zoom"),
    });
    for (const item of read.items) expect(await windowsProblem(item, base)).toBeUndefined();
    // The stored items themselves are not changed.
    expect(stored[0]!.configuration?.image_url).toBe("si-gmail");
  });
});

describe("the macOS app", () => {
  it("finds a bundled file for every name it knows (it stops when one is missing)", () => {
    for (const name of MAC_ICON_NAMES) {
      expect(macFiles.has(`${MAC_IMAGE_URL_NAMES[name] ?? name}.pdf`), name).toBe(true);
    }
  });

  it("shows an icon for every link and app button: its own logo where it bundles one, else a generic one", () => {
    const generic: string[] = [];
    for (const { key, wire } of catalogueItems) {
      if (wire.kind === "action") continue; // drawn as the app's own controls
      const logo = DESKTOP_LOGOS[key];
      const shown = macIcon(wire);
      expect(shown, key).toBeDefined();
      if (logo && macNames.has(logo)) expect(shown, key).toBe(`${MAC_IMAGE_URL_NAMES[logo] ?? logo}.pdf`);
      else generic.push(`${key}: ${String(wire.configuration?.image_url)}`);
    }
    // No logo of theirs in the macOS app (it downloads nothing): a generic icon it bundles, by kind of button.
    expect(generic.sort()).toEqual([
      "accuweather: globe",
      "al_jazeera: news$newspaper",
      "amazon_music: globe",
      "calendly: calendar$calendar",
      "ebay: globe",
      "google_calendar: calendar$calendar",
      "google_photos: globe",
      "jitsi: comments",
      "mail_online_daily_mail: news$newspaper",
      "microsoft_access_app: windowmaximize",
      "microsoft_quick_assist_app: windowmaximize",
      "national_weather_service: globe",
      "new_york_post: news$newspaper",
      "pandora: globe",
      "quick_assist: windowmaximize",
      "sfgate: news$newspaper",
      "the_hill: news$newspaper",
      "the_weather_channel: globe",
      "tidal: globe",
      "tunein: globe",
      "us_news: news$newspaper",
      "wayfair: globe",
      "weather_underground: globe",
      "zoom: comments",
    ]);
  });

  it("ignores the field only the Windows app reads, which keeps that app's own logo or our PNG", () => {
    const zoom = catalogueItems.find((i) => i.key === "zoom")!.wire;
    expect(zoom.configuration).toMatchObject({ image_url: "comments", image_url$win: "si-zoom" });
    expect(windowsIcon(zoom, base)).toEqual({
      shows: "download",
      url: new URL(barIconFile("si-zoom"), base).href,
    });
    const access = catalogueItems.find((i) => i.key === "microsoft_access_app")!.wire;
    expect(windowsIcon(access, base)).toEqual({ shows: "bundled", file: "logo_msaccess.xaml" });
    expect(macIcon(access)).toBe("window_maximize.pdf");
    // Where both apps have the logo, one name serves both.
    const gmail = catalogueItems.find((i) => i.key === "gmail")!.wire;
    expect(gmail.configuration).not.toHaveProperty(["image_url$win"]);
  });
});

describe("the icon set", () => {
  it("is the one the code names (regenerate with node scripts/generate-icons.ts after changing an icon)", () => {
    expect(iconSetHash()).toBe(ICON_SET);
  });

  it("is read by build scripts only: the running portal and service never import the icon packages", () => {
    const root = new URL("../../", import.meta.url);
    const sources: string[] = [];
    const walk = (dir: URL) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        if (entry.isDirectory()) walk(new URL(`${entry.name}/`, dir));
        else if (/\.(ts|tsx)$/.test(entry.name)) sources.push(new URL(entry.name, dir).pathname);
      }
    };
    for (const dir of ["app/", "common/", "api/", "server/", "contract/"]) walk(new URL(dir, root));
    sources.push(new URL("server.ts", root).pathname);
    const importers = sources.filter((file) =>
      /from ["'](simple-icons|lucide-static|@resvg\/resvg-wasm)/.test(readFileSync(file, "utf8")),
    );
    expect(importers).toEqual([]);
    const pkg = JSON.parse(readFileSync(new URL("package.json", root), "utf8")) as {
      dependencies: Record<string, string>;
    };
    for (const name of ["simple-icons", "lucide-static", "@resvg/resvg-wasm"]) {
      expect(pkg.dependencies, name).not.toHaveProperty([name]);
    }
  });
});

describe.each(await availableBackends())("the desktop route (%s)", (backend) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startApi(backend);
  });
  afterAll(async () => {
    await api?.close();
  });

  it("sends items saved earlier with icons the apps can show, and keeps them as stored", async () => {
    const manager = await register(api);
    const member = await register(api);
    const c = await createCommunity(api, manager);
    const memberId = await addMember(api, c.id, member);
    // A Gmail button as an earlier version of this portal saved it, and one made by another client.
    const earlier = {
      kind: "link",
      is_primary: true,
      configuration: {
        label: "Gmail",
        url: "https://mail.google.com/mail/u/0/#inbox",
        image_url: "si-gmail",
        image_path: "/icons/si-gmail.svg",
        _webapp: { buttonKey: "gmail", parameters: { label: "Gmail" } },
      },
    };
    const zoomEarlier = {
      kind: "link",
      is_primary: true,
      configuration: {
        label: "Zoom-Web",
        url: "https://zoom.us/j/1",
        image_url: "si-zoom",
        image_path: "/icons/si-zoom.svg",
        _webapp: { buttonKey: "zoom", parameters: { label: "Zoom-Web", zoomUrl: "https://zoom.us/j/1" } },
      },
    };
    const foreign = {
      kind: "link",
      is_primary: true,
      configuration: { label: "Mail", image_url: "envelope-solid" },
    };
    const created = await api.call("POST", `/v1/communities/${c.id}/bars`, {
      token: manager.token,
      body: { name: "Mine", is_shared: false, items: [earlier, foreign, zoomEarlier], member_id: memberId },
    });
    expect(created.status, created.text).toBe(200);
    const bar = savedBarResponseSchema.parse(created.json).bar;

    const r = await api.call("GET", `/v1/users/${member.userId}/communities/${c.id}`, {
      token: member.token,
    });
    expect(r.status).toBe(200);
    const body = r.json as { bar: { items: WireBarItem[] }; bars: { items: WireBarItem[] }[] };
    expect(body.bar.items[0]!.configuration).toEqual({
      ...earlier.configuration,
      image_url: "gmail",
      image_path: barIconFile("si-gmail"),
    });
    expect(body.bar.items[1]!.configuration).toEqual(foreign.configuration);
    // No Zoom logo in either app: macOS gets a generic icon it bundles, Windows (its `$win` field) our PNG.
    expect(body.bar.items[2]!.configuration).toEqual({
      ...zoomEarlier.configuration,
      image_url: "comments",
      image_url$win: "si-zoom",
      image_path: barIconFile("si-zoom"),
    });
    expect(body.bars[0]).toEqual(body.bar);
    for (const item of [body.bar.items[0]!, body.bar.items[2]!]) {
      expect(await windowsProblem(item, base)).toBeUndefined();
      expect(macIcon(item)).toBeDefined();
    }

    // The Windows app's own field is limited like image_url.
    const long = await api.call("POST", `/v1/communities/${c.id}/bars`, {
      token: manager.token,
      body: {
        name: "Long",
        is_shared: false,
        items: [{ ...foreign, configuration: { image_url$win: "x".repeat(2049) } }],
      },
    });
    expect(long.status).toBe(400);
    expect(long.json).toEqual({
      error: "too_long",
      details: { field: "items.0.configuration.image_url$win", max_length: 2048 },
    });

    // No silent rewrite: the stored bar, as the editor reads it, is what was saved.
    const stored = await api.call("GET", `/v1/communities/${c.id}/bars/${bar.id}`, { token: manager.token });
    expect((stored.json as { items: WireBarItem[] }).items[0]!.configuration).toEqual(earlier.configuration);
  });
});
