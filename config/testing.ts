/**
 * For tests: the repository's identity file with some fields changed, as YAML
 * text (to test the file's rules and messages) or as a checked identity (to
 * build a configuration for another firm without touching content/firm.yaml).
 */
import { readFileSync } from "node:fs";
import { parseDocument } from "yaml";
import { type Firm, fictionalValues, firmFilePath, parseFirm } from "./firm.ts";

/** Dotted paths ("offices.provins.street") and their new values; `undefined` removes the field. */
export type FirmEdits = Readonly<Record<string, unknown>>;

/** content/firm.yaml's text with `edits` applied, comments and order kept. */
export function firmText(edits: FirmEdits = {}): string {
  const document = parseDocument(readFileSync(firmFilePath({}), "utf8"));
  for (const [dotted, value] of Object.entries(edits)) {
    const at = dotted.split(".");
    if (value === undefined) document.deleteIn(at);
    else document.setIn(at, value);
  }
  return document.toString();
}

/** The repository's identity with `edits` applied, checked like the file. */
export function testFirm(edits: FirmEdits = {}): Firm {
  return parseFirm(firmText(edits), "content/firm.yaml (test)");
}

/**
 * Edits that leave nothing fictional in the repository's file: the list
 * `fictional` emptied and every address on the reserved `.example` domain
 * moved to `.test` (reserved for tests, and not refused by a production build).
 */
export function nonFictionalEdits(): FirmEdits {
  const edits: Record<string, unknown> = { fictional: [] };
  for (const { path, value } of fictionalValues(testFirm({ fictional: [] }))) {
    edits[path] = value.replace(/\.example\b/g, ".test");
  }
  return edits;
}
