// Time to the first possible drag on the bar editor (section 6c): throttled loads (4x CPU, Slow 4G) on a
// phone and a tablet viewport, from navigation to the island's ready mark.
import type { Browser } from "@playwright/test";
import {
  MOBILE_UA,
  PROFILES,
  RUNS,
  signedInContext,
  THROTTLING,
  waitForReady,
  type Manager,
} from "./editor.ts";

export interface DragRun {
  readyMs?: number;
  handles?: number;
  fcpMs?: number;
  dclMs?: number;
  islandLoadedMs?: number;
  error?: string;
}

export interface DragProfileResult {
  profile: string;
  runs: DragRun[];
}

async function throttledRun(
  browser: Browser,
  origin: string,
  manager: Manager,
  profile: (typeof PROFILES)[number],
): Promise<DragRun> {
  const context = await signedInContext(browser, origin, manager.cookie, {
    viewport: profile.viewport,
    deviceScaleFactor: profile.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
    userAgent: MOBILE_UA,
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: THROTTLING.cpuRate });
    await cdp.send("Network.enable");
    await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: THROTTLING.latencyMs,
      downloadThroughput: (THROTTLING.downloadKbps * 1024) / 8,
      uploadThroughput: (THROTTLING.uploadKbps * 1024) / 8,
    });
    await page.goto(origin + manager.editorPath, { waitUntil: "commit", timeout: 60_000 });
    const state = await waitForReady(page, 60_000);
    if (state.readyMs === undefined) {
      return {
        ...state,
        error: state.islandScript ? "the island never got ready within 60 s" : "the page loads no island",
      };
    }
    return state;
  } catch (error) {
    return { error: error instanceof Error ? error.message.split("\n", 1)[0] : String(error) };
  } finally {
    await context.close();
  }
}

/** RUNS throttled page loads per profile (after one warm-up load that is not counted). */
export async function measureDrag(
  browser: Browser,
  origin: string,
  manager: Manager,
  progress: (text: string) => void,
): Promise<DragProfileResult[]> {
  await throttledRun(browser, origin, manager, PROFILES[0]);
  const results: DragProfileResult[] = [];
  for (const profile of PROFILES) {
    progress(`editor: time to first drag, ${profile.name}, ${RUNS} throttled loads`);
    const result: DragProfileResult = { profile: profile.name, runs: [] };
    results.push(result);
    for (let i = 0; i < RUNS; i++) {
      const run = await throttledRun(browser, origin, manager, profile);
      result.runs.push(run);
      if (run.error) break; // the same reason would stop every run
    }
  }
  return results;
}

export function median(values: (number | undefined)[]): number {
  const xs = values.filter((v): v is number => v !== undefined && Number.isFinite(v)).sort((a, b) => a - b);
  if (xs.length === 0) return NaN;
  const mid = Math.floor(xs.length / 2);
  return xs.length % 2 ? xs[mid]! : (xs[mid - 1]! + xs[mid]!) / 2;
}
