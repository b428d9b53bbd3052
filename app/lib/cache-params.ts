// The query parameters a public page reads whose values are few, declared by its route module
// (`export const handle = { cacheParams }`). The page cache (server/page-rules.ts, ADR 0030) keeps an
// anonymous visitor's page only when every parameter of its address is declared by a route it matches,
// with an allowed value: a free-text search or a tracking parameter is rendered every time.
export type CacheParams = Readonly<Record<string, RegExp | readonly string[]>>;

/**
 * A route module's `handle` as the page cache reads it. `members: "shared"`: the page is the same for
 * every signed-in visitor who edits nothing on the site, once rendered without their session, because
 * its personal parts come from /api/yo after it is live (ADR 0036); such visitors get the cache's
 * "members" copy.
 */
export type CacheHandle = { readonly cacheParams?: CacheParams; readonly members?: "shared" };

/** A public page with its personal parts filled in after it is live (ADR 0036). */
export const SHARED_WITH_MEMBERS = { members: "shared" } as const;

/** `?pagina=` of a paginated list: 1 to 999. */
export const PAGE_PARAM: CacheParams = { pagina: /^[1-9]\d{0,2}$/ };

/** Whether `value` is one `params` allows for `name`. */
export function allowsParam(params: CacheParams, name: string, value: string): boolean {
  const allowed = Object.hasOwn(params, name) ? params[name] : undefined;
  if (!allowed) return false;
  return allowed instanceof RegExp ? allowed.test(value) : allowed.includes(value);
}
