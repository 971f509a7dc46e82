/**
 * Builds every downloadable document of the catalogue (content/documents/catalog.ts:
 * the frontmatter of each content/documents/{slug}.md) from its source text
 * into public/documents/{slug}.pdf, and reports each file's size
 * (the pages say "PDF, 120 Ko"). A missing source, an unknown {{value}}, an
 * unknown {{programme:<path>}} or an unsupported block stops the build with
 * the document's name.
 *
 * A PDF the firm provides, content/documents/{slug}.pdf beside the source
 * text, is published instead of the generated one, byte for byte, when the
 * document's entry names it (`pdf: {slug}.pdf`: the one rule, ./provided.ts).
 * It must be there, be a real PDF of at most 10 Mo, and a PDF no entry names
 * must not lie in the folder, or the build stops with a French message naming
 * the file.
 */
import { mkdir, readFile, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { type DocumentSource, documentMarkdown, documentSources } from "../../content/documents/catalog.ts";
import { facts } from "../../content/facts/index.ts";
import { contentDir } from "../../content/lib/collection.ts";
import { fullAddress, site } from "../../content/site.ts";
import { expandProgrammes } from "./programme.ts";
import { checkProvidedPdfsBelong, readProvidedPdf } from "./provided.ts";
import { renderDocument } from "./render.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
/** The documents' source texts and provided PDFs: content/documents (CONTENT_DIR's, when set, as the catalogue reads). */
export const DOCUMENT_SOURCE_DIR = path.join(contentDir(), "documents");
export const DOCUMENT_OUTPUT_DIR = path.join(root, "public/documents");
/** A generated document must stay under this size (issue 5); a provided one has its own limit (./provided.ts). */
export const MAX_DOCUMENT_BYTES = 300 * 1024;

export const documentFirm = {
  name: site.name,
  contactLine: `${site.name} · ${fullAddress()} · ${site.phone} · ${site.email}`,
};

/** A document's source text (after its catalogue entry), with the programme sheets it quotes expanded (./programme.ts). */
export async function documentText(source: DocumentSource): Promise<string> {
  return expandProgrammes(documentMarkdown(source.slug), source.slug);
}

/**
 * Renders every document of `sources` (the catalogue), or takes the PDF the
 * firm provides for it from `sourceDir` when its entry names one; returns the
 * PDF bytes by slug.
 */
export async function renderAllDocuments(
  sourceDir = DOCUMENT_SOURCE_DIR,
  sources: Readonly<Record<string, DocumentSource>> = documentSources,
): Promise<Record<string, Buffer>> {
  checkProvidedPdfsBelong(sourceDir, Object.values(sources));
  const entries = await Promise.all(
    Object.values(sources).map(async (source) => {
      if (source.provided) return [source.slug, await readProvidedPdf(sourceDir, source.slug)] as const;
      const markdown = await documentText(source);
      const pdf = await renderDocument(source, markdown, facts(), documentFirm);
      if (pdf.length > MAX_DOCUMENT_BYTES) {
        throw new Error(`Document "${source.slug}" is ${pdf.length} bytes, over ${MAX_DOCUMENT_BYTES}`);
      }
      return [source.slug, pdf] as const;
    }),
  );
  return Object.fromEntries(entries);
}

/** Writes the PDFs (only those that changed) and returns their sizes in bytes by slug. */
export async function buildDocuments(
  outputDir = DOCUMENT_OUTPUT_DIR,
  sourceDir = DOCUMENT_SOURCE_DIR,
  sources: Readonly<Record<string, DocumentSource>> = documentSources,
): Promise<Record<string, number>> {
  const pdfs = await renderAllDocuments(sourceDir, sources);
  await mkdir(outputDir, { recursive: true });
  const sizes: Record<string, number> = {};
  for (const [slug, pdf] of Object.entries(pdfs)) {
    const file = path.join(outputDir, `${slug}.pdf`);
    const current = await readFile(file).catch(() => undefined);
    if (!current?.equals(pdf)) await writeFile(file, pdf);
    sizes[slug] = pdf.length;
  }
  return sizes;
}

/** What builtDocumentSizes found in the output folder. */
export interface BuiltDocuments {
  /** Each built PDF's size in bytes, by slug. */
  sizes: Record<string, number>;
  /** The slugs whose PDF is not there. */
  missing: string[];
}

/** The sizes of the PDFs already built into `outputDir` (by `buildDocuments`), and those missing. */
export async function builtDocumentSizes(outputDir = DOCUMENT_OUTPUT_DIR): Promise<BuiltDocuments> {
  const sizes: Record<string, number> = {};
  const missing: string[] = [];
  for (const { slug } of Object.values(documentSources)) {
    const file = await stat(path.join(outputDir, `${slug}.pdf`)).catch(() => undefined);
    if (file) sizes[slug] = file.size;
    else missing.push(slug);
  }
  return { sizes, missing };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const sizes = await buildDocuments();
  for (const [slug, bytes] of Object.entries(sizes)) console.log(`${String(bytes).padStart(8)}  ${slug}.pdf`);
}
