// The page cache's view of the route table (server/page-rules.ts): which routes a path matches, and the
// query parameters those routes declare in their `handle` (app/lib/cache-params.ts). Nothing else lists them.
import { LRUCache } from "lru-cache";
import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import type { CacheHandle, CacheParams } from "../app/lib/cache-params";
import type { RouteRules } from "./page-rules";

type Manifest = ServerBuild["routes"];

function tree(routes: Manifest, parentId: string | undefined): RouteObject[] {
  return Object.values(routes)
    .filter((route) => route?.parentId === parentId)
    .map((route) => {
      const handle = (route!.module as { handle?: CacheHandle }).handle;
      const object = { id: route!.id, path: route!.path, caseSensitive: route!.caseSensitive, handle };
      return route!.index ? { ...object, index: true } : { ...object, children: tree(routes, route!.id) };
    });
}

/** A data request's address (`/ranking.data`, `/_root.data`) as the page it loads. */
function pagePath(path: string): string {
  if (path === "/_root.data") return "/";
  return path.endsWith(".data") ? path.slice(0, -".data".length) : path;
}

/** What the page cache asks of the routes a path matches. */
type PathRules = { params: CacheParams; shared: boolean };

export function routeRules(routes: Manifest): RouteRules {
  const objects = tree(routes, undefined);
  // matchRoutes ranks the whole route table on every call (milliseconds on a busy machine): a member's
  // every request asks, so each path's answer is kept.
  const known = new LRUCache<string, PathRules>({ max: 20_000 });
  const rulesOf = (path: string): PathRules => {
    const page = pagePath(path);
    let rules = known.get(page);
    if (!rules) {
      const matches = matchRoutes(objects, page) ?? [];
      const params: Record<string, CacheParams[string]> = {};
      for (const match of matches) Object.assign(params, (match.route.handle as CacheHandle | undefined)?.cacheParams);
      const shared = (matches[matches.length - 1]?.route.handle as CacheHandle | undefined)?.members === "shared";
      rules = { params, shared };
      known.set(page, rules);
    }
    return rules;
  };
  return {
    ids: new Set(Object.keys(routes)),
    paramsOf: (path) => rulesOf(path).params,
    sharedWithMembers: (path) => rulesOf(path).shared,
  };
}

/** No routes: nothing with a query string is kept (the development server, which keeps nothing anyway). */
export const NO_ROUTES: RouteRules = { ids: new Set(), paramsOf: () => ({}), sharedWithMembers: () => false };
