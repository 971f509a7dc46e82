/**
 * The firm's downloadable documents (spec section 3, "Downloadable document
 * entry"): each is a PDF built from its source text, content/documents/{slug}.md,
 * by scripts/documents/ during the build. The frontmatter of that file is
 * the document's catalogue entry (its link's label, the PDF's title and
 * subject, its revision day, the lists it appears in and its place there),
 * so adding a document is adding a file. The build step (in Node) and the
 * pages read this same catalogue; the pages get the lists, with each PDF's
 * size, baked in at build (scripts/documents/vite-plugin.ts). Labels and
 * titles are plain French; typeset() adds the no-break spaces.
 *
 * A PDF the firm provides (issue 34: the signed certificate, a programme
 * stamped by the certifier) replaces the generated one when, and only when,
 * the document's entry names it: `pdf: {slug}.pdf`, the file lying beside the
 * source text as content/documents/{slug}.pdf. The key is the one rule the
 * build follows (scripts/documents/provided.ts): a key whose file is missing,
 * or a PDF in the folder that no entry names, stops the build with a French
 * message. The editor's « PDF fourni par le cabinet » field writes both the
 * key and the file, and removing it removes both (server/admin/editor.ts).
 *
 * Node only.
 */
import { z } from "zod";
import { frenchTypography, typeset } from "../format.ts";
import { ContentError, type Entry, readCollection } from "../lib/collection.ts";
import { text } from "../lib/fields.ts";
import { checkMarkdown } from "../lib/safe-markdown.ts";

/** The document lists of spec section 3, each shown by one page or (legal) by the footer. */
const documentListIds = [
  "bilan",
  "vae",
  "youth",
  "outplacement",
  "businessCreation",
  "trainer",
  "consultant",
  "legal",
  "disability",
  "careerPathInterview",
] as const;

export type DocumentListId = (typeof documentListIds)[number];

export interface DocumentSource {
  /** File name without extension: the source is {slug}.md, the file /documents/{slug}.pdf. */
  slug: string;
  /** The link's label on the site. */
  name: string;
  /** The PDF's title (metadata and first heading). */
  title: string;
  /** One sentence for the PDF's subject metadata. */
  subject: string;
  /** When the text was last revised (ISO date): the PDF's creation and modification date. */
  revised: string;
  /** A picture the link shows (spec: one entry has one). */
  picture?: "quality-badge";
  /** The PDF the firm provides, published instead of a generated one: `{slug}.pdf`, beside the source text. */
  provided?: string;
}

/** A document's slug: the name of its source file. */
export type DocumentId = string;

/** A document's catalogue entry: the frontmatter of content/documents/{slug}.md (edited in the back office's editor too). */
export const entrySchema = z.strictObject({
  name: text.meta({
    title: "Le nom du lien vers le document",
    description: frenchTypography(
      "Le nom que le site donne au lien vers le PDF. Le PDF /documents/ suivi du nom du fichier et de .pdf est construit à partir du texte sous cette fiche.",
    ),
  }),
  title: text,
  subject: text,
  revised: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, {
      error: "doit être un jour écrit aaaa-mm-jj, comme 2026-11-23",
      abort: true,
    })
    .refine((day) => !Number.isNaN(Date.parse(day)), "n’est pas une date du calendrier"),
  picture: z.enum(["quality-badge"]).optional(),
  lists: z
    .array(z.enum(documentListIds))
    .min(1, "doit nommer au moins une liste : un document qu’aucune page ne montre n’a pas sa place ici")
    .refine((lists) => new Set(lists).size === lists.length, "nomme deux fois la même liste"),
  order: z.number().int("doit être un nombre entier"),
  /** The PDF the firm provides in place of the generated one: exactly `{slug}.pdf` (checked by `catalogEntries`). */
  pdf: z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9-]*\.pdf$/,
      "doit être le nom du document suivi de .pdf, comme certificat-qualite.pdf",
    )
    .optional(),
});

type CatalogEntry = Entry<z.output<typeof entrySchema>>;

/**
 * The entries of a documents folder (content/documents by default), in the
 * catalogue's order; an entry whose `pdf` is not its own `{slug}.pdf` stops
 * the build with a French message.
 */
export function catalogEntries(folder = "documents"): CatalogEntry[] {
  const read = readCollection(folder, "md", entrySchema);
  for (const { id, source, data, body, firstLine } of read) {
    // The PDF's source text follows the site's Markdown rule (content/lib/safe-markdown.ts).
    checkMarkdown(body, { source, firstLine });
    if (data.pdf !== undefined && data.pdf !== `${id}.pdf`) {
      throw new ContentError(
        `${source} : « pdf: ${data.pdf} » doit nommer le PDF de ce document, ${id}.pdf, rangé à côté de ce fichier ` +
          "(déposez-le depuis l’éditeur, qui lui donne ce nom, ou retirez la ligne pdf pour publier le PDF construit à partir du texte).",
      );
    }
  }
  return read.sort((a, b) => a.data.order - b.data.order || a.id.localeCompare(b.id));
}

/** A catalogue entry as a document's source. */
function sourceOf({ id, data }: CatalogEntry): DocumentSource {
  return {
    ...typeset({
      slug: id,
      name: data.name,
      title: data.title,
      subject: data.subject,
      revised: data.revised,
      ...(data.picture ? { picture: data.picture } : {}),
    }),
    ...(data.pdf ? { provided: data.pdf } : {}),
  };
}

/** The documents of a documents folder (a copy of content/documents: the editor's working copy), by slug. */
export function documentSourcesIn(folder: string): Record<DocumentId, DocumentSource> {
  return Object.fromEntries(catalogEntries(folder).map((entry) => [entry.id, sourceOf(entry)]));
}

const entries = catalogEntries();

/** Every document, by slug, in the catalogue's order. */
export const documentSources: Readonly<Record<DocumentId, DocumentSource>> = Object.fromEntries(
  entries.map((entry) => [entry.id, sourceOf(entry)]),
);

/** The document lists of spec section 3, each shown by one page or by the footer: the slugs, in order. */
export const documentLists: Readonly<Record<DocumentListId, readonly DocumentId[]>> = Object.fromEntries(
  documentListIds.map((list) => [
    list,
    entries.filter(({ data }) => data.lists.includes(list)).map(({ id }) => id),
  ]),
) as Record<DocumentListId, DocumentId[]>;

/** The document of a slug; stops the build when the catalogue has none. */
export function documentSource(slug: DocumentId): DocumentSource {
  const source = documentSources[slug];
  if (!source) {
    throw new ContentError(
      `content/documents/${slug}.md : ce document n’existe pas (aucun fichier à ce nom)`,
    );
  }
  return source;
}

/** A document's source text: the Markdown after its catalogue entry, its {{facts}} filled (not its {{programme:…}} sheets). */
export function documentMarkdown(slug: DocumentId): string {
  const entry = entries.find(({ id }) => id === slug);
  if (!entry) documentSource(slug);
  return entry?.body ?? "";
}

/** What a page needs to link a document: its label, address and size, and its picture if any. */
export interface DocumentLink {
  name: string;
  pdfFile: string;
  bytes: number;
  picture?: DocumentSource["picture"];
}

/** Every list as links, given each PDF's size by slug (computed by the build step). */
export function documentLinks(
  bytes: Readonly<Record<string, number>>,
): Record<DocumentListId, DocumentLink[]> {
  const links = {} as Record<DocumentListId, DocumentLink[]>;
  for (const list of documentListIds) {
    links[list] = documentLists[list].map((slug) => {
      const source = documentSource(slug);
      const size = bytes[slug];
      if (size === undefined) throw new Error(`Document "${slug}" was not built`);
      return {
        name: source.name,
        pdfFile: documentHref(slug),
        bytes: size,
        ...(source.picture ? { picture: source.picture } : {}),
      };
    });
  }
  return links;
}

/** The address of a document's PDF on the site; stops the build when no document has this slug. */
export function documentHref(slug: DocumentId): string {
  return `/documents/${documentSource(slug).slug}.pdf`;
}
