/**
 * The content editor's page (Keystatic, issue 34): a Vite entry of its own,
 * built into build/admin/editor/ by scripts/pipeline/editor.ts, which hands it
 * the editor's description (`__EDITOR_DEFINITION__`, made in Node from the
 * build's schemas) through `define`. Served by server/admin/editor.ts at
 * /admin/keystatic, its files at /admin/editor/assets/.
 */
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

export default defineConfig({
  root: fileURLToPath(new URL(".", import.meta.url)),
  base: "/admin/editor/",
  publicDir: false,
  oxc: { jsx: { runtime: "automatic" } },
  define: { "process.env.NODE_ENV": JSON.stringify("production") },
  build: {
    outDir: fileURLToPath(new URL("../../build/admin/editor", import.meta.url)),
    emptyOutDir: true,
    assetsInlineLimit: 0,
    modulePreload: { polyfill: false },
    chunkSizeWarningLimit: 4096,
    rollupOptions: {
      onwarn(warning, warn) {
        if (warning.code !== "MODULE_LEVEL_DIRECTIVE") warn(warning);
      },
    },
  },
});
