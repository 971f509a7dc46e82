/**
 * Build step: the Content-Security-Policy hashes of the pre-rendered pages (decision 017).
 *
 * Every page carries inline scripts: React Router's context and its module
 * bootstrap, and the scroll restoration. Instead of allowing every inline
 * script ('unsafe-inline'), the
 * server lists the sha256 of each of them in `script-src`, per page. This
 * step computes them once the HTML is final (after the critical CSS)
 * and writes the manifest the server reads at start-up. The same goes for the
 * page's `<style>` element, the CSS it uses (./critical-css.ts, decision 027),
 * whose hash goes in `style-src-elem`:
 *
 *   build/csp-hashes.json   { "about/index.html": { "script": ["'sha256-…'", …], "style": ["'sha256-…'"] },
 *                             "404.html": { … }, … }
 *
 * keyed by the HTML file's path relative to build/client ("/" separators).
 * It sits beside build/client, never inside it, so it is not a public file.
 */
import { createHash } from "node:crypto";
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { cspManifestPath } from "../../config/build-info.ts";
import { listPages, relativeKey } from "./files.ts";
import { findElements, isExecutableScriptType, isRedirectPage } from "./html.ts";
import type { BuildStep } from "./step.ts";

/**
 * The source of every inline script of a page that script-src governs, in
 * document order: what the browser hashes (its text, line breaks normalized
 * as the HTML parser does). An empty script is left out: the browser does
 * not prepare it, so the policy is never asked (HTML, « prepare the script
 * element »); the route data's emptied scripts would otherwise cost a hash.
 */
export function inlineScripts(html: string): string[] {
  return findElements(html, ["script"])
    .filter((script) => !("src" in script.attributes) && isExecutableScriptType(script.attributes.type))
    .map((script) => (script.content ?? "").replace(/\r\n?/g, "\n"))
    .filter((source) => source !== "");
}

/**
 * The text of every `<style>` element of a page, in document order: what the
 * browser hashes for style-src-elem (line breaks normalized as for scripts).
 */
export function inlineStyles(html: string): string[] {
  return findElements(html, ["style"]).map((style) => (style.content ?? "").replace(/\r\n?/g, "\n"));
}

/** The CSP source expression of an inline script or style: 'sha256-<base64 of its UTF-8 bytes>'. */
export function cspHash(source: string): string {
  return `'sha256-${createHash("sha256").update(source, "utf8").digest("base64")}'`;
}

/**
 * The hashes a page's script-src needs: each inline script. Unique, in
 * document order. (The module the hydration loader inserts is a file: 'self'.)
 */
export function pageScriptHashes(html: string): string[] {
  return [...new Set(inlineScripts(html).map(cspHash))];
}

/** The hashes a page's style-src-elem needs: each `<style>` element. Unique, in document order. */
export function pageStyleHashes(html: string): string[] {
  return [...new Set(inlineStyles(html).map(cspHash))];
}

/** A page's entry in the manifest. */
interface PageHashes {
  script: string[];
  style: string[];
}

/** What writeCspHashes wrote. */
export interface CspManifest {
  /** The manifest's path. */
  file: string;
  /** How many pages it lists. */
  pages: number;
  /** How many of them have a <style> element. */
  pagesWithStyles: number;
  /** The pages, other than redirect pages, that have no inline script at all. */
  pagesWithoutScripts: string[];
}

/** Hashes every HTML file under `clientDir` (its final HTML) and writes the manifest beside it. */
export async function writeCspHashes(clientDir: string): Promise<CspManifest> {
  const root = path.resolve(clientDir);
  const manifest: Record<string, PageHashes> = {};
  const pagesWithoutScripts: string[] = [];
  let pagesWithStyles = 0;
  const files = await listPages(root);
  for (const file of files) {
    const key = relativeKey(root, file);
    const html = await readFile(file, "utf8");
    const hashes = { script: pageScriptHashes(html), style: pageStyleHashes(html) };
    manifest[key] = hashes;
    if (hashes.script.length === 0 && !isRedirectPage(html)) pagesWithoutScripts.push(key);
    if (hashes.style.length > 0) pagesWithStyles += 1;
  }
  const target = cspManifestPath(root);
  await writeFile(target, `${JSON.stringify(manifest, null, 2)}\n`);
  return { file: target, pages: files.length, pagesWithStyles, pagesWithoutScripts };
}

/**
 * The pipeline's step. Every page the framework rendered has inline scripts
 * (redirect pages have none): a page without any means the scripts were not
 * found, and its policy would block them, so the step fails.
 */
export const cspHashesStep: BuildStep = {
  name: "CSP hashes",
  async run({ clientDir }) {
    const { file, pages, pagesWithStyles, pagesWithoutScripts } = await writeCspHashes(clientDir);
    if (pages === 0) throw new Error(`no page under ${clientDir}`);
    if (pagesWithoutScripts.length > 0) {
      throw new Error(`no inline script found in ${pagesWithoutScripts.join(", ")}`);
    }
    return `${path.basename(file)}: the script hashes of ${pages} pages, the style hashes of ${pagesWithStyles}`;
  },
};
