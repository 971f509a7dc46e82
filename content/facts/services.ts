/**
 * Facts the service and training pages quote (content/services/*.yaml) that
 * content/facts/values.ts does not already give: computed from the services'
 * figures (content/facts/services.yaml), the law module, the skills
 * assessment's facts and the firm's records, never typed. Values are plain
 * text; the code that shows them applies French typography.
 */
import { bilanFacts } from "../bilan-facts.ts";
import { countInWords, hoursText as h, joinList, longDate, lowerFirst, upperFirst } from "../format.ts";
import { regulation } from "../regulation.ts";
import { serviceFacts } from "../service-facts.ts";
import { site } from "../site.ts";

/** 150 -> "2 h 30", 120 -> "2 h": a session's length. */
function minutesText(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `${hours} h` : `${hours} h ${String(rest).padStart(2, "0")}`;
}

/** `{ name1: items[0], name2: items[1], … }`: one fact per item of a list, numbered from 1. */
function numbered(prefix: string, items: readonly string[]): Record<string, string> {
  return Object.fromEntries(items.map((item, index) => [`${prefix}${index + 1}`, item]));
}

/** The services' facts by name (content/facts/index.ts merges every section). */
export function servicesFacts(): Record<string, string> {
  const { businessCreation, coDevelopment, coaching, workPsychology, practiceAnalysis, outplacement } =
    serviceFacts;
  const careerPath = regulation.careerPathInterview;
  const durations = serviceFacts.careerPathInterview;
  const phaseCount = countInWords(outplacement.phases.length);
  return {
    // The firm
    /** The first category of the firm's quality certificate, in a sentence: « actions de formation ». */
    qualityTrainingCategory: lowerFirst(site.quality.categories[0] ?? ""),

    // When an action starts (the programme sheets' « Délais d’accès »)
    /** « articles L6353-5 et L6353-6 du Code du travail »: where the withdrawal period comes from. */
    withdrawalArticles: lowerFirst(regulation.trainingContractWithdrawal.sources[0].text),

    // Skills assessment, as the career-consultant training teaches it
    /** « phase préliminaire, phase d’investigation et phase de conclusion ». */
    bilanPhasesList: joinList(bilanFacts.phases.map(lowerFirst)),

    // Business creation
    creationHoursRange: `${businessCreation.hours.min} à ${h(businessCreation.hours.max)}`,
    cpfCreationCertifyingSince: longDate(regulation.cpfBusinessCreationCertifying.inForceSince),

    // Coaching
    coachingTripartiteHours: h(coaching.tripartiteMeetingHours),

    // Co-development
    codevFacilitators: String(coDevelopment.facilitators),
    codevSessionLength: minutesText(coDevelopment.sessionMinutes),
    codevInterval: `${coDevelopment.intervalWeeks.min} à ${coDevelopment.intervalWeeks.max} semaines`,
    codevStepCount: String(coDevelopment.sessionSteps.length),
    ...numbered("codevStep", coDevelopment.sessionSteps),
    codevStepsList: joinList(coDevelopment.sessionSteps.map(lowerFirst)),

    // Work psychology, practice analysis
    psychologySession: `${workPsychology.sessionMinutes} minutes`,
    practiceMinParticipants: String(practiceAnalysis.minParticipants),

    // Outplacement
    outplacementPhaseCount: phaseCount,
    outplacementPhaseCountTitle: upperFirst(phaseCount),
    ...numbered("outplacementPhase", outplacement.phases),

    // Professional-pathway interview: the law's words, and the firm's durations
    careerPathReformYear: careerPath.inForceSince.slice(0, 4),
    careerPathLawLower: lowerFirst(careerPath.sources[0].text),
    careerPathManagerSessionHours: h(durations.managerSessionHours),
    careerPathInterviewHours: h(durations.interviewHours),
    careerPathEmployeeSessionHours: h(durations.employeeSessionHours),
  };
}
