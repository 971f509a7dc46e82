/**
 * The back office's single-page app (admin/), built into build/admin/ and
 * served by the server under /admin/ with its own CSP (script-src 'self',
 * style-src 'self': Vite's output has no inline script or style).
 * Built by the pipeline's step scripts/pipeline/admin.ts.
 */
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

export default defineConfig({
  root: fileURLToPath(new URL(".", import.meta.url)),
  base: "/admin/",
  publicDir: false,
  oxc: { jsx: { runtime: "automatic" } },
  build: {
    outDir: fileURLToPath(new URL("../build/admin", import.meta.url)),
    emptyOutDir: true,
    // Every asset a file of its own: nothing inlined as a data: URL the CSP would have to allow.
    assetsInlineLimit: 0,
    // Modern browsers only: no polyfill for module preloading.
    modulePreload: { polyfill: false },
    rollupOptions: {
      // React Router's "use client" means nothing in a client-only bundle.
      onwarn(warning, warn) {
        if (warning.code !== "MODULE_LEVEL_DIRECTIVE") warn(warning);
      },
    },
  },
});
