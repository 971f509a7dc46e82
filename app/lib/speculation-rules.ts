/**
 * The speculation rules every page carries (decision 045): a same-site link
 * the visitor is about to follow (the pointer rests on it, or presses it: the
 * « moderate » eagerness) is prerendered by Chromium browsers, so the click
 * shows the next page at once; elsewhere it is an ordinary link. Documents
 * only, never the back office, the API, a booking's own page (its address is
 * a token; its buttons change the booking), a file (documents, media), a link
 * that opens elsewhere or downloads, or one that opts out (`data-no-prerender`).
 * A prerendered page waits to be shown before it measures or fetches
 * anything of its own (app/page-scripts/page.ts).
 */

/** Address patterns (URL Pattern syntax) never prerendered. */
export const NOT_PRERENDERED = [
  "/admin",
  "/admin/*",
  "/api/*",
  "/rendez-vous/gerer",
  "/rendez-vous/gerer/*",
  "/documents/*",
  "/media/*",
];

/** Links never prerendered, whatever their address. */
const NOT_PRERENDERED_LINKS = "[target], [download], [data-no-prerender]";

export const speculationRules = {
  prerender: [
    {
      where: {
        and: [
          { href_matches: "/*" },
          { not: { href_matches: NOT_PRERENDERED } },
          { not: { selector_matches: NOT_PRERENDERED_LINKS } },
        ],
      },
      eagerness: "moderate",
    },
  ],
};
