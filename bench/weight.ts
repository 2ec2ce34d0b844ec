// Section 1 of the bench: page weight — what a browser with an empty cache downloads for each page (HTML,
// CSS, JS), raw, gzip -9 and as actually sent, signed out, as a new user and as a manager.
import type { Manager } from "./editor.ts";
import { EDITOR_BUDGET_GZIP } from "./editor.ts";
import type { EditorResult } from "./editor-report.ts";
import { request } from "./http.ts";
import { measurePage, type Asset, type PageWeight, type RouteEntry } from "./pages.ts";
import type { Child } from "./processes.ts";
import { registerUser } from "./register.ts";
import { errorText, note } from "./shared.ts";
import { bytes, kb, out, table } from "./table.ts";

/** Every page but the bar editor: at most this many bytes gzip -9 in all, and no framework JavaScript. */
export const BUDGET_GZIP = 15_000;

export type As = "signed out" | "signed in" | "manager";

export interface PageRow {
  route: RouteEntry;
  weight: PageWeight;
  as: As;
}

/** The bar editor page itself (its own budget, section 6); its sub-pages keep the common one. */
export const isEditorPage = (path: string, manager?: Manager) =>
  Boolean(manager) &&
  new URL(path, "http://x").pathname.replace(/\/$/, "") ===
    new URL(manager!.editorPath, "http://x").pathname.replace(/\/$/, "");

/** Paths with the bar's ids shortened, for the tables. */
export const shown = (path: string) => path.replace(/((?:barId|memberId)=)[^&]+/g, "$1…");

async function probe(origin: string, path: string, cookie?: string) {
  const res = await request(origin + path, {
    headers: { accept: "text/html", ...(cookie ? { cookie } : {}) },
  });
  // A resource route (JSON, say) answering 200 is not a page: reported as its content type.
  const type = String(res.headers["content-type"] ?? "");
  if (res.status === 200 && !type.startsWith("text/html"))
    return { status: res.status, location: undefined, notPage: type || "no content type" };
  return { status: res.status, location: res.headers.location, notPage: undefined };
}

export async function measurePages(
  portal: Child,
  routes: RouteEntry[],
): Promise<{ pages: PageRow[]; cookie?: string }> {
  const pages: PageRow[] = [];
  const measured = new Set<string>();
  for (const route of routes) {
    if (route.skip) {
      note(`${route.path} (${route.file}) not measured: ${route.skip}.`);
      continue;
    }
    try {
      const { status, location, notPage } = await probe(portal.origin, route.path);
      if (notPage) note(`${route.path} signed out: answered 200 with ${notPage}, not a page.`);
      else if (status === 200 || (route.notFound && status === 404)) {
        pages.push({ route, weight: await measurePage(portal.origin, route.path), as: "signed out" });
        measured.add(route.path);
      } else if (status >= 300 && status < 400) {
        note(`${route.path} signed out: ${status} redirect to ${location}.`);
      } else {
        note(`${route.path} signed out: answered ${status}.`);
      }
    } catch (error) {
      note(`${route.path} signed out: ${errorText(error)}`);
    }
  }

  let cookie: string | undefined;
  try {
    cookie = (await registerUser(portal.origin)).cookie;
  } catch (error) {
    note(`Registration through POST /register failed, so no signed-in figures: ${errorText(error)}`);
    return { pages };
  }
  for (const route of routes) {
    if (route.skip || route.notFound || measured.has(route.path)) continue;
    try {
      const { status, location, notPage } = await probe(portal.origin, route.path, cookie);
      if (notPage) note(`${route.path} signed in (new user): answered 200 with ${notPage}, not a page.`);
      else if (status === 200)
        pages.push({ route, weight: await measurePage(portal.origin, route.path, cookie), as: "signed in" });
      else if (status >= 300 && status < 400)
        note(`${route.path} signed in (new user): ${status} redirect to ${location}.`);
      else note(`${route.path} signed in (new user): answered ${status}.`);
    } catch (error) {
      note(`${route.path} signed in: ${errorText(error)}`);
    }
  }
  return { pages, cookie };
}

/**
 * The routes neither a visitor nor a new user sees, asked for as a manager with a bar: the bar editor
 * (its query names the bar) and its sub-pages, the dashboard, members, billing... Page weight only.
 */
export async function measureManagerPages(
  portal: Child,
  routes: RouteEntry[],
  measured: PageRow[],
  manager: Manager,
): Promise<PageRow[]> {
  const pages: PageRow[] = [];
  const done = new Set(measured.map((p) => p.route.path));
  const editor = new URL(manager.editorPath, portal.origin);
  const editorBase = editor.pathname.replace(/\/$/, "");
  for (const route of routes) {
    if (route.skip || route.notFound || done.has(route.path) || route.path === "/logout") continue;
    // The editor's pages name the bar (and person) in their query, as the editor's links do.
    let path = route.path;
    if (path === editorBase) path = manager.editorPath;
    else if (path.startsWith(`${editorBase}/`)) path += editor.search;
    try {
      const { status, location, notPage } = await probe(portal.origin, path, manager.cookie);
      if (notPage) note(`${shown(path)} as a manager: answered 200 with ${notPage}, not a page.`);
      else if (status === 200)
        pages.push({ route, weight: await measurePage(portal.origin, path, manager.cookie), as: "manager" });
      else if (status >= 300 && status < 400)
        note(`${shown(path)} as a manager: ${status} redirect to ${shown(location ?? "?")}.`);
      else note(`${shown(path)} as a manager: answered ${status}.`);
    } catch (error) {
      note(`${shown(path)} as a manager: ${errorText(error)}`);
    }
  }
  return pages;
}

export function printPages(pages: PageRow[], editor: EditorResult): void {
  out("1. PAGE WEIGHT — what a browser with an empty cache downloads to render each page");
  out("   raw = bytes uncompressed; gz9 = each body gzipped with zlib level 9; sent = bytes the server");
  out("   actually sent for Accept-Encoding: gzip. Framework JS = module scripts, modulepreloads and");
  out("   Vite chunks (/assets/*.js); other JS = the enhancement modules under /scripts/.");
  out(`   Budget (every page but the bar editor): total gz9 <= ${kb(BUDGET_GZIP)} and 0 B framework JS.`);
  out(
    `   The bar editor page has its own: at most ${kb(EDITOR_BUDGET_GZIP)} gz9 of JavaScript in all (section 6).`,
  );
  out("   as: signed out; signed in = a new user without a group; manager = a group's manager with a bar.");
  out();
  const rows = pages.map(({ route, weight: w, as }) => {
    let budget: string;
    if (isEditorPage(w.path, editor.manager)) {
      // What the browser loaded (section 6), or what the HTML names when the browser could not tell.
      const js = editor.weight?.loaded.gzip9 ?? w.byKind["framework-js"].gzip9 + w.byKind["other-js"].gzip9;
      budget = `own: JS ${kb(js)} gz9 ${js <= EDITOR_BUDGET_GZIP ? "ok" : "OVER"} (see 6)`;
    } else {
      const over: string[] = [];
      if (w.totals.gzip9 > BUDGET_GZIP) over.push("size");
      if (w.byKind["framework-js"].raw > 0) over.push("framework JS");
      budget = over.length ? `OVER: ${over.join(", ")}` : "ok";
    }
    return [
      route.notFound ? `${w.path} (404 page)` : shown(w.path),
      as,
      String(w.status),
      `${kb(w.html.raw)} / ${kb(w.html.gzip9)}`,
      `${kb(w.byKind.css.raw)} / ${kb(w.byKind.css.gzip9)}`,
      `${kb(w.byKind["framework-js"].raw)} / ${kb(w.byKind["framework-js"].gzip9)}`,
      `${kb(w.byKind["other-js"].raw)} / ${kb(w.byKind["other-js"].gzip9)}`,
      kb(w.totals.raw),
      kb(w.totals.gzip9),
      kb(w.totals.wire),
      String(w.assets.length + 1),
      budget,
    ];
  });
  out(
    table(
      [
        "page",
        "as",
        "status",
        "HTML raw/gz9",
        "CSS raw/gz9",
        "framework JS raw/gz9",
        "other JS raw/gz9",
        "total raw",
        "total gz9",
        "sent",
        "files",
        "budget",
      ],
      rows,
      [0, 1, 11],
    ),
  );
  out();

  const assets = new Map<string, { asset: Asset; pages: number }>();
  for (const { weight } of pages) {
    for (const a of weight.assets) {
      const seen = assets.get(a.url);
      if (seen) seen.pages += 1;
      else assets.set(a.url, { asset: a, pages: 1 });
    }
  }
  out("   Files the pages link to (exact bytes):");
  out(
    table(
      ["file", "kind", "status", "raw", "gz9", "sent", "sent as", "pages"],
      [...assets.values()].map(({ asset: a, pages: n }) => [
        a.url,
        a.kind,
        String(a.status),
        bytes(a.raw),
        bytes(a.gzip9),
        bytes(a.wire),
        a.wireEncoding,
        String(n),
      ]),
      [0, 1, 6],
    ).replace(/^/gm, "   "),
  );
  out();
  out("   HTML documents (exact bytes):");
  out(
    table(
      ["page", "as", "raw", "gz9", "sent", "sent as", "inline <script>"],
      pages.map(({ weight: w, as }) => [
        shown(w.path),
        as,
        bytes(w.html.raw),
        bytes(w.html.gzip9),
        bytes(w.html.wire),
        w.html.wireEncoding,
        bytes(w.inlineScriptBytes),
      ]),
      [0, 1, 5],
    ).replace(/^/gm, "   "),
  );
  out();
}
