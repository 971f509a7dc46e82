/**
 * What a publication changes, as a visitor sees it: the pages whose title,
 * description or visible text differ between two builds (build/client
 * folders), and the documents (PDFs) whose bytes differ. Asset names, hashes,
 * inlined CSS and scripts do not count: a rebuild of the same content changes
 * nothing here. The publication's commit message and history list these.
 *
 * A page is a pre-rendered `index.html` (`contact/index.html` is "/contact",
 * `index.html` is "/"), its path written as its folder is named (decoded:
 * "/blog/Souffrez_vous_de_l'hyperchoix"). A document is "/documents/{name}.pdf".
 */
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { Parser } from "htmlparser2";
import { pageText } from "../../build-checks/page-text.ts";

export interface PageChanges {
  /** Pages and documents only in the new build. */
  added: string[];
  /** Pages whose title, description or text changed; documents whose bytes changed. */
  changed: string[];
  /** Pages and documents only in the old build. */
  removed: string[];
}

/** The head's title and description of a page. */
function headOf(html: string): { title: string; description: string } {
  let title = "";
  let description = "";
  let inTitle = false;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === "title") inTitle = true;
        if (name === "meta" && attributes.name === "description") description = attributes.content ?? "";
      },
      ontext(text) {
        if (inTitle) title += text;
      },
      onclosetag(name) {
        if (name === "title") inTitle = false;
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  return { title: title.trim(), description: description.trim() };
}

/** What a visitor sees of a page, as one comparable string. */
function visibleContent(html: string): string {
  const { title, description } = headOf(html);
  return JSON.stringify([title, description, pageText(html)]);
}

/** A page path for a build-relative `index.html` file. */
function pagePathOf(file: string): string {
  const folder = path.posix.dirname(file.split(path.sep).join("/"));
  return folder === "." ? "/" : `/${folder}`;
}

/** Each page and document of a build, with what is compared of it. */
async function fingerprints(clientDir: string | undefined): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  if (clientDir === undefined) return found;
  if (!existsSync(path.join(clientDir, "index.html"))) {
    throw new Error(`${clientDir} n’est pas un site construit (pas de index.html)`);
  }
  const files = await readdir(clientDir, { recursive: true });
  for (const file of files.sort()) {
    const posix = file.split(path.sep).join("/");
    if (posix === "index.html" || posix.endsWith("/index.html")) {
      found.set(pagePathOf(posix), visibleContent(await readFile(path.join(clientDir, file), "utf8")));
    } else if (/^documents\/[^/]+\.pdf$/.test(posix)) {
      const bytes = await readFile(path.join(clientDir, file));
      found.set(`/${posix}`, createHash("sha256").update(bytes).digest("hex"));
    }
  }
  return found;
}

/**
 * The pages and documents that differ between the build `before` (undefined:
 * the first publication, so every one is added) and the build `after`, each
 * list sorted.
 */
export async function changedPages(before: string | undefined, after: string): Promise<PageChanges> {
  const [old, next] = await Promise.all([fingerprints(before), fingerprints(after)]);
  const added: string[] = [];
  const changed: string[] = [];
  const removed: string[] = [];
  for (const [page, content] of next) {
    const previous = old.get(page);
    if (previous === undefined) added.push(page);
    else if (previous !== content) changed.push(page);
  }
  for (const page of old.keys()) if (!next.has(page)) removed.push(page);
  const sorted = (list: string[]) => list.sort((a, b) => a.localeCompare(b, "fr"));
  return { added: sorted(added), changed: sorted(changed), removed: sorted(removed) };
}
