/** Reading the landing pages' files: build time only (the landing route's loader). */
import { type LandingPage, landingPages, landingPath } from "../../content/landing-pages.ts";
import { pageForPath } from "./page-for-path.ts";

export { landingCommon, landingPath } from "../../content/landing-pages.ts";

/** The row of the landing table a path shows (the route is registered once per row). */
export function landingForPath(pathname: string): LandingPage {
  return pageForPath(landingPages, (row) => landingPath(row.slug), pathname, "landing page");
}

/** A link to another landing page. */
export interface RelatedLanding {
  path: string;
  label: string;
}

/**
 * The other landing pages, filtered by city: a city page lists the other
 * cities and the topics, never its own city; a topic page lists the other
 * topics and every city. The advertising page is never listed.
 */
export function relatedLandings(page: LandingPage): RelatedLanding[] {
  return landingPages
    .filter(
      (row) =>
        row.slug !== page.slug &&
        !row.noindex &&
        !(page.kind === "city" && row.kind === "city" && row.city === page.city),
    )
    .map((row) => ({ path: landingPath(row.slug), label: row.label }));
}
