/**
 * The firm's results (Qualiopi indicator 2), read from content/results.yaml:
 * the one place that holds them. For the skills assessment, the VAE and the
 * business-creation training, each figure is a list of periods, the most
 * recent shown; every period carries its dates, its headcount and its
 * method, and the record its `updated` day. The schema refuses a figure
 * without a period, a headcount or a method, counts that do not add up (a
 * part larger than its whole), a period that ends before it starts or after
 * the record was updated, and an `updated` day still to come, each with a
 * French message naming the line.
 *
 * The block the pages show (app/components/sections/results-block.tsx) is
 * built here, at pre-render, from the record's own words; the pages and
 * documents quote the figures as {{facts}} (content/facts/results.ts).
 * The facts are computed from this record, so it is read without them
 * (content/lib/figures.ts), on first use.
 */
import { z } from "zod";
import { formatNumber, longDate, percentText, typeset } from "./format.ts";
import { text } from "./lib/fields.ts";
import { readFigures } from "./lib/figures.ts";
import { fillTemplate, template } from "./lib/template.ts";

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MESSAGE = "doit être une date écrite année-mois-jour (2025-12-31)";

/** Whether "YYYY-MM-DD" names a day of the calendar (not the 31st of June). */
function isCalendarDay(iso: string): boolean {
  const date = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === iso;
}

/** A calendar day; `missing` is the message when the field is absent. */
const day = (missing: string) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? missing : DAY_MESSAGE) })
    .regex(DAY, DAY_MESSAGE)
    .refine(isCalendarDay, "n’est pas un jour du calendrier");

/** The number of people (or businesses) a figure counts: required, at least one. */
const headcount = (what: string) =>
  z
    .number({
      error: (issue) =>
        issue.input === undefined
          ? `un chiffre sans effectif ne peut pas être publié : donnez ${what}`
          : "doit être un nombre entier",
    })
    .int("doit être un nombre entier")
    .positive("doit être supérieur à zéro : un chiffre compte au moins une personne");

/** A count within a headcount: zero or more. */
const part = z.number().int("doit être un nombre entier").min(0, "ne peut pas être négatif");

/** What every period of a figure carries: whether it is still the example firm's, its dates and its method. */
const periodFields = {
  fictional: z.boolean().optional(),
  from: day(
    "un chiffre sans période ne peut pas être publié : donnez le début de sa période (from, AAAA-MM-JJ)",
  ),
  to: day("un chiffre sans période ne peut pas être publié : donnez la fin de sa période (to, AAAA-MM-JJ)"),
  method: z
    .string({
      error: (issue) =>
        issue.input === undefined
          ? "un chiffre sans méthode ne peut pas être publié : dites comment il a été établi"
          : "doit être un texte",
    })
    .trim()
    .min(1, "ne peut pas être vide : dites comment le chiffre a été établi"),
};

/** A day of the situation a figure describes (VAE juries, businesses three years on). */
const asOf = day("donnez la date à laquelle la situation est connue (asOf, AAAA-MM-JJ)");

/** A period as every figure has it. */
interface PeriodCore {
  from: string;
  to: string;
  asOf?: string;
  fictional?: boolean;
}

/** A part (or the sum of parts) that must not exceed a whole, and the French words of each. */
interface Bound {
  parts: readonly string[];
  whole: string;
}

/**
 * A period of a figure: its own fields, checked for dates in order and for
 * parts within their wholes (`bounds`).
 */
function periodSchema<Shape extends z.ZodRawShape>(shape: Shape, bounds: readonly Bound[]) {
  return z.strictObject({ ...periodFields, ...shape }).superRefine((checked, context) => {
    const period = checked as PeriodCore & Record<string, unknown>;
    const values: Record<string, unknown> = period;
    if (period.to < period.from) {
      context.addIssue({
        code: "custom",
        path: ["to"],
        message: `la fin de la période (${period.to}) est avant son début (${period.from})`,
      });
    }
    const situation = period.asOf;
    if (situation !== undefined && situation < period.to) {
      context.addIssue({
        code: "custom",
        path: ["asOf"],
        message: `la situation (${situation}) ne peut pas être connue avant la fin de la période (${period.to})`,
      });
    }
    for (const { parts, whole } of bounds) {
      const sum = parts.reduce((total, key) => total + Number(values[key] ?? 0), 0);
      const limit = Number(values[whole] ?? 0);
      if (sum <= limit) continue;
      const named = parts.map((key) => `« ${key} » (${values[key]})`).join(" + ");
      context.addIssue({
        code: "custom",
        path: [parts.at(-1) ?? whole],
        message: `${named} dépasse « ${whole} » (${limit}) : une partie ne peut pas dépasser le tout`,
      });
    }
  });
}

/** A figure: its label and sentence in the block, and its periods (at least one). */
function figureSchema<Period extends z.ZodType, Shape extends z.ZodRawShape>(period: Period, copy: Shape) {
  return z.strictObject({
    label: text,
    detail: template("partie", "tout"),
    ...copy,
    periods: z.array(period).min(1, "doit donner au moins une période"),
  });
}

const completion = figureSchema(
  periodSchema({ started: headcount("le nombre d’entrées sur la période (started)"), finished: part }, [
    { parts: ["finished"], whole: "started" },
  ]),
  {},
);

const satisfaction = figureSchema(
  periodSchema(
    { respondents: headcount("le nombre de personnes qui ont répondu (respondents)"), satisfied: part },
    [{ parts: ["satisfied"], whole: "respondents" }],
  ),
  {},
);

const followUp = figureSchema(
  periodSchema(
    {
      finished: headcount("le nombre de bilans terminés sur la période (finished)"),
      reached: headcount("le nombre de personnes jointes au suivi (reached)"),
      progressed: part,
      moreConfident: part,
    },
    [
      { parts: ["reached"], whole: "finished" },
      { parts: ["progressed"], whole: "reached" },
      { parts: ["moreConfident"], whole: "reached" },
    ],
  ),
  { confidenceLabel: text, confidenceDetail: template("partie", "tout") },
);

const validation = figureSchema(
  periodSchema(
    {
      asOf,
      candidates: headcount("le nombre de candidats accompagnés (candidates)"),
      admissible: part,
      juries: headcount("le nombre de candidats passés devant le jury (juries)"),
      full: part,
      partial: part,
    },
    [
      { parts: ["admissible"], whole: "candidates" },
      { parts: ["juries"], whole: "admissible" },
      { parts: ["full", "partial"], whole: "juries" },
    ],
  ),
  {},
);

const survival = figureSchema(
  periodSchema(
    {
      asOf,
      people: headcount("le nombre de personnes formées (people)"),
      created: headcount("le nombre d’entreprises créées (created)"),
      active: part,
    },
    [
      { parts: ["created"], whole: "people" },
      { parts: ["active"], whole: "created" },
    ],
  ),
  {},
);

/** The services that have results, as the record names them. */
export type ResultsService = "bilan" | "vae" | "businessCreation";

/** Today in Paris, "YYYY-MM-DD": the latest day a record may say it was updated. */
function parisToday(): string {
  return Temporal.Now.instant().toZonedDateTimeISO("Europe/Paris").toPlainDate().toString();
}

/** content/results.yaml's schema, refusing an `updated` day after `today` ("YYYY-MM-DD", Paris). */
export function resultsSchema(today: string = parisToday()) {
  return z
    .strictObject({
      updated: day("donnez le jour de la mise à jour (updated, AAAA-MM-JJ)"),
      block: z.strictObject({
        title: text,
        intro: text,
        period: template("debut", "fin"),
        asOf: template("date"),
        method: template("methode"),
        updatedLabel: text,
      }),
      bilan: z.strictObject({ completion, satisfaction, followUp }),
      vae: z.strictObject({ completion, satisfaction, validation }),
      businessCreation: z.strictObject({ survival }),
    })
    .superRefine((record, context) => {
      if (record.updated > today) {
        context.addIssue({
          code: "custom",
          path: ["updated"],
          message: `la mise à jour (${record.updated}) est dans le futur : aujourd’hui, nous sommes le ${today}`,
        });
      }
      for (const { path, period } of periodsOf(record)) {
        for (const key of ["to", "asOf"] as const) {
          const value = period[key];
          if (value === undefined || value <= record.updated) continue;
          context.addIssue({
            code: "custom",
            path: [...path, key],
            message: `${value} est après la mise à jour du fichier (updated : ${record.updated}) : un chiffre ne compte pas ce qui n’a pas encore eu lieu`,
          });
        }
      }
    });
}

/** The schema the editor and the build read the file with (the future is today's). */
export const schema = resultsSchema();

export type ResultsRecord = z.output<typeof schema>;

/** The record's figures, as lists of periods by service and kind. */
type PeriodLists = Record<ResultsService, Record<string, { periods: readonly PeriodCore[] }>>;

/** Every period of the record, with its path in the file (`bilan.completion.periods[0]`). */
function periodsOf(record: PeriodLists) {
  return (["bilan", "vae", "businessCreation"] as const).flatMap((service) =>
    Object.entries(record[service]).flatMap(([kind, figure]) =>
      figure.periods.map((period, index) => ({
        service,
        kind,
        index,
        period,
        path: [service, kind, "periods", index],
      })),
    ),
  );
}

/** The period of a list that ends last: the one the block and the facts quote. */
function latest<Period extends { from: string; to: string }>(periods: readonly Period[]): Period {
  return periods.reduce((last, period) =>
    period.to > last.to || (period.to === last.to && period.from > last.from) ? period : last,
  );
}

/** A share rounded to the unit, in percent: 187 of 268 -> 70. */
export const percentOf = (part: number, whole: number) => Math.round((part / whole) * 100);

/** "1er janvier au 31 décembre 2025": a period's two days, the year once when it is the same. */
function periodDays(from: string, to: string): { debut: string; fin: string } {
  const start = longDate(from);
  const sameYear = from.slice(0, 4) === to.slice(0, 4);
  return { debut: sameYear ? start.slice(0, start.lastIndexOf(" ")) : start, fin: longDate(to) };
}

/** « du 1er janvier au 31 décembre 2025 »: a period's days in a sentence. */
export function periodDaysPhrase(from: string, to: string): string {
  const { debut, fin } = periodDays(from, to);
  return `du ${debut} au ${fin}`;
}

/**
 * A period in a sentence: « en 2025 » for a calendar year, « entre 2023 et
 * 2024 » for whole calendar years, else « du 1er mars 2025 au 28 février 2026 ».
 */
export function periodPhrase(from: string, to: string): string {
  const [fromYear, toYear] = [from.slice(0, 4), to.slice(0, 4)];
  if (from.endsWith("-01-01") && to.endsWith("-12-31")) {
    return fromYear === toYear ? `en ${fromYear}` : `entre ${fromYear} et ${toYear}`;
  }
  return periodDaysPhrase(from, to);
}

/** "septembre 2026": the month of a day. */
export function monthOf(iso: string): string {
  const long = longDate(iso);
  return long.slice(long.indexOf(" ") + 1);
}

/** One figure as the block shows it; every string is final text, typeset. */
interface ResultFigure {
  /** Stable id: `bilan-satisfaction`. */
  id: string;
  label: string;
  /** The share: « 94 % ». */
  value: string;
  /** The sentence with the part and the headcount: « 278 des 296 personnes… ». */
  detail: string;
  /** The headcount, as the sentence writes it (« 296 »). */
  headcount: string;
  /** « Période : du 1er janvier au 31 décembre 2025 ». */
  period: string;
  /** The period's days, "YYYY-MM-DD". */
  from: string;
  to: string;
  /** « Situation au 30 juin 2025 », for the figures that have one. */
  asOf?: string;
  /** « Méthode : … ». */
  method: string;
  /** Still the example firm's figure. */
  fictional: boolean;
}

/** The block of a page: its title, its figures and the record's update. */
export interface ResultsBlockData {
  title: string;
  intro: string;
  figures: ResultFigure[];
  updatedLabel: string;
  /** The record's `updated` day, "YYYY-MM-DD". */
  updated: string;
  /** That day in words: « 1er novembre 2026 ». */
  updatedText: string;
}

/** The raw figures of one service, each with its label, sentence, part, whole and period. */
interface FigureSource {
  id: string;
  label: string;
  detail: string;
  part: number;
  whole: number;
  period: { from: string; to: string; method: string; fictional?: boolean; asOf?: string };
}

/** The figures the block shows for a service, from the latest period of each. */
function figureSources(record: ResultsRecord, service: ResultsService): FigureSource[] {
  if (service === "bilan") {
    const { completion: done, satisfaction: happy, followUp: after } = record.bilan;
    const started = latest(done.periods);
    const rated = latest(happy.periods);
    const followed = latest(after.periods);
    return [
      { id: "bilan-completion", ...done, part: started.finished, whole: started.started, period: started },
      { id: "bilan-satisfaction", ...happy, part: rated.satisfied, whole: rated.respondents, period: rated },
      {
        id: "bilan-progress",
        ...after,
        part: followed.progressed,
        whole: followed.reached,
        period: followed,
      },
      {
        id: "bilan-confidence",
        label: after.confidenceLabel,
        detail: after.confidenceDetail,
        part: followed.moreConfident,
        whole: followed.reached,
        period: followed,
      },
    ];
  }
  if (service === "vae") {
    const { completion: done, satisfaction: happy, validation: jury } = record.vae;
    const started = latest(done.periods);
    const rated = latest(happy.periods);
    const judged = latest(jury.periods);
    return [
      { id: "vae-completion", ...done, part: started.finished, whole: started.started, period: started },
      { id: "vae-satisfaction", ...happy, part: rated.satisfied, whole: rated.respondents, period: rated },
      {
        id: "vae-validation",
        ...jury,
        part: judged.full + judged.partial,
        whole: judged.juries,
        period: judged,
      },
    ];
  }
  const { survival } = record.businessCreation;
  const followed = latest(survival.periods);
  return [
    {
      id: "creation-survival",
      ...survival,
      part: followed.active,
      whole: followed.created,
      period: followed,
    },
  ];
}

/** A text ending as a sentence does: a full stop added unless it has its own. */
const sentence = (text: string) => (/[.!?…]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`);

/** The block of `service`'s results, as a page's loader passes it to the component. */
export function resultsBlockOf(record: ResultsRecord, service: ResultsService): ResultsBlockData {
  const { block } = record;
  return typeset({
    title: block.title,
    intro: block.intro,
    updatedLabel: block.updatedLabel,
    updated: record.updated,
    updatedText: longDate(record.updated),
    figures: figureSources(record, service).map(({ id, label, detail, part, whole, period }) => ({
      id,
      label,
      value: percentText(percentOf(part, whole)),
      detail: sentence(fillTemplate(detail, { partie: formatNumber(part), tout: formatNumber(whole) })),
      headcount: formatNumber(whole),
      period: sentence(fillTemplate(block.period, periodDays(period.from, period.to))),
      from: period.from,
      to: period.to,
      ...(period.asOf ? { asOf: sentence(fillTemplate(block.asOf, { date: longDate(period.asOf) })) } : {}),
      method: sentence(fillTemplate(block.method, { methode: period.method })),
      fictional: period.fictional === true,
    })),
  });
}

/** Every period still marked fictional, named as the file places it: « bilan.completion.periods[0] (du 1er janvier au 31 décembre 2025) ». */
export function fictionalPeriods(record: ResultsRecord): string[] {
  return periodsOf(record)
    .filter(({ period }) => period.fictional === true)
    .map(
      ({ service, kind, index, period }) =>
        `${service}.${kind}.periods[${index}] (${periodDaysPhrase(period.from, period.to)})`,
    );
}

let loaded: ResultsRecord | undefined;

/** The record, read on first use (a broken file stops the build with its line). */
export function resultsRecord(): ResultsRecord {
  loaded ??= readFigures("results.yaml", schema);
  return loaded;
}

/** The block of a service's results, from content/results.yaml. */
export const resultsBlock = (service: ResultsService) => resultsBlockOf(resultsRecord(), service);

/** The latest follow-up, VAE validation and business survival periods: what the facts quote. */
export function latestResults() {
  const record = resultsRecord();
  return {
    followUp: latest(record.bilan.followUp.periods),
    vaeValidation: latest(record.vae.validation.periods),
    businessSurvival: latest(record.businessCreation.survival.periods),
  };
}

/**
 * The service pages (by path, as content/services/ gives them) that show a
 * service's results; the skills assessment's show on its own page and the
 * city pages (their routes ask for them).
 */
const SERVICE_PAGES: Readonly<Record<string, ResultsService>> = {
  "/vae": "vae",
  "/formation_creation_entreprise": "businessCreation",
};

/** The block a service page shows (by its path), if its service has results. */
export function resultsBlockForPage(pagePath: string): ResultsBlockData | undefined {
  const service = SERVICE_PAGES[pagePath];
  return service ? resultsBlock(service) : undefined;
}

/** The service pages that show results: for the tests and checks. */
export const resultsServicePages: readonly string[] = Object.keys(SERVICE_PAGES);
