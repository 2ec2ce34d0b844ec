// The bar editor page's JavaScript (section 6a): every script the page loads in Chromium (the island, its
// chunks, the /scripts/ enhancement modules), each fetched again for its raw, gzip -9 and sent sizes.
import type { Browser } from "@playwright/test";
import { gzipSync } from "node:zlib";
import { signedInContext, waitForReady, type Manager } from "./editor.ts";
import { request } from "./http.ts";
import { findAssets, measureAsset, type Asset } from "./pages.ts";

export interface EditorScript extends Asset {
  /** How the bench found it: loaded by the page in Chromium, named in the HTML, or only importable. */
  found: "loaded" | "in HTML" | "lazy (not loaded)";
}

export interface EditorWeight {
  path: string;
  scripts: EditorScript[];
  /** The island module the HTML names, if any. */
  island: string | null;
  islandElement: boolean;
  /** performance.now() at `ready` without throttling, if the island got ready. */
  readyUnthrottledMs?: number;
  /** Inline <script> elements without src: data (JSON, the island's props) and code, raw bytes. */
  inline: { data: number; code: number; codeGzip9: number };
  /** Where the list comes from ("Chromium", or the HTML alone when the browser failed). */
  source: string;
  loaded: { raw: number; gzip9: number; wire: number };
  lazy: { raw: number; gzip9: number; wire: number };
}

const sum = (scripts: Asset[]) =>
  scripts.reduce((t, s) => ({ raw: t.raw + s.raw, gzip9: t.gzip9 + s.gzip9, wire: t.wire + s.wire }), {
    raw: 0,
    gzip9: 0,
    wire: 0,
  });

const kindOf = (pathname: string): Asset["kind"] =>
  /^\/scripts\//.test(pathname) ? "other-js" : "framework-js";

/** Module specifiers in a built module that point at more .js files (static and dynamic imports, Vite's preload lists). */
function importsOf(code: string, moduleUrl: string, origin: string): string[] {
  const found = new Set<string>();
  for (const m of code.matchAll(/["'`]((?:\.{1,2}\/|\/)?[\w./-]+\.js)["'`]/g)) {
    const spec = m[1]!;
    const bases = spec.startsWith(".") || spec.startsWith("/") ? [moduleUrl] : [moduleUrl, `${origin}/`];
    for (const base of bases) {
      const url = new URL(spec, base);
      if (url.origin === origin) found.add(url.href);
    }
  }
  return [...found];
}

/** The editor page's JavaScript as a browser with an empty cache loads it (and what it could import later). */
export async function measureEditorScripts(
  browser: Browser | undefined,
  origin: string,
  manager: Manager,
): Promise<EditorWeight> {
  const pageUrl = origin + manager.editorPath;
  const htmlRes = await request(pageUrl, { headers: { accept: "text/html", cookie: manager.cookie } });
  if (htmlRes.status !== 200) throw new Error(`GET ${manager.editorPath} answered ${htmlRes.status}`);
  const html = htmlRes.body.toString("utf8");
  const inHtml = findAssets(html)
    .filter((a) => a.kind !== "css")
    .map((a) => new URL(a.url, pageUrl).href)
    .filter((href) => href.startsWith(origin));
  const island = /<script\b[^>]*src=["']([^"']*\/assets\/editor\/[^"']+\.js)["']/i.exec(html)?.[1] ?? null;

  const loaded = new Set<string>();
  let source = "Chromium (no throttling): every script response of the page";
  let readyUnthrottledMs: number | undefined;
  if (browser) {
    const context = await signedInContext(browser, origin, manager.cookie);
    try {
      const page = await context.newPage();
      page.on("response", (res) => {
        const type = res.request().resourceType();
        const url = new URL(res.url());
        if (url.origin === origin && (type === "script" || url.pathname.endsWith(".js"))) {
          loaded.add(url.origin + url.pathname);
        }
      });
      await page.goto(pageUrl, { waitUntil: "commit", timeout: 30_000 });
      const state = await waitForReady(page, 20_000);
      readyUnthrottledMs = state.readyMs;
      // Whatever the page fetches right after it is ready counts too.
      await page.waitForLoadState("networkidle", { timeout: 10_000 }).catch(() => undefined);
      await page.waitForTimeout(500);
    } finally {
      await context.close();
    }
  } else {
    source = "the HTML only (the browser did not start)";
  }
  // Named in the HTML but not seen loading (or no browser): counted all the same.
  const htmlOnly = inHtml.filter((href) => !loaded.has(href));

  // Chunks the island's modules could import later (a dialog opened, say), found in their code.
  const lazy: string[] = [];
  const queue = [...loaded, ...htmlOnly].filter((href) => new URL(href).pathname.startsWith("/assets/"));
  const seen = new Set([...loaded, ...htmlOnly]);
  while (queue.length) {
    const href = queue.shift()!;
    const res = await request(href, { headers: { "accept-encoding": "identity" } });
    if (res.status !== 200) continue;
    if (!loaded.has(href) && !htmlOnly.includes(href)) lazy.push(href);
    for (const next of importsOf(res.body.toString("utf8"), href, origin)) {
      if (seen.has(next) || !new URL(next).pathname.startsWith("/assets/")) continue;
      seen.add(next);
      queue.push(next);
    }
  }

  const scripts: EditorScript[] = [];
  const lists: [string[], EditorScript["found"]][] = [
    [[...loaded], "loaded"],
    [htmlOnly, "in HTML"],
    [lazy, "lazy (not loaded)"],
  ];
  for (const [hrefs, found] of lists) {
    for (const href of hrefs) {
      const asset = await measureAsset(href, kindOf(new URL(href).pathname), manager.cookie);
      scripts.push({ ...asset, found });
    }
  }
  const inline = { data: 0, code: 0, codeGzip9: 0 };
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\ssrc\s*=/i.test(m[1]!)) continue;
    const body = Buffer.from(m[2]!);
    if (/\stype\s*=\s*["']?application\/(?:ld\+)?json/i.test(m[1]!)) inline.data += body.length;
    else {
      inline.code += body.length;
      inline.codeGzip9 += gzipSync(body, { level: 9 }).length;
    }
  }
  const loadedTotal = sum(scripts.filter((s) => s.found !== "lazy (not loaded)"));
  return {
    path: manager.editorPath,
    scripts,
    inline,
    island,
    islandElement: html.includes('id="editor-island"'),
    readyUnthrottledMs,
    source,
    // Inline code is JavaScript the page runs too (its bytes travel in the HTML).
    loaded: {
      raw: loadedTotal.raw + inline.code,
      gzip9: loadedTotal.gzip9 + inline.codeGzip9,
      wire: loadedTotal.wire,
    },
    lazy: sum(scripts.filter((s) => s.found === "lazy (not loaded)")),
  };
}
