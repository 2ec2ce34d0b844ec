// server/app.ts hands React Router a build with only the branch of the route a path reaches
// (server/routes.ts branchManifest): React Router must match that path there as it does in the whole build,
// to the same routes with the same params and pathnames, for every route and every spelling.
import { matchRoutes } from "react-router";
import { describe, expect, it } from "vitest";
import routeConfig from "../../app/routes.ts";
import {
  branchManifest,
  createPathnameMatcher,
  manifestFromConfig,
  routeTree,
  withoutDataSuffix,
} from "../../server/routes.ts";

const manifest = manifestFromConfig(routeConfig);

/** What React Router's matcher makes of a path over a manifest: each match's route, params and pathnames. */
function matched(routes: typeof manifest, pathname: string) {
  return matchRoutes(routeTree(routes), pathname)?.map((m) => ({
    id: m.route.id,
    params: m.params,
    pathname: m.pathname,
    pathnameBase: m.pathnameBase,
  }));
}

/** Every route's path with its params filled in, in several spellings, and paths of no route. */
function paths(): string[] {
  const spellings = Object.values(manifest).flatMap((route) => {
    let path = "";
    for (let id: string | undefined = route!.id; id; id = manifest[id]?.parentId)
      path = [manifest[id]!.path ?? "", path].filter(Boolean).join("/");
    const one = "/" + path.replace(/:(\w+)/g, "a1-$1").replace(/\*$/, "no/such/page");
    return [
      one,
      one.toUpperCase(),
      `${one}/`,
      `${one}//`,
      one.replace(/a/g, "%61"),
      `${one}/extra`,
      `/x${one}`,
    ];
  });
  return [
    ...new Set([
      ...spellings,
      "/",
      "//",
      "//login",
      "/dashboard/members/%2F/role",
      "/dashboard/members/a%2Fb/role",
      "/reset-password/%E2%9C%93",
      "/reset-password/%ZZ",
      "/_.data",
      "/login.data",
    ]),
  ];
}

describe("a route's branch of the manifest", () => {
  it("is the root down to the route, in the manifest's order", () => {
    expect(Object.keys(branchManifest(manifest, "login")!)).toEqual(["root", "login"]);
    expect(branchManifest(manifest, "no-such-route")).toBeNull();
  });

  it("matches every path as the whole manifest does", () => {
    const matchPathname = createPathnameMatcher(manifest);
    const all = paths();
    expect(all.length).toBeGreaterThan(400);
    for (const path of all) {
      const pathname = withoutDataSuffix(path);
      const route = matchPathname(pathname);
      const whole = matched(manifest, pathname);
      expect(route?.id, path).toBe(whole?.at(-1)?.id);
      expect(matched(branchManifest(manifest, route!.id)!, pathname), path).toEqual(whole);
    }
  });
});
