// Which route of the app a request reaches, decided the way React Router decides it: the URL parser's
// normalisation (dot segments, backslashes), single fetch's `.data` suffix (`/_.data` for the index),
// then React Router's own matcher (percent-decoding, any letter case, trailing slashes). The request metrics
// use it (their `route` label, so every spelling of a path counts as that path), and server/app.ts, to hand
// React Router a build with only the matched route's branch. Rate limits are route middleware
// (app/shared/rate-limit.server.ts), which React Router runs on the route it matched.
import { matchRoutes, type RouteObject } from "react-router";

/** The build's route manifest, as much of it as matching needs (ServerBuild["routes"]). */
export type RouteManifest = Record<
  string,
  { id: string; parentId?: string; path?: string; index?: boolean; caseSensitive?: boolean } | undefined
>;

export interface MatchedRoute {
  /** The leaf route's id (e.g. "login", "auth/register"). */
  id: string;
  /** The leaf route's full path pattern without the leading slash (e.g. "reset-password/:token"). */
  pattern: string;
}

export type Tree = RouteObject & { pattern: string };

/** The manifest as React Router's route objects (each with its full `pattern`), as its server runtime nests them. */
export function routeTree(manifest: RouteManifest): Tree[] {
  const byParent = new Map<string | undefined, RouteManifest[string][]>();
  for (const route of Object.values(manifest)) {
    if (!route) continue;
    const list = byParent.get(route.parentId) ?? [];
    list.push(route);
    byParent.set(route.parentId, list);
  }
  const build = (parentId: string | undefined, prefix: string): Tree[] =>
    (byParent.get(parentId) ?? []).map((route) => {
      const pattern = [prefix, route!.path ?? ""].filter(Boolean).join("/");
      const children = build(route!.id, pattern);
      const node = {
        id: route!.id,
        path: route!.path,
        caseSensitive: route!.caseSensitive,
        pattern,
        ...(route!.index ? { index: true as const } : { children }),
      };
      return node as Tree;
    });
  return build(undefined, "");
}

/** The pathname React Router matches for this request URL (as in its server runtime). */
export function routerPathname(originalUrl: string): string | null {
  let pathname: string;
  try {
    pathname = new URL(originalUrl, "http://portal.invalid").pathname;
  } catch {
    return null;
  }
  return withoutDataSuffix(pathname);
}

/** A URL's pathname without single fetch's `.data` suffix (`/_.data` for the index), as React Router strips it. */
export function withoutDataSuffix(pathname: string): string {
  if (pathname.endsWith("/_.data")) return pathname.replace(/_\.data$/, "");
  return pathname.replace(/\.data$/, "");
}

/** Pathnames remembered with their route: the limits and the metrics ask for every request. */
const MATCH_CACHE_SIZE = 1000;

/**
 * The route a pathname (as React Router matches it: after `routerPathname`) reaches, remembered per pathname:
 * React Router's own matcher over the manifest's tree, so the same route, params aside.
 */
export function createPathnameMatcher(manifest: RouteManifest) {
  const tree = routeTree(manifest);
  const cache = new Map<string, MatchedRoute | null>();
  const match = (pathname: string): MatchedRoute | null => {
    let matches;
    try {
      matches = matchRoutes(tree, pathname);
    } catch {
      return null;
    }
    const leaf = matches?.[matches.length - 1]?.route as Tree | undefined;
    return leaf?.id ? { id: leaf.id, pattern: leaf.pattern } : null;
  };
  return (pathname: string): MatchedRoute | null => {
    let found = cache.get(pathname);
    if (found === undefined) {
      found = match(pathname);
      // Addresses are endless (ids, codes): forget them all now and then rather than grow.
      if (cache.size >= MATCH_CACHE_SIZE) cache.clear();
      cache.set(pathname, found);
    }
    return found;
  };
}

/** The route a request URL (Express's `originalUrl`) reaches. */
export function createRouteMatcher(manifest: RouteManifest) {
  const matchPathname = createPathnameMatcher(manifest);
  return (originalUrl: string): MatchedRoute | null => {
    const pathname = routerPathname(originalUrl);
    return pathname === null ? null : matchPathname(pathname);
  };
}

/**
 * The manifest's entries from the root down to `leafId` (the route's branch), in the manifest's order, or
 * null when there is no such route. A path that reaches `leafId` in the whole manifest reaches it in its
 * branch too: React Router ranks the branches it keeps in the same order, and those it drops did not match
 * before `leafId`'s.
 */
export function branchManifest<M extends RouteManifest>(manifest: M, leafId: string): M | null {
  const ids = new Set<string>();
  for (let id: string | undefined = leafId; id !== undefined; id = manifest[id]?.parentId) {
    if (!manifest[id] || ids.has(id)) return null;
    ids.add(id);
  }
  const branch: RouteManifest = {};
  for (const [id, route] of Object.entries(manifest)) if (ids.has(id)) branch[id] = route;
  return branch as M;
}

export type RouteMatcher = ReturnType<typeof createRouteMatcher>;

/** The manifest of an app/routes.ts-style config (tests, and anything that has no build at hand). */
export function manifestFromConfig(
  config: readonly { id?: string; file: string; path?: string; index?: boolean; children?: unknown[] }[],
  rootId = "root",
): RouteManifest {
  const manifest: RouteManifest = { [rootId]: { id: rootId, path: "" } };
  const add = (entries: typeof config, parentId: string) => {
    for (const entry of entries) {
      const id = entry.id ?? entry.file.replace(/\.[jt]sx?$/, "");
      manifest[id] = { id, parentId, path: entry.path, index: entry.index };
      if (entry.children) add(entry.children as typeof config, id);
    }
  };
  add(config, rootId);
  return manifest;
}
