/**
 * Facts the landing pages quote as {{name}} (content/cities/, content/topics/,
 * content/landing/common.yaml) besides those of values.ts: the skills
 * assessment's durations and claims, what the CPF leaves to pay, the phases
 * and funding routes, the offices' towns. Each is computed from the law
 * module, the pricing and the firm's records; none is typed here.
 *
 * Offices: every office of content/firm.yaml gives `office<Id>City`, its
 * town (officeHeadCity, officeFontainebleauCity, officeProvinsCity…), so a
 * new office's town can be quoted without editing this module.
 */
import { bilanClaims, bilanFacts } from "../bilan-facts.ts";
import { type FundingRoute, fundingOptions } from "../bilan-pricing.ts";
import { formatEuros, longDate, lowerFirst, upperFirst, yearsText } from "../format.ts";
import { offices } from "../offices.ts";
import { decree2017, regulation } from "../regulation.ts";

/** A funding route of a formula, as bilan-pricing.ts computes it. */
function route(formula: "classic" | "flash", id: FundingRoute) {
  const option = fundingOptions(formula).find((candidate) => candidate.route === id);
  if (!option) throw new Error(`No "${id}" funding route for the ${formula} assessment`);
  return option;
}

/** The landing pages' facts, by name (content/facts/index.ts merges every section). */
export function landingFacts(): Record<string, string> {
  const { cpfCreditMonth, phases, funding } = bilanFacts;
  const [preliminary, investigation, conclusion] = phases;
  const [cpfRoute, employerRoute, franceTravailRoute, personalRoute] = funding;
  const cpfClassic = route("classic", "cpf");
  const franceVae = regulation.vaeThroughFranceVae.value;
  return {
    // The firm
    firmYearsOfExperience: String(bilanClaims.yearsOfExperience),
    ...Object.fromEntries(offices.map((office) => [`office${upperFirst(office.id)}City`, office.city])),

    // The skills assessment
    bilanPhasePreliminaryTitle: preliminary,
    bilanPhaseInvestigationTitle: investigation,
    bilanPhaseConclusionTitle: conclusion,
    fundingRouteCpf: cpfRoute,
    fundingRouteEmployer: employerRoute,
    fundingRouteFranceTravail: franceTravailRoute,
    fundingRoutePersonal: personalRoute,

    // The CPF (content/regulation.ts, content/bilan-pricing.ts)
    cpfBilanCapSince: longDate(regulation.cpfBilanCap.inForceSince),
    cpfBilanWaitingYears: yearsText(regulation.cpfBilanWaitingYears.value),
    cpfCreditMonth,
    /** What the CPF alone leaves to pay, participation included. */
    cpfLeftToPayClassic: formatEuros(cpfClassic.visitorPays),
    cpfLeftToPayFlash: formatEuros(route("flash", "cpf").visitorPays),
    /** What the CPF pays of the classic assessment (its cap, or the price below it). */
    cpfClassicCpfPays: formatEuros(cpfClassic.funderPays),
    /** The part of the classic assessment's price above the CPF's cap (an employer's top-up covers it). */
    cpfClassicOverCap: formatEuros(route("classic", "cpf-employer-top-up").topUp),

    // Law the topic pages quote
    careerPathName: regulation.careerPathInterview.value.name,
    franceVaePlatform: franceVae.platform,
    /** "vae.gouv.fr": the platform's address as people type it. */
    franceVaeSite: franceVae.url.replace(/^https?:\/\//, ""),
    /** The decree's title with a lower-case first letter, to follow « du ». */
    decree2017TitleLowercase: lowerFirst(decree2017.title),
  };
}
