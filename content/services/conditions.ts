/**
 * What the service and training pages say about funding and start dates,
 * built from the rules of content/regulation.ts and the firm's config, so no
 * page states a rule by hand. Read at build time (the pages' modules and the
 * service route's loader): the browser only gets the resulting strings.
 */
import { accessDelays } from "../bilan-pricing.ts";
import { daysText, formatNumber, lowerFirst } from "../format.ts";
import { regulation } from "../regulation.ts";
import { site } from "../site.ts";
import type { ServicePage } from "./types.ts";

const { trainingContractWithdrawal, vaeThroughFranceVae } = regulation;

/** The funding routes a page can list, as the funding block shows them. */
export const fundingRouteLabels = {
  cpf: "Compte personnel de formation (CPF)",
  employerPlan: "Plan de développement des compétences de l’employeur",
  opco: "Opérateur de compétences (OPCO) de l’employeur, selon ses critères de prise en charge",
  franceTravail: "France Travail, pour les demandeurs d’emploi, avec l’accord de votre conseiller",
  employer: "Votre employeur, lorsqu’il vous propose l’accompagnement (par exemple lors d’un départ)",
  self: "Financement personnel",
} as const;

/** A route a page lists itself: every route but the CPF, which follows from `cpfEligible`. */
export type FundingRoute = Exclude<keyof typeof fundingRouteLabels, "cpf">;

/**
 * The funding block's list: the CPF first when, and only when, the page's
 * service is CPF-eligible, then the page's own routes. Empty: no block.
 */
export function fundingRoutesOf(page: Pick<ServicePage, "cpfEligible" | "funding">): readonly string[] {
  if (!page.funding) return [];
  return [
    ...(page.cpfEligible ? [fundingRouteLabels.cpf] : []),
    ...page.funding.map((route) => fundingRouteLabels[route]),
  ];
}

/** "articles L6353-5 et L6353-6 du Code du travail": where the withdrawal period comes from. */
const withdrawalArticles = lowerFirst(trainingContractWithdrawal.sources[0].text);

/** When an action starts, per funding route or kind of client: clauses of the sheet's « Délais d’accès ». */
const startClauses = {
  cpfFranceVae: `avec votre CPF, après votre inscription sur ${vaeThroughFranceVae.value.platform} (${vaeThroughFranceVae.value.url.replace(/^https:\/\//, "")}), dès que votre parcours et son financement sont validés sur la plateforme`,
  funder: `en cas de financement par votre employeur ou son OPCO, ${accessDelays.funder}`,
  franceTravail:
    "en cas de financement par France Travail, dès l’accord de prise en charge donné par votre conseiller",
  self: `en cas de financement personnel, ${accessDelays.self} (${withdrawalArticles})`,
  company:
    "pour une entreprise ou un établissement, aux dates convenues, dès l’acceptation de notre proposition",
  individual: "à titre personnel, dès que vous acceptez notre proposition, à la date qui vous convient",
} as const;

export type StartClause = keyof typeof startClauses;

/** The firm's own delay: a first meeting within the access delay of its quality commitments. */
const firstMeetingDelay = `Nous vous proposons un premier entretien dans les ${daysText(site.quality.accessDelayDays)} qui suivent votre demande.`;

/**
 * The sheet's « Délais d’accès »: the firm's first-meeting delay, then when
 * the action starts (`start`: « Début de la formation », « Début du bilan »…)
 * on each route or for each kind of client the page serves, then anything
 * the page adds.
 */
export function accessDelayText(start: string, clauses: readonly StartClause[], after?: string): string {
  const starts = clauses.map((clause) => startClauses[clause]).join(" ; ");
  return `${firstMeetingDelay} ${start} : ${starts}.${after ? ` ${after}` : ""}`;
}

/** "95,1 %": a share with one decimal, as the statistics documents give it. */
export function shareText(part: number, whole: number): string {
  const value = Math.round((part / whole) * 1000) / 10;
  return `${formatNumber(value, { maxFractionDigits: 1 })} %`;
}
