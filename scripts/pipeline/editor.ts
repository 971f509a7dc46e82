/**
 * Build step: the content editor's page (admin/editor/, issue 34), bundled by
 * Vite with its own configuration into build/admin/editor/, with the editor's
 * description made here, in Node, from the build's zod schemas and the
 * content's files (content/lib/editor-collections.ts) and handed to the bundle
 * through Vite's `define`; then precompressed like the site.
 * Usage alone: tsx scripts/pipeline/editor.ts
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "vite";
import { editorDefinition } from "../../content/lib/editor-collections.ts";
import { formatBytes, precompress } from "./precompress.ts";
import type { BuildStep } from "./step.ts";

export const editorStep: BuildStep = {
  name: "content editor",
  async run({ root }) {
    // admin/editor/vite.config.ts's outDir.
    const outDir = path.join(root, "build", "admin", "editor");
    const definition = editorDefinition(root);
    await build({
      configFile: path.join(root, "admin", "editor", "vite.config.ts"),
      logLevel: "warn",
      mode: "production",
      define: { __EDITOR_DEFINITION__: JSON.stringify(definition) },
    });
    const index = path.join(outDir, "index.html");
    if (!existsSync(index)) throw new Error(`Vite wrote no ${path.relative(root, index)}`);
    const totals = await precompress(outDir);
    return `${path.relative(root, outDir)}/: ${definition.collections.length} collections and records, ${totals.files} text files (${formatBytes(totals.originalBytes)}), ${formatBytes(totals.gzBytes)} gzip`;
  },
};

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
  console.log(await editorStep.run({ root, clientDir: path.join(root, "build", "client") }));
}
