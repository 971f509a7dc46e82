/**
 * What a visitor pays for a skills assessment, per formula and funding route,
 * computed from the firm's prices (bilan-facts.ts) and the rules of
 * regulation.ts. Never typed: change a price or a rule and every page, FAQ
 * answer and PDF that shows an amount follows.
 *
 * Reading of the CPF rules (decision 020): the CPF pays at most the cap for
 * one assessment; the flat participation is owed on top of what the CPF
 * leaves unpaid, unless the holder is exempt. So a holder pays
 * (price - cap, if positive) + participation. Where another funder (the
 * employer, France Travail) completes the CPF, the participation is waived
 * and that funder pays the part above the cap.
 */
import { bilanFacts } from "./bilan-facts.ts";
import { daysText, formatEuros, hoursText } from "./format.ts";
import { regulation } from "./regulation.ts";

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

/** Rounds to the cent, to keep 303.2 from becoming 303.20000000000005. */
const cents = (amount: number) => Math.round(amount * 100) / 100;

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

/** The CPF's share of a price: all of it up to the cap. */
const cpfShare = (price: number) => Math.min(price, cap);

export const accessDelays = {
  cpf: `au plus tôt ${cpfStartDelayWorkingDays.value} jours ouvrés après la validation de votre commande sur Mon Compte Formation`,
  self: `après le délai de rétractation de ${daysText(trainingContractWithdrawal.value.days)} qui suit la signature du contrat (${daysText(regulation.distanceContractWithdrawal.value)} s’il est conclu à distance)`,
  funder: "dès l’accord de prise en charge et la signature de la convention",
} as const;

/** Every funding route of a formula, with what the visitor pays. */
export function fundingOptions(formula: BilanFormula): readonly FundingOption[] {
  const individual = bilanPrice(formula, "individual");
  const jobSeeker = bilanPrice(formula, "france-travail");
  const employer = bilanPrice(formula, "employer");
  const over = (price: number) => cents(Math.max(0, price - cap));

  const cpfOver = over(individual);
  return [
    {
      route: "cpf",
      label: "Avec votre CPF",
      price: individual,
      funderPays: cpfShare(individual),
      topUp: 0,
      visitorPays: cents(cpfOver + participation),
      explanation:
        cpfOver > 0
          ? `Votre CPF prend en charge ${formatEuros(cpfShare(individual))}, son plafond pour un bilan. Restent à votre charge les ${formatEuros(cpfOver)} au-delà du plafond et la participation forfaitaire de ${formatEuros(participation)}.`
          : `Votre CPF prend en charge le prix du bilan. Reste à votre charge la participation forfaitaire de ${formatEuros(participation)}.`,
      accessDelay: accessDelays.cpf,
    },
    {
      route: "cpf-job-seeker",
      label: "Demandeur d’emploi, avec votre CPF",
      price: jobSeeker,
      funderPays: cpfShare(jobSeeker),
      topUp: 0,
      visitorPays: over(jobSeeker),
      explanation:
        over(jobSeeker) > 0
          ? `Votre CPF prend en charge ${formatEuros(cpfShare(jobSeeker))}. Demandeur d’emploi, vous ne versez pas la participation forfaitaire, mais les ${formatEuros(over(jobSeeker))} au-delà du plafond restent à votre charge, sauf aide de France Travail.`
          : "Votre CPF prend en charge le prix du bilan. Demandeur d’emploi, vous ne versez pas la participation forfaitaire.",
      accessDelay: accessDelays.cpf,
    },
    {
      route: "cpf-employer-top-up",
      label: "Salarié, avec votre CPF complété par votre employeur",
      price: individual,
      funderPays: cpfShare(individual),
      topUp: cpfOver,
      visitorPays: 0,
      explanation:
        cpfOver > 0
          ? `Votre CPF prend en charge ${formatEuros(cpfShare(individual))} et votre employeur complète les ${formatEuros(cpfOver)} restants. Avec ce complément, vous ne versez pas la participation forfaitaire.`
          : "Votre CPF prend en charge le prix du bilan. Si votre employeur complète votre compte, même d’un petit montant, vous ne versez pas la participation forfaitaire.",
      accessDelay: accessDelays.cpf,
    },
    {
      route: "employer-plan",
      label: "Financé par votre employeur",
      price: employer,
      funderPays: employer,
      topUp: 0,
      visitorPays: 0,
      explanation:
        "Votre employeur finance le bilan dans son plan de développement des compétences, avec votre accord : il ne vous coûte rien.",
      accessDelay: accessDelays.funder,
    },
    {
      route: "france-travail",
      label: "Financé par France Travail",
      price: jobSeeker,
      funderPays: jobSeeker,
      topUp: 0,
      visitorPays: 0,
      explanation:
        "Si votre conseiller France Travail accorde la prise en charge, le bilan ne vous coûte rien.",
      accessDelay: accessDelays.funder,
    },
    {
      route: "self",
      label: "Financé par vous-même",
      price: individual,
      funderPays: 0,
      topUp: 0,
      visitorPays: individual,
      explanation: `Vous réglez le prix du bilan, dont au plus ${trainingContractWithdrawal.value.maxFirstPaymentPercent} % à la fin du délai de rétractation, le reste au fil du bilan.`,
      accessDelay: accessDelays.self,
    },
  ];
}

/** The CPF conditions a visitor must know before choosing this route, in plain sentences. */
export function cpfConditions(): readonly string[] {
  return [
    `Votre CPF finance au plus ${formatEuros(cap)} pour un bilan de compétences, et seulement les heures d’accompagnement par le consultant.`,
    `Il ne peut pas être utilisé si un organisme financeur vous a déjà financé un bilan de compétences au cours des ${regulation.cpfBilanWaitingYears.value} années précédentes.`,
    `Une participation forfaitaire de ${formatEuros(participation)} (montant ${cpfParticipation.value.year}) reste à votre charge, sauf si vous êtes demandeur d’emploi ou si votre employeur complète votre compte.`,
    `Agent public : votre CPF est compté en heures et son utilisation demande l’accord de votre employeur.`,
  ];
}

/** "24 heures au plus, dont 16 heures d’entretiens": the formula's duration, never a fixed legal one. */
export function durationText(formula: BilanFormula): string {
  const { total, accompaniment } = bilanHours(formula);
  return total === accompaniment
    ? `${hoursText(total)} d’entretiens individuels`
    : `${hoursText(total)}, dont ${hoursText(accompaniment)} d’entretiens individuels`;
}
