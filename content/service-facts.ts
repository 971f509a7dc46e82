/**
 * The facts of the firm's other services (spec section 9, "Other services"):
 * the one place that holds them. The service and training pages and the
 * downloadable documents read them from here; no copy repeats a number by hand.
 * Prices are in euros, taxes included. Text is typed with ordinary spaces:
 * `typeset` puts the no-break spaces French typography wants.
 */
import { bilanClaims } from "./bilan-facts.ts";
import { typeset } from "./format.ts";

export const serviceFacts = typeset({
  businessCreation: {
    price: { min: 1000, max: 2240 },
    hours: { min: 8, max: 16 },
    theoryPercent: 10,
    practicePercent: 90,
    followUpMonths: 6,
    /** Share of the businesses the firm supported still active after 3 years. */
    activeAfter3YearsPercent: bilanClaims.businessesActiveAfter3Years,
    /**
     * What the share above counts, from the firm's statistics document
     * (content/documents/creation-entreprise-statistiques.md): the people
     * trained between these years, the businesses they created, those still
     * active on the third anniversary, and when the last survey was made.
     */
    results: {
      trainedFrom: 2020,
      trainedTo: 2022,
      people: 164,
      businessesCreated: 120,
      activeAfter3Years: 102,
      lastSurvey: "septembre 2026",
    },
  },
  careerConsultant: {
    days: 3,
    hours: 21,
    trainers: 2,
    /** About this share of the time is practice. */
    practicePercent: 80,
    format: "classe virtuelle synchrone",
  },
  trainer: {
    /** Two independent levels, each can be taken alone. */
    levels: ["Niveau 1 : concevoir et animer une formation", "Niveau 2 : construire des parcours et évaluer"],
    weeksPerLevel: 3,
    /** Per level: when an employer (or an OPCO) funds it, and for individuals paying themselves. */
    price: { employer: 3800, individual: 2700 },
    credential: "certificat de compétences",
    /** The credential is given only to a trainee who passes this test, for the level taken. */
    validationTest: "épreuve de validation",
  },
  coDevelopment: {
    facilitators: 1,
    participants: { min: 6, max: 10 },
    /** One session lasts 2 h 30. */
    sessionMinutes: 150,
    intervalWeeks: { min: 4, max: 8 },
    sessionSteps: [
      "Exposé de la situation",
      "Questions de clarification",
      "Consultation",
      "Plan d’action",
      "Apprentissages",
    ],
  },
  coaching: {
    /** When a company orders the coaching: one tripartite meeting (coachee, manager, coach) of this length. */
    tripartiteMeetingHours: 1,
  },
  workPsychology: {
    sessionMinutes: 60,
    /** Individuals, per 1-hour session; companies get a quote. */
    price: { video: 60, inPerson: 70 },
  },
  practiceAnalysis: {
    minParticipants: 5,
  },
  vae: {
    /** Support usually lasts this many months. */
    months: { min: 3, max: 12 },
    /**
     * The firm's results, from its statistics document
     * (content/documents/vae-statistiques-juin-2025.md): candidates who
     * started from 1 January of the first year to 31 December of the last,
     * their situation on `asOf`.
     */
    results: {
      startedFrom: 2023,
      startedTo: 2024,
      asOf: "2025-06-30",
      candidates: 86,
      admissible: 78,
      juries: 61,
      fullValidation: 44,
      partialValidation: 14,
    },
  },
  outplacement: {
    phases: ["Faire le point", "Construire le projet", "Conduire la recherche jusqu’à l’intégration"],
    /** The usual lengths of individual outplacement (the presentation document's formulas). */
    months: { short: 3, standard: 6 },
  },
} as const);
