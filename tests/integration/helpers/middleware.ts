// Runs a loader or action the way React Router's server does with middleware on: the root's and the
// matched routes' `middleware` (outermost first) around the handler, sharing one request context.
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { matchRoutes, RouterContextProvider, type MiddlewareFunction, type RouteObject } from "react-router";
import routes from "../../../app/routes";
import { middleware as rootMiddleware } from "../../../app/root";

type Middleware = MiddlewareFunction<unknown>;
const modules = import.meta.glob<{ middleware?: Middleware[] }>("../../../app/routes/**/*.{ts,tsx}");

function toObjects(entries: RouteConfigEntry[]): RouteObject[] {
  return entries.map((e) =>
    e.index
      ? { index: true, path: e.path, handle: e.file }
      : { path: e.path, handle: e.file, children: e.children ? toObjects(e.children) : undefined },
  );
}

let table: RouteObject[] | undefined;

/** The middleware that runs for `pathname`: the root's, then each matched route's, outermost first. */
export async function middlewareFor(pathname: string): Promise<Middleware[]> {
  table ??= toObjects(await routes);
  const matches = matchRoutes(table, pathname) ?? [];
  const chain = [...(rootMiddleware as Middleware[])];
  for (const m of matches) {
    const load = modules[`../../../app/${m.route.handle as string}`];
    if (!load) throw new Error(`route module not found: app/${m.route.handle as string}`);
    chain.push(...((await load()).middleware ?? []));
  }
  return chain;
}

/** Calls `fn` (a loader or action) inside the middleware chain of its request's URL; throws what it throws. */
export async function throughMiddleware<F extends (args: never) => unknown>(
  fn: F | undefined,
  request: Request,
  params: Record<string, string> = {},
): Promise<Awaited<ReturnType<F>>> {
  if (!fn) throw new Error(`no handler for ${request.method} ${request.url}`);
  const chain = await middlewareFor(new URL(request.url).pathname);
  const args = { request, params, context: new RouterContextProvider() };
  const dispatch = async (i: number): Promise<unknown> => {
    const mw = chain[i];
    if (!mw) return fn(args as never);
    let result: unknown;
    let called = false;
    const next = async () => {
      called = true;
      result = await dispatch(i + 1);
      return result;
    };
    const own = await mw(args as never, next as never);
    if (own !== undefined) return own;
    return called ? result : next();
  };
  return dispatch(0) as Promise<Awaited<ReturnType<F>>>;
}

type RouteModule = { middleware?: Middleware[]; loader?: unknown; action?: unknown; ErrorBoundary?: unknown };
const routeModules = import.meta.glob<RouteModule>("../../../app/routes/**/*.{ts,tsx}");

async function dataRoutes(entries: RouteConfigEntry[]): Promise<RouteObject[]> {
  return Promise.all(
    entries.map(async (e) => {
      const mod = await routeModules[`../../../app/${e.file}`]!();
      const common = {
        id: e.id ?? e.file.replace(/\.[^/.]+$/, ""),
        path: e.path,
        loader: mod.loader as RouteObject["loader"],
        action: mod.action as RouteObject["action"],
        middleware: mod.middleware as RouteObject["middleware"],
        hasErrorBoundary: mod.ErrorBoundary !== undefined,
      };
      return e.index ? { ...common, index: true as const } : { ...common, children: e.children ? await dataRoutes(e.children) : undefined };
    }),
  );
}

export type PageData = { statusCode: number; loaderData: Record<string, unknown>; errors: Record<string, unknown> | null };

/**
 * One page request through React Router's own server pipeline (its static handler, as the server
 * runtime uses it): the root's and the matched routes' middleware, the action for a POST, and every
 * matched loader, all sharing one request context. Answers what the page would render from.
 */
export async function renderPageData(request: Request): Promise<PageData> {
  const root = await import("../../../app/root");
  const { createStaticHandler } = await import("react-router");
  const handler = createStaticHandler([
    {
      id: "root",
      path: "",
      loader: root.loader as RouteObject["loader"],
      middleware: root.middleware as RouteObject["middleware"],
      hasErrorBoundary: true,
      children: await dataRoutes(await routes),
    },
  ]);
  let page: PageData | undefined;
  const response = (await handler.query(request, {
    requestContext: new RouterContextProvider(),
    generateMiddlewareResponse: async (query) => {
      const result = await query(request);
      if (result instanceof Response) return result;
      page = { statusCode: result.statusCode, loaderData: result.loaderData, errors: result.errors };
      return new Response(null, { status: result.statusCode });
    },
  })) as Response;
  if (!page) throw new Error(`no page for ${request.url}: ${response.status} ${response.headers.get("location") ?? ""}`);
  return page;
}
