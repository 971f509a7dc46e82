import { legalPaths } from "./legal/paths";

/**
 * The pages with a path of their own (no data table behind them). Kept apart
 * from routes-data.ts so that the footer, on every page, can tell which of
 * its links exist without shipping the page families' data tables.
 */
export const staticPagePaths: readonly string[] = [
  "/",
  "/home",
  "/about",
  "/contact",
  "/bilan-de-competence",
  ...legalPaths,
];

/**
 * The day each page without a content module of its own last really changed
 * (ISO calendar day, decision 012): the sitemap's lastmod. Every indexable
 * static page needs one — a page missing here stops the build with its path
 * (scripts/seo/sitemap.ts). Bump a date in the commit that changes the page's
 * text. The skills-assessment page keeps its date in content/bilan.ts; /home
 * is the home page again (decision 002), so it has no entry.
 * The blog and podcast indexes also take the date of their newest episode or
 * article when that is later.
 */
export const staticPageDates: Readonly<Record<string, string>> = {
  "/": "2026-11-23",
  "/about": "2026-11-23",
  "/contact": "2026-11-21",
  "/blog": "2026-11-21",
  "/blog/podcasts": "2026-11-21",
};

/** Paths that serve another page's content and declare it canonical (decision 002). */
export const canonicalAliases: Readonly<Record<string, string>> = { "/home": "/" };
