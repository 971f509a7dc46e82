import "./content/register-site-pages.ts";
import path from "node:path";
import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./content/routes-data.ts";
import { moveSectionNotFoundPages } from "./scripts/section-not-found.ts";
import { writeSeoFiles } from "./scripts/seo/write.ts";

export default {
  // Every page is pre-rendered at build; there is no server rendering at runtime.
  ssr: false,
  prerender: () => prerenderPaths(),
  // Sections with their own not-found page (the podcasts) get it as {section}/404.html;
  // then sitemap.xml, robots.txt, the manifest, icons and share images (scripts/seo/).
  buildEnd: async ({ reactRouterConfig }) => {
    await moveSectionNotFoundPages(path.join(reactRouterConfig.buildDirectory, "client"));
    console.log(writeSeoFiles(path.join(reactRouterConfig.buildDirectory, "client")));
  },
} satisfies Config;
