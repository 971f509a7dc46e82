import "./content/register-site-pages.ts";
import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./content/routes-data.ts";

// The routes to pre-render; the rest of the build (documents, not-found
// pages, hydration deferral, CSP hashes, SEO files, precompression) runs
// around `react-router build` in scripts/pipeline/.
export default {
  // Every page is pre-rendered at build; there is no server rendering at runtime.
  ssr: false,
  prerender: () => prerenderPaths(),
} satisfies Config;
