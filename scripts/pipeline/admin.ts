/**
 * Build step: the back office's single-page app (admin/, issue 33), bundled by
 * Vite with its own configuration (admin/vite.config.ts) into build/admin/,
 * then precompressed like the site (.br and .gz beside each text file). The
 * server answers /admin and /admin/* with its index.html and /admin/assets/*
 * with the files. Usage alone: tsx scripts/pipeline/admin.ts
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "vite";
import { formatBytes, precompress } from "./precompress.ts";
import type { BuildStep } from "./step.ts";

export const adminStep: BuildStep = {
  name: "back office",
  async run({ root }) {
    // admin/vite.config.ts's outDir.
    const outDir = path.join(root, "build", "admin");
    await build({
      configFile: path.join(root, "admin", "vite.config.ts"),
      logLevel: "warn",
      mode: "production",
    });
    const index = path.join(outDir, "index.html");
    if (!existsSync(index)) throw new Error(`Vite wrote no ${path.relative(root, index)}`);
    const totals = await precompress(outDir);
    return `${path.relative(root, outDir)}/: ${totals.files} text files (${formatBytes(totals.originalBytes)}), ${formatBytes(totals.gzBytes)} gzip`;
  },
};

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
  console.log(await adminStep.run({ root, clientDir: path.join(root, "build", "client") }));
}
