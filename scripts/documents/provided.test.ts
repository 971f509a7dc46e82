// @module-tag slow
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { supersededStatements } from "../../build-checks/regulation.ts";
import { type DocumentSource, documentLinks, documentSources } from "../../content/documents/catalog.ts";
import { MAX_PROVIDED_PDF_BYTES, providedPdfProblem } from "../../shared/provided-pdf.ts";
import { buildDocuments, builtDocumentSizes } from "./build.ts";
import { pdfPlainText, readProvidedPdf } from "./provided.ts";
import { pdfSaying, renderedDocuments } from "./testing.ts";

const pdfAt200 = (text: string) => pdfSaying(text, 200);

const slugs = Object.keys(documentSources).filter((slug) => !documentSources[slug]?.provided);
/** A document of the catalogue, and another one, to replace. */
const [replaced, other] = slugs as [string, string];

/**
 * The catalogue the builds of these tests read: the document to replace and
 * another one, with their real entries. The rule is the same for every
 * document; rendering two instead of all of them keeps each test short.
 */
const catalogue: Record<string, DocumentSource> = {
  [replaced]: documentSources[replaced] as DocumentSource,
  [other]: documentSources[other] as DocumentSource,
};

/** The catalogue with `slug`'s entry naming its provided PDF (`pdf: {slug}.pdf`). */
function naming(slug: string): Record<string, DocumentSource> {
  return { ...catalogue, [slug]: { ...(catalogue[slug] as DocumentSource), provided: `${slug}.pdf` } };
}

let sourceDir: string;
let outputDir: string;

beforeEach(async () => {
  sourceDir = await mkdtemp(path.join(tmpdir(), "provided-src-"));
  outputDir = await mkdtemp(path.join(tmpdir(), "provided-out-"));
});

afterEach(async () => {
  await rm(sourceDir, { recursive: true, force: true });
  await rm(outputDir, { recursive: true, force: true });
});

describe("a PDF the firm provides", () => {
  it("is published byte for byte in place of the generated one; the others stay generated", async () => {
    const provided = await pdfAt200("Certificat signé par le certificateur.");
    await writeFile(path.join(sourceDir, `${replaced}.pdf`), provided);
    const generated = await renderedDocuments();

    const sizes = await buildDocuments(outputDir, sourceDir, naming(replaced));

    expect((await readFile(path.join(outputDir, `${replaced}.pdf`))).equals(provided)).toBe(true);
    expect(sizes[replaced]).toBe(provided.length);
    const otherPdf = await readFile(path.join(outputDir, `${other}.pdf`));
    expect(otherPdf.equals(generated[other] as Buffer)).toBe(true);
    expect(otherPdf.equals(provided)).toBe(false);
    // The page's link shows the provided file's size, under the catalogue's label (the
    // other documents of the lists as the run rendered them).
    const built = await builtDocumentSizes(outputDir);
    expect(built.missing).not.toContain(replaced);
    expect(built.missing).not.toContain(other);
    const renderedSizes = Object.fromEntries(
      Object.entries(generated).map(([slug, pdf]) => [slug, pdf.length]),
    );
    const link = Object.values(documentLinks({ ...renderedSizes, ...built.sizes }))
      .flat()
      .find((entry) => entry.pdfFile === `/documents/${replaced}.pdf`);
    expect(link?.bytes).toBe(provided.length);
    expect(link?.name).toBe(documentSources[replaced]?.name);
  }, 60_000);

  it("is generated again once the entry names it no more and the file is removed", async () => {
    const provided = await pdfAt200("Version signée.");
    await writeFile(path.join(sourceDir, `${replaced}.pdf`), provided);
    await buildDocuments(outputDir, sourceDir, naming(replaced));
    await rm(path.join(sourceDir, `${replaced}.pdf`));
    await buildDocuments(outputDir, sourceDir, catalogue);
    expect((await readFile(path.join(outputDir, `${replaced}.pdf`))).equals(provided)).toBe(false);
  }, 60_000);

  it("named by the entry but missing stops the build, in French, saying what to do", async () => {
    await expect(buildDocuments(outputDir, sourceDir, naming(replaced))).rejects.toThrow(
      `content/documents/${replaced}.md\u00a0: sa fiche nomme le PDF fourni «\u00a0${replaced}.pdf\u00a0», mais`,
    );
  }, 60_000);

  it("that its entry does not name stops the build (the key decides, not the file)", async () => {
    await writeFile(path.join(sourceDir, `${replaced}.pdf`), await pdfAt200("Déposé à la main."));
    await expect(buildDocuments(outputDir, sourceDir)).rejects.toThrow(
      `content/documents/${replaced}.pdf\u00a0: la fiche content/documents/${replaced}.md ne nomme pas ce PDF`,
    );
  }, 60_000);

  it("that is not a PDF stops the build, naming the file in French", async () => {
    await writeFile(path.join(sourceDir, `${replaced}.pdf`), "<html>pas un PDF</html>");
    await expect(buildDocuments(outputDir, sourceDir, naming(replaced))).rejects.toThrow(
      `content/documents/${replaced}.pdf\u00a0: ce fichier n’est pas un PDF`,
    );
  }, 60_000);

  it("over 10 Mo stops the build, naming the file and its size", async () => {
    const big = Buffer.alloc(MAX_PROVIDED_PDF_BYTES + 1, 0x20);
    big.write("%PDF-1.7\n", "latin1");
    await writeFile(path.join(sourceDir, `${replaced}.pdf`), big);
    await expect(readProvidedPdf(sourceDir, replaced)).rejects.toThrow(
      new RegExp(
        `content/documents/${replaced}\\.pdf\u00a0: ce PDF pèse 10\u00a0Mo, plus que les 10\u00a0Mo permis`,
      ),
    );
    expect(providedPdfProblem(big.subarray(0, MAX_PROVIDED_PDF_BYTES), "x.pdf")).toBeUndefined();
  });

  it("named after no document of the catalogue stops the build, naming it", async () => {
    await writeFile(path.join(sourceDir, "certificat-2027.pdf"), await pdfAt200("Nouveau certificat."));
    await expect(buildDocuments(outputDir, sourceDir)).rejects.toThrow(
      "content/documents/certificat-2027.pdf\u00a0: aucun document du catalogue ne porte ce nom",
    );
  });
});

describe("the text the build checks read from a PDF", () => {
  it("finds a superseded CPF figure in a provided PDF, even wrapped over several lines", async () => {
    const stale = await pdfAt200(
      "Conditions du bilan. Une participation forfaitaire de 100 € reste due par le titulaire du compte.",
    );
    const text = await pdfPlainText(stale);
    expect(text).toContain("Conditions du bilan.");
    expect(supersededStatements(text).length).toBeGreaterThan(0);
  });

  it("lets a PDF that states only today's rules pass", async () => {
    const today = await pdfAt200(
      "Le bilan de compétences dure au plus 24 heures, le maximum prévu par la loi.",
    );
    expect(supersededStatements(await pdfPlainText(today))).toEqual([]);
  });
});
