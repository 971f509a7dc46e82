import path from "node:path";
import type { Config } from "@react-router/dev/config";
import { writeRedirectPages } from "./content/redirect-pages.ts";
import { prerenderPaths } from "./content/routes-data.ts";

// The routes to pre-render; the rest of the build runs around
// `react-router build` in scripts/pipeline/ (its index.ts lists the steps).
export default {
  // Every page is pre-rendered at build; there is no server rendering at runtime.
  ssr: false,
  prerender: () => prerenderPaths(),
  // The old addresses' pages, for static hosts (content/redirect-pages.ts).
  async buildEnd({ reactRouterConfig }) {
    await writeRedirectPages(path.join(reactRouterConfig.buildDirectory, "client"));
  },
} satisfies Config;
