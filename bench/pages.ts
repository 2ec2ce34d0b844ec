// Page weight: the bytes a browser with an empty cache downloads to render a page — the HTML, then
// every <link rel=stylesheet>, <script src> and <link rel=modulepreload> it names.
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";
import { request, type HttpResponse } from "./http.ts";

export interface RouteEntry {
  /** The URL path to ask for ("/" for index routes; a made-up path for the catch-all). */
  path: string;
  /** The route module, as written in app/routes.ts. */
  file: string;
  /** Why the route cannot be probed (a dynamic segment), if so. */
  skip?: string;
  /** The catch-all route: a 404 page is the expected answer. */
  notFound?: boolean;
}

export const NOT_FOUND_PROBE = "/bench-no-such-page";

/**
 * The top-level routes of app/routes.ts, read as text (the module imports @react-router/dev, which
 * the bench does not want to load). Catches `index("file")` and `route(path, "file", ...)`, where the
 * path is a string, a template string or a constant: constants of routes.ts itself and string exports
 * of the project modules it imports (contract/product.ts) are substituted.
 */
export async function readRoutes(routesFile: string): Promise<RouteEntry[]> {
  const source = readFileSync(routesFile, "utf8").replace(/^\s*\/\/.*$/gm, "");
  const constants: Record<string, string> = {};
  for (const m of source.matchAll(/^import\s*\{[^}]*\}\s*from\s*["'](\.{1,2}\/[^"']+)["']/gm)) {
    const module = (await import(pathToFileURL(join(dirname(routesFile), m[1]!)).href)) as Record<
      string,
      unknown
    >;
    for (const [name, value] of Object.entries(module))
      if (typeof value === "string") constants[name] = value;
  }
  const fill = (text: string) => text.replace(/\$\{(\w+)\}/g, (all, name: string) => constants[name] ?? all);
  for (const m of source.matchAll(/^const\s+(\w+)\s*=\s*(["'`])([^"'`]*)\2\s*;/gm)) {
    constants[m[1]!] = fill(m[3]!);
  }
  const entries: RouteEntry[] = [];
  const pattern =
    /\b(index|route)\(\s*(?:(["'`])([^"'`]*)\2|([A-Za-z_$][\w$]*))(?:\s*,\s*(["'`])([^"'`]*)\5)?/g;
  for (const m of source.matchAll(pattern)) {
    const first = m[4] !== undefined ? (constants[m[4]] ?? m[4]) : fill(m[3]!);
    if (m[1] === "index") {
      entries.push({ path: "/", file: first });
      continue;
    }
    const path = first;
    const file = m[6] ?? "?";
    if (path === "*") entries.push({ path: NOT_FOUND_PROBE, file, notFound: true });
    else if (path.includes(":") || path.includes("*"))
      entries.push({ path: `/${path}`, file, skip: "has a dynamic segment" });
    else entries.push({ path: `/${path.replace(/^\/+/, "")}`, file });
  }
  return entries;
}

export interface Asset {
  url: string;
  kind: "css" | "framework-js" | "other-js";
  raw: number;
  gzip9: number;
  wire: number;
  wireEncoding: string;
  status: number;
}

export interface PageWeight {
  path: string;
  signedIn: boolean;
  status: number;
  html: { raw: number; gzip9: number; wire: number; wireEncoding: string };
  /** Bytes of inline <script> elements (already counted in the HTML). */
  inlineScriptBytes: number;
  assets: Asset[];
  totals: { raw: number; gzip9: number; wire: number };
  byKind: Record<Asset["kind"], { raw: number; gzip9: number; wire: number }>;
}

const attr = (tag: string, name: string): string | undefined => {
  const m = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, "i").exec(tag);
  return m ? (m[1] ?? m[2] ?? m[3]) : undefined;
};

const decodeEntities = (s: string) =>
  s
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'");

/** The stylesheets and scripts an HTML page makes the browser download, with their kinds. */
export function findAssets(html: string): { url: string; kind: Asset["kind"] }[] {
  const found = new Map<string, Asset["kind"]>();
  for (const m of html.matchAll(/<link\b[^>]*>/gi)) {
    const tag = m[0];
    const rel = (attr(tag, "rel") ?? "").toLowerCase().split(/\s+/);
    const href = attr(tag, "href");
    if (!href) continue;
    if (rel.includes("stylesheet")) found.set(decodeEntities(href), "css");
    else if (rel.includes("modulepreload")) found.set(decodeEntities(href), "framework-js");
  }
  for (const m of html.matchAll(/<script\b[^>]*>/gi)) {
    const tag = m[0];
    const src = attr(tag, "src");
    if (!src) continue;
    // Module scripts and Vite's hashed chunks are the framework (React, React Router, route modules);
    // the enhancement modules from public/scripts/ are not.
    const url = decodeEntities(src);
    found.set(url, /^\/scripts\//.test(url) ? "other-js" : "framework-js");
  }
  // Module scripts written inline (React Router's hydration entry) import chunks too.
  for (const m of html.matchAll(/<script\b[^>]*type=["']?module[^>]*>([\s\S]*?)<\/script>/gi)) {
    for (const i of m[1]!.matchAll(/import\s*(?:[^"']*?from\s*)?["']([^"']+\.js)["']/g))
      found.set(i[1]!, "framework-js");
  }
  return [...found].map(([url, kind]) => ({ url, kind }));
}

export function inlineScriptBytes(html: string): number {
  let total = 0;
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (!/\ssrc\s*=/.test(m[1]!)) total += Buffer.byteLength(m[2]!);
  }
  return total;
}

const gzip9 = (body: Buffer) => gzipSync(body, { level: 9 }).length;

async function getBoth(
  url: string,
  headers: Record<string, string>,
): Promise<{ plain: HttpResponse; wire: HttpResponse }> {
  const plain = await request(url, { headers: { ...headers, "accept-encoding": "identity" } });
  const wire = await request(url, { headers: { ...headers, "accept-encoding": "gzip" } });
  return { plain, wire };
}

/** One file as the browser downloads it: raw, gzip -9 and as sent for Accept-Encoding: gzip. */
export async function measureAsset(url: string, kind: Asset["kind"], cookie?: string): Promise<Asset> {
  const headers: Record<string, string> = {
    "user-agent": "tandem-bench",
    accept: kind === "css" ? "text/css" : "*/*",
  };
  if (cookie) headers.cookie = cookie;
  const { plain, wire } = await getBoth(url, headers);
  return {
    url: new URL(url).pathname,
    kind,
    raw: plain.body.length,
    gzip9: gzip9(plain.body),
    wire: wire.body.length,
    wireEncoding: String(wire.headers["content-encoding"] ?? "identity"),
    status: plain.status,
  };
}

export async function measurePage(origin: string, path: string, cookie?: string): Promise<PageWeight> {
  const base: Record<string, string> = { "user-agent": "tandem-bench" };
  if (cookie) base.cookie = cookie;
  const page = await getBoth(origin + path, { ...base, accept: "text/html" });
  const html = page.plain.body.toString("utf8");
  const assets: Asset[] = [];
  for (const { url, kind } of findAssets(html)) {
    const absolute = new URL(url, origin + path);
    if (absolute.origin !== origin) continue; // the CSP allows 'self' only; nothing else should appear
    assets.push(await measureAsset(absolute.href, kind, cookie));
  }
  const htmlWeight = {
    raw: page.plain.body.length,
    gzip9: gzip9(page.plain.body),
    wire: page.wire.body.length,
    wireEncoding: String(page.wire.headers["content-encoding"] ?? "identity"),
  };
  const zero = () => ({ raw: 0, gzip9: 0, wire: 0 });
  const byKind: PageWeight["byKind"] = { css: zero(), "framework-js": zero(), "other-js": zero() };
  const totals = { raw: htmlWeight.raw, gzip9: htmlWeight.gzip9, wire: htmlWeight.wire };
  for (const a of assets) {
    for (const k of ["raw", "gzip9", "wire"] as const) {
      byKind[a.kind][k] += a[k];
      totals[k] += a[k];
    }
  }
  return {
    path,
    signedIn: Boolean(cookie),
    status: page.plain.status,
    html: htmlWeight,
    inlineScriptBytes: inlineScriptBytes(html),
    assets,
    totals,
    byKind,
  };
}
