/**
 * The skills assessment's facts (spec section 9): the one place that holds
 * them. The /bilan-de-competence page, the landing pages and the FAQ read
 * them from here; no copy repeats a number by hand.
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

/** Claims the spec allows on pages. */
export const bilanClaims = {
  yearsOfExperience: 16,
  peopleSupported: 3000,
  businessesActiveAfter3Years: 85,
  careerProgress: 70,
  confidenceGain: 80,
} as const;

/** "1800" -> "1 800 €" (narrow no-break spaces, as French typography wants). */
export function formatEuros(amount: number): string {
  return `${new Intl.NumberFormat("fr-FR").format(amount)}\u00a0€`;
}

/** "24" -> "24 heures", with a no-break space. */
export const hoursText = (count: number) => `${count}\u00a0heures`;
/** "3" -> "3 mois", with a no-break space. */
export const monthsText = (count: number) => `${count}\u00a0mois`;
/** "70" -> "70 %", with a no-break space. */
export const percentText = (value: number) => `${value}\u00a0%`;

/**
 * The public legal text the pages cite: decree no. 2017-928 of 6 May 2017 (personal
 * activity account and lifelong training in the civil service, which opens the skills
 * assessment to public-sector agents), on Légifrance by its permanent ELI address.
 */
export const decree2017 = {
  title: "Décret n°\u00a02017-928 du 6\u00a0mai 2017",
  url: "https://www.legifrance.gouv.fr/eli/decret/2017/5/6/2017-928/jo/texte",
} as const;
