// Security headers, cookie flags, compression, caching and client bundles (issue 10), against the
// production server. Plain HTTP (the request fixture, no browser) except where the page must run.
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { gunzipSync, gzipSync } from "node:zlib";
import { expect, test } from "@playwright/test";

test("every page has a strict CSP: kept public pages allow their inline scripts by hash, others by a fresh nonce", async ({ request }) => {
  const scriptSrcOf = (csp: string) => /script-src ([^;]+)/.exec(csp)?.[1] ?? "";
  for (const url of ["/", "/torneos-padel-puebla", "/ranking-padel-puebla", "/auth"]) {
    const response = await request.get(url);
    expect(response.status()).toBe(200);
    const csp = response.headers()["content-security-policy"] ?? "";
    const scriptSrc = scriptSrcOf(csp);
    expect(scriptSrc).not.toContain("unsafe-inline");
    expect(scriptSrc).not.toContain("unsafe-eval");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("base-uri 'self'");
    expect(response.headers()["x-content-type-options"]).toBe("nosniff");
    expect(response.headers()["x-powered-by"]).toBeUndefined();
    const html = await response.text();
    // JSON-LD is a data block, which CSP does not run.
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(inline.length).toBeGreaterThan(0);
    if (url === "/auth") {
      // Not a kept page (ADR 0030): a nonce of its own, carried by every inline script, new each time.
      const nonce = /'nonce-([A-Za-z0-9+/=]+)'/.exec(scriptSrc)?.[1];
      expect(nonce, csp).toBeTruthy();
      for (const [, attrs] of inline) expect(attrs).toContain(`nonce="${nonce}"`);
      const again = scriptSrcOf((await request.get(url)).headers()["content-security-policy"] ?? "");
      expect(again).not.toContain(nonce!);
    } else {
      // The same bytes for every anonymous visitor (ADR 0030): no nonce to reuse, each script by its hash.
      expect(scriptSrc).not.toContain("nonce");
      for (const [, , text] of inline) expect(scriptSrc).toContain(`'sha256-${createHash("sha256").update(text!).digest("base64")}'`);
    }
  }
});

test("HSTS is sent behind an HTTPS proxy", async ({ request }) => {
  const response = await request.get("/", { headers: { "X-Forwarded-Proto": "https" } });
  const hsts = response.headers()["strict-transport-security"] ?? "";
  expect(Number(/max-age=(\d+)/.exec(hsts)?.[1])).toBeGreaterThanOrEqual(31536000);
  expect(hsts).toContain("includeSubDomains");
});

test("session and toast cookies are HttpOnly and SameSite=Lax (Secure is checked behind HTTPS in tests/integration/cookie-flags.test.ts)", async ({
  request,
  baseURL,
}) => {
  const response = await request.post("/api/auth/sign-in/email", {
    data: { email: "jugador@padelpuebla.mx", password: "padel-demo-2026" },
    headers: { Origin: baseURL! },
  });
  expect(response.status()).toBe(200);
  const cookies = response
    .headersArray()
    .filter((h) => h.name.toLowerCase() === "set-cookie")
    .map((h) => h.value);
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
    for (const word of [secret, encryptionKey, "BETTER_AUTH_SECRET", "DATABASE_URL", "postgres://"])
      if (html.includes(word)) found.push(`${page}: ${label(word)}`);
  }
  expect(found).toEqual([]);
});

test("responses carry the security headers and a CSP the page satisfies", async ({ page }) => {
  const violations: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error" && /Content Security Policy/i.test(m.text())) violations.push(m.text());
  });
  const response = await page.goto("/");
  const headers = response!.headers();
  expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  // An anonymous visitor's home page is a kept page: its inline scripts are allowed by hash (ADR 0030).
  expect(headers["content-security-policy"]).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["x-powered-by"]).toBeUndefined();
  // Hydration ran under the CSP: the client router handles this navigation without a reload.
  await expect(page.locator("[data-live]").first()).toBeAttached();
  await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1));
  await page.getByRole("contentinfo").getByRole("link", { name: "Rankings", exact: true }).click();
  await expect(page).toHaveURL(/\/ranking-padel-puebla$/);
  expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(1);
  expect(violations).toEqual([]);
});

test("hashed assets are compressed and cached for a year; pages are not", async ({ request }) => {
  const response = await request.get("/");
  expect(response.headers()["cache-control"] ?? "").not.toContain("immutable");
  // Read from the served HTML: after hydration React no longer keeps the modulepreload links.
  const assets = [
    ...(await response.text()).matchAll(/data-paint-first="modulepreload" fetchpriority="low" href="(\/assets\/[^"]+\.js)"/g),
  ].map((m) => m[1]!);
  expect(assets).not.toEqual([]);
  for (const asset of assets) {
    const assetResponse = await request.get(asset, { headers: { "Accept-Encoding": "gzip" } });
    expect(assetResponse.status()).toBe(200);
    expect(assetResponse.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    // Files under the compression threshold (1 KB, e.g. the tiny route entries) travel as they are.
    if ((await assetResponse.body()).length > 1024) expect(assetResponse.headers()["content-encoding"], asset).toBe("gzip");
  }
});

test("a streamed page travels compressed as a whole, not piece by piece", async ({ baseURL }) => {
  // Raw bytes: fetch would decode the body and hide what travelled.
  const { wire, html } = await new Promise<{ wire: number; html: string }>((resolve, reject) => {
    http
      .get(`${baseURL}/torneos-padel-puebla`, { headers: { "Accept-Encoding": "gzip" } }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => {
          const body = Buffer.concat(chunks);
          resolve({ wire: body.length, html: gunzipSync(body).toString() });
        });
      })
      .on("error", reject);
  });
  expect(html).toContain("</html>");
  // Flushing every 4 KB piece with a dictionary reset made it ~2x this.
  expect(wire).toBeLessThan(gzipSync(html).length * 1.2);
});

test("the page paints before its scripts are fetched, they come at low priority, and the first card's photo comes first (ADR 0033)", async ({
  page,
}) => {
  const client = await page.context().newCDPSession(page);
  await client.send("Network.enable");
  const priorities = new Map<string, string>();
  client.on("Network.requestWillBeSent", ({ request, type }) => {
    if (type === "Stylesheet" || type === "Script" || type === "Image")
      priorities.set(new URL(request.url).pathname, `${type} ${request.initialPriority}`);
  });
  await page.goto("/torneos-padel-puebla");
  const photos = page.getByTestId("tournament-card").locator("img");
  const [first, second] = [photos.nth(0), photos.nth(1)];
  await expect(first).toHaveAttribute("loading", "eager");
  await expect(second).toHaveAttribute("loading", "lazy");
  const firstPhoto = new URL((await first.getAttribute("src"))!, "http://x").pathname;
  expect(priorities.get(firstPhoto)).toBe("Image High");
  // Live: the boot module ran and the page hydrated.
  await expect(page.locator("script[type='text/x-paint-first']")).toHaveCount(0);
  await expect(page.locator("[data-live]").first()).toBeAttached();
  const timings = await page.evaluate(() =>
    performance.getEntriesByType("resource").map((entry) => {
      const timing = entry as PerformanceResourceTiming;
      return { url: new URL(timing.name).pathname, start: timing.startTime, end: timing.responseEnd };
    }),
  );
  const stylesheet = timings.filter((t) => t.url.endsWith(".css"));
  const scripts = timings.filter((t) => t.url.endsWith(".js"));
  expect(stylesheet).toHaveLength(1);
  expect(scripts.length).toBeGreaterThan(5);
  // Rendering waits for the stylesheet and the scripts wait for the first frame.
  for (const script of scripts) expect(script.start, script.url).toBeGreaterThanOrEqual(stylesheet[0]!.end);
  expect(priorities.get(stylesheet[0]!.url)).toBe("Stylesheet VeryHigh");
  for (const script of scripts) expect(priorities.get(script.url), script.url).toBe("Script Low");
  const html = await (await page.request.get("/torneos-padel-puebla")).text();
  expect(html.search(/<link[^>]*rel="stylesheet"/)).toBeLessThan(html.indexOf('data-paint-first="modulepreload"'));
});
