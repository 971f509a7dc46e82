import type { DocumentListId } from "../documents/catalog.ts";

/**
 * The shape of the legal and information pages (/mentions-legales,
 * /politique-de-confidentialite, /accessibilite, /handicap,
 * /certification-qualite, /textes-et-sources): one Markdown file each in
 * content/legal/, read by content/legal/index.ts (the Markdown convention is
 * in content/legal/markdown.ts) and rendered by one route module
 * (app/routes/legal.tsx). Plain data, so a page reaches the browser as its
 * loader's data and nothing else. Types only: the browser may import them.
 */

/**
 * A link inside a text. `href` is a path of the site ("/contact"), or an
 * address with its scheme: https:, mailto:, tel:. An external page opens in
 * the same tab, unless `newTab` (the link then says so to screen readers).
 */
export interface TextLink {
  label: string;
  href: string;
  newTab?: boolean;
}

/** A run of text: plain strings and links, written one after the other (spaces included). */
export type RichText = string | readonly (string | TextLink)[];

export type LegalBlock =
  | { paragraph: RichText }
  | { list: readonly RichText[] }
  /** A definition list: a label and its value (identity, addresses, numbers). */
  | { facts: readonly { term: string; value: RichText }[] }
  /** A heading of level 3 inside the section; with an id, an anchor others can link to. */
  | { subtitle: string; id?: string }
  /** Downloadable documents: a list of the catalogue, or only its entries at these addresses (documentHref). */
  | { documents: DocumentListId; only?: readonly string[] }
  /** The site's own quality badge (a neutral picture, not the certification mark). */
  | { picture: "quality-badge"; alt: string }
  /** A control of the page: the audience measurement's opt-out (app/components/legal/audience-opt-out.tsx), with its words. */
  | { control: "audience-opt-out"; copy: AudienceOptOutCopy };

/** The words of the audience measurement's opt-out (content/legal/audience-opt-out.yaml). */
export interface AudienceOptOutCopy {
  /** Before the page's scripts run, and without JavaScript. */
  withoutScript: string;
  measured: string;
  optedOut: string;
  gpc: string;
  /** The button. */
  optOut: string;
  storageError: string;
}

export interface LegalSection {
  /** A stable, unique id within the page (lowercase, hyphens): the heading's id and the anchor. */
  id: string;
  title: string;
  blocks: readonly LegalBlock[];
}

export interface LegalPage {
  path: string;
  /** The page's title without the firm's name (the layout appends it): at most 45 characters. */
  title: string;
  /** The meta description: 120 to 158 characters. */
  description: string;
  /** The page's h1 (visually hidden, as on every page). */
  heading: string;
  /** The lead paragraphs, before the sections. */
  intro: readonly RichText[];
  sections: readonly LegalSection[];
  /** The day the content last changed, ISO (decision 012): shown at the end and in the JSON-LD. */
  lastModified: string;
  /** The words before that date (« Page mise à jour le »). */
  updatedLabel: string;
}

/** A rich text as it reads: its strings and its links' labels, one after the other. */
function plainText(text: RichText): string {
  return typeof text === "string"
    ? text
    : text.map((part) => (typeof part === "string" ? part : part.label)).join("");
}

/** The page with every rich text read as plain text (for checks of the copy). */
export function plainPage(page: LegalPage) {
  return {
    ...page,
    intro: page.intro.map(plainText),
    sections: page.sections.map((section) => ({
      ...section,
      blocks: section.blocks.map((block) =>
        "paragraph" in block
          ? { paragraph: plainText(block.paragraph) }
          : "list" in block
            ? { list: block.list.map(plainText) }
            : "facts" in block
              ? { facts: block.facts.map((fact) => ({ term: fact.term, value: plainText(fact.value) })) }
              : "subtitle" in block
                ? { subtitle: block.subtitle }
                : "picture" in block
                  ? { picture: block.alt }
                  : "control" in block
                    ? { control: block.control }
                    : { documents: [] },
      ),
    })),
  };
}
