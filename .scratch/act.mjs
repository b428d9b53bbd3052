import { chromium } from "@playwright/test";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const ctx = await browser.newContext({ baseURL: "http://localhost:3230" });
const page = await ctx.newPage();
page.on("console", (m) => console.log("console:", m.type(), m.text()));
page.on("pageerror", (e) => console.log("pageerror:", e.message));
page.on("request", (r) => r.url().includes(".data") && console.log("req", r.method(), r.url()));
page.on("response", (r) => r.url().includes(".data") && console.log("res", r.status(), r.url()));
await page.request.post("/api/auth/sign-in/email", { data: { email: "admin@padelpuebla.mx", password: "padel-demo-2026" }, headers: { Origin: "http://localhost:3230" } });
await page.goto("/admin/patrocinadores");
const t = Date.now();
await page.getByRole("button", { name: /^(Activar|Desactivar)/ }).first().click();
try { await page.getByText("Patrocinador activado").waitFor({ timeout: 8000 }); console.log("toast after", Date.now() - t); } catch { console.log("no toast"); }
await page.screenshot({ path: "/tmp/act.png" });
await browser.close();
