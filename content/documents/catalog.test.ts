/**
 * The documents' catalogue: an entry may name the PDF the firm provides only
 * as its own `{slug}.pdf` (the file the build publishes in its place).
 */
import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { contentDir } from "../lib/collection.ts";
import { documentSources, documentSourcesIn } from "./catalog.ts";

const slug = Object.keys(documentSources)[0] as string;
let folder: string;

beforeEach(async () => {
  folder = await mkdtemp(path.join(tmpdir(), "catalog-"));
  await cp(path.join(contentDir(), "documents", `${slug}.md`), path.join(folder, `${slug}.md`));
});

afterEach(() => rm(folder, { recursive: true, force: true }));

/** The entry with `line` added to its frontmatter. */
async function withLine(line: string): Promise<void> {
  const file = path.join(folder, `${slug}.md`);
  const text = await readFile(file, "utf8");
  await writeFile(file, text.replace(/^---\n/, `---\n${line}\n`));
}

describe("a document's provided PDF in the catalogue", () => {
  it("is its own {slug}.pdf when named", async () => {
    expect(documentSourcesIn(folder)[slug]?.provided).toBeUndefined();
    await withLine(`pdf: ${slug}.pdf`);
    expect(documentSourcesIn(folder)[slug]?.provided).toBe(`${slug}.pdf`);
  });

  it("stops the build, in French, when the entry names another file", async () => {
    await withLine("pdf: autre-document.pdf");
    expect(() => documentSourcesIn(folder)).toThrow(`doit nommer le PDF de ce document, ${slug}.pdf`);
  });

  it("stops the build, in French, when the name is not a PDF's", async () => {
    await withLine(`pdf: ${slug}.docx`);
    expect(() => documentSourcesIn(folder)).toThrow(/suivi de \.pdf/);
  });
});

describe("a document's source text", () => {
  /** The source with `text` added after its first line of text. */
  async function withText(text: string): Promise<number> {
    const file = path.join(folder, `${slug}.md`);
    const source = await readFile(file, "utf8");
    const end = source.indexOf("\n---", 4) + 4;
    await writeFile(file, `${source.slice(0, end)}\n\n${text}\n${source.slice(end)}`);
    return source.slice(0, end).split("\n").length + 2;
  }

  it.each([
    "Texte <script>alert(1)</script> fin.",
    "- un *deux <img src=x onerror=alert(1)>*",
    '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
    "Voir [ici](JAVASCRIPT:alert(1)).",
    "Voir [ici](java&#x09;script:alert(1)).",
    "![x](data:text/html,abc)",
  ])("stops the build on %j, naming the file and the line", async (text) => {
    const line = await withText(text);
    expect(() => documentSourcesIn(folder)).toThrow(`${slug}.md, ligne ${line} : `);
  });

  it("accepts links to the site, https, mailto and tel", async () => {
    await withText(
      "Voir [contact](/contact), [VAE](https://vae.gouv.fr), [écrire](mailto:a@b.fr) & [appeler](tel:+331).",
    );
    expect(documentSourcesIn(folder)[slug]).toBeDefined();
  });
});
