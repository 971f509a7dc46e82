/**
 * The skills assessment's facts (spec section 9), read from
 * content/bilan/facts.yaml: the one place that holds them. The
 * /bilan-de-competence page, the landing pages and the FAQ read them from
 * here or as {{facts}} (content/facts/pages.ts); no copy repeats a number by
 * hand. What a visitor pays per funding route is computed in
 * bilan-pricing.ts, the rules of law are in regulation.ts.
 *
 * The facts are computed from this record, so it is read without them
 * (content/lib/figures.ts), when this module loads.
 */
import { z } from "zod";
import { text } from "./lib/fields.ts";
import { readFigures } from "./lib/figures.ts";

const count = z.number().int("doit être un nombre entier").positive("doit être supérieur à zéro");
const amount = z.number().positive("doit être un montant supérieur à zéro");

export const schema = z.strictObject({
  institutedIn: count,
  hours: z
    .strictObject({ total: count, interviews: count, tests: count, personalWork: count })
    .refine(
      (hours) => hours.interviews + hours.tests + hours.personalWork === hours.total,
      "les heures d’entretiens, de tests et de travail personnel doivent faire le total",
    ),
  spreadMonths: count,
  followUpMonths: count,
  publicSector: z.strictObject({ maxAssessments: count, minYearsBetween: count }),
  cpfCreditMonth: text,
  phases: z.tuple([text, text, text], { error: "doit compter les trois phases du Code du travail" }),
  delivery: z.array(text).min(1),
  prices: z.strictObject({
    flash: amount,
    classicIndividual: amount,
    classicEmployer: amount,
    franceTravail: amount,
  }),
  flash: z.strictObject({
    hours: count,
    weeks: z
      .strictObject({ min: count, max: count })
      .refine((weeks) => weeks.min <= weeks.max, "« min » ne peut pas dépasser « max »"),
  }),
  funding: z.tuple([text, text, text, text], { error: "doit compter les quatre financements" }),
  claims: z.strictObject({
    yearsOfExperience: count,
    peopleSupported: count,
    peoplePerYear: count,
  }),
});

const { claims, ...facts } = readFigures("bilan/facts.yaml", schema);

/** The skills assessment's hours, durations, phases, prices and funding routes. */
export const bilanFacts = facts;

/** Claims the spec allows on pages (the results, with their periods: content/results.ts). */
export const bilanClaims = claims;
