import { articlePaths } from "./blog/articles";
import { landingPages, landingPath } from "./landing-pages";
import { PODCAST_NOT_FOUND_SLUG, podcastPath, podcasts } from "./podcasts";
import { redirects } from "./redirects";
import { servicePaths } from "./services/paths";
import { staticPagePaths } from "./static-pages";

/**
 * The indexable pages that exist. The pre-render list (and later the
 * sitemap) is built from this list, so a page cannot be in one and not the other.
 * Static pages are listed in static-pages.ts; each page family adds its paths here.
 */
export const pagePaths: readonly string[] = [
  ...staticPagePaths,
  ...servicePaths,
  "/blog",
  "/blog/podcasts",
  ...podcasts.map((podcast) => podcastPath(podcast.link)),
  ...articlePaths(),
  ...landingPages.map((page) => landingPath(page.slug)),
];

/** Pages kept out of search engines (robots noindex) and out of the sitemap. */
export const noindexPaths: readonly string[] = landingPages
  .filter((page) => page.noindex)
  .map((page) => landingPath(page.slug));

/** The not-found page, pre-rendered and copied to 404.html after the build. */
export const notFoundPath = "/404";

/**
 * The « Podcast non trouvé » page, pre-rendered and moved to
 * blog/podcasts/404.html after the build: the body of a 404 under /blog/podcasts/.
 */
export const podcastNotFoundPath = podcastPath(PODCAST_NOT_FOUND_SLUG);

/** Sections with a not-found page of their own: pre-rendered at `path`, served for unknown paths under `scope`. */
export const sectionNotFoundPages: readonly { path: string; scope: string }[] = [
  { path: podcastNotFoundPath, scope: "/blog/podcasts/" },
];

/** Every path the build pre-renders: pages, the not-found page and redirect pages. */
export function prerenderPaths(): string[] {
  return [...pagePaths, notFoundPath, podcastNotFoundPath, ...Object.keys(redirects)];
}
