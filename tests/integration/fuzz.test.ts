// Fuzzing of every action (issue 10). Routes are enumerated from app/routes.ts; each intent listed in
// permission-matrix.ts gets malformed, oversized, wrongly typed and missing fields (urlencoded,
// multipart or JSON), bad files where it takes one, and random forms from fast-check. Every answer
// must be a 4xx with a Spanish message, never a 5xx, and the database (and DATA_DIR) must not change.
// Every loader is also swept with junk parameters: never a 5xx.
import fc from "fast-check";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { configureTestEnv, useAppDb, SITE_URL } from "./helpers/app-env";

configureTestEnv({ GRAPH_API_URL: "http://127.0.0.1:9", PAYMENTS_API_URL: "http://127.0.0.1:9" }); // Nothing may reach a real Graph API or Mercado Pago.

const { loadRouteTable, fillPattern } = await import("./helpers/route-table");
const { invoke, spanishMessage } = await import("./helpers/invoke");
const { actionRequest } = await import("./helpers/action-request");
const { dbFingerprint, changedTables } = await import("./helpers/fingerprint");
const { buildWorld } = await import("./helpers/world");
const { ACTIONS } = await import("./permission-matrix");
type World = Awaited<ReturnType<typeof buildWorld>>;
type ActionCase = import("./permission-matrix").ActionCase;
type Body = import("./permission-matrix").Body;
type FieldKind = import("./permission-matrix").FieldKind;

const table = await loadRouteTable();
const handle = useAppDb();
let world: World;
const tried: Record<string, number> = {};

beforeAll(async () => {
  world = await buildWorld(handle.db);
});
afterAll(async () => {
  const total = Object.values(tried).reduce((a, b) => a + b, 0);
  console.log(
    `fuzz cases tried: ${total}\n${Object.entries(tried)
      .map(([k, n]) => `  ${k}: ${n}`)
      .join("\n")}`,
  );
});

const BAD: Record<FieldKind, { required: string[]; any: string[] }> = {
  id: {
    required: [""],
    any: ["abc", "-1", "0", "1.5", "1e400", "99999999999", "99999999999999999999", "<script>alert(1)</script>", "NaN"],
  },
  // A version is 0 or more: "-1" and the like are refused, however stale or current a number would be.
  version: { required: [""], any: ["abc", "-1", "1.5", "1e400", "99999999999", "99999999999999999999", " 0", "NaN"] },
  enum: { required: [""], any: ["zzz", "' OR 1=1 --", "\u0000"] },
  text: { required: ["", "   "], any: ["x".repeat(100_000), "a\u0000b"] },
  date: { required: [""], any: ["2026-02-31", "ayer", "99999-01-01", "2019-01-01"] },
  email: { required: [""], any: ["no-es-correo", "a@", `${"x".repeat(300)}@example.com`, "a\u0000@example.com"] },
  url: { required: [], any: ["javascript:alert(1)", "no es url", `https://${"x".repeat(5000)}.com`] },
  json: { required: [], any: [] },
};
const BAD_JSON: unknown[] = [null, "texto", -1, 1.5, [], {}, true, "x".repeat(10_000), "a\u0000b", { "\u0000": 1 }];

// The database as the last refusal left it: a refusal writes nothing, so its "after" is the next one's
// "before" (halves the fingerprints). Forgotten whenever something else may have written.
let known: Record<string, string> | null = null;
beforeEach(() => {
  known = null;
});

/** 4xx, a Spanish message (when the answer has a body), nothing written; else what went wrong. */
async function refusal(
  label: string,
  run: () => Promise<{ status: number; payload: unknown; location: string | null; error?: unknown }>,
): Promise<string | null> {
  const key = label.split(" ")[0]!;
  tried[key] = (tried[key] ?? 0) + 1;
  const before = known ?? (await dbFingerprint(handle.db));
  const outcome = await run();
  const after = await dbFingerprint(handle.db);
  known = after;
  const answer = `${outcome.status} ${outcome.location ?? ""} ${JSON.stringify(outcome.payload)?.slice(0, 160)}`;
  if (outcome.error) return `${label}: 500 ${String(outcome.error).slice(0, 200)}`;
  if (outcome.status < 400 || outcome.status >= 500) return `${label}: ${answer}`;
  if (outcome.payload !== null && outcome.payload !== "") {
    const spanish = spanishMessage(outcome.payload);
    if (!spanish.ok) return `${label}: ${spanish.why}`;
  }
  const changed = changedTables(before, after);
  if (changed.length) return `${label}: changed ${changed.join(", ")} (answer ${answer})`;
  return null;
}

function mutations(c: ActionCase, base: Body): { name: string; body: Body }[] {
  const out: { name: string; body: Body }[] = [];
  const fields = Object.entries(c.fields ?? {}).map(([name, kind]) => ({
    name,
    kind: kind.replace("?", "") as FieldKind,
    optional: kind.endsWith("?"),
  }));
  if ("form" in base) {
    const multipart = base.multipart ?? false;
    let i = 0;
    const variant = (form: Record<string, string | string[]>) => ({ form, multipart: multipart || i++ % 2 === 1 });
    for (const f of fields) {
      if (!f.optional) {
        const { [f.name]: _dropped, ...rest } = base.form;
        out.push({ name: `missing ${f.name}`, body: variant(rest) });
      }
      for (const value of [...(f.optional ? [] : BAD[f.kind].required), ...BAD[f.kind].any]) {
        out.push({
          name: `${f.name}=${JSON.stringify(value.slice(0, 20))}${value.length > 20 ? `…(${value.length})` : ""}`,
          body: variant({ ...base.form, [f.name]: value }),
        });
      }
      // Wrongly typed: the field sent twice (an array where a value is expected).
      out.push({ name: `${f.name} twice`, body: variant({ ...base.form, [f.name]: [BAD[f.kind].any[0] ?? "x", "y"] }) });
    }
    out.push({ name: "only the intent", body: { form: { intent: String(base.form.intent ?? "") } } });
  } else if ("json" in base) {
    const json = base.json as Record<string, unknown>;
    for (const f of fields) {
      const { [f.name]: _dropped, ...rest } = json;
      out.push({ name: `missing ${f.name}`, body: { ...base, json: rest } });
      for (const value of BAD_JSON)
        out.push({ name: `${f.name}=${JSON.stringify(value).slice(0, 20)}`, body: { ...base, json: { ...json, [f.name]: value } } });
    }
    for (const whole of [null, [], "texto", 42]) out.push({ name: `body ${JSON.stringify(whole)}`, body: { ...base, json: whole } });
  }
  return out;
}

/** Raw bodies no form or JSON parser should choke on. */
function rawBodies(pathname: string, cookie: string, extra: Record<string, string>): { name: string; request: () => Request }[] {
  const req = (contentType: string | null, body: BodyInit | null) => () => {
    const headers = new Headers({ origin: SITE_URL, ...extra });
    if (cookie) headers.set("cookie", cookie);
    if (contentType) headers.set("content-type", contentType);
    return new Request(`${SITE_URL}${pathname}`, { method: "POST", headers, body });
  };
  return [
    { name: "empty body", request: req(null, null) },
    { name: "malformed multipart", request: req("multipart/form-data; boundary=abc", "--abc\r\nbasura sin cabeceras") },
    { name: "multipart without boundary", request: req("multipart/form-data", "intent=x") },
    { name: "bad percent-encoding", request: req("application/x-www-form-urlencoded", "intent=%zz&name=%E0%A4%A") },
    { name: "broken JSON", request: req("application/json", '{"intent": ') },
    { name: "binary junk", request: req("application/octet-stream", new Uint8Array([0, 255, 1, 254, 0, 0])) },
    { name: "6 MB form field", request: req("application/x-www-form-urlencoded", `intent=x&relleno=${"x".repeat(6 * 1024 * 1024)}`) },
    // Issue 17: none of these may reach a 5xx, whatever the route parses.
    { name: "JSON nested 10,000 levels", request: req("application/json", `${"[".repeat(10_000)}${"]".repeat(10_000)}`) },
    { name: "JSON object nested 10,000 levels", request: req("application/json", `${'{"a":'.repeat(10_000)}1${"}".repeat(10_000)}`) },
    {
      name: "raw NUL bytes in a form",
      request: req("application/x-www-form-urlencoded", new Uint8Array([...new TextEncoder().encode("intent=x&nombre=a"), 0, 0x62])),
    },
    { name: "invalid UTF-8 in a form", request: req("application/x-www-form-urlencoded", "intent=x&nombre=%C3%28%FF") },
    {
      name: "invalid UTF-8 in JSON",
      request: req("application/json", new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d])),
    },
  ];
}

// ---- bad files ----
function pngHeader(width: number, height: number): Uint8Array<ArrayBuffer> {
  const chunk = (type: string, data: Uint8Array) => {
    const out = new Uint8Array(12 + data.length);
    const view = new DataView(out.buffer);
    view.setUint32(0, data.length);
    out.set(new TextEncoder().encode(type), 4);
    out.set(data, 8);
    return out; // CRC left zero: the decoder must refuse it without trouble either way.
  };
  const ihdr = new Uint8Array(13);
  const v = new DataView(ihdr.buffer);
  v.setUint32(0, width);
  v.setUint32(4, height);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const idat = new Uint8Array([0x78, 0x9c, 0x63, 0x60, 0x00, 0x00, 0x00, 0x02, 0x00, 0x01]);
  const parts = [
    new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", ihdr),
    chunk("IDAT", idat),
    chunk("IEND", new Uint8Array()),
  ];
  const total = parts.reduce((n, p) => n + p.length, 0);
  const out = new Uint8Array(total);
  let o = 0;
  for (const p of parts) {
    out.set(p, o);
    o += p.length;
  }
  return out;
}
const big = new Uint8Array(50 * 1024 * 1024);
big.set(pngHeader(10, 10));
const BAD_FILES: { name: string; file: () => File }[] = [
  { name: "text named .png", file: () => new File(["esto no es una imagen"], "foto.png", { type: "image/png" }) },
  { name: "50 MB file", file: () => new File([big], "enorme.png", { type: "image/png" }) },
  { name: "decompression bomb 50000x50000 PNG", file: () => new File([pngHeader(50_000, 50_000)], "bomba.png", { type: "image/png" }) },
  {
    name: "SVG with script",
    file: () =>
      new File(['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'], "logo.svg", { type: "image/svg+xml" }),
  },
  {
    name: "SVG with script named .png",
    file: () => new File(['<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'], "logo.png", { type: "image/png" }),
  },
];

function multipartWithFile(base: Body, field: string, file: File): Body {
  const form = "form" in base ? base.form : {};
  return { form: { ...form, [field]: file as unknown as string }, multipart: true };
}

const actionRoutes = table.filter((r) => r.module.action && (ACTIONS[r.id]?.length ?? 0) > 0);

it("every route with an action is in the fuzz table (permission-matrix.ts)", () => {
  const missing = table.filter((r) => r.module.action && !(r.id in ACTIONS)).map((r) => `${r.id} (app/${r.file})`);
  expect(
    missing,
    "Routes with an action but no entry in tests/integration/permission-matrix.ts ACTIONS: add their intents and fields",
  ).toEqual([]);
});

describe.each(actionRoutes.map((r) => [r.id, r] as const))("fuzz %s", (_id, route) => {
  const cases = ACTIONS[route.id]!.filter((c) => !c.noInput);
  // Intents without fields (delete, sign-out, claim...): their permission is in the matrix; here they
  // only must survive malformed bodies.
  const fieldless = ACTIONS[route.id]!.filter((c) => c.noInput);
  if (fieldless.length) {
    it.each(fieldless.map((c) => [c.intent, c] as const))(
      "intent %s never answers 5xx to a malformed body",
      async (_intent, c) => {
        for (const role of ["admin", "anonymous"] as const) {
          const params = await c.params(world, role);
          const cookie = c.cookie ? await c.cookie(world, role) : world.cookies[role];
          for (const raw of rawBodies(fillPattern(route.pattern, params), cookie, {})) {
            tried[route.id] = (tried[route.id] ?? 0) + 1;
            const outcome = await invoke(route.module.action!, raw.request(), params);
            expect(outcome.status, `${route.id} ${c.intent} ${role} ${raw.name}: ${String(outcome.error ?? "")}`).toBeLessThan(500);
          }
        }
      },
      120_000,
    );
  }
  describe.each(cases.map((c) => [c.intent, c] as const))("intent %s", (_intent, c) => {
    it("refuses broken fields as admin and as anonymous, changing nothing", async () => {
      const failures: string[] = [];
      for (const role of ["admin", "anonymous"] as const) {
        const params = await c.params(world, role);
        const base = await c.body(world, role);
        const pathname = fillPattern(route.pattern, params);
        known = null; // params and body may have created rows
        const all = mutations(c, base);
        // Intents that hash a password on their valid path: a fixed third of the breaks.
        const list = c.costly ? all.filter((_, i) => i % 3 === 0) : all;
        for (const m of role === "admin" ? list : list.slice(0, c.costly ? 2 : 4)) {
          failures.push(
            (await refusal(`${route.id} ${c.intent} ${role} ${m.name}`, () =>
              invoke(route.module.action!, actionRequest(pathname, m.body, world.cookies[role]), params),
            )) ?? "",
          );
        }
        const extra = "json" in base ? (base.headers ?? {}) : {};
        for (const raw of rawBodies(pathname, world.cookies[role], extra)) {
          failures.push(
            (await refusal(`${route.id} ${c.intent} ${role} ${raw.name}`, () => invoke(route.module.action!, raw.request(), params))) ?? "",
          );
        }
      }
      expect(failures.filter(Boolean)).toEqual([]);
    }, 300_000);

    it("refuses its valid body with invalid UTF-8 in a field (not stored as replacement characters), or nested 10,000 levels", async () => {
      const params = await c.params(world, "admin");
      const base = await c.body(world, "admin");
      const pathname = fillPattern(route.pattern, params);
      known = null;
      const failures: string[] = [];
      const bodies: { name: string; type: string; body: Uint8Array<ArrayBuffer> | string }[] = [];
      if ("form" in base) {
        const text =
          Object.entries(c.fields ?? {}).find(([, kind]) => kind.replace("?", "") === "text")?.[0] ??
          Object.keys(base.form).find((k) => k !== "intent") ??
          "nombre";
        const form = new URLSearchParams();
        for (const [k, v] of Object.entries(base.form))
          for (const item of [v].flat()) if (k !== text && typeof item === "string") form.append(k, item);
        bodies.push({
          name: `${text} invalid UTF-8 (urlencoded)`,
          type: "application/x-www-form-urlencoded",
          body: `${form.toString()}&${text}=Hola%C3%28%FF`,
        });
        const boundary = "limite0123";
        const parts = [...form.entries()]
          .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
          .join("");
        const head = new TextEncoder().encode(`${parts}--${boundary}\r\nContent-Disposition: form-data; name="${text}"\r\n\r\nHola`);
        const tail = new TextEncoder().encode(`\r\n--${boundary}--\r\n`);
        bodies.push({
          name: `${text} invalid UTF-8 (multipart)`,
          type: `multipart/form-data; boundary=${boundary}`,
          body: new Uint8Array([...head, 0xc3, 0x28, 0xff, ...tail]),
        });
      }
      bodies.push({ name: "nested JSON", type: "application/json", body: `${"[".repeat(10_000)}${"]".repeat(10_000)}` });
      for (const b of bodies) {
        const headers = new Headers({ origin: SITE_URL, "content-type": b.type, ...("json" in base ? (base.headers ?? {}) : {}) });
        if (world.cookies.admin) headers.set("cookie", world.cookies.admin);
        const request = () => new Request(`${SITE_URL}${pathname}`, { method: "POST", headers, body: b.body });
        failures.push(
          (await refusal(`${route.id} ${c.intent} admin ${b.name}`, () => invoke(route.module.action!, request(), params))) ?? "",
        );
      }
      expect(failures.filter(Boolean)).toEqual([]);
    }, 120_000);

    if (c.fileField) {
      it.each(BAD_FILES.map((b) => [b.name, b] as const))("refuses a bad file: %s", async (_name, bad) => {
        const params = await c.params(world, "admin");
        const base = await c.body(world, "admin");
        const request = actionRequest(
          fillPattern(route.pattern, params),
          multipartWithFile(base, c.fileField!, bad.file()),
          world.cookies.admin,
        );
        if (c.fileRefusalSavesRest) {
          // docs/product.md §6.4: the other fields are saved and the old picture kept; no file is stored.
          const before = await dbFingerprint(handle.db);
          const outcome = await invoke(route.module.action!, request, params);
          tried[route.id] = (tried[route.id] ?? 0) + 1;
          expect(outcome.status, JSON.stringify(outcome.payload)).toBeLessThan(500);
          expect((await dbFingerprint(handle.db)).files).toBe(before.files);
          return;
        }
        expect(await refusal(`${route.id} ${c.intent} admin ${bad.name}`, () => invoke(route.module.action!, request, params))).toBeNull();
      });
    }

    if (c.fields && Object.keys(c.fields).length > 0) {
      it("never answers 5xx to random input (fast-check)", async () => {
        const names = Object.keys(c.fields!);
        const params = await c.params(world, "admin");
        const base = await c.body(world, "admin");
        const pathname = fillPattern(route.pattern, params);
        const value = fc.oneof(
          fc.string({ unit: "binary", maxLength: 60 }),
          fc.integer().map(String),
          fc.constantFrom("", " ", "null", "[]", "{}", "-0", "1e309"),
        );
        await fc.assert(
          fc.asyncProperty(fc.dictionary(fc.constantFrom(...names), value, { maxKeys: names.length }), async (random) => {
            tried[route.id] = (tried[route.id] ?? 0) + 1;
            const body: Body =
              "json" in base
                ? { ...base, json: random }
                : {
                    form: { ...("form" in base && base.form.intent ? { intent: String(base.form.intent) } : {}), ...random },
                    multipart: "form" in base && base.multipart,
                  };
            const before = await dbFingerprint(handle.db);
            const outcome = await invoke(route.module.action!, actionRequest(pathname, body, world.cookies.admin), params);
            if (outcome.error) console.error(route.id, c.intent, random, outcome.error);
            expect(outcome.status, `${route.id} ${c.intent} ${JSON.stringify(random)}`).toBeLessThan(500);
            if (outcome.status >= 400) expect(changedTables(before, await dbFingerprint(handle.db))).toEqual([]);
          }),
          { numRuns: c.costly ? 4 : 12, seed: 20261122 },
        );
      });
    }
  });
});

describe("loaders with junk parameters", () => {
  // No NUL (%00) here: the Express app answers it 400 before any route (server/security.ts, tested in
  // tests/e2e/security-headers.spec.ts).
  const junk = ["-1", "0", "99999999999", "a".repeat(2000), "../../etc/passwd", "ñandú 😀", "' OR 1=1 --", "%FF"];
  const search = "?page=-1&q=%25&limit=abc&gender=zzz&editar=1&w=abc&tab=nada&categoria=%FF&redirect=//evil.example";
  it.each(table.filter((r) => r.module.loader).map((r) => [r.id, r] as const))("%s never answers 5xx", async (_id, route) => {
    const names = [...route.pattern.matchAll(/:(\w+)|\*/g)].map((m) => m[1] ?? "*");
    for (const role of ["anonymous", "admin"] as const) {
      for (const value of junk) {
        const params = Object.fromEntries(names.map((n) => [n, value]));
        const pathname = fillPattern(route.pattern, params);
        const headers = new Headers(world.cookies[role] ? { cookie: world.cookies[role] } : {});
        tried[`loader ${route.id}`] = (tried[`loader ${route.id}`] ?? 0) + 1;
        const outcome = await invoke(route.module.loader!, new Request(`${SITE_URL}${pathname}${search}`, { headers }), params);
        if (outcome.error) console.error(route.id, value, outcome.error);
        expect(outcome.status, `${route.id} ${role} ${JSON.stringify(params).slice(0, 100)}`).toBeLessThan(500);
      }
    }
  });
});
