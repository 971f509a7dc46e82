/**
 * What a pre-rendered page makes the browser download on its first load,
 * computed from the built files (deterministic, unlike Lighthouse's timings):
 * the HTML, its stylesheets, images and icon, and the JavaScript of the
 * hydration bootstrap with every module it imports statically, and the route
 * data the loader fetches for it (scripts/pipeline/defer-hydration.ts). Sizes are
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

/** The loader's file a page's after-paint script inserts (`s.src="/assets/hydration/….js"`), if any. */
function loaderUrl(html: string): string | undefined {
  const url = html.match(/\bs\.src=("\/assets\/hydration\/[\w-]+\.js")/)?.[1];
  return url ? (JSON.parse(url) as string) : undefined;
}

/**
 * The JavaScript a page's deferred loader loads: the loader's own file, the
 * bootstrap's module file it names (`e="/assets/hydration/….js"`), its
 * imports, the entry it imports dynamically, and their static imports,
 * transitively.
 */
export function pageScripts(html: string): string[] {
  const loader = loaderUrl(html);
  if (!loader) return [];
  const bootstrap = readFileSync(path.join(clientDir, loader), "utf8").match(
    /,e=("\/assets\/hydration\/[\w-]+\.js")/,
  )?.[1];
  if (!bootstrap) throw new Error(`${loader} names no bootstrap module`);
  const bootstrapUrl = JSON.parse(bootstrap) as string;
  const source = readFileSync(path.join(clientDir, bootstrapUrl), "utf8");
  const roots = [...source.matchAll(/(?:from\s*|import\s*\(?\s*)["'](\/assets\/[^"']+\.js)["']/g)].map(
    (m) => m[1] ?? "",
  );
  const seen = new Set<string>([loader, bootstrapUrl]);
  const queue = [...roots];
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

/** The route data file the deferred loader fetches (`s.dataset.p="/assets/hydration/….json"`), if any. */
export function pageData(html: string): string[] {
  const url = html.match(/\bs\.dataset\.p=("\/assets\/hydration\/[\w-]+\.json")/)?.[1];
  return url ? [JSON.parse(url) as string] : [];
}

export function pageWeight(html: string, htmlUrl: string): PageWeight {
  const scripts = new Map(pageScripts(html).map((url) => [url, compressedSize(url)]));
  const others = new Map(
    [htmlUrl, ...pageResources(html), ...pageData(html)].map((url) => [url, compressedSize(url)]),
  );
  const sum = (sizes: Map<string, number>) => [...sizes.values()].reduce((total, size) => total + size, 0);
  const jsBytes = sum(scripts);
  return { scripts, others, jsBytes, totalBytes: jsBytes + sum(others) };
}
