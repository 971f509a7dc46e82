import { type UIMatch, useMatches } from "react-router";

/** What a route module may export as `handle` to adjust the shared layout. */
export interface SiteHandle {
  /** false: no breadcrumb on this page (home, not-found). */
  breadcrumb?: false;
  /** false: no sticky contact button; a string: its custom text. */
  stickyContact?: false | string;
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

export function useSiteHandle(): SiteHandle {
  return mergeHandles(useMatches());
}
