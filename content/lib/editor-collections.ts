/**
 * What the content editor edits (issue 34): every Markdown or YAML
 * collection and record of content/ that the build reads, each with a French
 * label, its place, its format and the build's own zod schema; and the files
 * it must never touch (the server reads them at run time).
 *
 * `editorDefinition()` turns this list into the serialisable description the
 * editor's page is built from (content/lib/editor-keystatic.ts makes the
 * Keystatic configuration of it, in the browser and on the server).
 *
 * Node only: importing this module imports the loaders, which read content/.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { z } from "zod";
import { contactDetailsSchema, reviewsSchema as firmReviewsSchema, parseFirm } from "../../config/firm.ts";
import { REVIEWS_BEST_RATING } from "../../config/firm-keys.ts";
import { MAX_PROVIDED_PDF_BYTES } from "../../shared/provided-pdf.ts";
import { schema as aboutSchema } from "../about.ts";
import { schema as bilanSchema } from "../bilan.ts";
import { schema as bilanCostsSchema } from "../bilan-costs.ts";
import { schema as bilanFactsSchema } from "../bilan-facts.ts";
import { schema as bilanPricingSchema } from "../bilan-pricing.ts";
import { schema as bilanSimulatorSchema } from "../bilan-simulator.server.ts";
import { articleEntry, frontmatterSchema as articleSchema } from "../blog/articles.ts";
import { categoriesSchema } from "../blog/categories.ts";
import { copySchema as blogCopySchema } from "../blog/copy.ts";
import { BOOKING_LENGTH_PATHS, bookingSchema } from "../booking.ts";
import { bookingPageSchema } from "../booking-page.ts";
import { contactSchema } from "../contact.ts";
import { entrySchema as documentSchema } from "../documents/catalog.ts";
import { videoCopySchema } from "../embeds.server.ts";
import { faqEntry, faqSchema } from "../faq.ts";
import { frenchTypography } from "../format.ts";
import { schema as homeSchema } from "../home.ts";
import { schema as keyNumbersSchema } from "../key-numbers.ts";
import { commonSchema as landingCommonSchema } from "../landing-common.ts";
import { citySchema, topicSchema, videosSchema } from "../landing-pages.ts";
import { schema as audienceNoticeSchema } from "../legal/audience-notice.ts";
import { schema as audienceOptOutSchema } from "../legal/audience-opt-out.ts";
import { legalEntry, frontmatterSchema as legalSchema } from "../legal/index.ts";
import { navigationSchema } from "../navigation.server.ts";
import { officeCardSchema } from "../offices.ts";
import { podcastSchema } from "../podcasts.ts";
import { programmeSheetSchema } from "../programme-sheet.ts";
import { schema as qualitySchema } from "../quality.ts";
import { redirectsSchema } from "../redirects.ts";
import { schema as resultsSchema } from "../results.ts";
import { schema as reviewsSchema } from "../reviews.ts";
import { schema as serviceFactsSchema } from "../service-facts.ts";
import { schema as serviceCommonSchema } from "../services/common.ts";
import { pageSchema as servicePageSchema } from "../services/index.ts";
import { shareImagesSchema } from "../share-images.server.ts";
import { staticPagesSchema } from "../static-pages.ts";
import { contentDir, type Entry, parseRecord } from "./collection.ts";
import {
  collectNotes,
  type EditorField,
  emptyNotes,
  type FileNotes,
  fieldsFromSchema,
  labelFor,
} from "./editor-fields.ts";
import { splitFrontmatter } from "./editor-yaml.ts";
import { parseFigures } from "./figures.ts";

/** A kind of content the editor lists. */
export interface EditableContent {
  /** Keystatic's key (letters, digits, dashes). */
  key: string;
  /** The French name the editor shows. */
  label: string;
  /** A folder of files (one per page or entry), or one file. */
  kind: "collection" | "singleton";
  /** Under content/, without extension: `cities` (a folder) or `pages/home` (a file). */
  path: string;
  /** YAML record, or Markdown with a YAML frontmatter and a body. */
  format: "yaml" | "md";
  /** The build's schema of one file. */
  schema: z.ZodType;
  /** The editor's menu section. */
  section: string;
  /**
   * Text fields (top-level keys) that name a file beside the entry's own: a
   * picture (with the extensions the build accepts) or the PDF the firm
   * provides for a document; edited as an upload of that file, named after
   * the entry (server/admin/editor.ts writes it beside the entry's file).
   */
  uploads?: Record<string, { kind: "image"; extensions: string[] } | { kind: "pdf" }>;
  /**
   * A file the server reads too, edited in part: the dotted paths of the only
   * values the editor changes (PARTLY_EDITABLE_FILES); every other key of the
   * file stays as it is.
   */
  only?: readonly string[];
  /** Help texts by dotted path (`reviews.rating`), in place of the file's comments (written for a developer). */
  help?: Record<string, string>;
  /** Top-level keys whose value no two entries of a collection share (a rank, a place): the build refuses a tie. */
  unique?: readonly string[];
  /**
   * The rules the build applies to one entry beyond its schema (a Markdown
   * body's sections, an answer's length): the loader's own function, which
   * throws a ContentError in French.
   */
  entry?: (entry: Entry<never>) => unknown;
}

/** The picture types the build takes beside an article (content/blog/pictures.ts's PICTURE_FILE). */
export const PICTURE_EXTENSIONS = ["svg", "jpg", "jpeg", "png", "webp"];

/** The names of the videos, for the schemas that list them (as content/landing-pages.ts reads them). */
function videoNames(): [string, ...string[]] {
  const data: unknown = parse(readFileSync(path.join(contentDir(), "landing", "videos.yaml"), "utf8"));
  const names = data && typeof data === "object" ? Object.keys(data) : [];
  return (names.length > 0 ? names : ["video"]) as [string, ...string[]];
}

/** What the editor says of a document's provided PDF (content/documents/catalog.ts: `pdf`). */
const PROVIDED_PDF_HELP = frenchTypography(
  "Le PDF signé ou tamponné que le cabinet publie à la place de celui que le site construit à partir du texte " +
    "ci-dessous (10 Mo au plus). Il est enregistré à côté du document, sous son nom. Le retirer fait " +
    "revenir le PDF construit à partir du texte.",
);

/** The review score's values in content/firm.yaml's `reviews`: the pages display them, the server uses none. */
const REVIEW_SCORE_PATHS = ["rating", "count", "source", "readOn"].map((key) => `reviews.${key}`);

/**
 * The firm's contact details in content/firm.yaml: the pages display them,
 * and the server takes the phone and e-mail of the build it answers with.
 */
const CONTACT_DETAILS_PATHS = [
  "phone",
  "email",
  "tagline",
  ...["instagram", "facebook", "x", "linkedin", "youtube"].map((key) => `social.${key}`),
];

/**
 * content/firm.yaml's contact details as the editor shows them: the identity
 * schema's own rules (config/firm.ts), labelled for the firm (the file's
 * comments are written for a developer).
 */
function contactDetailsEditorSchema() {
  const { phone, email, tagline, social } = contactDetailsSchema().shape;
  const page = (key: keyof typeof social.shape, name: string) =>
    social.shape[key].meta({
      title: `La page ${name} du cabinet`,
      description: "Son adresse, commençant par https://.",
    });
  return z.object({
    phone: phone.meta({
      title: "Le téléphone du cabinet",
      description: frenchTypography(
        "Affiché sur chaque page et dans les e-mails de rendez-vous (par exemple 01 23 45 67 89).",
      ),
    }),
    email: email.meta({
      title: "L’adresse e-mail du cabinet",
      description: frenchTypography(
        "Affichée sur chaque page ; les visiteurs y répondent aux e-mails de rendez-vous. Les messages du formulaire partent, eux, vers l’adresse que le serveur a reçue à son installation.",
      ),
    }),
    tagline: tagline.meta({
      title: "La phrase sous le nom du cabinet",
      description: frenchTypography("Dans l’en-tête et le pied de page de chaque page."),
    }),
    social: social
      .extend({
        instagram: page("instagram", "Instagram"),
        facebook: page("facebook", "Facebook"),
        x: page("x", "X"),
        linkedin: page("linkedin", "LinkedIn"),
        youtube: page("youtube", "YouTube"),
      })
      .meta({
        title: "Les réseaux sociaux",
        description: frenchTypography("Liés dans le pied de page de chaque page."),
      }),
  });
}

/**
 * content/firm.yaml as the editor sees it: the review score alone, with the
 * identity schema's own rules (config/firm.ts); the date is also required to
 * be written AAAA-MM-JJ, as the schema's rule reads it, so that the editor
 * shows a date field.
 */
function reviewScoreSchema() {
  const score = firmReviewsSchema().pick({ rating: true, count: true, source: true, readOn: true });
  return z.object({
    reviews: z.object({ ...score.shape, readOn: score.shape.readOn.regex(/^\d{4}-\d{2}-\d{2}$/) }),
  });
}

/** What the editor says of the review score (the file's comments are written for a developer). */
const REVIEW_SCORE_HELP: Record<string, string> = {
  reviews: frenchTypography(
    "La note telle qu’elle a été relevée sur la plateforme d’avis : les pages l’affichent avec le nombre d’avis, " +
      "la plateforme et la date du relevé. Mettre à jour les quatre valeurs ensemble, à chaque relecture.",
  ),
  "reviews.rating": frenchTypography(
    `Sur ${REVIEWS_BEST_RATING}, comme sur la plateforme (par exemple 4,8).`,
  ),
  "reviews.count": frenchTypography("Le nombre d’avis que la plateforme affichait ce jour-là."),
  "reviews.source": frenchTypography(
    "Le nom de la plateforme d’avis, tel que les pages l’écrivent (par exemple Google).",
  ),
  "reviews.readOn": frenchTypography("Le jour où la note et le nombre d’avis ont été relevés."),
};

/**
 * content/contact.yaml's subjects as the editor shows them (the page's own
 * rules, content/contact.ts): the server accepts a booking's subject, and
 * writes the form for a browser without scripts, with those of the build it
 * answers with (decision 044).
 */
function contactSubjectsEditorSchema() {
  return z.object({
    interests: contactSchema.shape.interests.meta({
      title: "Les sujets proposés",
      description: frenchTypography(
        "La liste « Votre demande concerne » du formulaire de contact et de la page de rendez-vous, dans cet ordre (120 caractères au plus chacun). Un rendez-vous ne peut être pris que pour l’un d’eux.",
      ),
    }),
  });
}

/**
 * content/booking.yaml's slot rules as the editor shows them (the file's own
 * rules, content/booking.ts): the booking page states them and the server's
 * free slots follow those of the build it answers with (decision 044).
 */
function bookingLengthEditorSchema() {
  const { shape } = bookingSchema;
  return z.object({
    slotMinutes: shape.slotMinutes.meta({
      title: "La durée d’un rendez-vous, en minutes",
      description:
        "Le premier entretien gratuit dure un créneau. 60 doit en être un multiple (10, 15, 20, 30 ou 60), et les horaires des formats doivent tomber sur un début de créneau.",
    }),
    minimumNoticeHours: shape.minimumNoticeHours.meta({
      title: "Le délai avant un rendez-vous, en heures",
      description:
        "Un créneau n’est proposé qu’à partir de ce délai après la réservation (par exemple 24 : rien pour le lendemain matin quand on réserve la veille au soir).",
    }),
    horizonDays: shape.horizonDays.meta({
      title: "Le nombre de jours proposés",
      description: "Combien de jours la page de rendez-vous propose, aujourd’hui compris (par exemple 28).",
    }),
  });
}

/**
 * Files the server reads (EXCLUDED_FILES) of which the editor changes some
 * values all the same, because only the pages use them or the server takes
 * them from the build it answers with (server/site-build.ts: the phone and
 * e-mail): the dotted paths of those values (the union of the `only` of the
 * contents that edit the file), what they are (French), and the file's own
 * check. A save of such a file that changes anything else is refused
 * (server/admin/editor.ts).
 */
export const PARTLY_EDITABLE_FILES: Readonly<
  Record<string, { paths: readonly string[]; what: string; check(text: string, source: string): void }>
> = {
  "content/firm.yaml": {
    paths: [...CONTACT_DETAILS_PATHS, ...REVIEW_SCORE_PATHS],
    what: "les coordonnées du cabinet (« Coordonnées du cabinet ») et la note des avis (« Note des avis »)",
    check: (text, source) => void parseFirm(text, source),
  },
  "content/booking.yaml": {
    paths: BOOKING_LENGTH_PATHS,
    what: "la durée, le délai et la période des rendez-vous (« Rendez-vous en ligne »)",
    check: (text, source) => void parseFigures(text, source, bookingSchema),
  },
  "content/contact.yaml": {
    paths: ["interests"],
    what: "les sujets du formulaire (« Sujets du formulaire de contact »)",
    check: (text, source) => void parseRecord(text, source, contactSchema),
  },
};

/** Every collection and record the editor edits. */
export function editableContents(): EditableContent[] {
  const videos = videoNames();
  const list: (EditableContent | undefined)[] = [
    {
      key: "services",
      label: "Prestations",
      kind: "collection",
      path: "services",
      format: "yaml",
      schema: servicePageSchema,
      section: "Pages",
    },
    {
      key: "cities",
      label: "Pages des villes",
      kind: "collection",
      path: "cities",
      format: "yaml",
      schema: citySchema(videos),
      section: "Pages",
    },
    {
      key: "topics",
      label: "Pages thématiques",
      kind: "collection",
      path: "topics",
      format: "yaml",
      schema: topicSchema(videos),
      section: "Pages",
    },
    {
      key: "home",
      label: "Accueil",
      kind: "singleton",
      path: "pages/home",
      format: "yaml",
      schema: homeSchema,
      section: "Pages",
    },
    {
      key: "bilan",
      label: "Bilan de compétences",
      kind: "singleton",
      path: "pages/bilan",
      format: "yaml",
      schema: bilanSchema,
      section: "Pages",
    },
    {
      key: "about",
      label: "Le cabinet",
      kind: "singleton",
      path: "pages/about",
      format: "yaml",
      schema: aboutSchema,
      section: "Pages",
    },
    {
      key: "quality",
      label: "Qualité",
      kind: "singleton",
      path: "pages/quality",
      format: "yaml",
      schema: qualitySchema,
      section: "Pages",
    },
    {
      key: "reviews",
      label: "Avis",
      kind: "singleton",
      path: "pages/reviews",
      format: "yaml",
      schema: reviewsSchema,
      section: "Pages",
    },
    {
      key: "reviews-score",
      label: "Note des avis",
      kind: "singleton",
      path: "firm",
      format: "yaml",
      schema: reviewScoreSchema(),
      section: "Pages",
      only: REVIEW_SCORE_PATHS,
      help: REVIEW_SCORE_HELP,
    },
    {
      key: "contact-details",
      label: "Coordonnées du cabinet",
      kind: "singleton",
      path: "firm",
      format: "yaml",
      schema: contactDetailsEditorSchema(),
      section: "Réglages du cabinet",
      only: CONTACT_DETAILS_PATHS,
    },
    {
      key: "redirects",
      label: "Anciennes adresses",
      kind: "singleton",
      path: "redirects",
      format: "yaml",
      schema: redirectsSchema,
      section: "Réglages du cabinet",
    },
    {
      key: "booking-length",
      label: "Rendez-vous en ligne",
      kind: "singleton",
      path: "booking",
      format: "yaml",
      schema: bookingLengthEditorSchema(),
      section: "Réglages du cabinet",
      only: BOOKING_LENGTH_PATHS,
    },
    {
      key: "contact-subjects",
      label: "Sujets du formulaire de contact",
      kind: "singleton",
      path: "contact",
      format: "yaml",
      schema: contactSubjectsEditorSchema(),
      section: "Réglages du cabinet",
      only: ["interests"],
    },
    {
      key: "key-numbers",
      label: "Chiffres clés",
      kind: "singleton",
      path: "pages/key-numbers",
      format: "yaml",
      schema: keyNumbersSchema,
      section: "Pages",
    },
    {
      key: "booking-page",
      label: "Page de prise de rendez-vous",
      kind: "singleton",
      path: "booking-page",
      format: "yaml",
      schema: bookingPageSchema,
      section: "Pages",
    },
    {
      key: "static-pages",
      label: "Autres pages",
      kind: "singleton",
      path: "static-pages",
      format: "yaml",
      schema: staticPagesSchema,
      section: "Pages",
    },
    {
      key: "blog",
      label: "Articles du blog",
      kind: "collection",
      path: "blog",
      format: "md",
      schema: articleSchema,
      section: "Blog et podcasts",
      entry: articleEntry,
      uploads: { picture: { kind: "image", extensions: PICTURE_EXTENSIONS } },
    },
    {
      key: "blog-copy",
      label: "Textes du blog",
      kind: "singleton",
      path: "blog/copy",
      format: "yaml",
      schema: blogCopySchema,
      section: "Blog et podcasts",
    },
    {
      key: "blog-categories",
      label: "Catégories du blog",
      kind: "singleton",
      path: "blog/categories",
      format: "yaml",
      schema: categoriesSchema,
      section: "Blog et podcasts",
    },
    {
      key: "podcasts",
      label: "Podcasts",
      kind: "collection",
      path: "podcasts",
      format: "yaml",
      schema: podcastSchema,
      section: "Blog et podcasts",
    },
    {
      key: "faq",
      label: "Questions fréquentes",
      kind: "collection",
      path: "faq",
      format: "md",
      schema: faqSchema,
      section: "Questions et documents",
      entry: faqEntry,
      unique: ["order"],
    },
    {
      key: "legal",
      label: "Pages légales",
      kind: "collection",
      path: "legal",
      format: "md",
      schema: legalSchema,
      section: "Questions et documents",
      entry: legalEntry,
      unique: ["footer"],
    },
    {
      key: "documents",
      label: "Documents PDF",
      kind: "collection",
      path: "documents",
      format: "md",
      schema: documentSchema,
      section: "Questions et documents",
      uploads: { pdf: { kind: "pdf" } },
    },
    {
      key: "programme-sheet",
      label: "Fiche programme",
      kind: "singleton",
      path: "programme-sheet",
      format: "yaml",
      schema: programmeSheetSchema,
      section: "Questions et documents",
    },
    {
      key: "bilan-facts",
      label: "Prix, durées et résultats du bilan",
      kind: "singleton",
      path: "bilan/facts",
      format: "yaml",
      schema: bilanFactsSchema,
      section: "Chiffres",
    },
    {
      key: "bilan-pricing",
      label: "Tableau des tarifs du bilan",
      kind: "singleton",
      path: "bilan/pricing",
      format: "yaml",
      schema: bilanPricingSchema,
      section: "Chiffres",
    },
    {
      key: "bilan-costs",
      label: "Coûts et financements du bilan",
      kind: "singleton",
      path: "bilan/costs",
      format: "yaml",
      schema: bilanCostsSchema,
      section: "Chiffres",
    },
    {
      key: "results",
      label: "Résultats du cabinet (satisfaction, suivi, jurys)",
      kind: "singleton",
      path: "results",
      format: "yaml",
      schema: resultsSchema,
      section: "Chiffres",
    },
    {
      key: "bilan-simulator",
      label: "Simulateur « Combien vais-je payer ? »",
      kind: "singleton",
      path: "bilan/simulator",
      format: "yaml",
      schema: bilanSimulatorSchema,
      section: "Chiffres",
    },
    {
      key: "service-facts",
      label: "Prix et durées des prestations",
      kind: "singleton",
      path: "facts/services",
      format: "yaml",
      schema: serviceFactsSchema,
      section: "Chiffres",
    },
    {
      key: "navigation",
      label: "Menu principal",
      kind: "singleton",
      path: "navigation",
      format: "yaml",
      schema: navigationSchema,
      section: "Textes communs",
    },
    {
      key: "service-common",
      label: "Textes communs des prestations",
      kind: "singleton",
      path: "service-common",
      format: "yaml",
      schema: serviceCommonSchema,
      section: "Textes communs",
    },
    {
      key: "landing-common",
      label: "Textes communs des pages de villes",
      kind: "singleton",
      path: "landing/common",
      format: "yaml",
      schema: landingCommonSchema,
      section: "Textes communs",
    },
    {
      key: "videos",
      label: "Vidéos",
      kind: "singleton",
      path: "landing/videos",
      format: "yaml",
      schema: videosSchema,
      section: "Textes communs",
    },
    {
      key: "embeds",
      label: "Textes des vidéos",
      kind: "singleton",
      path: "embeds",
      format: "yaml",
      schema: videoCopySchema,
      section: "Textes communs",
    },
    {
      key: "share-images",
      label: "Images de partage",
      kind: "singleton",
      path: "share-images",
      format: "yaml",
      schema: shareImagesSchema,
      section: "Textes communs",
    },
    {
      key: "office-card",
      label: "Fiche des bureaux",
      kind: "singleton",
      path: "office-card",
      format: "yaml",
      schema: officeCardSchema,
      section: "Textes communs",
    },
    {
      key: "audience-notice",
      label: "Mesure d’audience : information",
      kind: "singleton",
      path: "legal/audience-notice",
      format: "yaml",
      schema: audienceNoticeSchema,
      section: "Textes communs",
    },
    {
      key: "audience-opt-out",
      label: "Mesure d’audience : refus",
      kind: "singleton",
      path: "legal/audience-opt-out",
      format: "yaml",
      schema: audienceOptOutSchema,
      section: "Textes communs",
    },
  ];
  return list.filter((item): item is EditableContent => item !== undefined);
}

/**
 * Files of content/ the editor must not change: the server reads them when
 * it starts and uses them for its own answers, so a change would only take
 * effect at the next restart, out of step with the published pages.
 */
export const EXCLUDED_FILES: Readonly<Record<string, string>> = {
  "content/firm.yaml":
    "l’identité du cabinet (hors coordonnées et note des avis) : le serveur l’utilise dans ses courriels, ses pages de rendez-vous et ses en-têtes",
  "content/booking.yaml":
    "les formats et horaires des rendez-vous (hors durée, délai et période) : le serveur calcule les créneaux avec (les horaires se changent dans l’agenda)",
  "content/contact.yaml":
    "les textes du formulaire de contact (hors sujets) : le serveur les écrit dans les pages qu’il répond à un navigateur sans JavaScript",
};

/** The files of one editable content (paths under the content folder's parent: `content/cities/melun.yaml`). */
export function filesOf(item: EditableContent, root = path.dirname(contentDir())): string[] {
  const extension = `.${item.format}`;
  if (item.kind === "singleton") return [`content/${item.path}${extension}`];
  const folder = path.join(root, "content", item.path);
  return readdirSync(folder)
    .filter((name) => name.endsWith(extension))
    .sort()
    .map((name) => `content/${item.path}/${name}`);
}

/** An editable content as the page needs it: serialisable, fields included. */
export interface EditorCollection {
  key: string;
  label: string;
  kind: "collection" | "singleton";
  /** Keystatic's path: `content/cities/*` or `content/pages/home`. */
  path: string;
  format: "yaml" | "md";
  section: string;
  fields: Record<string, EditorField>;
  /** The fields kept as they are (not editable), as paths. */
  ignored: string[];
}

export interface EditorDefinition {
  collections: EditorCollection[];
  /** Excluded files and why, for the page's help. */
  excluded: Record<string, string>;
}

/** The comments and value lengths of every file of `item`. */
function notesOf(item: EditableContent, root: string): FileNotes {
  const notes = emptyNotes();
  for (const file of filesOf(item, root)) {
    const text = readFileSync(path.join(root, file), "utf8");
    collectNotes(item.format === "md" ? splitFrontmatter(text).frontmatter : text, notes);
  }
  return notes;
}

/**
 * Every key of `data` (a file edited in part) that no field holds, as a field
 * kept as it is: Keystatic refuses a file with keys its schema does not know,
 * and gives an ignored field's value back unchanged when it saves.
 */
function keepUnshown(
  fields: Record<string, EditorField>,
  data: unknown,
  at: string,
  ignored: string[],
): void {
  if (!data || typeof data !== "object" || Array.isArray(data)) return;
  for (const [key, value] of Object.entries(data)) {
    const dotted = at ? `${at}.${key}` : key;
    const field = fields[key];
    if (field?.kind === "object") keepUnshown(field.fields, value, dotted, ignored);
    if (field) continue;
    const reason = "lu par le serveur";
    fields[key] = { ...labelFor(key, undefined), kind: "ignored", reason };
    ignored.push(`${dotted} (${reason})`);
  }
}

/** The field at a dotted path (`reviews.rating`) of a field tree, if any. */
function fieldAt(tree: Record<string, EditorField>, at: string): EditorField | undefined {
  const [first = "", ...rest] = at.split(".");
  const field = tree[first];
  if (!field || rest.length === 0) return field;
  return field.kind === "object" ? fieldAt(field.fields, rest.join(".")) : undefined;
}

/**
 * A field with French typography on everything the firm reads (label, help,
 * reason, option labels): labels come from the YAML files' comments, typed
 * with ordinary spaces like all copy. Values and patterns are left alone.
 */
function typesetField(field: EditorField): EditorField {
  const common = {
    label: frenchTypography(field.label),
    ...(field.description ? { description: frenchTypography(field.description) } : {}),
  };
  switch (field.kind) {
    case "select":
      return {
        ...field,
        ...common,
        options: field.options.map((option) => ({ ...option, label: frenchTypography(option.label) })),
      };
    case "array":
      return { ...field, ...common, element: typesetField(field.element) };
    case "object":
      return { ...field, ...common, fields: typesetFields(field.fields) };
    case "ignored":
      return { ...field, ...common, reason: frenchTypography(field.reason) };
    default:
      return { ...field, ...common };
  }
}

const typesetFields = (fields: Record<string, EditorField>): Record<string, EditorField> =>
  Object.fromEntries(Object.entries(fields).map(([key, field]) => [key, typesetField(field)]));

/** The editor's description, from the schemas and the files under `root` (the folder holding content/). */
export function editorDefinition(root = path.dirname(contentDir())): EditorDefinition {
  return {
    collections: editableContents().flatMap((item) => {
      const { fields, ignored } = fieldsFromSchema(item.schema, notesOf(item, root));
      if (item.only) {
        for (const file of filesOf(item, root)) {
          keepUnshown(fields, parse(readFileSync(path.join(root, file), "utf8")), "", ignored);
        }
      }
      for (const [at, text] of Object.entries(item.help ?? {})) {
        const field = fieldAt(fields, at);
        if (!field) throw new Error(`${item.key}: no field ${at} for its help text`);
        field.description = text;
      }
      for (const [key, upload] of Object.entries(item.uploads ?? {})) {
        const field = fields[key];
        if (field?.kind !== "text") throw new Error(`${item.key}.${key}: an upload must be a text field`);
        const { label, labelFrom, description, required } = field;
        fields[key] =
          upload.kind === "image"
            ? {
                kind: "image",
                label,
                labelFrom,
                ...(description ? { description } : {}),
                required,
                extensions: upload.extensions,
              }
            : {
                kind: "pdf",
                label,
                labelFrom,
                description: description ?? PROVIDED_PDF_HELP,
                maxBytes: MAX_PROVIDED_PDF_BYTES,
              };
      }
      // A file that is a table of named values as a whole (the videos) has no field to show.
      if (Object.keys(fields).length === 0) return [];
      return {
        key: item.key,
        label: frenchTypography(item.label),
        kind: item.kind,
        path: item.kind === "collection" ? `content/${item.path}/*` : `content/${item.path}`,
        format: item.format,
        section: item.section,
        fields: typesetFields(fields),
        ignored: ignored.map(frenchTypography),
      };
    }),
    excluded: Object.fromEntries(
      Object.entries(EXCLUDED_FILES).map(([file, why]) => [file, frenchTypography(why)]),
    ),
  };
}
