/**
 * The values a document's source text may quote as {{name}}: the firm's
 * identity and the services' facts, so a PDF never repeats a figure by hand.
 * An unknown {{name}} stops the build with the document's name.
 */
import { bilanFacts, formatEuros, hoursText as h } from "../bilan-facts";
import { longDate, monthsText, yearsText } from "../format";
import { retentionText } from "../legal/retention";
import { regulation } from "../regulation";
import { serviceFacts } from "../service-facts";
import { fullAddress, openingHoursText, site } from "../site";

const { businessCreation, careerConsultant, trainer, coDevelopment, workPsychology, vae } = serviceFacts;
const careerPath = regulation.careerPathInterview;

export const documentValues: Readonly<Record<string, string>> = {
  // The firm
  firmName: site.name,
  firmAddress: fullAddress(),
  firmPhone: site.phone,
  firmEmail: site.email,
  firmUrl: site.url,
  openingHours: openingHoursText(),
  qualityCertifier: site.quality.certifier,
  qualityValidUntil: new Date(`${site.quality.validUntil}T12:00:00Z`).toLocaleDateString("fr-FR", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "Europe/Paris",
  }),
  qualityCategories: site.quality.categories.join(", "),
  accessDelayDays: `${site.quality.accessDelayDays}\u00a0jours`,
  secondaryOffices: site.secondaryOffices.join(", "),

  // Data protection: one period for the notice, the privacy page and the relay's purge
  messageRetention: retentionText(),

  // Skills assessment
  bilanHours: h(bilanFacts.hours.total),
  bilanFollowUpMonths: `${bilanFacts.followUpMonths}\u00a0mois`,

  // Business creation
  creationPriceMin: formatEuros(businessCreation.price.min),
  creationPriceMax: formatEuros(businessCreation.price.max),
  creationHoursMin: h(businessCreation.hours.min),
  creationHoursMax: h(businessCreation.hours.max),
  creationTheory: `${businessCreation.theoryPercent}\u00a0%`,
  creationPractice: `${businessCreation.practicePercent}\u00a0%`,
  creationFollowUpMonths: `${businessCreation.followUpMonths}\u00a0mois`,
  creationActiveAfter3Years: `${businessCreation.activeAfter3YearsPercent}\u00a0%`,

  // Career-consultant training
  consultantDays: `${careerConsultant.days}\u00a0jours`,
  consultantHours: h(careerConsultant.hours),
  consultantTrainers: `${careerConsultant.trainers}\u00a0formateurs`,
  consultantPractice: `${careerConsultant.practicePercent}\u00a0%`,
  consultantFormat: careerConsultant.format,

  // Trainer training
  trainerLevel1: trainer.levels[0],
  trainerLevel2: trainer.levels[1],
  trainerWeeksPerLevel: `${trainer.weeksPerLevel}\u00a0semaines`,
  trainerPriceEmployer: formatEuros(trainer.price.employer),
  trainerPriceIndividual: formatEuros(trainer.price.individual),
  trainerCredential: trainer.credential,

  // Co-development, work psychology, VAE
  codevParticipants: `${coDevelopment.participants.min} à ${coDevelopment.participants.max}\u00a0participants`,
  psychologyPriceVideo: formatEuros(workPsychology.price.video),
  psychologyPriceInPerson: formatEuros(workPsychology.price.inPerson),
  vaeMonths: `${vae.months.min} à ${vae.months.max}\u00a0mois`,

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
