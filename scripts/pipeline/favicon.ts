/**
 * Build step: every page carries its SVG favicon in its HTML, as a `data:`
 * URL, instead of linking /favicon.svg.
 *
 * Chromium fetches the favicon a few milliseconds after `load`, and on these
 * pages `load` often comes before the first frame is on screen: the request
 * then counts in Lighthouse's estimate of the largest paint (about 40 ms on
 * the city pages, decision 031). Inline, it costs 110–170 bytes of compressed
 * HTML and no request. The PNG (for browsers without SVG favicons, and for
 * search engines, which want a file) and the Apple touch icon stay linked by
 * app/root.tsx; the data URL's link goes before them, where the SVG's was:
 * browsers that take SVG prefer it. React leaves a link it did not render
 * alone in `<head>` when it hydrates (like the inlined CSS).
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { siteIcons } from "../../content/share-images.ts";
import { rewritePages } from "./files.ts";
import { applyEdits, findElements, hasRel } from "./html.ts";
import type { BuildStep } from "./step.ts";

/**
 * The SVG as a `data:` URL: whitespace runs collapsed, double quotes made
 * single (the URL sits in a double-quoted attribute), and every character
 * that is not valid as it is in a URL percent-encoded (`<`, `>`, `#`, `%`,
 * spaces, `&`…): the HTML validator accepts it, and it stays readable.
 */
export function svgDataUrl(svg: string): string {
  const compact = svg.trim().replace(/\s+/g, " ").replace(/> </g, "><").replaceAll('"', "'");
  return `data:image/svg+xml,${compact.replace(/[^\w\-.~!$'()*+,;=:@/?]/g, (character) => encodeURIComponent(character))}`;
}

/** The page with `<link rel="icon" href="<dataUrl>" type="image/svg+xml">` before its first icon link. */
export function inlineFavicon(html: string, dataUrl: string): string {
  const icons = findElements(html, ["link"]).filter((link) => hasRel(link, "icon"));
  const [first] = icons;
  if (!first) throw new Error("no icon link to put the SVG favicon before");
  const svg = icons.find((link) => link.attributes.type === "image/svg+xml");
  if (svg) throw new Error(`an SVG favicon is already linked: ${svg.attributes.href}`);
  const link = `<link rel="icon" href="${dataUrl}" type="image/svg+xml"/>`;
  return applyEdits(html, [{ start: first.start, end: first.start, text: link }]);
}

export const faviconStep: BuildStep = {
  name: "favicon",
  async run({ clientDir }) {
    const dataUrl = svgDataUrl(await readFile(path.join(clientDir, siteIcons.svg), "utf8"));
    const pages = await rewritePages(clientDir, (html) => inlineFavicon(html, dataUrl));
    if (pages === 0) throw new Error(`no page to give the favicon under ${clientDir}`);
    return `${siteIcons.svg} inlined in ${pages} pages (${dataUrl.length} characters)`;
  },
};
