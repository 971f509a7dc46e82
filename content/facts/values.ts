/**
 * Facts a content file or a document's source text may quote as {{name}}:
 * the firm's identity, the services' facts and the rules of law, so no page
 * and no PDF repeats a figure by hand. Values are plain text: the code that
 * shows them applies French typography. A programme sheet is quoted as
 * {{programme:<page path>}} (scripts/documents/programme.ts).
 */
import { bilanFacts } from "../bilan-facts.ts";
import { bilanHours } from "../bilan-pricing.ts";
import {
  daysText,
  formatEuros,
  hoursText as h,
  longDate,
  monthsText,
  percentText,
  yearsText,
} from "../format.ts";
import { audienceNoticeSentence } from "../legal/audience-notice.ts";
import { legalIdentity } from "../legal/identity.ts";
import { BOOKING_RETENTION_MONTHS, retentionText } from "../legal/retention.ts";
import { secondaryOfficeTowns } from "../offices.ts";
import { regulation } from "../regulation.ts";
import { serviceFacts } from "../service-facts.ts";
import { fullAddress, openingHoursText, site } from "../site.ts";

/** The firm's identity, the services' facts and the rules of law, by name (content/facts/index.ts merges every section). */
export function valueFacts(): Record<string, string> {
  const { businessCreation, careerConsultant, trainer, coDevelopment, workPsychology, vae, outplacement } =
    serviceFacts;
  const careerPath = regulation.careerPathInterview;
  return {
    // The firm
    firmName: site.name,
    firmCity: site.address.city,
    firmAddress: fullAddress(),
    firmPhone: site.phone,
    firmEmail: site.email,
    firmUrl: site.url,
    openingHours: openingHoursText(),
    qualityCertifier: site.quality.certifier,
    qualityValidUntil: longDate(site.quality.validUntil),
    qualityCategories: site.quality.categories.join(", "),
    accessDelayDays: daysText(site.quality.accessDelayDays),
    secondaryOffices: secondaryOfficeTowns.join(", "),

    // Consumer mediation and disability: from the config (legal identity, site)
    mediatorName: legalIdentity.mediator.name,
    mediatorAddress: legalIdentity.mediator.address,
    mediatorUrl: legalIdentity.mediator.url,
    disabilityReferentName: site.disabilityReferent.name,

    // Rules of law the documents state (content/regulation.ts)
    withdrawalDays: daysText(regulation.trainingContractWithdrawal.value.days),
    distanceWithdrawalDays: daysText(regulation.distanceContractWithdrawal.value),
    maxFirstPaymentPercent: percentText(regulation.trainingContractWithdrawal.value.maxFirstPaymentPercent),
    cpfStartDelay: `${regulation.cpfStartDelayWorkingDays.value} jours ouvrés`,
    bilanMinHoursSince: longDate(regulation.bilanMinAccompanimentHours.inForceSince),
    cpfBilanCap: formatEuros(regulation.cpfBilanCap.value),
    cpfParticipation: formatEuros(regulation.cpfParticipation.value.amount),
    cpfParticipationYear: String(regulation.cpfParticipation.value.year),

    // Data protection: one period for the notice, the privacy page and the relay's purge
    messageRetention: retentionText(),
    bookingRetention: retentionText(BOOKING_RETENTION_MONTHS),
    // The audience measurement (decision 029): what the notice says depends on whether the build measures
    // (content/legal/audience-notice.yaml)
    audienceSentence: audienceNoticeSentence(site.audience),

    // Skills assessment
    bilanPriceClassicIndividual: formatEuros(bilanFacts.prices.classicIndividual),
    bilanPriceClassicEmployer: formatEuros(bilanFacts.prices.classicEmployer),
    bilanPriceFranceTravail: formatEuros(bilanFacts.prices.franceTravail),
    bilanPriceFlash: formatEuros(bilanFacts.prices.flash),
    bilanFlashHours: h(bilanHours("flash").total),
    bilanHours: h(bilanFacts.hours.total),
    bilanFollowUpMonths: monthsText(bilanFacts.followUpMonths),
    bilanMaxHours: h(regulation.bilanMaxHours.value),
    bilanMinAccompanimentHours: h(regulation.bilanMinAccompanimentHours.value),

    // Business creation
    creationPriceMin: formatEuros(businessCreation.price.min),
    creationPriceMax: formatEuros(businessCreation.price.max),
    creationHoursMin: h(businessCreation.hours.min),
    creationHoursMax: h(businessCreation.hours.max),
    creationTheory: percentText(businessCreation.theoryPercent),
    creationPractice: percentText(businessCreation.practicePercent),
    creationFollowUpMonths: monthsText(businessCreation.followUpMonths),

    // Career-consultant training
    consultantDays: daysText(careerConsultant.days),
    consultantHours: h(careerConsultant.hours),
    consultantTrainers: `${careerConsultant.trainers} formateurs`,
    consultantPractice: percentText(careerConsultant.practicePercent),
    consultantFormat: careerConsultant.format,

    // Trainer training
    trainerLevel1: trainer.levels[0],
    trainerLevel2: trainer.levels[1],
    trainerWeeksPerLevel: `${trainer.weeksPerLevel} semaines`,
    trainerPriceEmployer: formatEuros(trainer.price.employer),
    trainerPriceIndividual: formatEuros(trainer.price.individual),
    trainerCredential: trainer.credential,
    trainerValidationTest: trainer.validationTest,

    // Outplacement
    outplacementShortMonths: monthsText(outplacement.months.short),
    outplacementStandardMonths: monthsText(outplacement.months.standard),

    // Co-development, work psychology, VAE
    codevParticipants: `${coDevelopment.participants.min} à ${coDevelopment.participants.max} participants`,
    psychologyPriceVideo: formatEuros(workPsychology.price.video),
    psychologyPriceInPerson: formatEuros(workPsychology.price.inPerson),
    vaeMonths: `${vae.months.min} à ${monthsText(vae.months.max)}`,

    // Professional-pathway interview (H1a)
    careerPathLaw: careerPath.sources[0].text,
    careerPathInForce: longDate(careerPath.inForceSince),
    careerPathFirstWithin: monthsText(careerPath.value.firstWithinMonths),
    careerPathEvery: yearsText(careerPath.value.everyYears),
    careerPathSummaryEvery: yearsText(careerPath.value.summaryEveryYears),
    careerPathFirstSummaryAfter: yearsText(careerPath.value.firstSummaryAfterYears),
    careerPathMidCareerAge: yearsText(careerPath.value.midCareerAge),
    careerPathMidCareerWithin: monthsText(careerPath.value.midCareerWithinMonthsOfVisit),
    careerPathBeforeAge: yearsText(careerPath.value.beforeAge),
    careerPathBeforeAgeWithin: yearsText(careerPath.value.beforeAgeWithinYears),
    careerPathAbsenceWithin: monthsText(careerPath.value.afterAbsenceUnlessWithinMonths),
    careerPathAgreementsDeadline: longDate(careerPath.value.agreementsDeadline),
    careerPathSmallCompany: `${careerPath.value.smallCompanyHeadcount} salariés`,
  };
}
