// The member's computer in words (app/device/status.ts): never, up to date, waiting (for the app, or for the member's
// OK), each naming its bar; the system read or said.
import { describe, expect, it } from "vitest";
import type { Device } from "../../contract/devices.ts";
import { deviceStatus, effectiveSystem, timeAgo } from "../../app/device/status.ts";

const NOW = new Date("2026-11-25T12:00:00Z");
const device = (over: Partial<Device> = {}): Device => ({
  member_id: "m1",
  fetched_at: "2026-11-25T10:00:00Z",
  received: [{ id: "b1", version: 7 }],
  current: [{ id: "b1", version: 7, name: "Bar for Pat", saved_version: 7 }],
  default_bar: false,
  app_name: "Morphic",
  app_version: "1.11",
  os_name: "windows",
  os_version: "11",
  stated_system: null,
  ...over,
});

describe("the device status", () => {
  it("says the computer has not signed in yet, with what the manager said", () => {
    expect(deviceStatus("Pat", undefined, NOW)).toMatchObject({
      state: "never",
      lines: ["Pat has not signed in on a computer yet."],
      system: null,
    });
    const said = device({
      fetched_at: null,
      received: [],
      os_name: null,
      app_version: null,
      stated_system: "macos",
    });
    expect(deviceStatus("Pat", said, NOW)).toEqual({
      state: "never",
      lines: ["Pat has not signed in on a computer yet.", "You said Pat uses macOS."],
      system: "macos",
      systemRead: false,
    });
  });

  it("says which version of which bar the computer has, when it picked it up, the system and the app", () => {
    expect(deviceStatus("Pat", device(), NOW)).toEqual({
      state: "current",
      lines: [
        "Pat's computer has version 7 of Bar for Pat, picked up 2 hours ago.",
        "Windows 11, desktop app 1.11.",
      ],
      system: "windows",
      systemRead: true,
    });
    // The Windows app 1.11 says nothing of itself: what the manager said stands in.
    const quiet = device({ app_name: null, app_version: null, os_name: null, os_version: null });
    expect(deviceStatus("Pat", quiet, NOW).lines[1]).toBe(
      "The desktop app did not say which system Pat's computer runs.",
    );
    expect(deviceStatus("Pat", { ...quiet, stated_system: "windows" }, NOW)).toMatchObject({
      lines: [
        "Pat's computer has version 7 of Bar for Pat, picked up 2 hours ago.",
        "You said Pat uses Windows.",
      ],
      system: "windows",
      systemRead: false,
    });
  });

  it("says a version the computer has not asked for yet is waiting, naming the bar", () => {
    const current = [{ id: "b1", version: 8, name: "Bar for Pat", saved_version: 8 }];
    const waiting = deviceStatus("Pat", device({ current }), NOW);
    expect(waiting.state).toBe("waiting");
    expect(waiting.lines.slice(0, 2)).toEqual([
      "Version 8 of Bar for Pat is waiting: Pat's computer has not asked for it since.",
      "It has version 7 of Bar for Pat, picked up 2 hours ago.",
    ]);
    const added = deviceStatus("Pat", device({ received: [{ id: "b0", version: 3 }], current }), NOW);
    expect(added.lines[1]).toBe("It last asked for bars 2 hours ago, before Bar for Pat was theirs.");
  });

  it("says a newer saved version waits for the member's OK while the computer has the approved one", () => {
    const current = [{ id: "b1", version: 7, name: "Bar for Pat", saved_version: 8 }];
    expect(deviceStatus("Pat", device({ current }), NOW)).toMatchObject({
      state: "current",
      lines: [
        "Pat's computer has version 7 of Bar for Pat, picked up 2 hours ago. Version 8 waits for Pat's OK.",
        "Windows 11, desktop app 1.11.",
      ],
    });
  });

  it("names the group's Default Bar for a member without bars of their own", () => {
    const current = [{ id: "d1", version: 2, name: "Default", saved_version: 2 }];
    const status = deviceStatus(
      "Pat",
      device({ received: [{ id: "d1", version: 2 }], current, default_bar: true }),
      NOW,
    );
    expect(status.lines[0]).toBe(
      "Pat has no bars of their own, so their computer gets the Default Bar: it has version 2, asked for 2 hours ago.",
    );
    const newer = [{ ...current[0]!, version: 3, saved_version: 3 }];
    const behind = device({ received: [{ id: "d1", version: 2 }], current: newer, default_bar: true });
    expect(deviceStatus("Pat", behind, NOW).lines.slice(0, 2)).toEqual([
      "Version 3 of Default Bar is waiting: Pat's computer has not asked for it since.",
      "It has version 2 of Default Bar, asked for 2 hours ago.",
    ]);
  });

  it("goes by the system read from the app over the one typed; not sure is no system", () => {
    expect(effectiveSystem(device({ os_name: "macos", stated_system: "windows" }))).toEqual({
      system: "macos",
      read: true,
    });
    expect(effectiveSystem(device({ os_name: null, stated_system: "unsure" }))).toEqual({
      system: null,
      read: false,
    });
  });

  it("tells time in words", () => {
    expect(timeAgo(new Date(NOW.getTime() - 10_000), NOW)).toBe("just now");
    expect(timeAgo(new Date(NOW.getTime() - 5 * 60_000), NOW)).toBe("5 minutes ago");
    expect(timeAgo(new Date(NOW.getTime() - 26 * 3600_000), NOW)).toBe("yesterday");
  });
});
