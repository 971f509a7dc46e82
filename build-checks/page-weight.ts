/**
 * What a pre-rendered page makes the browser download on its first load,
 * computed from the built files (deterministic, unlike Lighthouse's timings):
 * the HTML, its stylesheets, images and icon, and the JavaScript the page
 * loads: the modules it links (`<link rel="modulepreload">`, `<script
 * type="module" src>`) with every module they import statically. Sizes are
 * the brotli-compressed bodies the server sends (the `.br` files written by
 * the post-build step), without HTTP headers.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync } from "node:zlib";
import { clientDir } from "./built-site.ts";

export interface PageWeight {
  /** Compressed JavaScript bytes, by file (site-relative URL). */
  scripts: Map<string, number>;
  /** Compressed bytes of everything else: the HTML, stylesheets, images. */
  others: Map<string, number>;
  jsBytes: number;
  totalBytes: number;
}

/** Brotli size of a file of build/client, by its site-relative URL. */
function compressedSize(url: string): number {
  const file = path.join(clientDir, decodeURIComponent(url.split(/[?#]/)[0] ?? ""));
  if (!file.startsWith(clientDir) || !existsSync(file))
    throw new Error(`${url} is referenced but not built (${file}).`);
  const br = `${file}.br`;
  if (existsSync(br)) return readFileSync(br).length;
  // Files the post-build step leaves uncompressed (images in modern formats, tiny files).
  const body = readFileSync(file);
  return /\.(svg|json|webmanifest|xml|txt)$/.test(file)
    ? Math.min(body.length, brotliCompressSync(body).length)
    : body.length;
}

/** Module URLs a built script imports statically (`import … from "./x.js"`, `import "./x.js"`). */
export function staticImports(source: string, fromUrl: string): string[] {
  const found = new Set<string>();
  for (const match of source.matchAll(/\bimport\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']([^"']+\.js)["']/g)) {
    const specifier = match[1] ?? "";
    found.add(new URL(specifier, `http://site${fromUrl}`).pathname);
  }
  return [...found];
}

/** Module URLs a built script imports when it runs (`import("./x.js")`): the chunks it loads late. */
export function dynamicImports(source: string, fromUrl: string): string[] {
  const found = new Set<string>();
  for (const match of source.matchAll(/\bimport\(\s*["'`]([^"'`]+\.js)["'`]\s*\)/g)) {
    found.add(new URL(match[1] ?? "", `http://site${fromUrl}`).pathname);
  }
  return [...found];
}

/** The chunks `scripts` load late (their dynamic imports, with what those import), not already among them. */
export function lateScripts(scripts: readonly string[]): string[] {
  const seen = new Set(scripts);
  const late: string[] = [];
  const queue = scripts.flatMap((url) =>
    dynamicImports(readFileSync(path.join(clientDir, url), "utf8"), url),
  );
  while (queue.length > 0) {
    const url = queue.shift() ?? "";
    if (seen.has(url)) continue;
    seen.add(url);
    late.push(url);
    const source = readFileSync(path.join(clientDir, url), "utf8");
    queue.push(...staticImports(source, url), ...dynamicImports(source, url));
  }
  return late;
}

/**
 * The modules a page's HTML links: `<link rel="modulepreload" href>`,
 * `<script type="module" src>`, and the site's page script, which its own
 * inline loader imports once the page has painted (app/root.tsx).
 */
function linkedModules(html: string): string[] {
  const urls: string[] = [];
  for (const match of html.matchAll(/\bimport\("(\/assets\/page\/[^"]+\.js)"\)/g))
    if (match[1]) urls.push(match[1]);
  for (const tag of html.match(/<(?:link|script)\b[^>]*>/g) ?? []) {
    const isModule = tag.startsWith("<link") ? /rel="modulepreload"/.test(tag) : /type="module"/.test(tag);
    const url = isModule ? tag.match(/\b(?:href|src)="(\/[^"]+\.js)"/)?.[1] : undefined;
    if (url) urls.push(url);
  }
  return urls;
}

/** The JavaScript a page loads: the modules it links and their static imports, transitively. */
export function pageScripts(html: string): string[] {
  return withStaticImports(linkedModules(html));
}

/** Modules with their static imports, transitively. */
export function withStaticImports(urls: readonly string[]): string[] {
  const seen = new Set<string>();
  const queue = [...urls];
  while (queue.length > 0) {
    const url = queue.shift() ?? "";
    if (seen.has(url)) continue;
    seen.add(url);
    queue.push(...staticImports(readFileSync(path.join(clientDir, url), "utf8"), url));
  }
  return [...seen];
}

/** Stylesheets, eagerly loaded images and icons of a page's HTML. */
export function pageResources(html: string): string[] {
  const urls = new Set<string>();
  for (const tag of html.match(/<(?:link|img)\b[^>]*>/g) ?? []) {
    if (/loading="lazy"/.test(tag)) continue;
    const isLink = tag.startsWith("<link");
    if (isLink && !/rel="(?:stylesheet|icon|preload)"/.test(tag)) continue;
    if (isLink && /rel="preload"/.test(tag) && !/as="image"/.test(tag)) continue;
    const url = tag.match(/\b(?:href|src)="([^"]+)"/)?.[1];
    if (url?.startsWith("/")) urls.add(url);
  }
  return [...urls];
}

/** Brotli size of a built file, by its site-relative URL (the .br the server sends, or the file compressed here). */
export function brotliSize(url: string): number {
  return compressedSize(url);
}

export function pageWeight(html: string, htmlUrl: string): PageWeight {
  const scripts = new Map(pageScripts(html).map((url) => [url, compressedSize(url)]));
  const others = new Map([htmlUrl, ...pageResources(html)].map((url) => [url, compressedSize(url)]));
  const sum = (sizes: Map<string, number>) => [...sizes.values()].reduce((total, size) => total + size, 0);
  const jsBytes = sum(scripts);
  return { scripts, others, jsBytes, totalBytes: jsBytes + sum(others) };
}
