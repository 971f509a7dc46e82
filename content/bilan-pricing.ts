/**
 * What a visitor pays for a skills assessment, per formula and funding route,
 * computed from the firm's prices (bilan-facts.ts) and the rules of
 * regulation.ts. Never typed: change a price or a rule and every page, FAQ
 * answer and PDF that shows an amount follows. The sentences that explain
 * the amounts are in content/bilan/pricing.yaml, with a `{name}` where this
 * module puts a computed value.
 *
 * Reading of the CPF rules (decision 020): the CPF pays at most the cap for
 * one assessment; the flat participation is owed on top of what the CPF
 * leaves unpaid, unless the holder is exempt. So a holder pays
 * (price - cap, if positive) + participation. Where another funder (the
 * employer, France Travail) completes the CPF, the participation is waived
 * and that funder pays the part above the cap. The arithmetic is
 * content/cpf-payment.ts's `cpfSplit`, which the cost simulator
 * (bilan-simulator.ts) also uses with the visitor's own balance; the table's
 * CPF rows are its case of a balance that covers the cap.
 */
import { z } from "zod";
import { bilanFacts } from "./bilan-facts.ts";
import { cents, cpfSplit } from "./cpf-payment.ts";
import { daysText, formatEuros, hoursText } from "./format.ts";
import { text } from "./lib/fields.ts";
import { readFigures } from "./lib/figures.ts";
import { fillTemplate, template } from "./lib/template.ts";
import { regulation } from "./regulation.ts";

const label = text;
/** A route whose explanation depends on whether the price is above the CPF's cap. */
const cappedRoute = (aboveCap: readonly string[], withinCap: readonly string[]) =>
  z.strictObject({ label, aboveCap: template(...aboveCap), withinCap: template(...withinCap) });

export const schema = z.strictObject({
  routes: z.strictObject({
    cpf: cappedRoute(["cpf", "depassement", "participation"], ["participation"]),
    "cpf-job-seeker": cappedRoute(["cpf", "depassement"], []),
    "cpf-employer-top-up": cappedRoute(["cpf", "depassement"], []),
    "employer-plan": z.strictObject({ label, explanation: template() }),
    "france-travail": z.strictObject({ label, explanation: template() }),
    self: z.strictObject({ label, explanation: template("acompte") }),
  }),
  accessDelays: z.strictObject({
    cpf: template("jours"),
    self: template("retractation", "retractationDistance"),
    funder: template(),
  }),
  cpfConditions: z.strictObject({
    cap: template("plafond"),
    waiting: template("annees"),
    participation: template("participation", "annee"),
    publicSector: template(),
  }),
  duration: z.strictObject({
    withOtherHours: template("total", "entretiens"),
    interviewsOnly: template("entretiens"),
  }),
});

/**
 * The sentences, read without the facts: the facts quote durations and
 * delays built from them (content/facts/pages.ts), and some modules the
 * facts import use `accessDelays` while they load.
 */
const copy = readFigures("bilan/pricing.yaml", schema);

export type BilanFormula = "classic" | "flash";

export type FundingRoute =
  | "cpf"
  | "cpf-job-seeker"
  | "cpf-employer-top-up"
  | "employer-plan"
  | "france-travail"
  | "self";

export interface FundingOption {
  route: FundingRoute;
  /** Who this route is for, in a few words. */
  label: string;
  /** The formula's price on this route, in euros. */
  price: number;
  /** What the main funder pays (CPF, employer, France Travail), in euros. */
  funderPays: number;
  /** What another funder adds (employer top-up), in euros. */
  topUp: number;
  /** What the visitor pays out of pocket, in euros (cents exact). */
  visitorPays: number;
  /** How the amount is made up, in one plain sentence. */
  explanation: string;
  /** When the assessment can start on this route. */
  accessDelay: string;
}

const { cpfBilanCap, cpfParticipation, cpfStartDelayWorkingDays, trainingContractWithdrawal } = regulation;
const cap = cpfBilanCap.value;
const participation = cpfParticipation.value.amount;

/** The formula's price for a payer. The flash formula has one price. */
export function bilanPrice(
  formula: BilanFormula,
  payer: "individual" | "employer" | "france-travail",
): number {
  const { prices } = bilanFacts;
  if (formula === "flash") return prices.flash;
  if (payer === "employer") return prices.classicEmployer;
  if (payer === "france-travail") return prices.franceTravail;
  return prices.classicIndividual;
}

/** Hours of the formula: total, and the accompaniment the CPF can pay. */
export function bilanHours(formula: BilanFormula): { total: number; accompaniment: number } {
  if (formula === "flash") return { total: bilanFacts.flash.hours, accompaniment: bilanFacts.flash.hours };
  return { total: bilanFacts.hours.total, accompaniment: bilanFacts.hours.interviews };
}

/**
 * A CPF route's split when the balance covers the cap (the table's case):
 * `exempt` for a job seeker, `employerTopUp` when the employer completes it.
 */
const fullBalance = (price: number, holder: { exempt?: boolean; employerTopUp?: boolean } = {}) =>
  cpfSplit({
    price,
    cap,
    balance: cap,
    participation,
    exempt: holder.exempt ?? false,
    employerTopUp: holder.employerTopUp ?? false,
  });

/** The CPF's share of a price: all of it up to the cap. */
const cpfShare = (price: number) => fullBalance(price).cpfPays;

/** When the assessment can start, per kind of funding (the end of a sentence). */
export const accessDelays = {
  cpf: fillTemplate(copy.accessDelays.cpf, { jours: cpfStartDelayWorkingDays.value }),
  self: fillTemplate(copy.accessDelays.self, {
    retractation: daysText(trainingContractWithdrawal.value.days),
    retractationDistance: daysText(regulation.distanceContractWithdrawal.value),
  }),
  funder: copy.accessDelays.funder,
} as const;

/** Every funding route of a formula, with what the visitor pays. */
export function fundingOptions(formula: BilanFormula): readonly FundingOption[] {
  const individual = bilanPrice(formula, "individual");
  const jobSeeker = bilanPrice(formula, "france-travail");
  const employer = bilanPrice(formula, "employer");
  const over = (price: number) => cents(Math.max(0, price - cap));

  const cpf = fullBalance(individual);
  const cpfJobSeeker = fullBalance(jobSeeker, { exempt: true });
  const cpfTopUp = fullBalance(individual, { employerTopUp: true });
  const { routes } = copy;
  /** The explanation of a route the CPF pays, above its cap or not. */
  const capped = (
    route: { aboveCap: string; withinCap: string },
    price: number,
    extra: Record<string, string> = {},
  ) =>
    over(price) > 0
      ? fillTemplate(route.aboveCap, {
          cpf: formatEuros(cpfShare(price)),
          depassement: formatEuros(over(price)),
          ...extra,
        })
      : fillTemplate(route.withinCap, extra);
  return [
    {
      route: "cpf",
      label: routes.cpf.label,
      price: individual,
      funderPays: cpf.cpfPays,
      topUp: 0,
      visitorPays: cpf.visitorPays,
      explanation: capped(routes.cpf, individual, { participation: formatEuros(participation) }),
      accessDelay: accessDelays.cpf,
    },
    {
      route: "cpf-job-seeker",
      label: routes["cpf-job-seeker"].label,
      price: jobSeeker,
      funderPays: cpfJobSeeker.cpfPays,
      topUp: 0,
      visitorPays: cpfJobSeeker.visitorPays,
      explanation: capped(routes["cpf-job-seeker"], jobSeeker),
      accessDelay: accessDelays.cpf,
    },
    {
      route: "cpf-employer-top-up",
      label: routes["cpf-employer-top-up"].label,
      price: individual,
      funderPays: cpfTopUp.cpfPays,
      topUp: cpfTopUp.employerPays,
      visitorPays: cpfTopUp.visitorPays,
      explanation: capped(routes["cpf-employer-top-up"], individual),
      accessDelay: accessDelays.cpf,
    },
    {
      route: "employer-plan",
      label: routes["employer-plan"].label,
      price: employer,
      funderPays: employer,
      topUp: 0,
      visitorPays: 0,
      explanation: routes["employer-plan"].explanation,
      accessDelay: accessDelays.funder,
    },
    {
      route: "france-travail",
      label: routes["france-travail"].label,
      price: jobSeeker,
      funderPays: jobSeeker,
      topUp: 0,
      visitorPays: 0,
      explanation: routes["france-travail"].explanation,
      accessDelay: accessDelays.funder,
    },
    {
      route: "self",
      label: routes.self.label,
      price: individual,
      funderPays: 0,
      topUp: 0,
      visitorPays: individual,
      explanation: fillTemplate(routes.self.explanation, {
        acompte: `${trainingContractWithdrawal.value.maxFirstPaymentPercent} %`,
      }),
      accessDelay: accessDelays.self,
    },
  ];
}

/** The CPF conditions a visitor must know before choosing this route, in plain sentences. */
export function cpfConditions(): readonly string[] {
  const {
    cap: capSentence,
    waiting,
    participation: participationSentence,
    publicSector,
  } = copy.cpfConditions;
  return [
    fillTemplate(capSentence, { plafond: formatEuros(cap) }),
    fillTemplate(waiting, { annees: regulation.cpfBilanWaitingYears.value }),
    fillTemplate(participationSentence, {
      participation: formatEuros(participation),
      annee: cpfParticipation.value.year,
    }),
    publicSector,
  ];
}

/** "24 heures, dont 16 heures d’entretiens": the formula's duration, never a fixed legal one. */
export function durationText(formula: BilanFormula): string {
  const { total, accompaniment } = bilanHours(formula);
  return total === accompaniment
    ? fillTemplate(copy.duration.interviewsOnly, { entretiens: hoursText(accompaniment) })
    : fillTemplate(copy.duration.withOtherHours, {
        total: hoursText(total),
        entretiens: hoursText(accompaniment),
      });
}
