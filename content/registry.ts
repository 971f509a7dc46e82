/**
 * The page registry: every page of the site, from the page families' own
 * content modules, in one list. The pre-render list (routes-data.ts), the
 * sitemap, the breadcrumb and navigation labels, the navigation's service
 * links and the footer's landing links all derive from it, so adding a page
 * to a family (a city row, a service module, an article's Markdown file)
 * is the only change a new page needs.
 *
 * Build time and Node only: it reads every family's content. The browser
 * receives only what the layout needs (`clientSiteMap()`), injected at build
 * as `__SITE_PAGES__` (vite.config.ts, content/site-pages.browser.ts).
 */
import { loadArticles } from "./blog/articles.ts";
import { landingPages, landingPath } from "./landing-pages.ts";
import { legalPageEntries } from "./legal/index.ts";
import type { NavLink } from "./navigation.ts";
import { podcastPath, podcasts } from "./podcasts.ts";
import { servicePages } from "./services/index.ts";
import type { MenuPlacement } from "./services/types.ts";
import { blogIndexPages, staticPages } from "./static-pages.ts";

export interface PageEntry {
  path: string;
  /** Short label: breadcrumb, navigation, links. */
  label: string;
  /** Kept out of search engines and the sitemap. */
  noindex?: boolean;
  /** Listed in the navigation menus. */
  menu?: MenuPlacement;
  /** Listed in the footer's landing links. */
  footer?: { label: string; order: number };
  /** The page family: its route module, its share image. */
  family: "static" | "service" | "blog" | "podcast" | "article" | "landing";
}

/** Every page of the site, in the order of the families. */
export function sitePages(): PageEntry[] {
  return [
    ...staticPages.map(
      ({ path, label, noindex }): PageEntry =>
        path === "/bilan-de-competence"
          ? { path, label, family: "static", menu: { id: "emploi-carriere" } }
          : { path, label, family: "static", ...(noindex ? { noindex } : {}) },
    ),
    // The legal and information pages: one Markdown file each (content/legal/).
    ...legalPageEntries.map(({ path, label }): PageEntry => ({ path, label, family: "static" })),
    ...servicePages.map(({ path, label, menu }): PageEntry => ({ path, label, menu, family: "service" })),
    ...blogIndexPages.map(({ path, label }): PageEntry => ({ path, label, family: "blog" })),
    ...podcasts.map(
      (podcast): PageEntry => ({ path: podcastPath(podcast.link), label: podcast.label, family: "podcast" }),
    ),
    ...loadArticles()
      .filter((article) => article.PageLink)
      .map(
        (article): PageEntry => ({
          path: article.PageLink,
          label: article.label ?? article.title,
          family: "article",
        }),
      ),
    ...landingPages.map(
      (page): PageEntry => ({
        path: landingPath(page.slug),
        label: page.label,
        family: "landing",
        ...(page.noindex ? { noindex: true } : {}),
        ...(page.footer ? { footer: page.footer } : {}),
      }),
    ),
  ];
}

/** What the browser needs of the registry: the labels, the menus' page links and the footer's landing links. */
export interface ClientSiteMap {
  labels: Record<string, string>;
  menus: Record<MenuPlacement["id"], { group: string; links: NavLink[] }[]>;
  footerLandingLinks: NavLink[];
  /** The service and training pages' paths (their share image). */
  servicePaths: string[];
}

export function clientSiteMap(pages: readonly PageEntry[] = sitePages()): ClientSiteMap {
  const labels: Record<string, string> = {};
  for (const page of pages) {
    if (labels[page.path]) throw new Error(`The page ${page.path} is registered twice`);
    labels[page.path] = page.label;
  }
  const menus: ClientSiteMap["menus"] = { "emploi-carriere": [], formation: [], ingenierie: [] };
  for (const page of pages) {
    if (!page.menu) continue;
    const groups = menus[page.menu.id];
    const group = page.menu.group ?? "";
    const last = groups.at(-1);
    const link = { path: page.path, label: page.label };
    if (last && last.group === group) last.links.push(link);
    else groups.push({ group, links: [link] });
  }
  const footerLandingLinks = pages
    .flatMap((page) => (page.footer ? [{ ...page.footer, path: page.path }] : []))
    .sort((a, b) => a.order - b.order)
    .map(({ path, label }) => ({ path, label }));
  const servicePaths = pages.filter((page) => page.family === "service").map((page) => page.path);
  return { labels, menus, footerLandingLinks, servicePaths };
}
