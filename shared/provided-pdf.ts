/**
 * The rule of a PDF the firm provides (decision 039), shared by the build
 * (scripts/documents/provided.ts) and the editor's uploads
 * (server/admin/editor.ts): a real PDF (it starts with `%PDF-`), 10 Mo at most.
 * Pure: no file is read here.
 */

/** The largest PDF the firm may provide (the back office's upload limit too). */
export const MAX_PROVIDED_PDF_BYTES = 10 * 1024 * 1024;

const PDF_MAGIC = "%PDF-";

/** How the messages name a file of the documents folder: content/documents/{name}. */
export const shownName = (name: string) => `content/documents/${name}`;

/** A size in French: « 12,4 Mo ». */
function megabytes(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toLocaleString("fr-FR", { maximumFractionDigits: 1 })}\u00a0Mo`;
}

/**
 * Why `bytes` cannot be published as the PDF `name`, in French, or undefined
 * when it can: not a PDF (no `%PDF-` at the start), or over 10 Mo.
 */
export function providedPdfProblem(bytes: Uint8Array, name: string): string | undefined {
  const head = Buffer.from(bytes.subarray(0, PDF_MAGIC.length)).toString("latin1");
  if (head !== PDF_MAGIC) {
    return (
      `${shownName(name)}\u00a0: ce fichier n’est pas un PDF (il ne commence pas par «\u00a0%PDF-\u00a0»). ` +
      "Enregistrez le document au format PDF et déposez-le de nouveau, ou supprimez ce fichier\u00a0: " +
      "le site reprendra le document écrit dans le fichier .md du même nom."
    );
  }
  if (bytes.length > MAX_PROVIDED_PDF_BYTES) {
    return (
      `${shownName(name)}\u00a0: ce PDF pèse ${megabytes(bytes.length)}, plus que les ` +
      `${megabytes(MAX_PROVIDED_PDF_BYTES)} permis. Réduisez-le (par exemple en l’enregistrant «\u00a0pour le web\u00a0» ` +
      "ou avec des images moins lourdes) et déposez-le de nouveau."
    );
  }
  return undefined;
}
