import { type UIMatch, useMatches } from "react-router";

/** What a route module may export as `handle` to adjust the shared layout. */
export interface SiteHandle {
  /** false: no breadcrumb on this page (home, not-found). */
  breadcrumb?: false;
  /** false: no sticky contact button; a string: its custom text. */
  stickyContact?: false | string;
  /** True for the route's « page introuvable » answer: the audience counts it as a 404 (decision 029). */
  notFound?: (params: Readonly<Record<string, string | undefined>>) => boolean;
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

export function useSiteHandle(): SiteHandle {
  return mergeHandles(useMatches());
}
