/**
 * The page a static host serves at each old address (content/redirects.yaml).
 * The production server answers those addresses with a real 301 and never
 * serves these files; a plain static host or CDN serves them instead.
 *
 * They are written by react-router.config.ts's `buildEnd`, React Router's
 * documented hook that runs after `react-router build`, rather than
 * pre-rendered: a pre-rendered redirect gets React Router's own page, whose
 * `content="0;url=…"` the HTML standard rejects (it wants `0; url=…`).
 *
 * Each page: an immediate meta refresh (search engines treat it as a
 * permanent redirect), the new page's canonical URL, and a link for the
 * visitor whose browser does not follow the refresh. No robots noindex: a
 * noindex beside a canonical pointing elsewhere sends search engines
 * contradictory signals. No script at all (scripts/pipeline/html.ts,
 * isRedirectPage).
 */
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { pageLabels } from "./pages.ts";
import { redirectPageCopy, redirects } from "./redirects.ts";
import { site } from "./site.ts";

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** The HTML of the page at an old address that sends the browser to `target` (a path of the site). */
export function redirectPageHtml(target: string, siteUrl: string = site.url): string {
  const label = pageLabels[target];
  if (!label) throw new Error(`redirect target ${target} is not a page of the site`);
  const href = escapeHtml(target);
  const name = escapeHtml(label);
  return `<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
<title>${escapeHtml(redirectPageCopy.title)} ${name}</title>
<meta http-equiv="refresh" content="0; url=${href}">
<link rel="canonical" href="${escapeHtml(`${siteUrl}${target}`)}">
</head>
<body>
<p>${escapeHtml(redirectPageCopy.text)} <a href="${href}">${name}</a>.</p>
</body>
</html>
`;
}

/** Writes {old address}/index.html under `clientDir` for every redirect; returns the files written. */
export async function writeRedirectPages(clientDir: string): Promise<string[]> {
  const files: string[] = [];
  for (const [from, target] of Object.entries(redirects)) {
    const file = path.join(clientDir, from.slice(1), "index.html");
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, redirectPageHtml(target));
    files.push(file);
  }
  return files;
}
