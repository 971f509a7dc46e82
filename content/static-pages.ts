/**
 * The pages with a path of their own and no content file behind them
 * (content/static-pages.yaml): path, short label and, for the indexable ones
 * without a content module, the day they last really changed (ISO calendar
 * day, decision 012: the sitemap's lastmod). The skills-assessment page keeps
 * its date in content/bilan.ts; /home is the home page again (decision 002),
 * so it has no date. The blog and podcast indexes also take the date of
 * their newest episode or article when that is later. A `noindex` page (kept
 * out of search engines and the sitemap) needs no date. The legal pages are
 * files of their own (content/legal/), registered beside these.
 *
 * Node only: the browser gets what it needs of these through the site map
 * baked in at build (content/registry.ts `clientSiteMap`).
 */
import { z } from "zod";
import { readRecord } from "./lib/collection.ts";
import { text } from "./lib/fields.ts";

const path = z.string().regex(/^\/[^\s]*$/, "doit être une adresse du site, commençant par « / »");
const label = text;
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, {
    error: "doit être un jour écrit aaaa-mm-jj, comme 2026-11-23",
    abort: true,
  })
  .refine((text) => !Number.isNaN(Date.parse(text)), "n’est pas une date du calendrier");

const staticPageSchema = z.strictObject({
  path,
  label,
  lastModified: day.optional(),
  noindex: z.literal(true).optional(),
  canonical: path.optional(),
  menu: z.string().optional(),
  footer: z.number().int().positive().optional(),
});

export const staticPagesSchema = z
  .strictObject({
    pages: z.array(staticPageSchema).min(1),
    blog: z.array(z.strictObject({ path, label, lastModified: day })),
    notFound: z.record(path, label),
  })
  .superRefine((file, context) => {
    const seen = new Set<string>();
    for (const [list, pages] of [
      ["pages", file.pages],
      ["blog", file.blog],
    ] as const) {
      pages.forEach((page, index) => {
        if (seen.has(page.path))
          context.addIssue({
            code: "custom",
            path: [list, index, "path"],
            message: "cette adresse est déjà dans la liste",
          });
        seen.add(page.path);
      });
    }
  });

export interface StaticPage {
  path: string;
  label: string;
  lastModified?: string;
  noindex?: true;
  /** The path whose content the page shows, declared canonical (decision 002). */
  canonical?: string;
  /** The navigation menu that lists the page (content/navigation.yaml). */
  menu?: string;
  /** Its place in the footer's information column. */
  footer?: number;
}

const file = readRecord("static-pages.yaml", staticPagesSchema);

/** The static pages (the legal pages are files of their own: content/legal/). */
export const staticPages: readonly StaticPage[] = file.pages;

/** The static pages' paths. */
export const staticPagePaths: readonly string[] = staticPages.map((page) => page.path);

/** The blog's indexes: their own pages (route modules), listed in the registry. */
export const blogIndexPages: readonly { path: string; label: string; lastModified: string }[] = file.blog;

/** Dates of the pages without content of their own (the sitemap's lastmod), by path. */
export const staticPageDates: Readonly<Record<string, string>> = Object.fromEntries(
  [...staticPages, ...blogIndexPages].flatMap((page) =>
    page.lastModified ? [[page.path, page.lastModified]] : [],
  ),
);

/** Paths that serve another page's content and declare it canonical (decision 002). */
export const canonicalAliases: Readonly<Record<string, string>> = Object.fromEntries(
  staticPages.flatMap((page) => (page.canonical ? [[page.path, page.canonical]] : [])),
);

/**
 * The label of each section's own not-found page, by the section's path
 * prefix (routes-data.ts `sectionNotFoundPages`): « Podcast non trouvé ».
 */
export const sectionNotFoundLabels: Readonly<Record<string, string>> = file.notFound;
