import { redirects } from "./redirects";

/**
 * The indexable pages that exist. The pre-render list (and later the
 * sitemap) is built from this list, so a page cannot be in one and not the other.
 * Each later page family adds its paths here.
 */
export const pagePaths: readonly string[] = ["/", "/home", "/about", "/contact"];

/** The not-found page, pre-rendered and copied to 404.html after the build. */
export const notFoundPath = "/404";

/** Every path the build pre-renders: pages, the not-found page and redirect pages. */
export function prerenderPaths(): string[] {
  return [...pagePaths, notFoundPath, ...Object.keys(redirects)];
}
