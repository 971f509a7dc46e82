/**
 * Vitest setup file: defines __DOCUMENT_LISTS__ (app/lib/documents.ts) in each
 * test file, as the build's Vite configuration does for the pages, from the
 * lists ./documents.vitest-global.ts computed once for the run.
 */
import { inject } from "vitest";

Object.assign(globalThis, { __DOCUMENT_LISTS__: inject("documentLists") });
