import { chromium } from "@playwright/test";
const [,, url, width = "1280"] = process.argv;
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const page = await browser.newPage({ viewport: { width: Number(width), height: 900 } });
await page.goto(url, { waitUntil: "networkidle" });
console.log(await page.evaluate(() => {
  const out = [document.documentElement.scrollWidth];
  for (const el of document.querySelectorAll("body *")) {
    const r = el.getBoundingClientRect();
    if (r.right > window.innerWidth + 1) out.push(el.tagName + "." + (el.className?.toString?.() ?? "").slice(0, 80) + " " + Math.round(r.right));
  }
  return out.slice(0, 15);
}));
await browser.close();
