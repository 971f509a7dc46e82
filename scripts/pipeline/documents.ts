/**
 * Build step: the downloadable documents (decision 014). Every PDF of the
 * catalogue is built from its source text into public/documents/, before the
 * pages are pre-rendered: the pages show each document's size, which the
 * Vite configuration reads from these files (scripts/documents/vite-plugin.ts),
 * and Vite copies them into build/client/documents/.
 */
import path from "node:path";
import { buildDocuments, DOCUMENT_OUTPUT_DIR } from "../documents/build.ts";
import { formatBytes } from "./precompress.ts";
import type { BuildStep } from "./step.ts";

/** The pipeline's step; it fails when the catalogue gives no document to build. */
export const documentsStep: BuildStep = {
  name: "documents",
  async run({ root }) {
    const sizes = Object.values(await buildDocuments());
    if (sizes.length === 0) throw new Error("the catalogue (content/documents/catalog.ts) lists no document");
    const total = sizes.reduce((sum, size) => sum + size, 0);
    return `${sizes.length} PDFs (${formatBytes(total)}) in ${path.relative(root, DOCUMENT_OUTPUT_DIR)}/`;
  },
};
