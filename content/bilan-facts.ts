/**
 * The skills assessment's facts (spec section 9): the one place that holds
 * them. The /bilan-de-competence page, the landing pages and the FAQ read
 * them from here; no copy repeats a number by hand. What a visitor pays per
 * funding route is computed in bilan-pricing.ts, the rules of law are in
 * regulation.ts.
 */
import { formatNumber, typeset } from "./format.ts";
/*
 * Formatting helpers moved to content/format.ts; re-exported here for the
 * modules that still import them from this one.
 */

export const bilanFacts = {
  /** Instituted by the labour code in this year. */
  institutedIn: 1991,
  /**
   * The classic assessment's hours and their split. 24 hours is the legal
   * ceiling (regulation.bilanMaxHours), not a fixed duration: the firm's
   * classic formula happens to use all of it. Accompaniment = the interviews
   * with the consultant (the hours the CPF can pay, regulation.cpfBilanAccompanimentOnly).
   */
  hours: { total: 24, interviews: 16, tests: 2, personalWork: 6 },
  /** The assessment is spread over about this many months (the one story told everywhere). */
  spreadMonths: 3,
  /** Follow-up interview, months after the end. */
  followUpMonths: 6,
  /** Public-sector agents: assessments per career and years between two. */
  publicSector: { maxAssessments: 2, minYearsBetween: 5 },
  /** The CPF account is credited once a year, in this month. */
  cpfCreditMonth: "avril",
  phases: ["Phase préliminaire", "Phase d’investigation", "Phase de conclusion"],
  delivery: ["en présentiel", "en visioconférence", "en formule mixte"],
  /** Prices in euros, taxes included. */
  prices: {
    flash: 1000,
    classicIndividual: 1800,
    classicEmployer: 2240,
    franceTravail: 1500,
  },
  /**
   * The flash formula: a shorter assessment on one precise question.
   * FICTIONAL DEFAULT, for the firm to confirm: the spec gives its price but
   * no duration; 13 hours of interviews is the legal minimum of effective
   * accompaniment (regulation.bilanMinAccompanimentHours), so a flash
   * assessment cannot be shorter.
   */
  flash: { hours: 13, weeks: { min: 4, max: 6 } },
  /** The four funding routes. */
  funding: [
    "Compte personnel de formation (CPF)",
    "Plan de développement des compétences de l’employeur",
    "France Travail",
    "Financement personnel",
  ],
} as const;

/**
 * The six-month follow-up survey the follow-up percentages come from: who it
 * covers and what it counts. FICTIONAL DEFAULT, for the firm to replace
 * with its own records: the figures of the published document
 * (content/documents/statistiques-suivi-bilan-6-mois.md, which states the
 * same numbers; a test keeps both in step).
 */
const followUpSurvey = {
  /** The assessments counted: those that ended in this calendar year. */
  year: 2025,
  /** Assessments that ended that year. */
  completed: 312,
  /** People reached at the follow-up interview. */
  followed: 268,
  /** People who had changed job or post, started a training or a business-creation project. */
  progressed: 187,
  /** People who said the assessment gave them more confidence. */
  moreConfident: 215,
} as const;

/** A share of the people reached at the follow-up, rounded to the unit. */
const shareOfFollowed = (count: number) => Math.round((count / followUpSurvey.followed) * 100);

/** Claims the spec allows on pages. */
export const bilanClaims = {
  yearsOfExperience: 16,
  /** People supported: the key-numbers counter counts up to it. */
  peopleSupported: 4800,
  /** People supported each year (spec: « more than 300 people a year »). */
  peoplePerYear: 300,
  businessesActiveAfter3Years: 85,
  /** Share of `followUpSurvey.progressed` among `followUpSurvey.followed`. */
  careerProgress: shareOfFollowed(followUpSurvey.progressed),
  /** Share of `followUpSurvey.moreConfident` among `followUpSurvey.followed`. */
  confidenceGain: shareOfFollowed(followUpSurvey.moreConfident),
  followUpSurvey,
} as const;

/**
 * The two follow-up percentages with what they count and whom: one sentence
 * for every page that quotes them.
 */
export const followUpClaimText = typeset(
  `Six mois après leur bilan, environ ${bilanClaims.careerProgress} % des ${formatNumber(followUpSurvey.followed)} personnes que nous avons pu interroger (bilans terminés en ${followUpSurvey.year}) avaient changé d’emploi ou de poste, engagé une formation ou lancé un projet de création ou de reprise d’entreprise, et ${bilanClaims.confidenceGain} % disaient avoir gagné en confiance.`,
);
