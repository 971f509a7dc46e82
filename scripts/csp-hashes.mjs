/**
 * The Content-Security-Policy hashes of the pre-rendered pages (decision 017).
 *
 * Every page carries inline scripts: React Router's context and stream
 * scripts, React's `$RC`/`$RV` boundary scripts, the scroll restoration, and
 * the hydration loader of scripts/defer-hydration.mjs, which itself inserts an
 * inline `<script type="module">` (the original bootstrap) once the page has
 * loaded. Instead of allowing every inline script ('unsafe-inline'), the
 * server lists the sha256 of each of them in `script-src`, per page. This
 * module computes them once the HTML is final (after the hydration rewrite)
 * and writes the manifest the server reads at start-up:
 *
 *   build/csp-hashes.json   { "about/index.html": ["'sha256-…'", …], "404.html": […], … }
 *
 * keyed by the HTML file's path relative to build/client ("/" separators).
 * It sits beside build/client, never inside it, so it is not a public file.
 *
 * The HTML is the framework's own serialized output, not arbitrary markup, so
 * a regular expression finds its scripts: `<script …>` up to the first
 * `</script` (how the HTML parser ends a script element too).
 */
import { createHash } from "node:crypto";
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { deferredModuleSource } from "./defer-hydration.mjs";

/** The manifest's file name, beside the client directory. */
export const CSP_MANIFEST_NAME = "csp-hashes.json";

/** Where the manifest of a client directory lives: build/client -> build/csp-hashes.json. */
export function cspManifestPath(clientDir) {
  return path.join(path.dirname(path.resolve(clientDir)), CSP_MANIFEST_NAME);
}

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script[\s/>]/gi;
const TYPE_ATTRIBUTE = /(?:^|\s)type\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/i;
const SRC_ATTRIBUTE = /(?:^|\s)src(?:\s*=|\s|$)/i;

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
 * @param {string | undefined} type
 */
export function isExecutableScriptType(type) {
  if (type === undefined) return true;
  const essence = type.trim().toLowerCase();
  if (essence === "") return true;
  return JAVASCRIPT_TYPES.has(essence) || OTHER_CHECKED_TYPES.has(essence);
}

/**
 * The source of every inline script of a page that script-src governs, in
 * document order: what the browser hashes (its text, line breaks normalized
 * as the HTML parser does).
 * @param {string} html
 * @returns {string[]}
 */
export function inlineScripts(html) {
  const scripts = [];
  for (const match of html.matchAll(SCRIPT)) {
    const attributes = match[1] ?? "";
    if (SRC_ATTRIBUTE.test(attributes)) continue;
    const type = attributes.match(TYPE_ATTRIBUTE);
    if (!isExecutableScriptType(type ? (type[1] ?? type[2] ?? type[3]) : undefined)) continue;
    scripts.push((match[2] ?? "").replace(/\r\n?/g, "\n"));
  }
  return scripts;
}

/**
 * The CSP source expression of a script: 'sha256-<base64 of its UTF-8 bytes>'.
 * @param {string} source
 */
export function scriptHash(source) {
  return `'sha256-${createHash("sha256").update(source, "utf8").digest("base64")}'`;
}

/**
 * The hashes a page's script-src needs: each inline script, plus the module
 * its hydration loader inserts. Unique, in document order.
 * @param {string} html a final page (after scripts/defer-hydration.mjs)
 * @returns {string[]}
 */
export function pageScriptHashes(html) {
  const sources = inlineScripts(html);
  const deferred = deferredModuleSource(html);
  if (deferred !== undefined) sources.push(deferred);
  return [...new Set(sources.map(scriptHash))];
}

/**
 * Hashes every HTML file under `clientDir` and writes the manifest beside it.
 * @param {string} clientDir the build/client directory, with its final HTML
 * @returns {Promise<{ file: string, pages: number }>} the manifest's path and how many pages it lists
 */
export async function writeCspHashes(clientDir) {
  const root = path.resolve(clientDir);
  const entries = await readdir(root, { withFileTypes: true, recursive: true });
  const files = entries
    .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
    .map((entry) => path.join(entry.parentPath ?? entry.path, entry.name))
    .sort();
  /** @type {Record<string, string[]>} */
  const manifest = {};
  for (const file of files) {
    const key = path.relative(root, file).split(path.sep).join("/");
    manifest[key] = pageScriptHashes(await readFile(file, "utf8"));
  }
  const target = cspManifestPath(root);
  await writeFile(target, `${JSON.stringify(manifest, null, 2)}\n`);
  return { file: target, pages: files.length };
}
