import type { ClientSiteMap } from "./registry.ts";

/**
 * What the layout knows of the site's pages (labels, menus' page links,
 * footer's landing links), computed at build from the page registry
 * (content/registry.ts) and injected as `__SITE_PAGES__`: by Vite's `define`
 * in the browser bundle, the pre-render and Vitest, and by
 * content/register-site-pages.ts for Node tools (Playwright, scripts). The
 * browser never loads the families' content to name a page.
 */
declare const __SITE_PAGES__: ClientSiteMap | undefined;

function injectedSiteMap(): ClientSiteMap {
  if (typeof __SITE_PAGES__ !== "undefined") return __SITE_PAGES__;
  throw new Error(
    "The page registry was not injected: import content/register-site-pages.ts first (Node), or build with Vite.",
  );
}

export const siteMap: ClientSiteMap = injectedSiteMap();

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

/** The label of a full path: its own name, or its last segment made readable. */
/**
 * Sections with a not-found page of their own (see sectionNotFoundPages in
 * routes-data.ts): an unknown page there is named by what it shows, not by
 * the address typed, so that the pre-rendered page and the page the browser
 * renders for any unknown address agree.
 */
export const podcastNotFoundLabel = "Podcast non trouvé";
const sectionNotFoundLabels: Readonly<Record<string, string>> = {
  "/blog/podcasts/": podcastNotFoundLabel,
};

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
