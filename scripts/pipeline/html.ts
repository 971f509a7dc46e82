/**
 * What the build steps ask of a pre-rendered page's elements: its links' rel
 * tokens, whether it is a redirect page, which scripts script-src governs.
 * The elements are found, and the page edited, by shared/html.ts (htmlparser2).
 */
import { findElements } from "../../shared/html.ts";

export { applyEdits, findElements, type SourceEdit, type SourceElement } from "../../shared/html.ts";

/** True for a pre-rendered redirect page (`<meta http-equiv="refresh">`): it has no script at all. */
export function isRedirectPage(html: string): boolean {
  return findElements(html, ["meta"]).some(
    (meta) => meta.attributes["http-equiv"]?.trim().toLowerCase() === "refresh",
  );
}

/** The JavaScript MIME types of the HTML standard (a script with one of them runs as a classic script). */
const JAVASCRIPT_TYPES = new Set([
  "application/ecmascript",
  "application/javascript",
  "application/x-ecmascript",
  "application/x-javascript",
  "text/ecmascript",
  "text/javascript",
  "text/javascript1.0",
  "text/javascript1.1",
  "text/javascript1.2",
  "text/javascript1.3",
  "text/javascript1.4",
  "text/javascript1.5",
  "text/jscript",
  "text/livescript",
  "text/x-ecmascript",
  "text/x-javascript",
]);

/** Script types whose inline content is checked against script-src (data blocks such as JSON-LD are not). */
const OTHER_CHECKED_TYPES = new Set(["module", "importmap", "speculationrules"]);

/**
 * True when a `<script>` with this `type` attribute (undefined when absent) is
 * something script-src governs; false for a data block (application/ld+json…).
 */
export function isExecutableScriptType(type: string | undefined): boolean {
  if (type === undefined) return true;
  const essence = type.trim().toLowerCase();
  if (essence === "") return true;
  return JAVASCRIPT_TYPES.has(essence) || OTHER_CHECKED_TYPES.has(essence);
}
