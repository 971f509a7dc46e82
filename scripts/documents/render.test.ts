import { readFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { extractText } from "unpdf";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { parse } from "yaml";
import { documentLists, documentSource, documentSources } from "../../content/documents/catalog.ts";
import { facts } from "../../content/facts/index.ts";
import { frenchTypography } from "../../content/format.ts";
import { AUDIENCE_RETENTION_MONTHS, retentionText } from "../../content/legal/retention.ts";
import { programmeSheetRows, programmeSheetWords } from "../../content/programme-sheet.ts";
import { servicePages } from "../../content/services/index.ts";
import {
  DOCUMENT_SOURCE_DIR,
  documentFirm,
  documentText,
  MAX_DOCUMENT_BYTES,
  renderAllDocuments,
} from "./build.ts";
import { escapeMarkdown, expandProgrammes } from "./programme.ts";
import { fillValues, renderDocument, typesetMarkdown } from "./render.ts";
import { renderedDocuments } from "./testing.ts";

/** The title a PDF declares in its XMP metadata. */
function xmpTitle(pdf: Buffer): string | undefined {
  return /<dc:title>\s*<rdf:Alt>\s*<rdf:li[^>]*>([^<]*)<\/rdf:li>/.exec(pdf.toString("utf8"))?.[1];
}

describe("fillValues", () => {
  it("replaces every known value", () => {
    expect(fillValues("{{firmName}} au {{ firmPhone }}", facts(), "x")).toBe(
      `${facts().firmName} au ${facts().firmPhone}`,
    );
  });

  it("stops on an unknown value, naming the document", () => {
    expect(() => fillValues("{{prixInconnu}}", facts(), "notice-rgpd")).toThrow(
      "content/documents/notice-rgpd.md: unknown value {{prixInconnu}}",
    );
  });
});

describe("French typography in the documents (content/format.ts)", () => {
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

  it("typesets headings too, keeping their marks", () => {
    expect(typesetMarkdown("## Jour 1 : le cadre\n\nDurée : 3 jours")).toBe(
      "## Jour 1\u00a0: le cadre\n\nDurée\u00a0: 3\u00a0jours",
    );
  });
});

describe("programme sheets in the documents", () => {
  it("names the document when a placeholder points to no service page", () => {
    expect(() => expandProgrammes("{{programme:/nulle-part}}", "x")).toThrow(
      "content/documents/x.md: no service page /nulle-part",
    );
  });

  it("escapes what Markdown would read as marks", () => {
    expect(escapeMarkdown("a *b* [c] <d> _e_")).toBe("a \\*b\\* \\[c\\] \\<d\\> \\_e\\_");
  });
});

describe("renderDocument", () => {
  it("names the document when its text uses an unsupported block", async () => {
    await expect(
      renderDocument(
        documentSource("conditions-generales-utilisation"),
        "> une citation\n",
        facts(),
        documentFirm,
      ),
    ).rejects.toThrow("content/documents/conditions-generales-utilisation.md: unsupported Markdown block");
  });

  it.each([
    "<div>html</div>\n",
    "Texte <script>alert(1)</script> fin.\n",
    "- [x](javascript&#58;alert(1))\n",
  ])("refuses %j, naming the document and the line, by the site's Markdown rule", async (markdown) => {
    await expect(
      renderDocument(
        documentSource("conditions-generales-utilisation"),
        `Un paragraphe.\n\n${markdown}`,
        facts(),
        documentFirm,
      ),
    ).rejects.toThrow(/^content\/documents\/conditions-generales-utilisation\.md.*, ligne 3 : /);
  });

  it("dates the version in French, the first of a month « 1er »", async () => {
    const source = { ...documentSource("notice-rgpd"), revised: "2026-12-01" };
    const pdf = await renderDocument(source, "## Objet\n\nUn texte.\n", facts(), documentFirm);
    const { text } = await extractText(new Uint8Array(pdf), { mergePages: true });
    expect(text.replace(/\s+/g, " ")).toContain("Version du 1er décembre 2026.");
  });
});

describe("the downloadable documents", () => {
  let pdfs: Record<string, Buffer> = {};
  beforeAll(async () => {
    pdfs = await renderedDocuments();
  });

  it("exist for every entry of every list", () => {
    const listed = new Set<string>(Object.values(documentLists).flat());
    expect([...listed].sort()).toEqual(Object.keys(documentSources).sort());
    for (const source of Object.values(documentSources)) expect(pdfs[source.slug], source.slug).toBeDefined();
  });

  // A PDF the firm provides is published as it is (./provided.test.ts).
  const generated = Object.values(documentSources).filter((source) => !source.provided);

  it.each(generated)("$slug is a tagged French PDF with its title, under 300 KB", (source) => {
    const pdf = pdfs[source.slug] as Buffer;
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    expect(pdf.length).toBeLessThan(MAX_DOCUMENT_BYTES);
    expect(xmpTitle(pdf)).toBe(source.title);
    const text = pdf.toString("latin1");
    expect(text).toContain("/Lang (fr-FR)");
    expect(text).toContain("/Marked true");
    expect(text).toContain("/DisplayDocTitle true");
  });

  it.each(Object.values(documentSources))("$slug has real source text, not a stub", async (source) => {
    const markdown = await readFile(path.join(DOCUMENT_SOURCE_DIR, `${source.slug}.md`), "utf8");
    const words = (await documentText(source)).split(/\s+/).filter(Boolean);
    expect(words.length).toBeGreaterThan(300);
    expect(markdown).toMatch(/^## /m);
    expect(markdown).not.toMatch(/lorem|TODO|qualiopi|\bXX+\b/i);
    // The firm's contacts come from the site config, never typed by hand.
    expect(markdown).toContain("{{firmPhone}}");
  });

  const source = (slug: string) => readFile(path.join(DOCUMENT_SOURCE_DIR, `${slug}.md`), "utf8");

  it.each([
    "statistiques-suivi-bilan-6-mois",
    "vae-statistiques-juin-2025",
    "creation-entreprise-statistiques",
  ])("%s says its figures are the firm's own", async (slug) => {
    expect(await source(slug)).toContain("Chiffres du cabinet {{firmName}}");
  });

  it.each([
    "orientation-jeunes-programme",
    "formation-formateur-programme",
    "formation-consultant-programme",
  ])("%s has what a training programme must state", async (slug) => {
    const headings = (await documentText(documentSource(slug))).match(/^#{2,3} .+$/gm)?.join("\n") ?? "";
    for (const part of [
      /objectif/i,
      /public/i,
      /prérequis/i,
      /durée/i,
      /méthode/i,
      /évaluation/i,
      /tarif/i,
    ]) {
      expect(headings, `${slug}: ${part}`).toMatch(part);
    }
  });

  it("are the same bytes from one build to the next (this run's first rendering, and another)", {
    tags: ["slow"],
    timeout: 60_000,
  }, async () => {
    const again = await renderAllDocuments();
    for (const [slug, pdf] of Object.entries(pdfs)) expect(again[slug]?.equals(pdf), slug).toBe(true);
  });

  /** The programme PDFs and the page each quotes its sheet from. */
  const programmes = {
    "formation-formateur-programme": "/formation_metier_formateur_adultes",
    "formation-consultant-programme": "/formation_metier_consultant_en_gestion_de_carrieres",
    "orientation-jeunes-programme": "/orientation_des_jeunes",
    "outplacement-individuel-presentation": "/outplacement",
  } as const;

  it.each(Object.entries(programmes))(
    "%s shows the sheet of %s, the page's own block: every row, typed nowhere else",
    async (slug, pagePath) => {
      const source = documentSource(slug);
      const raw = await readFile(path.join(DOCUMENT_SOURCE_DIR, `${source.slug}.md`), "utf8");
      expect(raw).toContain(`{{programme:${pagePath}}}`);
      const text = await documentText(source);
      expect(text).toContain(`## ${programmeSheetWords().title}`);
      const page = servicePages.find((row) => row.path === pagePath);
      if (!page) throw new Error(pagePath);
      for (const row of programmeSheetRows(page.programme, page.lastModified)) {
        expect(text, row.label).toContain(`### ${row.label}`);
        if (row.field === "updated") continue;
        for (const value of typeof row.value === "string" ? [row.value] : row.value) {
          expect(text, row.label).toContain(escapeMarkdown(value));
        }
        // Hand-typed duplicates of the sheet are gone from the source text.
        expect(raw).not.toMatch(new RegExp(`^#{2,3} ${row.label}$`, "m"));
      }
      expect(raw).not.toMatch(/délai d’accès[^.]*maximum/i);
    },
  );

  it("programme documents carry no quality mark", () => {
    for (const slug of Object.keys(programmes)) {
      expect(documentSource(slug)).not.toHaveProperty("picture");
    }
  });
});

describe("the RGPD notice on the audience measurement (content/legal/audience-notice.yaml)", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  /** The two sentences as the firm wrote them. */
  const { measured, notMeasured } = parse(
    readFileSync(path.join(DOCUMENT_SOURCE_DIR, "../legal/audience-notice.yaml"), "utf8"),
  ) as { measured: string; notMeasured: string };
  const measuredText = measured.replace("{duree}", retentionText(AUDIENCE_RETENTION_MONTHS));

  /** The notice's source text as a build with the measurement on or off writes it. */
  async function notice(measurement: "on" | "off"): Promise<{ text: string; sentence: string | undefined }> {
    vi.stubEnv("AUDIENCE_MEASUREMENT", measurement);
    if (measurement === "on") vi.stubEnv("RELAY_ORIGIN", "");
    vi.resetModules();
    const build = await import("./build.ts");
    const catalog = await import("../../content/documents/catalog.ts");
    const { facts: factsOfBuild } = await import("../../content/facts/index.ts");
    return {
      text: await build.documentText(catalog.documentSource("notice-rgpd")),
      sentence: factsOfBuild().audienceSentence,
    };
  }

  it("says what is counted and for how long when the build measures the audience", async () => {
    const { text, sentence } = await notice("on");
    expect(measured).toContain("{duree}");
    expect(sentence).toBe(measuredText);
    expect(text).toContain(measuredText);
    expect(text).not.toContain(notMeasured);
    expect(text).not.toMatch(/\{duree\}|\{\{audienceSentence\}\}/);
  });

  it("says nothing is measured when the build does not measure", async () => {
    const { text, sentence } = await notice("off");
    expect(sentence).toBe(notMeasured);
    expect(text).toContain(notMeasured);
    expect(text).not.toContain(measuredText);
  });
});
