/** Documents for the unit tests (Vitest). */
import { readFile } from "node:fs/promises";
import path from "node:path";
import PDFDocument from "pdfkit";
import { inject } from "vitest";
import { documentSources } from "../../content/documents/catalog.ts";

/** A real one-page PDF saying `text`, as a word processor would save it (pdfkit). */
export function pdfSaying(text: string, width?: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: "A4" });
    const chunks: Buffer[] = [];
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
    doc.fontSize(12).text(text, width === undefined ? {} : { width });
    doc.end();
  });
}

/**
 * Every document of the catalogue as this test run rendered it, once, before
 * the first test file (scripts/pipeline/documents.vitest-global.ts): the PDF
 * bytes by slug. Vitest only.
 */
export async function renderedDocuments(): Promise<Record<string, Buffer>> {
  const dir = inject("renderedDocumentsDir");
  const entries = await Promise.all(
    Object.keys(documentSources).map(
      async (slug) => [slug, await readFile(path.join(dir, `${slug}.pdf`))] as const,
    ),
  );
  return Object.fromEntries(entries);
}
