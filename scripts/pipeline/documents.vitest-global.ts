/**
 * Vitest global setup: the documents, rendered once per run as the build's
 * documents step renders them, for every test file that reads them.
 *
 * - `documentLists`: the lists the pages show (label, address and size of
 *   each PDF); ./documents.vitest-setup.ts hands them to each test file.
 * - `renderedDocumentsDir`: a temporary folder holding every PDF
 *   ({slug}.pdf), for the tests that read the documents themselves
 *   (scripts/documents/testing.ts: renderedDocuments()); removed after the run.
 */
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { type DocumentLink, type DocumentListId, documentLinks } from "../../content/documents/catalog.ts";
import { renderAllDocuments } from "../documents/build.ts";

declare module "vitest" {
  export interface ProvidedContext {
    documentLists: Record<DocumentListId, DocumentLink[]>;
    renderedDocumentsDir: string;
  }
}

/** Renders the documents, writes them to a folder of the run's own and provides their lists and folder. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const pdfs = await renderAllDocuments();
  const dir = await mkdtemp(path.join(tmpdir(), "rendered-documents-"));
  await Promise.all(Object.entries(pdfs).map(([slug, pdf]) => writeFile(path.join(dir, `${slug}.pdf`), pdf)));
  const sizes = Object.fromEntries(Object.entries(pdfs).map(([slug, pdf]) => [slug, pdf.length]));
  project.provide("documentLists", documentLinks(sizes));
  project.provide("renderedDocumentsDir", dir);
  return () => rm(dir, { recursive: true, force: true });
}
