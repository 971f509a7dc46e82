import { siteMap } from "#site-pages";

/**
 * What the layout knows of the site's pages (labels, navigation, footer's
 * links, old addresses), computed from the page registry
 * (content/registry.ts): in Node by content/site-pages.ts, in the browser
 * bundle at build (content/site-pages.browser.ts). The browser never loads
 * the families' content to name a page.
 */
export { siteMap };

/** A short French label for every page: the navigation and the breadcrumb name a page the same everywhere. */
export const pageLabels: Readonly<Record<string, string>> = siteMap.labels;

/** "Trouver_sa_Voie" -> "Trouver sa Voie": a readable label for a segment nobody named. */
export function humanizeSegment(segment: string): string {
  let decoded = segment;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    // A malformed escape stays as typed.
  }
  const words = decoded.replace(/[_-]+/g, " ").trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * Sections with a not-found page of their own (see sectionNotFoundPages in
 * routes-data.ts): an unknown page there is named by what it shows, not by
 * the address typed, so that the pre-rendered page and the page the browser
 * renders for any unknown address agree (content/static-pages.yaml `notFound`).
 */
const sectionNotFoundLabels: Readonly<Record<string, string>> = siteMap.notFoundLabels;
export const podcastNotFoundLabel = sectionNotFoundLabels["/blog/podcasts/"] ?? "";

/** The label of a full path: its own name, or its last segment made readable. */
export function labelFor(path: string): string {
  let decoded = path;
  try {
    decoded = decodeURI(path);
  } catch {
    // A malformed escape stays as typed.
  }
  const known = pageLabels[path] ?? pageLabels[decoded];
  if (known) return known;
  for (const [scope, label] of Object.entries(sectionNotFoundLabels)) {
    if (decoded.startsWith(scope) && !decoded.slice(scope.length).includes("/")) return label;
  }
  const last = path.split("/").filter(Boolean).pop() ?? "";
  return humanizeSegment(last);
}

/** The new page of an old address (content/redirects.yaml), ignoring one trailing slash. */
export function oldAddressTarget(pathname: string): string | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, "") : pathname;
  return Object.hasOwn(siteMap.redirects, path) ? siteMap.redirects[path] : undefined;
}
