/**
 * Facts of the skills-assessment, home and about pages (and of every page
 * that quotes the same figures): the firm's places and claims, the skills
 * assessment's hours and phases, the CPF amounts left to pay, the rules the
 * pages quote (its results: ./results.ts). Computed from content/bilan/facts.yaml (through
 * bilan-facts.ts and bilan-pricing.ts), content/regulation.ts and the firm's
 * records; content/facts/index.ts merges this section with the others.
 */
import { bilanClaims, bilanFacts } from "../bilan-facts.ts";
import { accessDelays, durationText, fundingOptions } from "../bilan-pricing.ts";
import {
  formatEuros,
  formatNumber,
  hoursText,
  joinList,
  lowerFirst,
  monthsText,
  yearsText,
} from "../format.ts";
import { secondaryOfficeTowns } from "../offices.ts";
import { regulation } from "../regulation.ts";
import { site } from "../site.ts";

/** What a visitor pays with the CPF alone for a formula (« 303,20 € »). */
function _cpfRemainder(formula: "classic" | "flash"): string {
  const cpf = fundingOptions(formula).find((option) => option.route === "cpf");
  if (!cpf) throw new Error(`content/facts/pages.ts: no CPF route for the ${formula} formula`);
  return formatEuros(cpf.visitorPays);
}

/** The pages' facts by name (content/facts/index.ts merges every section). */
export function pagesFacts(): Record<string, string> {
  const { hours, flash, publicSector, phases } = bilanFacts;
  const city = site.address.city;
  const funders = regulation.qualityCertificationFunders;
  return {
    // The firm: its town, its offices, its signature, its age and its reach
    firmTagline: site.tagline,
    officeTownsAnd: joinList([city, ...secondaryOfficeTowns]),
    officeTownsOr: joinList([city, ...secondaryOfficeTowns], "ou"),
    firmExperience: yearsText(bilanClaims.yearsOfExperience),
    firmPeopleSupported: formatNumber(bilanClaims.peopleSupported),
    firmPeoplePerYear: formatNumber(bilanClaims.peoplePerYear),
    reviewsSource: site.reviews.source,

    // The skills assessment: hours (« 24 h » in the figures, « 24 heures » in sentences), spread, phases
    bilanInstitutedIn: String(bilanFacts.institutedIn),
    bilanHoursShort: `${hours.total} h`,
    bilanInterviewHours: hoursText(hours.interviews),
    bilanInterviewHoursShort: `${hours.interviews} h`,
    bilanTestHours: hoursText(hours.tests),
    bilanTestHoursShort: `${hours.tests} h`,
    bilanPersonalWorkHours: hoursText(hours.personalWork),
    bilanPersonalWorkHoursShort: `${hours.personalWork} h`,
    bilanFlashHoursShort: `${flash.hours} h`,
    bilanFlashWeeks: `${flash.weeks.min} à ${flash.weeks.max} semaines`,
    bilanClassicDuration: durationText("classic"),
    bilanFlashDuration: durationText("flash"),
    bilanSpreadMonths: monthsText(bilanFacts.spreadMonths),
    bilanDelivery: joinList(bilanFacts.delivery, "ou"),
    bilanPhaseCount: String(phases.length),
    bilanPhasePreliminary: lowerFirst(phases[0]),
    bilanPhaseInvestigation: lowerFirst(phases[1]),
    bilanPhaseConclusion: lowerFirst(phases[2]),
    bilanPublicSectorMaxAssessments: String(publicSector.maxAssessments),
    bilanPublicSectorInterval: yearsText(publicSector.minYearsBetween),
    publicSectorCpfHoursPerYear: hoursText(regulation.publicSectorCpf.value.hoursPerYear),
    publicSectorCpfMaxHours: hoursText(regulation.publicSectorCpf.value.maxHours),

    // What the CPF leaves to pay, and when an assessment starts (bilan-pricing.ts)
    cpfParticipationExemptions: joinList(regulation.cpfParticipation.value.exemptions),
    startDelayCpf: accessDelays.cpf,
    startDelaySelf: accessDelays.self,
    startDelayFunder: accessDelays.funder,

    // The quality certification: who requires it (L6316-1) and the charter's sentence
    qualityFundersLaw: lowerFirst(funders.sources[0].text),
  };
}
