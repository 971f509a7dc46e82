/**
 * Indicator 1 of the national quality framework (Référentiel national
 * qualité): what every service and training page must publish about the
 * action, in one structured block. The page's block and its PDF programme are
 * built from the same `ProgrammeSheet`, so they cannot drift apart.
 *
 * The words every sheet shares (the section's title, the rows' labels, the
 * contact and accessibility rows, the link to the disability page) are in
 * content/programme-sheet.yaml; contact and accessibility (with the named
 * referent) are filled from the firm's facts and the update date from the
 * page's `lastModified`, never typed. `checkProgrammeSheet` stops the build
 * when a field is missing or is a dead end (a price that only points
 * elsewhere). Build time only: the routes' loaders hand the page its rows
 * (`programmeSheetBlock`), the browser never reads this module.
 */
import { z } from "zod";
import { typeset } from "./format.ts";
import { readRecord } from "./lib/collection.ts";
import { text } from "./lib/fields.ts";
import type { Rule } from "./regulation.ts";

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

/** The rows of a sheet, in the order the page and the PDF show them (the framework's). */
export const programmeSheetFields = [
  "audience",
  "prerequisites",
  "objectives",
  "duration",
  "modalities",
  "accessDelay",
  "price",
  "methods",
  "evaluation",
  "contact",
  "accessibility",
  "updated",
] as const;

export type ProgrammeSheetField = (typeof programmeSheetFields)[number];

/** The schema of content/programme-sheet.yaml. */
export const programmeSheetSchema = z.strictObject({
  title: text,
  labels: z.strictObject(
    Object.fromEntries(programmeSheetFields.map((field) => [field, text])) as Record<
      ProgrammeSheetField,
      typeof text
    >,
  ),
  contact: text,
  accessibility: text,
  disabilityLink: text,
  disabilityAddress: text,
});

/** The words every sheet shares (content/programme-sheet.yaml), facts filled and typeset. */
type ProgrammeSheetWords = z.output<typeof programmeSheetSchema>;

let loaded: ProgrammeSheetWords | undefined;

/** content/programme-sheet.yaml, typeset, read once. */
export function programmeSheetWords(): ProgrammeSheetWords {
  loaded ??= typeset(readRecord("programme-sheet.yaml", programmeSheetSchema));
  return loaded;
}

/** The rows' labels as the page and the PDF show them, read when first used (tests, end-to-end checks). */
export const programmeSheetLabels: Readonly<Record<ProgrammeSheetField, string>> = Object.defineProperties(
  {} as Record<ProgrammeSheetField, string>,
  Object.fromEntries(
    programmeSheetFields.map((field) => [
      field,
      { enumerable: true, get: () => programmeSheetWords().labels[field] },
    ]),
  ),
);

/** Words that point elsewhere instead of giving the price. */
const DEAD_END_PRICE = /indiqu[ée]s? dans nos tarifs|voir (?:nos )?tarifs|nous consulter$/i;

/** Throws, naming the page and the field, when a sheet is incomplete. */
export function checkProgrammeSheet(sheet: ProgrammeSheet | undefined, page: string): ProgrammeSheet {
  if (!sheet) throw new Error(`${page}: the programme sheet (indicator 1) is missing`);
  const { labels } = programmeSheetWords();
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
    if (!sheet[field]?.trim()) throw new Error(`${page}: the programme sheet has no « ${labels[field]} »`);
  }
  if (sheet.objectives.length === 0 || sheet.objectives.some((objective) => !objective.trim())) {
    throw new Error(`${page}: the programme sheet has no « ${labels.objectives} »`);
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

/** One row of a sheet: its field, its label and its value (the objectives are a list, « updated » an ISO date). */
export interface ProgrammeSheetRow {
  readonly field: ProgrammeSheetField;
  readonly label: string;
  readonly value: string | readonly string[];
}

/** The rows a sheet shows, in order, with the fields every page shares filled in. */
export function programmeSheetRows(
  sheet: ProgrammeSheet,
  lastModified: string,
): readonly ProgrammeSheetRow[] {
  const { labels, contact, accessibility } = programmeSheetWords();
  const values: Record<ProgrammeSheetField, string | readonly string[]> = {
    audience: sheet.audience,
    prerequisites: sheet.prerequisites,
    objectives: sheet.objectives,
    duration: sheet.duration,
    modalities: sheet.modalities,
    accessDelay: sheet.accessDelay,
    price: sheet.price,
    methods: sheet.methods,
    evaluation: sheet.evaluation,
    contact,
    accessibility,
    updated: lastModified,
  };
  return typeset(
    programmeSheetFields.map((field) => ({ field, label: labels[field], value: values[field] })),
  );
}

/** What a page's programme block shows: its title, its rows and the words of its link to the disability page. */
export interface ProgrammeSheetBlock {
  readonly title: string;
  readonly rows: readonly ProgrammeSheetRow[];
  readonly disabilityLink: string;
}

/**
 * The block a route's loader hands its page, the sheet checked first (an
 * incomplete sheet stops the build, naming `page`). `title` replaces the
 * shared title (the skills assessment's page has its own).
 */
export function programmeSheetBlock(
  sheet: ProgrammeSheet | undefined,
  page: string,
  lastModified: string,
  title?: string,
): ProgrammeSheetBlock {
  const words = programmeSheetWords();
  return {
    title: title ?? words.title,
    rows: programmeSheetRows(checkProgrammeSheet(sheet, page), lastModified),
    disabilityLink: words.disabilityLink,
  };
}
