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
import { readVideoCopy } from "./embeds.server.ts";
import type { VideoCopy } from "./embeds.ts";
import { landingPages, landingPath } from "./landing-pages.ts";
import { legalPageEntries } from "./legal/index.ts";
import { type NavPage, siteNavigation } from "./navigation.server.ts";
import type { NavEntry, NavLink } from "./navigation.ts";
import { podcastPath, podcasts } from "./podcasts.ts";
import { redirects } from "./redirects.ts";
import { servicePages } from "./services/index.ts";
import { readShareImages } from "./share-images.server.ts";
import type { ShareFamily, ShareImage } from "./share-images.ts";
import { blogIndexPages, sectionNotFoundLabels, staticPages } from "./static-pages.ts";

export interface PageEntry {
  path: string;
  /** Short label: breadcrumb, navigation, links. */
  label: string;
  /** Kept out of search engines and the sitemap. */
  noindex?: boolean;
  /** Listed in a menu of the navigation (content/navigation.yaml), in a titled group or not. */
  menu?: NavPage["menu"];
  /** Listed in the footer's landing links. */
  footer?: { label: string; order: number };
  /** Its place in the footer's information column (the static and legal pages that say so). */
  info?: number;
  /** The page family: its route module, its share image. */
  family: "static" | "service" | "blog" | "podcast" | "article" | "landing";
}

/** Every page of the site, in the order of the families. */
export function sitePages(): PageEntry[] {
  return [
    ...staticPages.map(
      ({ path, label, noindex, menu, footer }): PageEntry => ({
        path,
        label,
        family: "static",
        ...(noindex ? { noindex } : {}),
        ...(menu ? { menu: { id: menu } } : {}),
        ...(footer ? { info: footer } : {}),
      }),
    ),
    // The legal and information pages: one Markdown file each (content/legal/).
    ...legalPageEntries.map(
      ({ path, label, footer }): PageEntry => ({ path, label, family: "static", info: footer }),
    ),
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

/**
 * What the browser needs of the registry and of the site's small records,
 * baked into every page's script at build: the pages' labels, the main
 * navigation, the footer's links, the old addresses, the share images and
 * the video placeholders' words.
 */
export interface ClientSiteMap {
  labels: Record<string, string>;
  /** The main navigation, its menus filled (content/navigation.yaml). */
  navigation: NavEntry[];
  footerLandingLinks: NavLink[];
  /** The service and training pages' paths (their share image). */
  servicePaths: string[];
  /** The footer's information column: the static and legal pages that give their place in it. */
  footerInfoLinks: NavLink[];
  /** The old addresses and their new page (content/redirects.yaml): the client-side redirects. */
  redirects: Record<string, string>;
  /** The label of each section's own not-found page, by the section's path prefix. */
  notFoundLabels: Record<string, string>;
  /** The share image of each family of pages (content/share-images.yaml). */
  shareImages: Record<ShareFamily, ShareImage>;
  /** The video placeholders' words (content/embeds.yaml). */
  videoCopy: VideoCopy;
}

/** The pages that give a place in the footer's information column, in that order; two on one place stop the build. */
function footerInfoLinks(pages: readonly PageEntry[]): NavLink[] {
  const placed = pages.flatMap((page) =>
    page.info ? [{ place: page.info, path: page.path, label: page.label }] : [],
  );
  const byPlace = new Map<number, string>();
  for (const { place, path } of placed) {
    const other = byPlace.get(place);
    if (other) {
      throw new Error(
        `${path} et ${other} ont la même place (footer: ${place}) dans le pied de page : donnez-leur deux places différentes`,
      );
    }
    byPlace.set(place, path);
  }
  return placed.sort((a, b) => a.place - b.place).map(({ path, label }) => ({ path, label }));
}

export function clientSiteMap(pages: readonly PageEntry[] = sitePages()): ClientSiteMap {
  const labels: Record<string, string> = {};
  for (const page of pages) {
    if (labels[page.path]) throw new Error(`The page ${page.path} is registered twice`);
    labels[page.path] = page.label;
  }
  const footerLandingLinks = pages
    .flatMap((page) => (page.footer ? [{ ...page.footer, path: page.path }] : []))
    .sort((a, b) => a.order - b.order || (a.label < b.label ? -1 : a.label > b.label ? 1 : 0))
    .map(({ path, label }) => ({ path, label }));
  const pathsOf = (family: PageEntry["family"]) =>
    pages.filter((page) => page.family === family).map((page) => page.path);
  return {
    labels,
    navigation: siteNavigation(pages),
    footerLandingLinks,
    servicePaths: pathsOf("service"),
    footerInfoLinks: footerInfoLinks(pages),
    redirects: { ...redirects },
    notFoundLabels: { ...sectionNotFoundLabels },
    shareImages: readShareImages(),
    videoCopy: readVideoCopy(),
  };
}
