import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // A separate build folder lets several e2e runs share one checkout.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  future: {
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_middleware: true,
  },
} satisfies Config;
