import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { changedPages } from "./changes.ts";

const temps: string[] = [];
afterAll(async () => {
  for (const dir of temps) await rm(dir, { recursive: true, force: true });
});

interface Page {
  title?: string;
  description?: string;
  body?: string;
  /** What changes from one build to the next without the content changing. */
  asset?: string;
}

function html({ title = "Titre", description = "Description", body = "<p>Texte.</p>", asset = "a1" }: Page) {
  return (
    `<!DOCTYPE html><html lang="fr"><head><title>${title}</title><meta name="description" content="${description}">` +
    `<link rel="stylesheet" href="/assets/root-${asset}.css"><style>.x{color:red}/*${asset}*/</style></head>` +
    `<body><main>${body}</main><script type="module" src="/assets/entry-${asset}.js"></script>` +
    `<script>window.__rr="${asset}"</script></body></html>`
  );
}

/** A small build/client: pages by path, files by relative name. */
async function site(
  pages: Record<string, Page>,
  files: Record<string, string | Buffer> = {},
): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), "changes-"));
  temps.push(dir);
  for (const [pagePath, page] of Object.entries(pages)) {
    const folder = path.join(dir, pagePath.slice(1));
    await mkdir(folder, { recursive: true });
    await writeFile(path.join(folder, "index.html"), html(page));
  }
  for (const [name, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, name)), { recursive: true });
    await writeFile(path.join(dir, name), content);
  }
  return dir;
}

const pdf = (text: string) => Buffer.from(`%PDF-1.7\n${text}\n%%EOF\n`, "latin1");

describe("changedPages", () => {
  it("sees a change of title, description or visible text, page by page", async () => {
    const before = await site({ "/": {}, "/a": {}, "/b": {}, "/c": {}, "/d": {} });
    const after = await site({
      "/": {},
      "/a": { title: "Nouveau titre" },
      "/b": { description: "Nouvelle description" },
      "/c": { body: "<p>Texte modifié.</p>" },
      "/d": {},
    });
    expect(await changedPages(before, after)).toEqual({
      added: [],
      changed: ["/a", "/b", "/c"],
      removed: [],
    });
  });

  it("ignores what a rebuild changes without the content changing: asset names, scripts, styles", async () => {
    const before = await site(
      { "/": { asset: "a1" }, "/contact": { asset: "a1" } },
      { "assets/entry-a1.js": "1" },
    );
    const after = await site(
      { "/": { asset: "b2" }, "/contact": { asset: "b2" } },
      { "assets/entry-b2.js": "2" },
    );
    expect(await changedPages(before, after)).toEqual({ added: [], changed: [], removed: [] });
  });

  it("lists added and removed pages, nested and with decoded names", async () => {
    const before = await site({ "/": {}, "/blog/ancien": {} });
    const after = await site({ "/": {}, "/blog/Souffrez_vous_de_l'hyperchoix": {}, "/villes/melun": {} });
    expect(await changedPages(before, after)).toEqual({
      added: ["/blog/Souffrez_vous_de_l'hyperchoix", "/villes/melun"],
      changed: [],
      removed: ["/blog/ancien"],
    });
  });

  it("compares documents by their bytes", async () => {
    const before = await site(
      { "/": {} },
      { "documents/cgv.pdf": pdf("v1"), "documents/same.pdf": pdf("s"), "documents/old.pdf": pdf("o") },
    );
    const after = await site(
      { "/": {} },
      { "documents/cgv.pdf": pdf("v2"), "documents/same.pdf": pdf("s"), "documents/new.pdf": pdf("n") },
    );
    expect(await changedPages(before, after)).toEqual({
      added: ["/documents/new.pdf"],
      changed: ["/documents/cgv.pdf"],
      removed: ["/documents/old.pdf"],
    });
  });

  it("counts every page and document as added at the first publication", async () => {
    const after = await site({ "/": {}, "/contact": {} }, { "documents/x.pdf": pdf("x") });
    expect(await changedPages(undefined, after)).toEqual({
      added: ["/", "/contact", "/documents/x.pdf"],
      changed: [],
      removed: [],
    });
  });

  it("refuses a folder that is not a build", async () => {
    const empty = await mkdtemp(path.join(tmpdir(), "changes-empty-"));
    temps.push(empty);
    await expect(changedPages(undefined, empty)).rejects.toThrow(/n’est pas un site construit/);
  });
});
