// Gzip bytes of the JavaScript and CSS a first visit downloads, per page, from a running server.
// Usage: node bench/page-weight.mjs [baseUrl] [path ...]   (default http://localhost:3000 /)
import http from "node:http";

const [base = "http://localhost:3000", ...paths] = process.argv.slice(2);
const pages = paths.length ? paths : ["/"];

function get(url) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { "accept-encoding": "gzip" } }, (res) => {
        const chunks = [];
        res.on("data", (c) => chunks.push(c));
        res.on("end", () => resolve({ status: res.statusCode, encoding: res.headers["content-encoding"], body: Buffer.concat(chunks) }));
      })
      .on("error", reject);
  });
}

async function text(url) {
  const res = await fetch(url);
  return res.text();
}

const rows = [];
for (const path of pages) {
  const html = await text(base + path);
  const js = new Set([...html.matchAll(/<(?:script|link)[^>]+(?:src|href)="([^"]+\.js)"/g)].map((m) => m[1]));
  for (const m of html.matchAll(/import\(?\s*"([^"]+\.js)"/g)) js.add(m[1]);
  const css = new Set([...html.matchAll(/<link[^>]+href="([^"]+\.css)"/g)].map((m) => m[1]));
  const measure = async (set) => {
    let total = 0;
    for (const asset of set) {
      const res = await get(new URL(asset, base).href);
      // Files under compression's 1 KiB threshold travel uncompressed: their bytes count as they are.
      if (res.status !== 200) throw new Error(`${asset} answered ${res.status}`);
      total += res.body.length;
    }
    return total;
  };
  const page = await get(base + path);
  rows.push({ path, html: page.body.length, jsFiles: js.size, js: await measure(js), css: await measure(css) });
}

console.log("| page | HTML gzip | JS files | JS gzip | CSS gzip |");
console.log("| --- | ---: | ---: | ---: | ---: |");
const kb = (n) => `${(n / 1024).toFixed(1)} KiB`;
for (const r of rows) console.log(`| ${r.path} | ${kb(r.html)} | ${r.jsFiles} | ${kb(r.js)} | ${kb(r.css)} |`);
