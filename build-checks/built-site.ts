/**
 * The built site as the build-output checks see it: every pre-rendered page
 * with its HTML, read from build/client. Fails loudly when the build is
 * missing, so a check can never pass on an empty site.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { noindexPaths, pagePaths } from "../content/routes-data.ts";

export const clientDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../build/client");

/** The file the server answers for a page path: /about -> about/index.html, / -> index.html. */
export function htmlFileFor(pagePath: string): string {
  const decoded = decodeURIComponent(pagePath);
  return path.join(clientDir, decoded === "/" ? "index.html" : `${decoded.slice(1)}/index.html`);
}

export interface BuiltPage {
  path: string;
  file: string;
  html: string;
  indexable: boolean;
}

let cache: BuiltPage[] | undefined;

/** Every indexable or no-index page of the site (not redirects, not the 404 pages), built. */
export function builtPages(): BuiltPage[] {
  if (cache) return cache;
  if (!existsSync(path.join(clientDir, "index.html"))) {
    throw new Error(`No build in ${clientDir}: run \`npm run build\` before \`npm run test:build\`.`);
  }
  cache = pagePaths.map((pagePath) => {
    const file = htmlFileFor(pagePath);
    if (!existsSync(file)) throw new Error(`${pagePath} was not pre-rendered: ${file} is missing.`);
    return {
      path: pagePath,
      file,
      html: readFileSync(file, "utf8"),
      indexable: !noindexPaths.includes(pagePath),
    };
  });
  return cache;
}
