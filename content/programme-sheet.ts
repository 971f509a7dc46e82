/**
 * Indicator 1 of the national quality framework (Référentiel national
 * qualité): what every service and training page must publish about the
 * action, in one structured block. The page's block and its PDF programme are
 * built from the same `ProgrammeSheet`, so they cannot drift apart.
 *
 * Contact, accessibility (with the named referent) and the update date are
 * added from the site config and the page's `lastModified`, never typed.
 * `checkProgrammeSheet` stops the build when a field is missing or is a dead
 * end (a price that only points elsewhere).
 */
import { typeset } from "./format.ts";
import type { Rule } from "./regulation.ts";
import { site } from "./site.ts";

export interface ProgrammeSheet {
  /** Public visé: who it is for. */
  readonly audience: string;
  /** Prérequis: what is needed before starting (« Aucun » is an answer). */
  readonly prerequisites: string;
  /** Objectifs: what the person or company will be able to do. */
  readonly objectives: readonly string[];
  /** Durée: hours, days or months, with how they are spread. */
  readonly duration: string;
  /** Modalités: in person, by video, mixed; individual or group. */
  readonly modalities: string;
  /** Délais d'accès: when it can start, per funding route where they differ. */
  readonly accessDelay: string;
  /** Tarif: the price, or exactly how it is set (a quote on what, from what). */
  readonly price: string;
  /** Méthodes mobilisées: how the sessions work. */
  readonly methods: string;
  /** Modalités d'évaluation: how results are evaluated. */
  readonly evaluation: string;
  /** The rules the sheet's sentences rely on, if any (shown as sources). */
  readonly rules?: readonly Rule<unknown>[];
}

/** The fields a sheet must fill, with their labels as the page and the PDF show them. */
export const programmeSheetLabels = {
  audience: "Public visé",
  prerequisites: "Prérequis",
  objectives: "Objectifs",
  duration: "Durée",
  modalities: "Modalités",
  accessDelay: "Délais d’accès",
  price: "Tarif",
  methods: "Méthodes mobilisées",
  evaluation: "Modalités d’évaluation",
  contact: "Contact",
  accessibility: "Accessibilité aux personnes handicapées",
  updated: "Mise à jour",
} as const;

export type ProgrammeSheetField = keyof typeof programmeSheetLabels;

/** Words that point elsewhere instead of giving the price. */
const DEAD_END_PRICE = /indiqu[ée]s? dans nos tarifs|voir (?:nos )?tarifs|nous consulter$/i;

/** Throws, naming the page and the field, when a sheet is incomplete. */
export function checkProgrammeSheet(sheet: ProgrammeSheet | undefined, page: string): ProgrammeSheet {
  if (!sheet) throw new Error(`${page}: the programme sheet (indicator 1) is missing`);
  for (const field of [
    "audience",
    "prerequisites",
    "duration",
    "modalities",
    "accessDelay",
    "price",
    "methods",
    "evaluation",
  ] as const) {
    if (!sheet[field]?.trim())
      throw new Error(`${page}: the programme sheet has no « ${programmeSheetLabels[field]} »`);
  }
  if (sheet.objectives.length === 0 || sheet.objectives.some((objective) => !objective.trim())) {
    throw new Error(`${page}: the programme sheet has no « ${programmeSheetLabels.objectives} »`);
  }
  const problem = priceProblem(sheet.price);
  if (problem) throw new Error(`${page}: the programme sheet's price ${problem}`);
  return sheet;
}

/**
 * What is wrong with a sheet's price, in the words of the file's editor (the
 * service files' schema, content/services/index.ts, says it with the line):
 * it must give an amount, or say what the quote depends on.
 */
export function priceProblem(price: string): string | undefined {
  if (!/\d|devis/i.test(price) || DEAD_END_PRICE.test(price))
    return "doit donner un montant, ou dire comment le devis est établi (« sur devis, selon… »)";
  if (/devis/i.test(price) && !/selon|en fonction|à partir|d’après|calcul/i.test(price))
    return "« sur devis » doit dire de quoi dépend le devis (« selon… », « en fonction de… »)";
  return undefined;
}

/** The rows a sheet shows, in order, with the fields every page shares filled in. */
export function programmeSheetRows(
  sheet: ProgrammeSheet,
  lastModified: string,
): readonly { field: ProgrammeSheetField; label: string; value: string | readonly string[] }[] {
  const { disabilityReferent, phone, email } = site;
  return typeset([
    { field: "audience", label: programmeSheetLabels.audience, value: sheet.audience },
    { field: "prerequisites", label: programmeSheetLabels.prerequisites, value: sheet.prerequisites },
    { field: "objectives", label: programmeSheetLabels.objectives, value: sheet.objectives },
    { field: "duration", label: programmeSheetLabels.duration, value: sheet.duration },
    { field: "modalities", label: programmeSheetLabels.modalities, value: sheet.modalities },
    { field: "accessDelay", label: programmeSheetLabels.accessDelay, value: sheet.accessDelay },
    { field: "price", label: programmeSheetLabels.price, value: sheet.price },
    { field: "methods", label: programmeSheetLabels.methods, value: sheet.methods },
    { field: "evaluation", label: programmeSheetLabels.evaluation, value: sheet.evaluation },
    {
      field: "contact",
      label: programmeSheetLabels.contact,
      value: `${site.name}, ${phone}, ${email}`,
    },
    {
      field: "accessibility",
      label: programmeSheetLabels.accessibility,
      value: `Nos locaux sont accessibles et nous adaptons le rythme, les supports et le lieu des séances. Votre ${disabilityReferent.title}, ${disabilityReferent.name}, étudie avec vous les aménagements dès le premier contact.`,
    },
    { field: "updated", label: programmeSheetLabels.updated, value: lastModified },
  ] as const);
}
