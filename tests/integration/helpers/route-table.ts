// Enumerates app/routes.ts the way React Router does (ids default to the module path without its
// extension), loads every module and says which answer non-GET requests (an `action` export).
import type { RouteConfigEntry } from "@react-router/dev/routes";
import routes from "../../../app/routes";

export type RouteModule = {
  action?: (args: unknown) => unknown;
  loader?: (args: unknown) => unknown;
};

export type RouteInfo = {
  id: string;
  /** Full URL pattern, e.g. "/torneos-padel-puebla/:name/:id" ("" segments of layouts dropped). */
  pattern: string;
  file: string;
  module: RouteModule;
};

function defaultId(file: string): string {
  return file.replace(/\.[^/.]+$/, "");
}

function flatten(entries: RouteConfigEntry[], parent: string, out: { id: string; pattern: string; file: string }[]) {
  for (const entry of entries) {
    const own = entry.index ? "" : (entry.path ?? "");
    const pattern = [parent, own].filter(Boolean).join("/");
    out.push({ id: entry.id ?? defaultId(entry.file), pattern: `/${pattern}`, file: entry.file });
    if (entry.children) flatten(entry.children, pattern, out);
  }
  return out;
}

const modules = import.meta.glob<RouteModule>("../../../app/routes/**/*.{ts,tsx}");

export async function loadRouteTable(): Promise<RouteInfo[]> {
  const flat = flatten(await routes, "", []);
  return Promise.all(
    flat.map(async (r) => {
      const load = modules[`../../../app/${r.file}`];
      if (!load) throw new Error(`route module not found: app/${r.file}`);
      return { ...r, module: await load() };
    }),
  );
}

/** The pathname of `pattern` with `params` filled in (splats as "*"). */
export function fillPattern(pattern: string, params: Record<string, string>): string {
  const filled = pattern.replace(/:(\w+)(\?)?|\*/g, (_whole, name: string | undefined, optional: string | undefined) =>
    name === undefined ? (params["*"] ?? "") : encodeURIComponent(params[name] ?? (optional ? "" : "x")),
  );
  return filled.replace(/\/+$/, "") || "/";
}
