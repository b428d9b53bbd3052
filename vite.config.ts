import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { defineConfig, type Plugin, type Rollup } from "vite";
import { isLucideFactoryImport } from "./app/lib/page-weight/lucide-icon-hook";

const SHELL_ENTRIES = /\/app\/(root|routes\/site-layout)\.tsx\?__react-router-build-client-route$/;
const FRAMEWORK = /\/node_modules\/(react|react-dom|react-router|scheduler|cookie|set-cookie-parser|turbo-stream)\//;
/** The icon barrel lists every icon; the shell imports its icons by path instead. */
const BARREL = /\/node_modules\/lucide-react\/dist\/esm\/lucide-react\.mjs$/;
/**
 * The parts every form page loads together (the form helpers, its fields, their errors and counters): one
 * chunk instead of five of a few hundred bytes each, ~0.8 KB gzip less on a form page.
 */
const FORM_PARTS = /\/app\/(lib\/form\.ts|components\/ui\/(form-field|error-text)\.tsx)$/;
/** A field and its label, which search boxes use too: apart, so a list page does not load the form chunk. */
const FIELD = /\/app\/components\/ui\/(input|label)\.tsx$/;

/**
 * Every page loads the root and the site layout with everything they import. Rollup would split that
 * graph into a dozen tiny chunks (one per icon, per UI part), each paying its own request and gzip
 * overhead; one "shell" chunk for it is ~6 KB gzip smaller (issue 10's JavaScript budget). React and
 * React Router go to their own "framework" chunk, which stays cached across deployments that change app code.
 */
function shellChunk(): Rollup.GetManualChunk {
  let shell: Set<string> | undefined;
  return (id, { getModuleIds, getModuleInfo }) => {
    if (!shell) {
      shell = new Set();
      const queue = [...getModuleIds()].filter((m) => SHELL_ENTRIES.test(m));
      while (queue.length) {
        const m = queue.pop()!;
        if (shell.has(m) || FRAMEWORK.test(m) || BARREL.test(m)) continue;
        shell.add(m);
        queue.push(...(getModuleInfo(m)?.importedIds ?? []));
      }
      for (const m of [...shell]) if (SHELL_ENTRIES.test(m)) shell.delete(m);
    }
    if (FRAMEWORK.test(id)) return "framework";
    if (shell.has(id)) return "shell";
    if (FIELD.test(id)) return "field";
    return FORM_PARTS.test(id) ? "form" : undefined;
  };
}

/**
 * Writes `file.gz` (gzip level 9) next to every client script and stylesheet, served by
 * server/precompressed.ts: a few KB less per page than on-the-fly compression, which also skips files
 * under 1 KB. Only where it is smaller than the file itself.
 */
function precompress(): Plugin {
  return {
    name: "padel:precompress",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    writeBundle(options, bundle) {
      for (const name of Object.keys(bundle)) {
        if (!/\.(js|css|svg)$/.test(name)) continue;
        const file = path.join(options.dir!, name);
        const raw = fs.readFileSync(file);
        const gz = gzipSync(raw, { level: 9 });
        if (gz.length < raw.length) fs.writeFileSync(`${file}.gz`, gz);
      }
    },
  };
}

/**
 * lucide-react's icon factory carries a provider, aliases and stroke scaling this app never uses; in
 * the client build every icon gets app/lib/page-weight/lucide-icon.ts instead (same markup, tested), 1.4 KB
 * gzip less per page. The server and dev keep lucide's own. The hooked path is private to lucide:
 * app/lib/page-weight/lucide-icon.test.tsx fails when an upgrade moves it.
 */
function lucideIconFactory(): Plugin {
  const ours = fileURLToPath(new URL("./app/lib/page-weight/lucide-icon.ts", import.meta.url));
  return {
    name: "padel:lucide-icon-factory",
    apply: "build",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.name === "client",
    resolveId(source, importer) {
      if (isLucideFactoryImport(source, importer)) return ours;
    },
  };
}

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), precompress(), lucideIconFactory()],
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  // Terser with two passes makes React and React Router 3.4 KB gzip smaller than esbuild's minifier. Vite
  // 7 reads the choice from the top-level `build` only; the server bundle stays unminified.
  build: { minify: "terser", terserOptions: { compress: { passes: 2 } } },
  environments: {
    client: { build: { rollupOptions: { output: { manualChunks: shellChunk() } } } },
    ssr: { build: { minify: false } },
  },
});
