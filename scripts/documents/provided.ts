/**
 * A PDF the firm provides (issue 34): the real quality certificate, a
 * programme signed by the certifier. Kept beside a document's source text as
 * content/documents/{slug}.pdf and NAMED by the document's entry
 * (`pdf: {slug}.pdf` in the frontmatter of content/documents/{slug}.md), it
 * replaces the PDF the build would generate: the build copies it byte for
 * byte to /documents/{slug}.pdf. The Markdown file stays the document's
 * catalogue entry (its link's label, its lists, its place), and the page
 * shows the provided file's size. Documents whose entry names no PDF stay
 * generated from their text.
 *
 * One rule: the entry's `pdf` key decides, not the file's presence. A key
 * whose file is missing, or a PDF of the folder that no entry names, stops
 * the build with a French message saying which to add or remove (the
 * back office's editor writes and removes the key and the file together).
 *
 * A provided file must be a real PDF (it starts with `%PDF-`) of at most
 * 10 Mo, and must replace a document of the catalogue; anything else stops
 * the build with a French message naming the file.
 *
 * The build checks read the text of every PDF the site serves, provided ones
 * included (build-checks/regulation.test.ts, through `pdfPlainText`): a
 * signed document that states a superseded rule of law (an old CPF
 * participation…) is refused like a page that does.
 *
 * Node only.
 */
import { existsSync, readdirSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { extractText } from "unpdf";
import { ContentError } from "../../content/lib/collection.ts";
import { providedPdfProblem, shownName } from "../../shared/provided-pdf.ts";

/** What the checks need of a catalogue entry: its slug, and the PDF it names if any. */
export interface ProvidedEntry {
  slug: string;
  provided?: string;
}

/**
 * Stops the build when a PDF of `sourceDir` is named by no entry of the
 * catalogue (`entries`): it would never be published, and the firm would not
 * know why.
 */
export function checkProvidedPdfsBelong(sourceDir: string, entries: Iterable<ProvidedEntry>): void {
  if (!existsSync(sourceDir)) return;
  const bySlug = new Map([...entries].map((entry) => [entry.slug, entry]));
  const named = new Set([...bySlug.values()].flatMap((entry) => (entry.provided ? [entry.provided] : [])));
  const strays = readdirSync(sourceDir)
    .filter((file) => /\.pdf$/i.test(file) && !named.has(file))
    .sort();
  if (strays.length === 0) return;
  throw new ContentError(
    strays
      .map((file) => {
        const entry = shownName(`${file.slice(0, -4)}.md`);
        return bySlug.has(file.slice(0, -4))
          ? `${shownName(file)}\u00a0: la fiche ${entry} ne nomme pas ce PDF, il ne serait pas publié. ` +
              "Déposez-le depuis l’éditeur (champ «\u00a0PDF fourni par le cabinet\u00a0» du document), " +
              `ou ajoutez la ligne «\u00a0pdf: ${file}\u00a0» à sa fiche, ou supprimez-le.`
          : `${shownName(file)}\u00a0: aucun document du catalogue ne porte ce nom (il faudrait un fichier ` +
              `${entry}). Donnez au PDF le nom du document qu’il remplace (en minuscules, .pdf), ou supprimez-le.`;
      })
      .join("\n"),
  );
}

/**
 * The PDF the firm provides for the entry `slug` (whose `pdf` key names
 * `{slug}.pdf`), read from `sourceDir` and checked. A missing file, a file
 * that is not a PDF, or one too large stops the build with a French message
 * naming it.
 */
export async function readProvidedPdf(sourceDir: string, slug: string): Promise<Buffer> {
  const name = `${slug}.pdf`;
  const bytes = await readFile(path.join(sourceDir, name)).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return undefined;
    throw error;
  });
  if (!bytes) {
    throw new ContentError(
      `${shownName(`${slug}.md`)}\u00a0: sa fiche nomme le PDF fourni «\u00a0${name}\u00a0», mais ${shownName(name)} ` +
        "n’existe pas. Déposez de nouveau le PDF depuis l’éditeur, ou retirez-le (la ligne pdf) pour publier " +
        "le PDF construit à partir du texte.",
    );
  }
  const problem = providedPdfProblem(bytes, name);
  if (problem) throw new ContentError(problem);
  return bytes;
}

/**
 * The text of a PDF as a reader reads it, for the checks that look for what
 * the site must never say: the words of every page, lines joined (a sentence
 * wrapped over two lines is one sentence again, a word hyphenated at a line's
 * end is whole again).
 */
export async function pdfPlainText(bytes: Uint8Array): Promise<string> {
  const { text } = await extractText(new Uint8Array(bytes), { mergePages: true });
  return text
    .replace(/-\n(?=\p{Ll})/gu, "")
    .replace(/[ \t]*\n[ \t]*/g, " ")
    .trim();
}
