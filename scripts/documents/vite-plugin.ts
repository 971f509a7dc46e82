import type { Plugin } from "vite";
import { documentLinks } from "../../content/documents/catalog.ts";
import { buildDocuments, builtDocumentSizes, DOCUMENT_OUTPUT_DIR } from "./build.ts";

let devBuild: Promise<Record<string, number>> | undefined;

/**
 * Gives the pages the document lists — label, address and size of each PDF —
 * as __DOCUMENT_LISTS__ (so the browser gets only that).
 *
 * The build pipeline builds the PDFs into public/documents/ before it
 * pre-renders (scripts/pipeline/documents.ts), and Vite copies them to
 * build/client/documents/. So, when this configuration is loaded:
 * - for a build, the plugin only reads the PDFs' sizes, and stops the build,
 *   saying so, when one is missing (`react-router typegen` also loads the
 *   configuration for a build, but never starts one: it needs no PDF);
 * - for the development server (`react-router dev`), which has no pipeline,
 *   it builds them as the server starts, once per process;
 * - for React Router's child compiler (a server it starts with
 *   `configFile: false` to read route modules' exports), it does nothing.
 */
export function documentsPlugin(): Plugin {
  let missing: string[] = [];
  return {
    name: "cabinet:documents",
    async config(config, { command }) {
      if (command === "serve") {
        if ("configFile" in config && config.configFile === false) return undefined;
        devBuild ??= buildDocuments();
        return { define: { __DOCUMENT_LISTS__: JSON.stringify(documentLinks(await devBuild)) } };
      }
      const built = await builtDocumentSizes();
      missing = built.missing;
      if (missing.length > 0) return undefined;
      return { define: { __DOCUMENT_LISTS__: JSON.stringify(documentLinks(built.sizes)) } };
    },
    buildStart() {
      if (missing.length === 0) return;
      const named = missing.length > 3 ? `${missing.slice(0, 3).join(", ")}…` : missing.join(", ");
      this.error(
        `${missing.length} document(s) not built in ${DOCUMENT_OUTPUT_DIR} (${named}): build the site with ` +
          "`npm run build`, or the documents alone with `npx tsx scripts/documents/build.ts`",
      );
    },
  };
}
