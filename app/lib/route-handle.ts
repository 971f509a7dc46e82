import { createContext } from "react";
import { type UIMatch, useMatches } from "react-router";

/**
 * True while React Router renders the fallback page of a site without a
 * server (`__spa-fallback.html`, for addresses not pre-rendered): that page
 * must hold `<Scripts/>` (react-router build checks it), whatever the routes'
 * handles say. app/entry.server.tsx gives it the render's `isSpaMode`
 * (`EntryContext`); in the browser it is false.
 */
export const SpaFallback = createContext(false);

/** What a route module may export as `handle` to adjust the shared layout. */
export interface SiteHandle {
  /** false: no breadcrumb on this page (home, not-found). */
  breadcrumb?: false;
  /** false: no sticky contact button; a string: its custom text. */
  stickyContact?: false | string;
  /** True for the route's « page introuvable » answer: the audience counts it as a 404 (decision 029). */
  notFound?: (params: Readonly<Record<string, string | undefined>>) => boolean;
  /**
   * Whether the page loads React Router and hydrates (decision 045): true, or
   * a function of the route's loader data. Unset: the page is plain HTML and
   * the site's own page script (app/page-scripts/) is all the JavaScript it loads.
   */
  hydrate?: true | ((loaderData: unknown) => boolean);
}

function isSiteHandle(value: unknown): value is SiteHandle {
  return typeof value === "object" && value !== null;
}

/** The handles of the matched routes merged, the deepest route winning. */
export function mergeHandles(matches: Pick<UIMatch, "handle">[]): SiteHandle {
  const merged: SiteHandle = {};
  for (const match of matches) {
    if (isSiteHandle(match.handle)) Object.assign(merged, match.handle);
  }
  return merged;
}

/** Whether the matched routes render a « page introuvable » (a 404 for the audience measurement). */
export function isNotFound(matches: Pick<UIMatch, "handle" | "params">[]): boolean {
  return matches.some(
    (match) => isSiteHandle(match.handle) && match.handle.notFound?.(match.params) === true,
  );
}

/** Whether any matched route asks for the framework (not the deepest-wins merge: a layout or a leaf may ask). */
export function hydrates(matches: Pick<UIMatch, "handle" | "loaderData">[]): boolean {
  return matches.some((match) => {
    if (!isSiteHandle(match.handle)) return false;
    const { hydrate } = match.handle;
    return hydrate === true || (typeof hydrate === "function" && hydrate(match.loaderData));
  });
}

export function useSiteHandle(): SiteHandle {
  return mergeHandles(useMatches());
}
