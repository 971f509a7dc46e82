/**
 * sitemap.xml and robots.txt, from the same route data as the pre-render list
 * (content/routes-data.ts): every page of `pagePaths` except the no-index
 * ones and the aliases of another page (/home, decision 002). Redirect
 * sources are never pages. Each URL's lastmod is the day its content really
 * changed (decision 012): the content's own date where it has one, otherwise
 * `staticPageDates` (content/static-pages.ts). A page with no date stops the
 * build with its path.
 */

import { bilan } from "../../content/bilan.ts";
import { loadArticles } from "../../content/blog/articles.ts";
import { landingPages, landingPath } from "../../content/landing-pages.ts";
import { legalPages } from "../../content/legal/index.ts";
import { isoDateOf, podcastPath, podcasts } from "../../content/podcasts.ts";
import { noindexPaths, pagePaths } from "../../content/routes-data.ts";
import { servicePages } from "../../content/services/index.ts";
import { site } from "../../content/site.ts";
import { canonicalAliases, staticPageDates } from "../../content/static-pages.ts";

export interface SitemapEntry {
  /** The page's path, as in pagePaths. */
  path: string;
  /** ISO calendar day: "2026-11-21". */
  lastmod: string;
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The latest of some ISO days. */
function latest(days: readonly string[]): string | undefined {
  return [...days].sort().at(-1);
}

/** The dates the page families' content carries, by path. */
export function contentDates(): Map<string, string> {
  const dates = new Map<string, string>();
  for (const page of servicePages) dates.set(page.path, page.lastModified);
  for (const page of landingPages) dates.set(landingPath(page.slug), page.lastModified);
  dates.set("/bilan-de-competence", bilan.lastModified);
  for (const page of legalPages) dates.set(page.path, page.lastModified);
  const articles = loadArticles().filter((article) => article.PageLink);
  for (const article of articles) dates.set(article.PageLink, article.updated ?? article.date);
  const episodes = podcasts.map((podcast) => isoDateOf(podcast.date));
  podcasts.forEach((podcast, index) => {
    dates.set(podcastPath(podcast.link), episodes[index] as string);
  });
  // The indexes change when a new article or episode appears on them.
  const newestArticle = latest(articles.map((article) => article.updated ?? article.date));
  const newestEpisode = latest(episodes);
  for (const [path, newest] of [
    ["/blog", latest([newestArticle, newestEpisode].filter((day) => day !== undefined))],
    ["/blog/podcasts", newestEpisode],
  ] as const) {
    const own = staticPageDates[path];
    const day = latest([own, newest].filter((value) => value !== undefined));
    if (own && day) dates.set(path, day);
  }
  return dates;
}

export interface SitemapSources {
  pagePaths: readonly string[];
  noindexPaths: readonly string[];
  aliases: Readonly<Record<string, string>>;
  /** Dates from the content (page families). */
  contentDates: ReadonlyMap<string, string>;
  /** Dates of the pages without content of their own. */
  staticDates: Readonly<Record<string, string>>;
}

/** The site's sources, as the build uses them. */
export function siteSitemapSources(): SitemapSources {
  return {
    pagePaths,
    noindexPaths,
    aliases: canonicalAliases,
    contentDates: contentDates(),
    staticDates: staticPageDates,
  };
}

/**
 * The pages of the sitemap, in the pre-render order, each with its date.
 * Throws, naming every path concerned, when a page has no date or a bad one.
 */
export function sitemapEntries(sources: SitemapSources = siteSitemapSources()): SitemapEntry[] {
  const problems: string[] = [];
  const entries: SitemapEntry[] = [];
  const seen = new Set<string>();
  for (const path of sources.pagePaths) {
    if (sources.noindexPaths.includes(path) || path in sources.aliases || seen.has(path)) continue;
    seen.add(path);
    const lastmod = sources.contentDates.get(path) ?? sources.staticDates[path];
    if (lastmod === undefined) {
      problems.push(
        `${path} has no last-modified date: add it to staticPageDates in content/static-pages.ts (or to its content module)`,
      );
    } else if (!ISO_DAY.test(lastmod) || Number.isNaN(Date.parse(lastmod))) {
      problems.push(`${path} has an invalid last-modified date "${lastmod}" (expected YYYY-MM-DD)`);
    } else {
      entries.push({ path, lastmod });
    }
  }
  if (problems.length > 0) throw new Error(`sitemap: ${problems.join("; ")}`);
  return entries;
}

/** The absolute URL of a page, as its canonical link gives it (URI-escaped where needed). */
export function pageUrl(path: string, origin = site.url): string {
  return `${origin}${encodeURI(path)}`;
}

function escapeXml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

/** The sitemap document (sitemaps.org protocol 0.9). */
export function sitemapXml(entries: readonly SitemapEntry[], origin = site.url): string {
  const urls = entries.map(
    (entry) =>
      `  <url>\n    <loc>${escapeXml(pageUrl(entry.path, origin))}</loc>\n    <lastmod>${entry.lastmod}</lastmod>\n  </url>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

/** robots.txt: everything may be crawled; the sitemap is named by its absolute URL. */
export function robotsTxt(origin = site.url): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`;
}
