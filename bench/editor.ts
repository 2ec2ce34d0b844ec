// The bar editor page (decision 017): the one page that ships framework JavaScript, as an island
// (/assets/editor/island-*.js) hydrating only `#editor-island`. Measured as a manager gets it:
//   - a manager with a bar: a fresh user signs up, creates a group (becoming its manager) and picks a
//     ready-made bar, all through the real forms;
//   - its JavaScript (bench/editor-scripts.ts): every script the page loads in Chromium, each fetched again
//     for its raw, gzip -9 and sent sizes; budget 80 kB gzip (decision 025);
//   - the time from navigation to the first possible drag (bench/editor-drag.ts), in Debian's Chromium with
//     4x CPU slowdown and Slow 4G, on a phone and a tablet viewport.
// This module: the settings, the manager with a bar, and the browser both measurements share.
import { chromium, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { cookieFrom, request, type HttpResponse } from "./http.ts";
import { registerUser } from "./register.ts";
import { CHROMIUM, CHROMIUM_FLAGS } from "./chromium.ts";

const SESSION = "__session";
export const EDITOR_BUDGET_GZIP = 80_000;
/** The ready-made bar the manager picks (common/catalogue/presets.ts). */
const PRESET = process.env.BENCH_EDITOR_PRESET ?? "predefined-1";
export const RUNS = Math.max(1, Number(process.env.BENCH_DRAG_RUNS ?? 5));
const READY_SELECTOR = '#editor-island[data-island="ready"]';
/** A button of the desktop preview (shown from 768 px), dragged by its handle: the first thing one can drag. */
const ITEM_SELECTOR = "#editor-island [data-preview-item]";

/**
 * Chrome DevTools' "Slow 4G" (the network Lighthouse's mobile profile stands for: 150 ms RTT and
 * 1.6 Mbit/s, with the latency per request scaled by 3.75 and the throughput by 0.9 as Lighthouse does
 * when it throttles for real) and Lighthouse's 4x CPU slowdown.
 */
export const THROTTLING = {
  cpuRate: 4,
  latencyMs: Number(process.env.BENCH_DRAG_LATENCY_MS ?? 562.5),
  downloadKbps: Number(process.env.BENCH_DRAG_DOWN_KBPS ?? 1474.56),
  uploadKbps: 675,
};

/** The viewports of the timing runs: Lighthouse's phone, and a tablet wide enough for the preview. */
export const PROFILES = [
  {
    name: "phone 412x823",
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
  },
  {
    name: "tablet 800x1280",
    viewport: { width: 800, height: 1280 },
    deviceScaleFactor: 2,
  },
] as const;
export const MOBILE_UA =
  "Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36";

// ---------------------------------------------------------------------------------------------
// A manager with a bar, through the forms

function attr(tag: string, name: string): string | undefined {
  const m = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, "i").exec(tag);
  const value = m ? (m[1] ?? m[2] ?? m[3]) : undefined;
  return value
    ?.replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'");
}

/** The fields a browser would submit from the first POST form of a page (buttons aside). */
function formFields(html: string): Record<string, string> {
  const form = /<form\b[^>]*method=["']?post[^>]*>([\s\S]*?)<\/form>/i.exec(html)?.[1] ?? "";
  const fields: Record<string, string> = {};
  for (const m of form.matchAll(/<input\b[^>]*>/gi)) {
    const tag = m[0];
    const name = attr(tag, "name");
    if (!name) continue;
    const type = (attr(tag, "type") ?? "text").toLowerCase();
    if ((type === "checkbox" || type === "radio") && !/\schecked\b/i.test(tag)) continue;
    if (type === "submit" || type === "button" || type === "image") continue;
    fields[name] = attr(tag, "value") ?? (type === "checkbox" ? "on" : "");
  }
  return fields;
}

export class Session {
  readonly origin: string;
  cookie: string;

  constructor(origin: string, cookie: string) {
    this.origin = origin;
    this.cookie = cookie;
  }

  private keep(res: HttpResponse): HttpResponse {
    this.cookie = cookieFrom(res, SESSION) ?? this.cookie;
    return res;
  }

  async get(path: string): Promise<HttpResponse> {
    return this.keep(
      await request(new URL(path, this.origin).href, {
        headers: { accept: "text/html", cookie: this.cookie },
      }),
    );
  }

  /** Submits the page's form with `values` on top of its own fields; returns the redirect's target. */
  async submit(path: string, values: Record<string, string>): Promise<string> {
    const page = await this.get(path);
    if (page.status !== 200) throw new Error(`GET ${path} answered ${page.status}`);
    const body = new URLSearchParams({ ...formFields(page.body.toString("utf8")), ...values }).toString();
    const res = this.keep(
      await request(new URL(path, this.origin).href, {
        method: "POST",
        headers: {
          accept: "text/html",
          origin: this.origin,
          "content-type": "application/x-www-form-urlencoded",
          cookie: this.cookie,
        },
        body,
      }),
    );
    const location = res.headers.location;
    if (res.status < 300 || res.status >= 400 || !location) {
      const excerpt = res.body.toString("utf8").replace(/\s+/g, " ").slice(0, 300);
      throw new Error(`POST ${path} answered ${res.status} instead of a redirect: ${excerpt}`);
    }
    return location;
  }

  /** Follows redirects from `location` as a browser would (one-off banners get consumed). */
  async follow(location: string): Promise<string> {
    let current = location;
    for (let hops = 0; hops < 5; hops++) {
      const res = await this.get(current);
      const next = res.headers.location;
      if (res.status < 300 || res.status >= 400 || !next) return current;
      current = new URL(next, new URL(current, this.origin)).href;
    }
    return current;
  }
}

export interface Manager {
  email: string;
  cookie: string;
  barId: string;
  /** /dashboard/tandembar-editor/?barId=…(&memberId=…) */
  editorPath: string;
}

/** Signs a fresh user up, creates a group (the user becomes its manager) and a bar from a preset. */
export async function createManager(origin: string): Promise<Manager> {
  const user = await registerUser(origin);
  const session = new Session(origin, user.cookie);
  await session.follow(await session.submit("/account/create-group", { name: "Bench group" }));
  const presets = "/dashboard/tandembar-preconfigured";
  const created = new URL(await session.submit(presets, { preset: PRESET }), origin);
  const barId = created.searchParams.get("barId");
  if (!barId) throw new Error(`POST ${presets} redirected to ${created.pathname}${created.search}, no barId`);
  await session.follow(created.href);
  // The editor's address as a link to it reads, without the one-off `continue`.
  created.searchParams.delete("continue");
  return { email: user.email, cookie: session.cookie, barId, editorPath: created.pathname + created.search };
}

// ---------------------------------------------------------------------------------------------
// The browser

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: CHROMIUM_FLAGS,
  });
}

export async function signedInContext(
  browser: Browser,
  origin: string,
  cookie: string,
  options: Parameters<Browser["newContext"]>[0] = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({ ...options, serviceWorkers: "block" });
  const [name, ...value] = cookie.split("=");
  await context.addCookies([{ name: name!, value: value.join("="), url: origin }]);
  // Records, in the page itself, performance.now() when the island says it is ready.
  await context.addInitScript(
    ({ ready, item }) => {
      const w = window as unknown as { __benchReady?: number; __benchHandles?: number };
      const check = () => {
        if (w.__benchReady !== undefined || !document.querySelector(ready)) return;
        w.__benchReady = performance.now();
        // Preview items with a visible, enabled button (dnd-kit's handle): what can be dragged now.
        w.__benchHandles = [...document.querySelectorAll(item)].filter((li) => {
          const button = li.querySelector("button");
          return button?.checkVisibility() && button.getAttribute("aria-disabled") !== "true";
        }).length;
      };
      new MutationObserver(check).observe(document, {
        subtree: true,
        childList: true,
        attributes: true,
        attributeFilter: ["data-island"],
      });
    },
    { ready: READY_SELECTOR, item: ITEM_SELECTOR },
  );
  return context;
}

interface PageState {
  islandElement: boolean;
  islandScript: string | null;
  readyMs?: number;
  handles?: number;
  fcpMs?: number;
  dclMs?: number;
  islandLoadedMs?: number;
}

async function pageState(page: Page): Promise<PageState> {
  return page.evaluate(() => {
    const w = window as unknown as { __benchReady?: number; __benchHandles?: number };
    const nav = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined;
    const script = document.querySelector<HTMLScriptElement>('script[type="module"][src*="/assets/editor/"]');
    const resource = script
      ? (performance.getEntriesByName(script.src)[0] as PerformanceResourceTiming | undefined)
      : undefined;
    return {
      islandElement: Boolean(document.getElementById("editor-island")),
      islandScript: script ? new URL(script.src).pathname : null,
      readyMs: w.__benchReady,
      handles: w.__benchHandles,
      fcpMs: performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
      dclMs: nav?.domContentLoadedEventEnd || undefined,
      islandLoadedMs: resource?.responseEnd,
    };
  });
}

/** Waits for the island's ready mark, or gives up early when the page has no island at all. */
export async function waitForReady(page: Page, timeoutMs: number): Promise<PageState> {
  const deadline = Date.now() + timeoutMs;
  await page.waitForLoadState("load", { timeout: timeoutMs });
  for (;;) {
    const state = await pageState(page);
    if (state.readyMs !== undefined) return state;
    if (!state.islandElement && !state.islandScript) return state;
    if (Date.now() > deadline) return state;
    await page.waitForTimeout(200);
  }
}
