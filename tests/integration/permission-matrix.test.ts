// Runs every action (per intent) and every protected loader as each role and compares the outcome
// with the table in permission-matrix.ts. Routes are enumerated from app/routes.ts: a route with an
// action but no entry fails the first test, by name.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { configureTestEnv, useAppDb } from "./helpers/app-env";

configureTestEnv({ GRAPH_API_URL: "http://127.0.0.1:9", PAYMENTS_API_URL: "http://127.0.0.1:9" }); // Nothing may reach a real Graph API or Mercado Pago.

const { loadRouteTable, fillPattern } = await import("./helpers/route-table");
const { invoke } = await import("./helpers/invoke");
const { actionRequest } = await import("./helpers/action-request");
const { ROLES, buildWorld } = await import("./helpers/world");
const { ACTIONS, SAME_AS, PROTECTED_LOADERS, PENDING } = await import("./permission-matrix");
type World = Awaited<ReturnType<typeof buildWorld>>;

const table = await loadRouteTable();
const handle = useAppDb();
let world: World;
let checked = 0;

beforeAll(async () => {
  world = await buildWorld(handle.db);
});
afterAll(async () => {
  console.log(`permission cases checked: ${checked} (route, intent or loader, role)`);
});

export function outcomeClass(o: { status: number; location: string | null }): string {
  if (o.status >= 500) return `500`;
  if (o.status === 401 || (o.status >= 300 && o.status < 400 && (o.location ?? "").startsWith("/auth"))) return "401";
  if (o.status === 403 || o.status === 404) return String(o.status);
  if (o.status >= 400) return "bad";
  return "ok";
}

it("has an entry for every route with an action", () => {
  const missing = table.filter((r) => r.module.action && !(r.id in ACTIONS)).map((r) => `${r.id} (${r.pattern}, app/${r.file})`);
  const pending = missing.filter((m) => PENDING.some((p) => m.startsWith(`${p} `)));
  expect(
    missing,
    `Routes with an action but no entry in tests/integration/permission-matrix.ts ACTIONS (add the intents, their fields and the expected outcome per role)${pending.length ? `; of these, work in progress: ${pending.join(", ")}` : ""}`,
  ).toEqual([]);
});

const actionRoutes = table.filter((r) => r.module.action && r.id in ACTIONS);

// Another address of the same module (e.g. /clubs/registrar) runs the same code: checked to be so.
const aliases = actionRoutes.filter((r) => ACTIONS[r.id]!.length === 0);
it.each(aliases.map((r) => [r.id, r] as const))("alias %s is the same module as its canonical route", (id, route) => {
  const canonical = table.find((r) => r.id === SAME_AS[id]);
  expect(canonical, `${id} has no cases in ACTIONS and no SAME_AS entry`).toBeDefined();
  expect(route.module).toBe(canonical!.module);
});

describe.each(actionRoutes.filter((r) => ACTIONS[r.id]!.length > 0).map((r) => [r.id, r] as const))("action %s", (_id, route) => {
  const cases = ACTIONS[route.id]!;
  it.each(cases.map((c) => [c.intent, c] as const))("intent %s answers each role as the table says", async (_intent, c) => {
    const seen: Record<string, string> = {};
    const details: string[] = [];
    for (const role of ROLES) {
      const params = await c.params(world, role);
      const request = actionRequest(
        fillPattern(route.pattern, params),
        await c.body(world, role),
        c.cookie ? await c.cookie(world, role) : world.cookies[role],
      );
      const outcome = await invoke(route.module.action!, request, params);
      if (outcome.error) console.error(route.id, c.intent, role, outcome.error);
      seen[role] = outcomeClass(outcome);
      checked++;
      if (seen[role] !== c.expect[role]) details.push(`${role}: ${outcome.status} ${JSON.stringify(outcome.payload).slice(0, 300)}`);
    }
    expect(seen, `${route.id} ${c.intent}\n${details.join("\n")}`).toEqual(c.expect);
  });
});

// A loader that calls a require* helper checks a role: it must be in the table.
it("has an entry for every loader that checks a role", () => {
  const sources = import.meta.glob<string>("../../app/routes/**/*.{ts,tsx}", { query: "?raw", import: "default", eager: true });
  const checking = table.filter((r) => {
    const source = sources[`../../app/${r.file}`] ?? "";
    const loader = /export (async )?function loader[\s\S]*?\n}\n/.exec(source)?.[0] ?? "";
    return /require(User|Admin|ClubAdmin|TournamentEditor)\(/.test(loader);
  });
  const missing = checking
    .filter((r) => !(r.id in PROTECTED_LOADERS) && !r.id.endsWith("-by-id") && !r.id.endsWith("-by-name"))
    .map((r) => `${r.id} (app/${r.file})`);
  expect(missing, "Loaders that check a role but have no entry in PROTECTED_LOADERS (tests/integration/permission-matrix.ts)").toEqual([]);
});

describe("protected loaders", () => {
  it.each(Object.entries(PROTECTED_LOADERS))("%s answers each role as the table says", async (id, c) => {
    const route = table.find((r) => r.id === id);
    expect(route?.module.loader, `no loader for ${id}`).toBeDefined();
    const seen: Record<string, string> = {};
    const details: string[] = [];
    for (const role of ROLES) {
      const params = await c.params(world);
      const headers = new Headers(world.cookies[role] ? { cookie: world.cookies[role] } : {});
      const request = new Request(`http://localhost:3000${fillPattern(route!.pattern, params)}${c.search ?? ""}`, { headers });
      const outcome = await invoke(route!.module.loader!, request, params);
      if (outcome.error) console.error(id, role, outcome.error);
      seen[role] = outcomeClass(outcome);
      checked++;
      if (seen[role] !== c.expect[role])
        details.push(`${role}: ${outcome.status} ${outcome.location ?? ""} ${JSON.stringify(outcome.payload).slice(0, 200)}`);
    }
    expect(seen, `${id}\n${details.join("\n")}`).toEqual(c.expect);
  });
});
