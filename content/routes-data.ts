import { PODCAST_NOT_FOUND_SLUG, podcastPath } from "./podcast-paths.ts";
import { sitePages } from "./registry.ts";

const pages = sitePages();

/**
 * The pages that exist, from the page registry (content/registry.ts): the
 * pre-render list and the sitemap are built from it, so a page cannot be in
 * one and not the other.
 */
export const pagePaths: readonly string[] = pages.map((page) => page.path);

/** Pages kept out of search engines (robots noindex) and out of the sitemap. */
export const noindexPaths: readonly string[] = pages.filter((page) => page.noindex).map((page) => page.path);

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

/**
 * Every path React Router pre-renders: pages and the not-found pages. Not the
 * old addresses of content/redirects.ts: the build writes their pages itself
 * (content/redirect-pages.ts).
 */
export function prerenderPaths(): string[] {
  return [...pagePaths, notFoundPath, podcastNotFoundPath];
}
