// The member's computer in words (app/device/status.ts): never, up to date, waiting; the system read or said.
import { describe, expect, it } from "vitest";
import type { Device } from "../../contract/devices.ts";
import { deviceStatus, effectiveSystem, timeAgo } from "../../app/device/status.ts";

const NOW = new Date("2026-11-25T12:00:00Z");
const device = (over: Partial<Device> = {}): Device => ({
  member_id: "m1",
  fetched_at: "2026-11-25T10:00:00Z",
  received: [{ id: "b1", version: 7 }],
  current: [{ id: "b1", version: 7 }],
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

  it("says when the bar was picked up, its version, the system and the app", () => {
    expect(deviceStatus("Pat", device(), NOW)).toEqual({
      state: "current",
      lines: ["Pat's computer picked up this bar 2 hours ago (version 7).", "Windows 11, desktop app 1.11."],
      system: "windows",
      systemRead: true,
    });
    // The Windows app 1.11 says nothing of itself: what the manager said stands in.
    const quiet = device({ app_name: null, app_version: null, os_name: null, os_version: null });
    expect(deviceStatus("Pat", quiet, NOW).lines[1]).toBe(
      "The desktop app did not say which system Pat's computer runs.",
    );
    expect(deviceStatus("Pat", { ...quiet, stated_system: "windows" }, NOW)).toMatchObject({
      lines: ["Pat's computer picked up this bar 2 hours ago (version 7).", "You said Pat uses Windows."],
      system: "windows",
      systemRead: false,
    });
  });

  it("says a newer saved version is waiting", () => {
    const waiting = deviceStatus("Pat", device({ current: [{ id: "b1", version: 8 }] }), NOW);
    expect(waiting.state).toBe("waiting");
    expect(waiting.lines[0]).toBe("Saved version 8 is waiting: Pat's computer has not asked for it since.");
    expect(waiting.lines[1]).toBe("It last picked up this bar 2 hours ago (version 7).");
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
