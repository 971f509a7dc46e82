import type { Plugin } from "vite";
import { buildDocuments } from "./build";

let built: Promise<Record<string, number>> | undefined;

/**
 * Builds the downloadable documents into public/documents/ before Vite starts
 * (so the build copies them to build/client/documents/ and the dev server
 * serves them), and gives the pages each file's size as __DOCUMENT_BYTES__.
 * One build per process, however many times the config is loaded.
 */
export function documentsPlugin(): Plugin {
  return {
    name: "cabinet:documents",
    async config() {
      built ??= buildDocuments();
      return { define: { __DOCUMENT_BYTES__: JSON.stringify(await built) } };
    },
  };
}
