import type { Plugin } from "vite";
import { documentLinks } from "../../content/documents/catalog";
import { buildDocuments } from "./build";

let built: Promise<Record<string, number>> | undefined;

/**
 * Builds the downloadable documents into public/documents/ before Vite starts
 * (so the build copies them to build/client/documents/ and the dev server
 * serves them), and gives the pages the document lists — label, address and
 * size of each file — as __DOCUMENT_LISTS__ (so the browser gets only that).
 * One build per process, however many times the config is loaded.
 */
export function documentsPlugin(): Plugin {
  return {
    name: "cabinet:documents",
    async config() {
      built ??= buildDocuments();
      return { define: { __DOCUMENT_LISTS__: JSON.stringify(documentLinks(await built)) } };
    },
  };
}
