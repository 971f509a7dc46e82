import { readFile } from "node:fs/promises";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { documentLists, documentSources } from "../../content/documents/catalog";
import { documentValues } from "../../content/documents/values";
import { DOCUMENT_SOURCE_DIR, documentFirm, MAX_DOCUMENT_BYTES, renderAllDocuments } from "./build";
import { fillValues, frenchTypography, renderDocument } from "./render";

/** The title a PDF declares in its XMP metadata. */
function xmpTitle(pdf: Buffer): string | undefined {
  return /<dc:title>\s*<rdf:Alt>\s*<rdf:li[^>]*>([^<]*)<\/rdf:li>/.exec(pdf.toString("utf8"))?.[1];
}

describe("fillValues", () => {
  it("replaces every known value", () => {
    expect(fillValues("{{firmName}} au {{ firmPhone }}", documentValues, "x")).toBe(
      `${documentValues.firmName} au ${documentValues.firmPhone}`,
    );
  });

  it("stops on an unknown value, naming the document", () => {
    expect(() => fillValues("{{prixInconnu}}", documentValues, "notice-rgpd")).toThrow(
      "content/documents/notice-rgpd.md: unknown value {{prixInconnu}}",
    );
  });
});

describe("frenchTypography", () => {
  it("puts the no-break spaces and apostrophes French typography wants", () => {
    expect(frenchTypography("Tarif : l'offre ; « bien » ! Vraiment ?")).toBe(
      "Tarif\u00a0: l’offre\u202f; «\u00a0bien\u00a0»\u202f! Vraiment\u202f?",
    );
  });

  it("leaves times, addresses and numbered articles alone", () => {
    expect(frenchTypography("de 8:30 à 20:00, https://www.cnil.fr")).toBe(
      "de 8:30 à 20:00, https://www.cnil.fr",
    );
  });
});

describe("renderDocument", () => {
  it("names the document when its text uses an unsupported block", async () => {
    await expect(
      renderDocument(documentSources.termsOfUse, "<div>html</div>\n", documentValues, documentFirm),
    ).rejects.toThrow("content/documents/conditions-generales-utilisation.md: unsupported Markdown block");
  });
});

describe("the downloadable documents", () => {
  let pdfs: Record<string, Buffer> = {};
  beforeAll(async () => {
    pdfs = await renderAllDocuments();
  }, 60_000);

  it("exist for every entry of every list", () => {
    const listed = new Set<string>(Object.values(documentLists).flat());
    expect([...listed].sort()).toEqual(Object.keys(documentSources).sort());
    for (const source of Object.values(documentSources)) expect(pdfs[source.slug], source.slug).toBeDefined();
  });

  it.each(Object.values(documentSources))(
    "$slug is a tagged French PDF with its title, under 300 KB",
    (source) => {
      const pdf = pdfs[source.slug] as Buffer;
      expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
      expect(pdf.length).toBeLessThan(MAX_DOCUMENT_BYTES);
      expect(xmpTitle(pdf)).toBe(source.title);
      const text = pdf.toString("latin1");
      expect(text).toContain("/Lang (fr-FR)");
      expect(text).toContain("/Marked true");
      expect(text).toContain("/DisplayDocTitle true");
    },
  );

  it.each(Object.values(documentSources))("$slug has real source text, not a stub", async (source) => {
    const markdown = await readFile(path.join(DOCUMENT_SOURCE_DIR, `${source.slug}.md`), "utf8");
    const words = markdown.split(/\s+/).filter(Boolean);
    expect(words.length).toBeGreaterThan(300);
    expect(markdown).toMatch(/^## /m);
    expect(markdown).not.toMatch(/lorem|TODO|qualiopi|\bXX+\b/i);
    // The firm's contacts come from the site config, never typed by hand.
    expect(markdown).toContain("{{firmPhone}}");
  });

  const source = (id: keyof typeof documentSources) =>
    readFile(path.join(DOCUMENT_SOURCE_DIR, `${documentSources[id].slug}.md`), "utf8");

  it.each(["bilanFollowUp", "vaeStatistics", "businessCreationStatistics"] as const)(
    "%s says its figures are the firm's own",
    async (id) => {
      expect(await source(id)).toContain("Chiffres du cabinet {{firmName}}");
    },
  );

  it.each(["youthProgramme", "trainerProgramme", "consultantProgramme"] as const)(
    "%s has what a training programme must state",
    async (id) => {
      const headings = (await source(id)).match(/^#{2,3} .+$/gm)?.join("\n") ?? "";
      for (const part of [
        /objectif/i,
        /public/i,
        /prérequis/i,
        /durée/i,
        /méthode/i,
        /évaluation/i,
        /tarif/i,
      ]) {
        expect(headings, `${id}: ${part}`).toMatch(part);
      }
    },
  );

  it("are the same bytes from one build to the next", async () => {
    const again = await renderAllDocuments();
    for (const [slug, pdf] of Object.entries(pdfs)) expect(again[slug]?.equals(pdf), slug).toBe(true);
  }, 60_000);
});
