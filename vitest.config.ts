import { defineConfig } from "vitest/config";
import { clientSiteMap } from "./content/registry.ts";
import { documentsPlugin } from "./scripts/documents/vite-plugin.ts";

export default defineConfig({
  // The pages show each document's size: the same build step as the site.
  plugins: [documentsPlugin()],
  resolve: { tsconfigPaths: true },
  // The page registry, as the build injects it (content/pages.ts).
  define: { __SITE_PAGES__: JSON.stringify(clientSiteMap()) },
  test: {
    include: [
      "app/**/*.test.{ts,tsx}",
      "content/**/*.test.ts",
      "server/**/*.test.ts",
      "scripts/**/*.test.ts",
    ],
    environment: "node",
    pool: "threads",
    maxWorkers: 2,
  },
});
