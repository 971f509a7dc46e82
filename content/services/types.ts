/**
 * The shape of a service or training page (spec section 2, "Other service
 * pages") as the site uses it. Every page is one YAML file of
 * content/services/, checked and read by ./index.ts, rendered by one route
 * module (app/routes/service.tsx). Every value is plain data, so a page
 * reaches the browser as its loader's data and nothing else.
 *
 * The files hold text typed with ordinary spaces and the typographic
 * apostrophe ’; `typeset` (content/format.ts) adds the no-break spaces when
 * the pages are read. Figures are quoted as {{facts}} (content/facts/:
 * content/facts/services.yaml, bilan-facts.ts, the firm, regulation.ts),
 * never typed by hand.
 */
import type { DocumentListId } from "../documents/catalog.ts";
import type { ProgrammeSheet } from "../programme-sheet.ts";
import type { FundingRoute } from "./conditions.ts";

/** A link inside a page: another page of the site (path, optionally with #anchor). */
interface PageLink {
  to: string;
  label: string;
}

/** A card (a titled short text), shown in a grid. */
interface Card {
  title: string;
  text: string;
}

/**
 * A section of a page. Its parts show in this order: paragraphs, list,
 * steps (numbered cards), cards, then `after` paragraphs and links.
 */
export interface ServiceSection {
  /** A stable, unique id within the page (lowercase, hyphens): the heading's id. */
  id: string;
  title: string;
  paragraphs?: readonly string[];
  /** A bulleted list with check marks. */
  list?: readonly string[];
  /** An ordered sequence (phases, session steps), shown as numbered cards. */
  steps?: readonly Card[];
  /** Unordered items shown as cards. */
  cards?: readonly Card[];
  /** Paragraphs after the list, steps or cards. */
  after?: readonly string[];
  /** Links to other pages of the site. */
  links?: readonly PageLink[];
}

/** One fact of the « L’essentiel » panel at the top of a page (e.g. Durée, Tarif). */
interface KeyFact {
  label: string;
  value: string;
}

/** A block of a rich FAQ answer: a paragraph, a bulleted list, or a paragraph ending with a link. */
export type RichBlock = string | { list: readonly string[] } | { text: string; link: PageLink };

/** A FAQ item of the VAE page (spec section 3): a question and a rich answer. */
interface RichFaqItem {
  /** Stable id (lowercase, hyphens), unique on the page: the item's anchor. */
  id: string;
  question: string;
  answer: readonly RichBlock[];
}

/** An offer for JSON-LD: a fixed price or a range, in euros, taxes included. */
type Offer = { name: string; price: number } | { name: string; lowPrice: number; highPrice: number };

/** What the page's JSON-LD says: a Service, or a Course (training pages). */
type PageSchema =
  | { type: "Service"; serviceType: string; offers?: readonly Offer[] }
  | {
      type: "Course";
      /** Total workload as an ISO 8601 duration: "PT21H", "P3W". */
      workload: string;
      /** How it is delivered: schema.org courseMode values. */
      courseMode: readonly ("onsite" | "online" | "blended")[];
      /** Prices where the spec gives them (absent: quote on request). */
      offers?: readonly Offer[];
      /** What the trainee receives at the end, if anything (e.g. a certificate). */
      credential?: string;
    };

/** A place in a navigation menu: the menu's id and, inside it, the titled group (none: the untitled one). */
interface MenuPlacement {
  id: "emploi-carriere" | "formation" | "ingenierie";
  group?: string;
}

export interface ServicePage {
  /** The exact path of the spec, case included: "/vae", "/gestion_RH_externalisee". */
  path: string;
  /** Short label: the navigation menu, the breadcrumb and links to the page. */
  label: string;
  /** Where the page is listed in the navigation (content/navigation.ts): `order` ranks it in its menu. */
  menu: MenuPlacement & { order: number };
  kind: "service" | "training";
  /** Title without the firm's name (the head adds it), ≤ 45 characters, unique. */
  title: string;
  /** Meta description, 120–160 characters, unique, ending with an invitation to make contact. */
  description: string;
  /** The visually hidden h1: unique, more explicit than the title. */
  heading: string;
  /** The first screen: a visible title (h2), 2 or 3 short paragraphs, and who the page is for. */
  lead: { title: string; paragraphs: readonly string[] };
  /**
   * « L’essentiel »: 3 to 6 facts (Pour qui, Durée, Tarif, Modalités,
   * Financement…). Duration and price only where the spec gives them.
   */
  keyFacts: readonly KeyFact[];
  /** 3 to 6 sections: what it is, for whom, how it runs, delivery, etc. */
  sections: readonly ServiceSection[];
  /**
   * How the sessions take place, when not the usual « in person, by video or
   * mixed » (e.g. a training given only as a virtual class).
   */
  delivery?: { title: string; text: string };
  /**
   * The funding block: the routes that really fund this service besides the
   * CPF (content/services/conditions.ts), none for no block. The CPF is
   * listed first when, and only when, `cpfEligible` is true.
   */
  funding: readonly FundingRoute[];
  /**
   * Whether the CPF can pay for it (content/regulation.ts, cpfEligibleActions):
   * the one field that drives the page's funding list, the footer's « Éligible
   * CPF » badge and the home page. True only for an action the CPF funds by law
   * (skills assessment, VAE) or one that prepares a registered certification.
   */
  cpfEligible: boolean;
  /**
   * The programme sheet (indicator 1 of the national quality framework),
   * shown on the page and, for a page with a programme PDF, expanded into it
   * by `{{programme:<path>}}` (scripts/documents/programme.ts).
   */
  programme: ProgrammeSheet;
  /** The VAE page's FAQ (9 items); absent elsewhere. */
  faq?: { title: string; intro?: string; items: readonly RichFaqItem[] };
  /** The page's downloadable documents: one list of content/documents/catalog.ts. */
  documents?: { title: string; intro?: string; list: DocumentListId };
  /** Whether to show the quality-certification block (without the badge: one programme's page). */
  quality: boolean;
  /** The closing call to action (every page ends with one): title and one or two sentences. */
  cta: { title: string; text: string };
  schema: PageSchema;
  /** When the page's content last changed (ISO date): dateModified in JSON-LD, lastmod in the sitemap. */
  lastModified: string;
}
