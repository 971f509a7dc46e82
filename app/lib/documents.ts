/** The document lists as the pages show them: label, address, size and, for one entry, a picture. */
import type { DocumentLink, DocumentListId } from "../../content/documents/catalog.ts";
import badgeQualite from "../assets/badge-qualite.svg";

/** The lists with each PDF's size, written by the build step (scripts/documents/vite-plugin.ts). */
declare const __DOCUMENT_LISTS__: Record<DocumentListId, DocumentLink[]> | undefined;

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

const pictures = {
  "quality-badge": { src: badgeQualite, alt: "", width: 48, height: 48 },
} as const;

/** The entries of one of the spec's document lists. */
export function documentList(id: DocumentListId): DocumentEntry[] {
  const lists = typeof __DOCUMENT_LISTS__ !== "undefined" ? __DOCUMENT_LISTS__ : undefined;
  return (lists?.[id] ?? []).map(({ picture, ...link }) => ({
    ...link,
    ...(picture ? { picture: pictures[picture] } : {}),
  }));
}

/** 27769 -> "PDF, 28 Ko" (kilo-octets of 1000 bytes, at least 1). */
export function documentFormat(bytes: number | undefined): string {
  if (bytes === undefined) return "PDF";
  return `PDF, ${Math.max(1, Math.round(bytes / 1000))}\u00a0Ko`;
}
