import path from "node:path";
import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./content/routes-data.ts";
import { moveSectionNotFoundPages } from "./scripts/section-not-found.ts";

export default {
  // Every page is pre-rendered at build; there is no server rendering at runtime.
  ssr: false,
  prerender: () => prerenderPaths(),
  // Sections with their own not-found page (the podcasts) get it as {section}/404.html.
  buildEnd: ({ reactRouterConfig }) =>
    moveSectionNotFoundPages(path.join(reactRouterConfig.buildDirectory, "client")),
} satisfies Config;
