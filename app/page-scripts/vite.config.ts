/**
 * The site's page script (./page.ts, decision 045), a Vite build of its own:
 * React Router's plugin owns the inputs of the site's client build, and this
 * script must load on pages that load none of it. Built by the pre-render
 * step (scripts/pipeline/prerender.ts) before `react-router build`, into a
 * folder of its own (react-router build empties build/), whose manifest (Vite's documented backend integration)
 * gives the entry's address to the pages (`__PAGE_SCRIPT__`, vite.config.ts);
 * the step then copies its files into build/client/.
 */
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import { PAGE_SCRIPTS_DIR } from "./address.ts";

export default defineConfig({
  root: fileURLToPath(new URL("../..", import.meta.url)),
  publicDir: false,
  build: {
    // The step gives its own folder; this one for a build run by hand.
    outDir: fileURLToPath(new URL("../../build/page-scripts", import.meta.url)),
    emptyOutDir: true,
    manifest: true,
    // Its late chunks (the page's behaviours, the audience measurement) load on purpose after the page: no preload list, no polyfill.
    modulePreload: false,
    rollupOptions: {
      input: { page: fileURLToPath(new URL("./page.ts", import.meta.url)) },
      output: {
        entryFileNames: `${PAGE_SCRIPTS_DIR}/[name]-[hash].js`,
        chunkFileNames: `${PAGE_SCRIPTS_DIR}/[name]-[hash].js`,
      },
    },
  },
});
