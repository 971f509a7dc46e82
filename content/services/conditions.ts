/**
 * What the service and training pages say about funding and start dates,
 * built from the shared copy (content/service-common.yaml), whose sentences
 * quote the rules of content/regulation.ts and the firm's config as {{facts}},
 * so no page states a rule by hand. Build time only: the browser gets the
 * resulting strings.
 */
import { formatNumber } from "../format.ts";
import { serviceCommonRecord } from "./common.ts";

/** The routes a page can name in its `funding` field: every route but the CPF, which follows from `cpfEligible`. */
export const fundingRoutes = ["employerPlan", "opco", "franceTravail", "employer", "self"] as const;

export type FundingRoute = (typeof fundingRoutes)[number];

/**
 * The funding block's list: the CPF first when, and only when, the page's
 * service is CPF-eligible, then the page's own routes. Empty: no block.
 */
export function fundingRoutesOf(page: {
  cpfEligible: boolean;
  funding: readonly FundingRoute[];
}): readonly string[] {
  if (page.funding.length === 0) return [];
  const labels = serviceCommonRecord().funding.routes;
  return [...(page.cpfEligible ? [labels.cpf] : []), ...page.funding.map((route) => labels[route])];
}

/** When an action starts, per funding route or kind of client: the cases of the sheet's « Délais d’accès ». */
export const startClauses = [
  "cpfFranceVae",
  "funder",
  "franceTravail",
  "self",
  "company",
  "individual",
] as const;

type StartClause = (typeof startClauses)[number];

/**
 * The sheet's « Délais d’accès »: the firm's first-meeting delay, then when
 * the action starts (`start`: « Début de la formation », « Début du bilan »…)
 * on each route or for each kind of client the page serves, then anything
 * the page adds.
 */
export function accessDelayText(start: string, clauses: readonly StartClause[], after?: string): string {
  const { firstMeeting, cases } = serviceCommonRecord().accessDelay;
  const starts = clauses.map((clause) => cases[clause]).join(" ; ");
  return `${firstMeeting} ${start} : ${starts}.${after ? ` ${after}` : ""}`;
}

/** "95,1 %": a share with one decimal, as the statistics documents give it. */
export function shareText(part: number, whole: number): string {
  const value = Math.round((part / whole) * 1000) / 10;
  return `${formatNumber(value, { maxFractionDigits: 1 })} %`;
}
