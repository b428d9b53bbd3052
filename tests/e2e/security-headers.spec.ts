// Security headers, cookie flags and client bundles (issue 10), against the production server.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";

test("every page has a CSP with a fresh nonce and no unsafe-inline scripts", async ({ request }) => {
  const nonces = new Set<string>();
  for (const url of ["/", "/torneos-padel-puebla", "/ranking-padel-puebla", "/auth"]) {
    const response = await request.get(url);
    expect(response.status()).toBe(200);
    const csp = response.headers()["content-security-policy"] ?? "";
    const scriptSrc = /script-src ([^;]+)/.exec(csp)?.[1] ?? "";
    expect(scriptSrc).not.toContain("unsafe-inline");
    expect(scriptSrc).not.toContain("unsafe-eval");
    const nonce = /'nonce-([A-Za-z0-9+/=]+)'/.exec(scriptSrc)?.[1];
    expect(nonce, csp).toBeTruthy();
    nonces.add(nonce!);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("base-uri 'self'");
    // Every inline script carries this response's nonce.
    const html = await response.text();
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map((m) => m[1]!);
    expect(inline.length).toBeGreaterThan(0);
    for (const attrs of inline) expect(attrs).toContain(`nonce="${nonce}"`);
    expect(response.headers()["x-content-type-options"]).toBe("nosniff");
    expect(response.headers()["x-powered-by"]).toBeUndefined();
  }
  expect(nonces.size, "a new nonce per response").toBe(4);
});

test("HSTS is sent behind an HTTPS proxy", async ({ request }) => {
  const response = await request.get("/", { headers: { "X-Forwarded-Proto": "https" } });
  const hsts = response.headers()["strict-transport-security"] ?? "";
  expect(Number(/max-age=(\d+)/.exec(hsts)?.[1])).toBeGreaterThanOrEqual(31536000);
  expect(hsts).toContain("includeSubDomains");
});

test("session and toast cookies are HttpOnly and SameSite=Lax (Secure is checked behind HTTPS in tests/integration/cookie-flags.test.ts)", async ({ request, baseURL }) => {
  const response = await request.post("/api/auth/sign-in/email", {
    data: { email: "jugador@padelpuebla.mx", password: "padel-demo-2026" },
    headers: { Origin: baseURL! },
  });
  expect(response.status()).toBe(200);
  const cookies = response.headersArray().filter((h) => h.name.toLowerCase() === "set-cookie").map((h) => h.value);
  expect(cookies.some((c) => c.includes("session_token="))).toBe(true);
  for (const cookie of cookies) {
    expect(cookie).toMatch(/;\s*HttpOnly/i);
    expect(cookie).toMatch(/;\s*SameSite=Lax/i);
  }
  const signOut = await request.post("/auth/sign-out", { headers: { Origin: baseURL! }, maxRedirects: 0 });
  const toast = signOut.headersArray().find((h) => h.name.toLowerCase() === "set-cookie" && h.value.startsWith("padel_toast="));
  expect(toast?.value).toMatch(/;\s*HttpOnly/i);
  expect(toast?.value).toMatch(/;\s*SameSite=Lax/i);
});

test("an address with a NUL byte is refused with 400, not a server error", async ({ request }) => {
  for (const url of ["/jugadores-padel-puebla?q=%00", "/padel/%00", "/api/players/search?q=a%00b"]) {
    const response = await request.get(url);
    expect(response.status(), url).toBe(400);
    expect(await response.text()).toBe("Petición no válida.");
  }
});

test("client bundles and rendered pages hold no secrets and no server-only code", async ({ request }) => {
  const buildDir = path.resolve(process.env.BUILD_DIR ?? "build", "client");
  const dataDir = path.resolve(process.env.E2E_DATA_DIR ?? ".e2e-data");
  const secret = readFileSync(path.join(dataDir, "auth-secret"), "utf8").trim();
  expect(secret.length).toBeGreaterThanOrEqual(32);
  // Generated at the first start, like the auth secret: it encrypts the WhatsApp tokens at rest.
  const encryptionKey = readFileSync(path.join(dataDir, "encryption-key"), "utf8").trim();
  expect(encryptionKey.length).toBeGreaterThanOrEqual(32);
  const label = (word: string) => (word === secret || word === encryptionKey ? "<a generated secret>" : word);
  const forbidden = [
    secret,
    encryptionKey,
    "DATA_ENCRYPTION_KEY",
    "BETTER_AUTH_SECRET",
    "DATABASE_URL",
    "SMTP_URL",
    "postgres://",
    "padel-demo-2026",
    "@electric-sql/pglite",
    "drizzle-orm",
    "argon2",
    "nodemailer",
    "pino-http",
    "sharp",
    "db.server",
    "auth.server",
    "password.server",
    "drizzleAdapter",
  ];
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, e.name);
      if (e.isDirectory()) walk(full);
      else if (/\.(js|mjs|css|html|json|map|txt)$/.test(e.name)) files.push(full);
    }
  };
  walk(buildDir);
  expect(files.length).toBeGreaterThan(5);
  const found: string[] = [];
  for (const file of files) {
    const text = readFileSync(file, "utf8");
    for (const word of forbidden) if (text.includes(word)) found.push(`${path.relative(buildDir, file)}: ${label(word)}`);
  }
  for (const page of ["/", "/auth", "/torneos-padel-puebla"]) {
    const html = await (await request.get(page)).text();
    for (const word of [secret, encryptionKey, "BETTER_AUTH_SECRET", "DATABASE_URL", "postgres://"]) if (html.includes(word)) found.push(`${page}: ${label(word)}`);
  }
  expect(found).toEqual([]);
});
