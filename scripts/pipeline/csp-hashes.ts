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
 *
 * Only the scripts the site itself writes are hashed (issue 43): those that
 * carry the build's marker as their nonce, which the server entry gives to
 * React Router (config/site-scripts.ts), never every inline script found. A
 * page with any other inline script, an inline data block other than
 * JSON-LD, an event-handler attribute (`onclick=…`), a `srcdoc` or a
 * `javascript:` address stops the build, naming the page
 * (`pageScriptProblems`). The pages are only read, with htmlparser2.
 */
import { createHash } from "node:crypto";
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { Parser } from "htmlparser2";
import { cspManifestPath } from "../../config/build-info.ts";
import { readSiteScriptNonce } from "../../config/site-scripts.ts";
import { listPages, relativeKey } from "./files.ts";
import { findElements, isExecutableScriptType, isRedirectPage, type SourceElement } from "./html.ts";
import type { BuildStep } from "./step.ts";

/**
 * The source of every inline script of a page that script-src governs, in
 * document order: what the browser hashes (its text, line breaks normalized
 * as the HTML parser does). An empty script is left out: the browser does
 * not prepare it, so the policy is never asked (HTML, « prepare the script
 * element »); the route data's emptied scripts would otherwise cost a hash.
 */
export function inlineScripts(html: string): string[] {
  return executableInlineScripts(html).map(scriptText);
}

/** Every executable inline script element of a page that is not empty, in document order. */
function executableInlineScripts(html: string): SourceElement[] {
  return findElements(html, ["script"]).filter(
    (script) =>
      !("src" in script.attributes) &&
      isExecutableScriptType(script.attributes.type) &&
      scriptText(script) !== "",
  );
}

/** What the browser hashes of a script: its text, line breaks normalized. */
function scriptText(script: SourceElement): string {
  return (script.content ?? "").replace(/\r\n?/g, "\n");
}

/**
 * The inline scripts the site itself wrote: those whose nonce is the
 * build's marker (`nonce`), in document order.
 */
export function siteScripts(html: string, nonce: string): string[] {
  return executableInlineScripts(html)
    .filter((script) => script.attributes.nonce === nonce)
    .map(scriptText);
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
 * The hashes a page's script-src needs: each inline script the site wrote,
 * marked with the build's `nonce`. Unique, in document order. Without a
 * nonce (a site written by hand for a test, without a pre-render), each
 * inline script: the build always has one (see writeCspHashes).
 */
export function pageScriptHashes(html: string, nonce?: string): string[] {
  const scripts = nonce === undefined ? inlineScripts(html) : siteScripts(html, nonce);
  return [...new Set(scripts.map(cspHash))];
}

/** Attributes whose value a browser follows or loads as an address. */
const URL_ATTRIBUTES = new Set([
  "href",
  "src",
  "action",
  "formaction",
  "xlink:href",
  "data",
  "poster",
  "cite",
  "background",
  "ping",
  "manifest",
  "codebase",
  "longdesc",
]);

/** Schemes that run script when followed or loaded. */
const SCRIPT_SCHEMES = new Set(["javascript:", "vbscript:"]);

/** The scheme a browser reads in an attribute's value (references already decoded), lower case. */
function schemeOf(value: string): string | undefined {
  try {
    return new URL(value, "https://relative.invalid/").protocol;
  } catch {
    return undefined;
  }
}

/** True for the JSON-LD the site writes: one schema.org object (or a list of them) with its type. */
function isSiteJsonLd(text: string): boolean {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return false;
  }
  const items = Array.isArray(data) ? data : [data];
  return (
    items.length > 0 &&
    items.every(
      (item) =>
        typeof item === "object" &&
        item !== null &&
        !Array.isArray(item) &&
        (item as Record<string, unknown>)["@context"] === "https://schema.org" &&
        typeof (item as Record<string, unknown>)["@type"] === "string",
    )
  );
}

const excerpt = (text: string) => {
  const line = text.trim().replace(/\s+/g, " ");
  return line.length > 80 ? `${line.slice(0, 79)}…` : line;
};

/**
 * What a page holds that could run a script the site did not write, one
 * line each: an executable inline script without the build's marker; an
 * inline data block other than the site's JSON-LD; an event-handler
 * attribute; a `srcdoc`; a `javascript:` or `vbscript:` address. Read as a
 * browser that runs scripts reads the page: a `<noscript>` holds raw text up
 * to its first `</noscript`, and the markup after it is read too.
 */
export function pageScriptProblems(html: string, nonce: string): string[] {
  const problems = new Set<string>();
  for (const script of findElements(html, ["script"])) {
    if ("src" in script.attributes) continue;
    const text = scriptText(script);
    if (text.trim() === "") continue;
    const type = script.attributes.type;
    if (isExecutableScriptType(type)) {
      if (script.attributes.nonce !== nonce)
        problems.add(`an inline script the site did not write: ${excerpt(text)}`);
    } else if (type?.trim().toLowerCase() === "application/ld+json") {
      if (!isSiteJsonLd(text)) problems.add(`a JSON-LD block not of the site's shape: ${excerpt(text)}`);
    } else {
      problems.add(`an inline data block (type="${type}") the site does not write: ${excerpt(text)}`);
    }
  }
  for (const view of scriptingViews(html)) {
    const parser = new Parser({
      onopentag(name, attributes) {
        for (const [attribute, value] of Object.entries(attributes)) {
          if (attribute.startsWith("on"))
            problems.add(`an event-handler attribute ${attribute}="${excerpt(value)}" on <${name}>`);
          else if (attribute === "srcdoc") problems.add(`a srcdoc attribute on <${name}>`);
          else if (URL_ATTRIBUTES.has(attribute) && SCRIPT_SCHEMES.has(schemeOf(value) ?? ""))
            problems.add(`a ${schemeOf(value)} address in ${attribute}="${excerpt(value)}" on <${name}>`);
        }
      },
    });
    parser.end(view);
  }
  return [...problems];
}

/**
 * The page as htmlparser2 reads it, and as a browser that runs scripts
 * does where the two differ: in such a browser a `<noscript>`'s content is
 * raw text up to the first `</noscript` (htmlparser2 reads it as markup),
 * so `<noscript><p title="</noscript><img onerror=…>">` holds a real image.
 */
function scriptingViews(html: string): string[] {
  const views = [html];
  const lower = html.toLowerCase();
  let from = 0;
  let cut = "";
  for (;;) {
    const open = lower.indexOf("<noscript", from);
    if (open < 0) break;
    const startEnd = lower.indexOf(">", open);
    const close = startEnd < 0 ? -1 : lower.indexOf("</noscript", startEnd);
    if (close < 0) break;
    cut += `${html.slice(from, startEnd + 1)}`;
    from = close;
  }
  if (cut) views.push(cut + html.slice(from));
  return views;
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
  /** The pages, other than redirect pages, that have no inline script of the site's at all. */
  pagesWithoutScripts: string[];
  /** "page: what could run a script the site did not write", for each page and thing found. */
  problems: string[];
}

/**
 * Hashes every HTML file under `clientDir` (its final HTML) and writes the
 * manifest beside it. `nonce` is the build's marker of the site's own
 * scripts (read beside `clientDir` when not given): only they are hashed,
 * and a page with anything `pageScriptProblems` names is listed in
 * `problems`. A site without a marker (written by hand for a test: no
 * pre-render drew one) has each of its inline scripts hashed.
 */
export async function writeCspHashes(
  clientDir: string,
  nonce = readSiteScriptNonce(clientDir),
): Promise<CspManifest> {
  const root = path.resolve(clientDir);
  const manifest: Record<string, PageHashes> = {};
  const pagesWithoutScripts: string[] = [];
  const problems: string[] = [];
  let pagesWithStyles = 0;
  const files = await listPages(root);
  for (const file of files) {
    const key = relativeKey(root, file);
    const html = await readFile(file, "utf8");
    const hashes = { script: pageScriptHashes(html, nonce), style: pageStyleHashes(html) };
    manifest[key] = hashes;
    if (nonce !== undefined)
      problems.push(...pageScriptProblems(html, nonce).map((line) => `${key}: ${line}`));
    if (hashes.script.length === 0 && !isRedirectPage(html)) pagesWithoutScripts.push(key);
    if (hashes.style.length > 0) pagesWithStyles += 1;
  }
  const target = cspManifestPath(root);
  await writeFile(target, `${JSON.stringify(manifest, null, 2)}\n`);
  return { file: target, pages: files.length, pagesWithStyles, pagesWithoutScripts, problems };
}

/**
 * The pipeline's step. Every page the framework rendered has inline scripts
 * (redirect pages have none): a page without any means the scripts were not
 * found (or not marked), and its policy would block them, so the step
 * fails. It fails too on any page with something that could run a script
 * the site did not write, naming the page, and without the pre-render's
 * marker.
 */
export const cspHashesStep: BuildStep = {
  name: "CSP hashes",
  async run({ clientDir }) {
    const nonce = readSiteScriptNonce(clientDir);
    if (nonce === undefined) {
      throw new Error("no marker of the site's scripts beside the pages: the pre-render step writes it");
    }
    const { file, pages, pagesWithStyles, pagesWithoutScripts, problems } = await writeCspHashes(
      clientDir,
      nonce,
    );
    if (pages === 0) throw new Error(`no page under ${clientDir}`);
    if (problems.length > 0) {
      throw new Error(`scripts the site did not write, not allowed:\n${problems.join("\n")}`);
    }
    if (pagesWithoutScripts.length > 0) {
      throw new Error(`no inline script found in ${pagesWithoutScripts.join(", ")}`);
    }
    return `${path.basename(file)}: the script hashes of ${pages} pages, the style hashes of ${pagesWithStyles}`;
  },
};
