/**
 * The landing pages under /bilan-de-competence/ (spec section 2), rendered
 * by one route module, read from their files:
 *
 * - content/cities/<town>.yaml: one city page, its row (slug, title, intro…)
 *   and its town's own content (venue, getting there, market, contacts,
 *   reconversions, testimonial, nearby towns, questions, sources);
 * - content/topics/<topic>.yaml: one topic page (CPF, Apec, online,
 *   reconversion) or the advertising page (`ad: true`);
 * - content/landing/videos.yaml: the videos, which pages name;
 * - content/landing/common.yaml: the copy all pages share (landing-common.ts).
 *
 * Adding a page is adding a file; each file's `order` places it among the
 * others. The files hold plain French and {{facts}} (content/facts/): every
 * figure is a fact, none is typed. `typeset()` applies French typography to
 * the pages read.
 */
import { z } from "zod";
import { FAQ_TAGS, type FaqEntry, type FaqTag } from "./faq.ts";
import { typeset } from "./format.ts";
import { ContentError, type Entry, readCollection, readRecord } from "./lib/collection.ts";
import { optionalText, text } from "./lib/fields.ts";
import { pageDescription, pageTitle } from "./lib/page-head.ts";
import { OFFICE_IDS, type OfficeId } from "./offices.ts";

export { landingCommon, landingPath } from "./landing-common.ts";

export type LandingKind = "city" | "topic" | "ad";

/** A question only this page asks (shown before the general questions its tags select). */
export type PageFaqEntry = FaqEntry;

export interface LandingVideo {
  /** The firm's YouTube video id (11 characters); loaded through youtube-nocookie.com only on click. */
  youtubeId: string;
  /** What the video shows, in French: the placeholder's label and the iframe title. */
  title: string;
}

export interface LandingSection {
  title: string;
  paragraphs: readonly string[];
  /** An ordered list shown after the paragraphs (e.g. the CPF steps). */
  steps?: readonly string[];
}

/** A source a city page's facts were checked against (never shown). */
interface CitySource {
  /** What was read: « Transilien, ligne R, plan de ligne ». */
  label: string;
  url: string;
  /** True unless the source is the body that decides the fact (the operator, the administration). */
  secondary: boolean;
  /** ISO date it was read. */
  checked: string;
}

/**
 * What a city page says of its own town (issue 14): where the sessions
 * happen, how to get there, the local job market and its contacts, the
 * reconversions met there, and the questions people from there ask. Every
 * fact about the town must be true today; `sources` lists what each was
 * checked against.
 */
export interface CityContent {
  /** The office where the town's sessions happen (content/firm.yaml). */
  office: OfficeId;
  /** Where the sessions happen and why (Avon: no office of its own, say where and why). */
  venue: { title: string; paragraphs: readonly string[] };
  /** Getting from the town to the office: real lines, stations, roads and cycle routes only. */
  gettingThere: { train: string; bus: string; car: string; bike: string };
  /** The local job market: sectors, main employers (real ones only), commuting. */
  market: {
    title: string;
    paragraphs: readonly string[];
    employers: readonly { name: string; sector: string }[];
  };
  /** Local contacts: France Travail agency, Apec, CEP, partners for disability. */
  contacts: { title: string; intro: string; items: readonly { name: string; text: string; url?: string }[] };
  /** Reconversions typical of the area. */
  reconversions: { title: string; intro: string; items: readonly { title: string; text: string }[] };
  /**
   * A short testimonial of someone from the town. A FICTIONAL DEFAULT says
   * so (`fictional: true`): the firm replaces it with a real one, given with
   * the person's consent, or removes it.
   */
  testimonial?: { quote: string; name: string; context: string; fictional: boolean };
  /** Real communes around, served from the office: the JSON-LD's areaServed. */
  nearbyTowns: readonly string[];
  /** The town's own questions. */
  faq: readonly PageFaqEntry[];
  sources: readonly CitySource[];
}

export interface LandingPage {
  /** The exact slug of the spec, case included: the page is /bilan-de-competence/{slug}. */
  slug: string;
  kind: LandingKind;
  /** Short label for the breadcrumb, the navigation and the related links. */
  label: string;
  /** Listed in the footer's « bilan de compétences » links, with this short label, in this order (then by label). */
  footer?: { label: string; order: number };
  /** City pages only: the town the page is about (the FAQ's {ville}). Topic pages name no city. */
  city?: string;
  /** Page title without the firm's name, ≤ 45 characters. City pages: `Bilan de compétences à ${city}`. */
  title: string;
  /** Meta description, 120–155 characters, asking the visitor to make contact. Unique. */
  description: string;
  /** The page's visually hidden h1 (unique, more explicit than the title). */
  heading: string;
  /** 2 or 3 paragraphs specific to this page (not shared with any other row). */
  intro: readonly string[];
  /** City pages only (required there, absent elsewhere): the town's own content. */
  local?: CityContent;
  /** Topic pages: the questions only they ask, shown before those their tags select. */
  ownFaq?: readonly PageFaqEntry[];
  /** Topic pages (and the ad page): their sections of content specific to the topic. */
  sections?: readonly LandingSection[];
  /** The FAQ block of the page: its tag(s) and optional heading and intro texts. */
  faq: { tag: FaqTag | readonly FaqTag[]; mainTitleFaq?: string; mainPfaq?: string };
  /** 1 or 2 videos. */
  videos: readonly LandingVideo[];
  /** Only the advertising page (Landing-Page): kept out of search engines and the sitemap. */
  noindex?: true;
  /** ISO date of the last real change of this row's content: "2026-11-21". */
  lastModified: string;
}

// The schemas of the files (messages in French: the firm edits these files).

const texts = z.array(text).min(1);
const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "doit être une date écrite AAAA-MM-JJ, entre guillemets")
  .refine((date) => !Number.isNaN(Date.parse(date)), "n’est pas une date qui existe");
const faqTag = z.enum(FAQ_TAGS);
const question = z.strictObject({
  id: z
    .string()
    .regex(
      /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
      "ne doit contenir que des minuscules sans accent, des chiffres et des tirets",
    ),
  title: text,
  answer: z.array(text).min(1).max(3),
  tag: z.array(faqTag).min(1),
});

const videoSchema = z.strictObject({
  youtubeId: z
    .string()
    .regex(/^[A-Za-z0-9_-]{11}$/, "doit être l’identifiant YouTube de la vidéo (11 caractères)"),
  title: text,
});

/** content/landing/videos.yaml: each video by the name the pages give it. */
export const videosSchema = z.record(
  z.string().regex(/^[a-z][a-z0-9-]*$/, "le nom d’une vidéo s’écrit en minuscules sans accent"),
  videoSchema,
);

/** The fields of every page file, the videos being named in videos.yaml. */
function pageFields(videoNames: readonly [string, ...string[]]) {
  return {
    slug: z
      .string()
      .regex(
        /^[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*$/,
        "ne doit contenir que des lettres sans accent, des chiffres et des tirets",
      ),
    order: z.int("doit être un nombre entier").positive("doit être un nombre entier positif"),
    label: text,
    // Always there, so that the editor shows it: an empty label keeps the page out of the footer.
    // Two pages at the same place are listed by label (duplicating a page never breaks the build).
    footer: z.strictObject({
      label: optionalText,
      order: z.int("doit être un nombre entier").nonnegative("doit être un nombre positif ou zéro"),
    }),
    title: pageTitle,
    description: pageDescription,
    heading: text,
    intro: texts,
    videos: z.array(z.enum(videoNames)).min(1).max(2),
    lastModified: isoDate,
  };
}

/** The FAQ block of a page: the tags of the general questions shown, its heading, its own questions. */
const faqBlock = {
  /** A list, even of one topic: one shape, which the content editor shows as a list of choices. */
  tag: z.array(faqTag, { error: `doit être une liste de sujets (${FAQ_TAGS.join(", ")})` }).min(1),
  title: text,
  intro: text.optional(),
};

const section = z.strictObject({ title: text, paragraphs: texts, steps: texts.optional() });

export function citySchema(videoNames: readonly [string, ...string[]]) {
  return z.strictObject({
    ...pageFields(videoNames),
    city: text,
    office: z.enum(OFFICE_IDS),
    venue: z.strictObject({ title: text, paragraphs: texts }),
    gettingThere: z.strictObject({ train: text, bus: text, car: text, bike: text }),
    market: z.strictObject({
      title: text,
      paragraphs: texts,
      employers: z.array(z.strictObject({ name: text, sector: text })).min(1),
    }),
    contacts: z.strictObject({
      title: text,
      intro: text,
      items: z
        .array(
          z.strictObject({
            name: text,
            text,
            url: z
              .string()
              .regex(/^https:\/\/[a-z]/, "doit être une adresse complète en https://")
              .optional(),
          }),
        )
        .min(1),
    }),
    reconversions: z.strictObject({
      title: text,
      intro: text,
      items: z.array(z.strictObject({ title: text, text })).min(1),
    }),
    // Always there, so that the editor shows it: an empty quote, no testimonial on the page.
    testimonial: z
      .strictObject({
        quote: optionalText,
        name: optionalText,
        context: optionalText,
        fictional: z.boolean(),
      })
      .refine((given) => given.quote === "" || (given.name !== "" && given.context !== ""), {
        message: "un témoignage dit qui parle : remplissez le nom et le contexte, ou videz la citation",
        path: ["name"],
      }),
    nearbyTowns: texts,
    faq: z.strictObject({ ...faqBlock, questions: z.array(question).min(1) }),
    sources: z
      .array(
        z.strictObject({
          label: text,
          url: z.string().regex(/^https?:\/\/[a-z]/, "doit être une adresse complète (https://…)"),
          secondary: z.boolean(),
          checked: isoDate,
        }),
      )
      .min(1),
  });
}

export function topicSchema(videoNames: readonly [string, ...string[]]) {
  return z
    .strictObject({
      ...pageFields(videoNames),
      ad: z.literal(true, "ne peut valoir que true (ou être retiré)").optional(),
      sections: z.array(section).min(1),
      faq: z.strictObject({ ...faqBlock, questions: z.array(question).optional() }),
    })
    .refine((page) => page.ad || (page.faq.questions?.length ?? 0) > 0, {
      path: ["faq", "questions"],
      message: "une page thématique pose au moins une question qui lui est propre",
    });
}

/** The videos by name. */
function readVideos(): Record<string, LandingVideo> {
  return readRecord("landing/videos.yaml", videosSchema);
}

/** Throws when two files give the same value of `field`: the message names both. */
function unique<T>(entries: readonly Entry<T>[], field: string, value: (data: T) => unknown): void {
  const seen = new Map<unknown, string>();
  for (const entry of entries) {
    const key = value(entry.data);
    if (key === undefined) continue;
    const other = seen.get(key);
    if (other) {
      throw new ContentError(
        `${entry.source} : « ${field} » vaut ${String(key)}, comme dans ${other} ; chaque page a le sien`,
      );
    }
    seen.set(key, entry.source);
  }
}

/**
 * Every landing page, from its file, in the files' `order`, typeset (read
 * once into `landingPages`; tests read a copy of the folders with CONTENT_DIR).
 */
export function readLandingPages(): LandingPage[] {
  const videos = readVideos();
  const names = Object.keys(videos);
  if (names.length === 0) throw new ContentError("content/landing/videos.yaml : aucune vidéo");
  const videoNames = names as [string, ...string[]];
  const videosOf = (list: readonly string[]) => list.map((name) => videos[name] as LandingVideo);

  const cities = readCollection("cities", "yaml", citySchema(videoNames));
  const topics = readCollection("topics", "yaml", topicSchema(videoNames));
  const all: Entry<{ slug: string; order: number }>[] = [...cities, ...topics];
  unique(all, "slug", (data) => data.slug.toLowerCase());
  unique(all, "order", (data) => data.order);

  const pages: { order: number; page: LandingPage }[] = [
    ...cities.map(({ data }) => {
      const { faq, videos: names, order, city, office, sources, nearbyTowns, testimonial } = data;
      const page: LandingPage = {
        slug: data.slug,
        kind: "city",
        label: data.label,
        ...(data.footer.label ? { footer: data.footer } : {}),
        city,
        title: data.title,
        description: data.description,
        heading: data.heading,
        intro: data.intro,
        local: {
          office,
          venue: data.venue,
          gettingThere: data.gettingThere,
          market: data.market,
          contacts: data.contacts,
          reconversions: data.reconversions,
          ...(testimonial.quote ? { testimonial } : {}),
          nearbyTowns,
          faq: faq.questions,
          sources,
        },
        faq: faqOf(faq),
        videos: videosOf(names),
        lastModified: data.lastModified,
      };
      return { order, page };
    }),
    ...topics.map(({ data }) => {
      const { faq, videos: names, order, ad } = data;
      const page: LandingPage = {
        slug: data.slug,
        kind: ad ? "ad" : "topic",
        label: data.label,
        ...(data.footer.label ? { footer: data.footer } : {}),
        title: data.title,
        description: data.description,
        heading: data.heading,
        intro: data.intro,
        sections: data.sections,
        ...(faq.questions ? { ownFaq: faq.questions } : {}),
        faq: faqOf(faq),
        videos: videosOf(names),
        ...(ad ? { noindex: true as const } : {}),
        lastModified: data.lastModified,
      };
      return { order, page };
    }),
  ];
  return typeset(pages.sort((a, b) => a.order - b.order).map(({ page }) => page));
}

/** The page's FAQ block as the route reads it. */
function faqOf(faq: { tag: FaqTag | FaqTag[]; title: string; intro?: string }): LandingPage["faq"] {
  return { tag: faq.tag, mainTitleFaq: faq.title, ...(faq.intro ? { mainPfaq: faq.intro } : {}) };
}

export const landingPages: readonly LandingPage[] = readLandingPages();
