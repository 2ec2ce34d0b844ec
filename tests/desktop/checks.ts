// What both desktop apps must get, checked the same way against the service alone and against the portal's public
// address: the sequences of apps.ts over the group of scenario.ts.
import { expect } from "vitest";
import { systemsFor, type BarItem } from "../../common/catalogue/index.ts";
import {
  AppCannotRead,
  macSignIn,
  windowsSignIn,
  type AppSession,
  type Call,
  type ShownButton,
} from "./apps.ts";
import { PASSWORD, type Scenario } from "./scenario.ts";

export { httpCall } from "./http.ts";

/** The catalogue buttons that only the Windows app can run (the macOS app has no such program or feature). */
export const WINDOWS_ONLY_KEYS = [
  "microsoft_access_app",
  "microsoft_quick_assist_app",
  "quick_assist",
  "voice_control",
];

function expectButtons(shown: ShownButton[], items: BarItem[], system: "windows" | "macos") {
  expect(shown.map((b) => b.label)).toEqual(items.map((i) => i.configuration.label));
  shown.forEach((button, i) => {
    const item = items[i]!;
    const key = String(item.data.buttonKey);
    // The portal's table of systems says what the app does with the button.
    expect(button.works, `${key} on ${system}`).toBe(
      systemsFor(item.kind, item.configuration).includes(system),
    );
    expect(button.kind, key).toBe(item.kind);
  });
}

function community(session: AppSession, id: string) {
  const found = session.communities.find((c) => c.id === id);
  expect(found, "the group is among the user's communities").toBeDefined();
  return found!;
}

export async function checkWindowsApp(call: Call, s: Scenario): Promise<AppSession> {
  const session = await windowsSignIn(call, s.pat.email, PASSWORD);
  const group = community(session, s.communityId);
  expect(group.role).toBe("member");
  // Several bars, in the order the manager set; the bar not provided for Pat is not among them.
  expect(group.bars.map((b) => b.id)).toEqual(s.patBars.map((b) => b.id));
  expect(group.bars.map((b) => b.name)).toEqual(s.patBars.map((b) => b.name));
  expect(group.bars.some((b) => b.id === s.notProvidedBarId)).toBe(false);
  group.bars.forEach((bar, i) => expectButtons(bar.buttons, s.patBars[i]!.items, "windows"));
  // Every catalogue button works in the Windows app.
  const broken = group.bars.flatMap((b) => b.buttons).filter((b) => !b.works);
  expect(broken).toEqual([]);

  // A member without a bar of their own gets the group's default bar.
  const sam = community(await windowsSignIn(call, s.sam.email, PASSWORD), s.communityId);
  expect(sam.bars.map((b) => b.id)).toEqual([s.defaultBarId]);
  expect(sam.bars[0]!.buttons).toMatchObject([{ kind: "action", target: "magnify", works: true }]);
  return session;
}

export async function checkMacApp(call: Call, s: Scenario): Promise<AppSession> {
  const session = await macSignIn(call, s.pat.email, PASSWORD);
  const group = community(session, s.communityId);
  expect(group.bars.map((b) => b.id)).toEqual(s.patBars.map((b) => b.id));
  group.bars.forEach((bar, i) => expectButtons(bar.buttons, s.patBars[i]!.items, "macos"));
  const notOnMac = s.patBars
    .flatMap((b) => b.items)
    .filter((item) => !systemsFor(item.kind, item.configuration).includes("macos"))
    .map((item) => item.data.buttonKey)
    .sort();
  expect(notOnMac).toEqual([...WINDOWS_ONLY_KEYS].sort());
  // What the app saved in its preferences reads back.
  const prefs = await call("GET", `/v1/users/${session.userId}/preferences/${session.preferencesId}`, {
    token: session.token,
  });
  const stored = JSON.parse(prefs.text) as { default: Record<string, { customMorphicBarsAsJson: object }> };
  expect(
    Object.keys(stored.default["org.raisingthefloor.morphic.morphicBars"]!.customMorphicBarsAsJson),
  ).toContain(s.communityId);
  const sam = community(await macSignIn(call, s.sam.email, PASSWORD), s.communityId);
  expect(sam.bars.map((b) => b.id)).toEqual([s.defaultBarId]);
  return session;
}

export async function checkRefusals(call: Call, s: Scenario): Promise<void> {
  // An unknown token: 401 with WWW-Authenticate, which sends both apps back to signing in.
  const unknown = await call("GET", `/v1/users/${s.pat.userId}/communities`, { token: "x".repeat(43) });
  expect(unknown.status).toBe(401);
  await expect(
    windowsSignIn(
      (m, p, o) => (p.startsWith("/v1/auth") ? call(m, p, o) : call(m, p, { ...o, token: "unknown-token" })),
      s.pat.email,
      PASSWORD,
    ),
  ).rejects.toBeInstanceOf(AppCannotRead);
  // A wrong password: no session at all.
  await expect(windowsSignIn(call, s.pat.email, "not the password")).rejects.toBeInstanceOf(AppCannotRead);
  // Another user's view of the group is not found.
  const other = await call("GET", `/v1/users/${s.sam.userId}/communities/${s.communityId}`, {
    token: s.pat.token,
  });
  expect(other.status).toBe(404);
}
