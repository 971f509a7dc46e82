import { bookingPagePath } from "./booking-paths.ts";
import { contactSentPath } from "./contact-paths.ts";
import { legalPageEntries } from "./legal/paths.ts";

/**
 * The pages with a path of their own (no data table behind them): path,
 * short label and, for the indexable ones without a content module, the day
 * they last really changed (ISO calendar day, decision 012: the sitemap's
 * lastmod). Bump a date in the commit that changes the page's text. The
 * skills-assessment page keeps its date in content/bilan.ts; /home is the home
 * page again (decision 002), so it has no date. The blog and podcast indexes
 * also take the date of their newest episode or article when that is later.
 * A `noindex` page (kept out of search engines and the sitemap) needs no date.
 */
export const staticPages: readonly { path: string; label: string; lastModified?: string; noindex?: true }[] =
  [
    { path: "/", label: "Accueil", lastModified: "2026-11-23" },
    { path: "/home", label: "Accueil" },
    { path: "/about", label: "Qui sommes-nous", lastModified: "2026-11-23" },
    { path: "/contact", label: "Contact", lastModified: "2026-11-24" },
    { path: bookingPagePath, label: "Prendre rendez-vous", lastModified: "2026-11-24" },
    // Where a message sent without scripts lands (the relay's 303): nothing to index.
    { path: contactSentPath, label: "Message envoyé", noindex: true },
    { path: "/bilan-de-competence", label: "Bilan de compétences" },
    ...legalPageEntries,
  ];

/** The static pages' paths. */
export const staticPagePaths: readonly string[] = staticPages.map((page) => page.path);

/** The blog's indexes: their own pages (route modules), listed in the registry. */
export const blogIndexPages: readonly { path: string; label: string; lastModified: string }[] = [
  { path: "/blog", label: "Blog", lastModified: "2026-11-21" },
  { path: "/blog/podcasts", label: "Podcasts", lastModified: "2026-11-21" },
];

/** Dates of the pages without content of their own (the sitemap's lastmod), by path. */
export const staticPageDates: Readonly<Record<string, string>> = Object.fromEntries(
  [...staticPages, ...blogIndexPages].flatMap((page) =>
    page.lastModified ? [[page.path, page.lastModified]] : [],
  ),
);

/** Paths that serve another page's content and declare it canonical (decision 002). */
export const canonicalAliases: Readonly<Record<string, string>> = { "/home": "/" };
