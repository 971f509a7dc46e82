import { z } from "zod";
import { bilanFacts } from "./bilan-facts.ts";
import { joinList, typeset } from "./format.ts";
import { readRecord } from "./lib/collection.ts";
import { text } from "./lib/fields.ts";
import { pageDescription, pageTitle } from "./lib/page-head.ts";
import { fillTemplate, template } from "./lib/template.ts";
import type { ProgrammeSheet } from "./programme-sheet.ts";
import { reviewsWidget } from "./reviews.ts";

/*
 * The skills-assessment page (/bilan-de-competence): its copy is
 * content/pages/bilan.yaml, where every figure is a {{fact}} (prices, hours,
 * phases, results: content/bilan/facts.yaml, bilan-pricing.ts, regulation.ts,
 * the firm's records). This module checks the file and builds what the route
 * shows: the phases' and funding routes' titles from bilan-facts.ts, the
 * hours of the bar, the programme sheet. `typeset()` applies French
 * typography. The route builds every link (no URL here).
 */

export interface BilanMeta {
  readonly title: string;
  readonly description: string;
}

interface TextItem {
  readonly title: string;
  readonly text: string;
}

export interface BilanContent {
  readonly lastModified: string;
  readonly heading: string;
  readonly lead: {
    readonly title: string;
    readonly text: string;
    readonly free: string;
    readonly contactButton: string;
    readonly hours: string;
  };
  readonly facts: {
    readonly title: string;
    readonly items: readonly { readonly figure: string; readonly text: string }[];
  };
  readonly definition: {
    readonly title: string;
    readonly paragraphs: readonly string[];
    readonly reasonsIntro: string;
    readonly reasons: readonly string[];
    readonly reconversionLink: string;
  };
  readonly audience: {
    readonly title: string;
    readonly intro: string;
    readonly items: readonly string[];
    readonly employees: string;
    readonly publicSector: {
      readonly title: string;
      readonly text: string;
      readonly cpf: string;
      readonly decreeBefore: string;
      readonly decreeAfter: string;
    };
  };
  readonly course: {
    readonly title: string;
    readonly intro: string;
    readonly split: readonly {
      readonly hours: number;
      readonly figure: string;
      readonly text: string;
    }[];
    readonly followUp: TextItem;
    readonly flash: TextItem;
    readonly delivery: TextItem;
    readonly onlineLink: string;
  };
  readonly phases: {
    readonly title: string;
    readonly intro: string;
    readonly items: readonly TextItem[];
  };
  readonly confidentiality: {
    readonly title: string;
    readonly paragraphs: readonly string[];
  };
  readonly funding: {
    readonly title: string;
    readonly intro: string;
    readonly routes: readonly TextItem[];
    readonly cpfLink: string;
  };
  readonly prices: {
    readonly advice: { readonly title: string; readonly text: string; readonly button: string };
  };
  readonly reviews: {
    readonly title: string;
    readonly intro: string;
    readonly loadButton: string;
    readonly privacyNote: string;
  };
  readonly faq: { readonly title: string; readonly intro: string };
  readonly documents: { readonly title: string; readonly paragraphs: readonly string[] };
  readonly programme: { readonly title: string };
  readonly updated: string;
  readonly cta: { readonly title: string; readonly text: string; readonly button: string };
}

const paragraphs = z.array(text).min(1);
const titled = z.strictObject({ title: text, text });

/** content/pages/bilan.yaml */
export const schema = z.strictObject({
  lastModified: z.iso.date("doit être une date AAAA-MM-JJ"),
  meta: z.strictObject({ title: pageTitle, description: pageDescription }),
  heading: text,
  lead: z.strictObject({ title: text, text, free: text, contactButton: text, hours: text }),
  facts: z.strictObject({
    title: text,
    items: z.array(z.strictObject({ figure: text, text })).min(1),
  }),
  definition: z.strictObject({
    title: text,
    paragraphs,
    reasonsIntro: text,
    reasons: paragraphs,
    reconversionLink: text,
  }),
  audience: z.strictObject({
    title: text,
    intro: text,
    items: paragraphs,
    employees: text,
    publicSector: z.strictObject({ title: text, text, cpf: text, decreeBefore: text, decreeAfter: text }),
  }),
  course: z.strictObject({
    title: text,
    intro: text,
    split: z
      .array(z.strictObject({ part: z.enum(["interviews", "tests", "personalWork"]), figure: text, text }))
      .min(1),
    followUp: titled,
    flash: titled,
    delivery: titled,
    onlineLink: text,
  }),
  phases: z.strictObject({
    title: text,
    intro: text,
    texts: z.array(text).length(bilanFacts.phases.length, {
      error: `doit compter une phrase par phase de content/bilan/facts.yaml (${bilanFacts.phases.length})`,
    }),
  }),
  confidentiality: z.strictObject({ title: text, paragraphs }),
  funding: z.strictObject({
    title: text,
    intro: text,
    texts: z.array(text).length(bilanFacts.funding.length, {
      error: `doit compter une phrase par financement de content/bilan/facts.yaml (${bilanFacts.funding.length})`,
    }),
    cpfLink: text,
  }),
  prices: z.strictObject({ advice: z.strictObject({ title: text, text, button: text }) }),
  followUpClaim: text,
  reviews: z.strictObject({ title: text, intro: template("resultats") }),
  faq: z.strictObject({ title: text, intro: text }),
  documents: z.strictObject({ title: text, paragraphs }),
  programme: z.strictObject({
    title: text,
    sheet: z.strictObject({
      audience: template("publics"),
      prerequisites: text,
      objectives: paragraphs,
      duration: text,
      modalities: text,
      accessDelay: text,
      price: text,
      methods: text,
      evaluation: text,
    }),
  }),
  updated: text,
  cta: z.strictObject({ title: text, text, button: text }),
});

const page = readRecord("pages/bilan.yaml", schema);

export const bilanMeta: BilanMeta = typeset(page.meta);

/**
 * The follow-up survey's two percentages with what they count and whom: one
 * sentence for every page that quotes them.
 */
export const followUpClaimText = typeset(page.followUpClaim);

export const bilan: BilanContent = typeset({
  lastModified: page.lastModified,
  heading: page.heading,
  lead: page.lead,
  facts: page.facts,
  definition: page.definition,
  audience: page.audience,
  course: {
    ...page.course,
    split: page.course.split.map(({ part, figure, text }) => ({
      hours: bilanFacts.hours[part],
      figure,
      text,
    })),
  },
  phases: {
    title: page.phases.title,
    intro: page.phases.intro,
    items: bilanFacts.phases.map((title, index) => ({ title, text: page.phases.texts[index] ?? "" })),
  },
  confidentiality: page.confidentiality,
  funding: {
    title: page.funding.title,
    intro: page.funding.intro,
    routes: bilanFacts.funding.map((title, index) => ({ title, text: page.funding.texts[index] ?? "" })),
    cpfLink: page.funding.cpfLink,
  },
  prices: page.prices,
  reviews: {
    title: page.reviews.title,
    intro: fillTemplate(page.reviews.intro, { resultats: page.followUpClaim }),
    ...reviewsWidget,
  },
  faq: page.faq,
  documents: page.documents,
  programme: { title: page.programme.title },
  updated: page.updated,
  cta: page.cta,
});

/**
 * The programme sheet of the skills assessment (indicator 1 of the national
 * quality framework), built from the same facts, prices and rules as the page.
 */
export const bilanProgramme: ProgrammeSheet = typeset({
  ...page.programme.sheet,
  audience: fillTemplate(page.programme.sheet.audience, { publics: joinList(page.audience.items) }),
});
