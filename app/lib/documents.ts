/** The document lists as the pages show them: label, address, size and, for one entry, a picture. */
import {
  type DocumentListId,
  documentHref,
  documentLists,
  documentSources,
} from "../../content/documents/catalog";
import badgeQualite from "../assets/badge-qualite.svg";

/** Each PDF's size in bytes, measured by the build step (scripts/documents/vite-plugin.ts). */
declare const __DOCUMENT_BYTES__: Record<string, number> | undefined;
const documentBytes: Record<string, number> =
  typeof __DOCUMENT_BYTES__ !== "undefined" ? __DOCUMENT_BYTES__ : {};

/** A downloadable document entry (spec section 3). */
export interface DocumentEntry {
  /** The link's label. */
  name: string;
  /** The file's address. */
  pdfFile: string;
  /** The file's size, when known: the link says it. */
  bytes?: number;
  /** A picture shown with the link (one entry has one: the quality certificate). */
  picture?: { src: string; alt: string; width: number; height: number };
}

const pictures: Partial<Record<string, DocumentEntry["picture"]>> = {
  [documentSources.qualityCertificate.slug]: { src: badgeQualite, alt: "", width: 48, height: 48 },
};

/** The entries of one of the spec's document lists. */
export function documentList(id: DocumentListId): DocumentEntry[] {
  return documentLists[id].map((documentId) => {
    const { slug, name } = documentSources[documentId];
    const picture = pictures[slug];
    return { name, pdfFile: documentHref(slug), bytes: documentBytes[slug], ...(picture && { picture }) };
  });
}

/** 27769 -> "PDF, 28 Ko" (kilo-octets of 1000 bytes, at least 1). */
export function documentFormat(bytes: number | undefined): string {
  if (bytes === undefined) return "PDF";
  return `PDF, ${Math.max(1, Math.round(bytes / 1000))}\u00a0Ko`;
}
