/**
 * Vitest global setup: the document lists the pages show (label, address and
 * size of each PDF), for the unit tests. The PDFs are rendered once per run,
 * in memory, as the build's documents step renders them; nothing is written.
 * ./documents.vitest-setup.ts hands the lists to each test file.
 */
import type { TestProject } from "vitest/node";
import { type DocumentLink, type DocumentListId, documentLinks } from "../../content/documents/catalog.ts";
import { renderAllDocuments } from "../documents/build.ts";

declare module "vitest" {
  export interface ProvidedContext {
    documentLists: Record<DocumentListId, DocumentLink[]>;
  }
}

/** Renders the documents and provides their lists to the test files. */
export default async function setup(project: TestProject): Promise<void> {
  const pdfs = await renderAllDocuments();
  const sizes = Object.fromEntries(Object.entries(pdfs).map(([slug, pdf]) => [slug, pdf.length]));
  project.provide("documentLists", documentLinks(sizes));
}
