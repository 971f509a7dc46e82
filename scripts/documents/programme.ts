/**
 * A programme PDF and its page show one programme sheet (indicator 1 of the
 * national quality framework): a document's source text writes
 * `{{programme:/formation_metier_formateur_adultes}}` where the sheet goes,
 * and the build expands it into a « Programme et modalités » section built
 * from that page's `ProgrammeSheet` by `programmeSheetRows`, the rows the
 * page's block shows, with the title, labels and words of
 * content/programme-sheet.yaml. Nothing of the sheet is typed twice, so the
 * two cannot drift. No quality mark goes into a programme PDF (the mark's
 * charter).
 */
import { disabilityPagePath } from "../../content/compliance-paths.ts";
import { longDate } from "../../content/format.ts";
import { programmeSheetBlock, programmeSheetWords } from "../../content/programme-sheet.ts";
import { servicePages } from "../../content/services/index.ts";
import { site } from "../../content/site.ts";

const PLACEHOLDER = /\{\{\s*programme:(\/[^\s}]+)\s*\}\}/g;

/** Text as Markdown reads it literally: emphasis, code, links and HTML marks are escaped. */
export function escapeMarkdown(text: string): string {
  return text.replace(/([\\`*_[\]<>|])/g, "\\$1");
}

/** The sheet of the service page at `path` as Markdown: one heading per row, the objectives as a list. */
function programmeMarkdown(path: string, slug: string): string {
  const page = servicePages.find((row) => row.path === path);
  if (!page)
    throw new Error(`content/documents/${slug}.md: no service page ${path} for {{programme:${path}}}`);
  const { title, rows } = programmeSheetBlock(page.programme, path, page.lastModified);
  const blocks = [`## ${title}`];
  for (const row of rows) {
    blocks.push(`### ${row.label}`);
    if (typeof row.value !== "string") {
      blocks.push(row.value.map((item) => `- ${escapeMarkdown(item)}`).join("\n"));
    } else if (row.field === "updated") {
      blocks.push(escapeMarkdown(longDate(row.value)));
    } else if (row.field === "accessibility") {
      // The page links the disability page; the PDF gives its address.
      blocks.push(
        `${escapeMarkdown(row.value)} ${programmeSheetWords().disabilityAddress} ${site.url}${disabilityPagePath}`,
      );
    } else {
      blocks.push(escapeMarkdown(row.value));
    }
  }
  return blocks.join("\n\n");
}

/** Replaces every `{{programme:<path>}}` of a source text by that page's sheet. */
export function expandProgrammes(markdown: string, slug: string): string {
  return markdown.replace(PLACEHOLDER, (_, path: string) => programmeMarkdown(path, slug));
}
