import { defineConfig } from "vitest/config";
import { fileURLToPath } from "node:url";

// The cluster suite (tests/cluster): nginx, two app processes of the production build and PostgreSQL,
// started once for the whole file. `npm run test:cluster` after `npm run build`; .ci/run runs it.
export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: {
    include: ["tests/cluster/**/*.test.ts"],
    environment: "node",
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 240_000,
  },
});
