/**
 * The facts of the firm's other services (spec section 9, "Other services"):
 * the one place that holds them. The service and training pages and the
 * downloadable documents read them from here; no copy repeats a number by hand.
 * Prices are in euros, taxes included.
 */
import { bilanClaims } from "./bilan-facts";

export const serviceFacts = {
  businessCreation: {
    price: { min: 1000, max: 2240 },
    hours: { min: 8, max: 16 },
    theoryPercent: 10,
    practicePercent: 90,
    followUpMonths: 6,
    /** Share of the businesses the firm supported still active after 3 years. */
    activeAfter3YearsPercent: bilanClaims.businessesActiveAfter3Years,
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
    levels: [
      "Niveau\u00a01\u00a0: concevoir et animer une formation",
      "Niveau\u00a02\u00a0: construire des parcours et évaluer",
    ],
    weeksPerLevel: 3,
    /** Per level: when an employer (or an OPCO) funds it, and for individuals paying themselves. */
    price: { employer: 3800, individual: 2700 },
    credential: "certificat de compétences",
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
  },
  professionalReview: {
    everyYears: 2,
    /** Every six years, the interview takes stock of the whole period. */
    summaryEveryYears: 6,
    legalReference: "article L6315-1 du Code du travail",
  },
  outplacement: {
    phases: ["Faire le point", "Construire le projet", "Conduire la recherche jusqu’à l’intégration"],
  },
} as const;

/** The three ways a service is delivered (spec section 1). */
export const deliveryModes = ["en présentiel", "en visioconférence", "en formule mixte"] as const;
