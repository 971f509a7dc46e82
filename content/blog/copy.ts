/**
 * The copy of the blog index, the articles and the podcast pages, read from
 * content/blog/copy.yaml and typeset (content/format.ts). Node only: the
 * routes' loaders give each page its part.
 *
 * Two texts are filled by the page: `index.count` with {nombre} (the number
 * of articles the filter shows, in the browser: `articleCountText` in
 * app/lib/blog-filter.ts) and `article.readingTime` with {minutes}.
 */
import { z } from "zod";
import { typeset } from "../format.ts";
import { readRecord } from "../lib/collection.ts";
import { labelFor, podcastNotFoundLabel } from "../pages.ts";

const text = z.string().trim().min(1);
/** A text with a {name} the page fills. */
const template = (name: string) =>
  text.refine((value) => value.includes(`{${name}}`), { message: `doit contenir {${name}}` });

export const copySchema = z.strictObject({
  index: z.strictObject({
    title: text.max(60),
    description: text.max(160),
    heading: text,
    lead: text,
    intro: text,
    categoriesLabel: text,
    allArticles: text,
    categoryArticles: template("categorie"),
    count: z.strictObject({ one: template("nombre"), many: template("nombre") }),
    readMore: text,
    podcastsTitle: text,
    podcastsIntro: text,
    podcastsLink: text,
    moreTitle: text,
    contactText: text,
    contactLink: text,
    consultantText: text,
    socialText: text,
  }),
  article: z.strictObject({
    by: text,
    published: text,
    updated: text,
    readingTime: template("minutes"),
    categoriesLabel: text,
    back: text,
    related: text,
    ctaTitle: text,
    ctaText: text,
  }),
  podcasts: z.strictObject({
    title: text.max(60),
    description: text.max(160),
    heading: text,
    lead: text,
    intro: text,
    episodes: text,
    published: text,
  }),
  podcast: z.strictObject({
    bilanLink: text,
    freeMeetingTitle: text,
    freeMeetingText: text,
    freeMeetingLink: text,
    othersTitle: text,
    notFoundText: text,
    notFoundLink: text,
  }),
});

const data = readRecord("blog/copy.yaml", copySchema);

/** The blog's copy, typeset; two labels come from the page registry (content/pages.ts). */
export const blogCopy = typeset({
  ...data,
  index: { ...data.index, consultantLink: labelFor("/formation_metier_consultant_en_gestion_de_carrieres") },
  podcast: { ...data.podcast, notFoundTitle: podcastNotFoundLabel },
});

/** « 7 min de lecture »: the reading time's text for `minutes`. */
export function readingTimeText(minutes: number): string {
  return typeset(blogCopy.article.readingTime.replace("{minutes}", String(minutes)));
}
