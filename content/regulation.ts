/**
 * Every rule of law or funding the site states, with its source and the date
 * it was last checked (ARCHITECTURE.md, rule 6). Pages, FAQ answers, articles
 * and PDFs build their sentences from these values; no copy restates a rule
 * by hand. When a rule changes: change it here, update `checked` and the
 * sources, and rebuild. `build-checks/regulation.test.ts` fails when a page
 * still states a superseded rule.
 *
 * `verifiedWith` says what was actually read to check the rule on the date
 * given: "primary" (the official text or an official site), or "secondary"
 * (a trade body or the press reporting the official text). Decision 020 lists
 * the rules that rest on secondary sources only.
 *
 * Sentences are plain French; typography (no-break spaces) is applied by
 * content/format.ts (frenchTypography, typeset) when the page or the PDF is built.
 */

/** Where a rule comes from. */
interface LegalSource {
  /** The text as it is cited: law or decree number, article of a code. */
  readonly text: string;
  /** Where to read it (Légifrance, service-public.fr, an official site). */
  readonly url: string;
}

export interface Rule<V> {
  /** What the rule says, in one plain French sentence (shown in the sources list). */
  readonly summary: string;
  /** The values the pages compute with. */
  readonly value: V;
  /** The texts it comes from, the main one first. */
  readonly sources: readonly LegalSource[];
  /** Date from which the rule applies (ISO). */
  readonly inForceSince: string;
  /** Date the rule was last checked (ISO). */
  readonly checked: string;
  /** What the check was made against. */
  readonly verifiedWith: "primary" | "secondary";
}

/** Code du travail on Légifrance (the consolidated code; articles are cited by number). */
const CODE_DU_TRAVAIL = "https://www.legifrance.gouv.fr/codes/texte_lc/LEGITEXT000006072050";
const CODE_DE_LA_CONSOMMATION = "https://www.legifrance.gouv.fr/codes/texte_lc/LEGITEXT000006069565";
const MON_COMPTE_FORMATION = "https://www.moncompteformation.gouv.fr";
const CHECKED = "2026-11-23";

/** A decree or law on Légifrance by its permanent ELI address. */
const eli = (kind: "loi" | "decret", date: string, number: string) => {
  const [year, month, day] = date.split("-").map(Number);
  return `https://www.legifrance.gouv.fr/eli/${kind}/${year}/${month}/${day}/${number}/jo/texte`;
};

/** The decree of 24 February 2026 on the CPF's use for a skills assessment. */
const decree2026126: LegalSource = {
  text: "Décret n° 2026-126 du 24 février 2026 (article D6323-6 du Code du travail)",
  url: eli("decret", "2026-02-24", "2026-126"),
};

export const regulation = {
  /** The skills assessment lasts at most 24 hours: a ceiling, not a fixed duration. */
  bilanMaxHours: {
    summary: "La durée d’un bilan de compétences ne peut pas dépasser 24 heures.",
    value: 24,
    sources: [
      { text: "Code du travail, partie réglementaire (bilan de compétences)", url: CODE_DU_TRAVAIL },
      {
        text: "service-public.fr, « Bilan de compétences »",
        url: "https://www.service-public.fr/particuliers/vosdroits/F10909",
      },
    ],
    inForceSince: "2019-01-01",
    checked: CHECKED,
    verifiedWith: "secondary",
  },
  /** At least 13 hours of effective accompaniment by the provider, for every assessment. */
  bilanMinAccompanimentHours: {
    summary:
      "Depuis le 26 février 2026, un bilan de compétences comprend au moins 13 heures d’accompagnement effectif par le prestataire, quel que soit son financement.",
    value: 13,
    sources: [
      {
        text: "Article R6313-4 du Code du travail, modifié par un décret du 24 février 2026",
        url: CODE_DU_TRAVAIL,
      },
    ],
    inForceSince: "2026-02-26",
    checked: CHECKED,
    verifiedWith: "secondary",
  },
  /** The three phases of an assessment. */
  bilanPhases: {
    summary:
      "Un bilan de compétences comprend une phase préliminaire, une phase d’investigation et une phase de conclusions.",
    value: 3,
    sources: [{ text: "Article R6313-4 du Code du travail", url: CODE_DU_TRAVAIL }],
    inForceSince: "2019-01-01",
    checked: CHECKED,
    verifiedWith: "secondary",
  },
  /** The CPF pays at most this much of one skills assessment. */
  cpfBilanCap: {
    summary:
      "Depuis le 26 février 2026, le compte personnel de formation prend en charge au plus 1 600 euros pour un bilan de compétences.",
    value: 1600,
    sources: [
      {
        text: "Décret n° 2026-127 du 24 février 2026 (article D6323-1 A du Code du travail)",
        url: eli("decret", "2026-02-24", "2026-127"),
      },
      {
        text: "Loi de finances pour 2026, article 203 (plafonds par type d’action)",
        url: MON_COMPTE_FORMATION,
      },
    ],
    inForceSince: "2026-02-26",
    checked: CHECKED,
    verifiedWith: "secondary",
  },
  /** Only the accompaniment hours of an assessment can be paid with the CPF. */
  cpfBilanAccompanimentOnly: {
    summary:
      "Le compte personnel de formation ne finance que les heures d’accompagnement effectuées par le prestataire, pas le travail personnel entre les séances.",
    value: true,
    sources: [decree2026126],
    inForceSince: "2026-02-26",
    checked: CHECKED,
    verifiedWith: "secondary",
  },
  /** No CPF for an assessment if a funding body paid for one in the previous 5 years. */
  cpfBilanWaitingYears: {
    summary:
      "Le compte personnel de formation ne peut pas financer un bilan de compétences si un organisme financeur en a déjà financé un pour vous au cours des 5 années précédentes.",
    value: 5,
    sources: [decree2026126],
    inForceSince: "2026-02-26",
    checked: CHECKED,
    verifiedWith: "secondary",
  },
  /** The flat sum a CPF holder pays, and who is exempt. */
  cpfParticipation: {
    summary:
      "Qui utilise son compte personnel de formation verse une participation forfaitaire de 103,20 euros en 2026, sauf exonération.",
    value: {
      year: 2026,
      amount: 103.2,
      exemptions: [
        "les demandeurs d’emploi",
        "les salariés dont l’employeur complète le financement (abondement)",
        "les titulaires qui mobilisent les points de leur compte professionnel de prévention (C2P)",
        "les victimes d’un accident du travail ou d’une maladie professionnelle qui utilisent l’abondement prévu pour leur reconversion",
      ],
    },
    sources: [
      { text: "Article L6323-4 du Code du travail", url: CODE_DU_TRAVAIL },
      {
        text: "Décret n° 2024-394 du 29 avril 2024 (participation obligatoire)",
        url: eli("decret", "2024-04-29", "2024-394"),
      },
      { text: "Arrêté du 30 décembre 2025 (montant pour 2026)", url: MON_COMPTE_FORMATION },
    ],
    inForceSince: "2026-01-01",
    checked: CHECKED,
    verifiedWith: "secondary",
  },
  /** Between the CPF order and the start: 11 working days at least. */
  cpfStartDelayWorkingDays: {
    summary:
      "Une action achetée avec le compte personnel de formation commence au plus tôt 11 jours ouvrés après la validation de la commande.",
    value: 11,
    sources: [
      {
        text: "Conditions générales d’utilisation de Mon Compte Formation (Caisse des Dépôts)",
        url: MON_COMPTE_FORMATION,
      },
    ],
    inForceSince: "2019-11-21",
    checked: CHECKED,
    verifiedWith: "secondary",
  },
  /** An individual paying for a training contract may withdraw within 10 days. */
  trainingContractWithdrawal: {
    summary:
      "La personne qui finance elle-même sa formation peut se rétracter dans les 10 jours qui suivent la signature du contrat, et aucune somme ne peut être exigée avant la fin de ce délai ; elle paie ensuite au plus 30 % du prix à ce moment-là.",
    value: { days: 10, maxFirstPaymentPercent: 30 },
    sources: [{ text: "Articles L6353-5 et L6353-6 du Code du travail", url: CODE_DU_TRAVAIL }],
    inForceSince: "2019-01-01",
    checked: CHECKED,
    verifiedWith: "secondary",
  },
  /** A contract concluded at a distance or off premises: 14 days to withdraw. */
  distanceContractWithdrawal: {
    summary:
      "Un contrat conclu à distance ou hors établissement avec un consommateur ouvre un délai de rétractation de 14 jours.",
    value: 14,
    sources: [{ text: "Article L221-18 du Code de la consommation", url: CODE_DE_LA_CONSOMMATION }],
    inForceSince: "2014-06-14",
    checked: CHECKED,
    verifiedWith: "secondary",
  },
  /** Public-sector agents: CPF in hours, with the employer's agreement. */
  publicSectorCpf: {
    summary:
      "Le compte personnel de formation d’un agent public est alimenté en heures (25 heures par an, jusqu’à 150 heures) et son utilisation demande l’accord de l’employeur public.",
    value: { hoursPerYear: 25, maxHours: 150 },
    sources: [
      {
        text: "Décret n° 2017-928 du 6 mai 2017 (compte personnel d’activité dans la fonction publique)",
        url: eli("decret", "2017-05-06", "2017-928"),
      },
    ],
    inForceSince: "2017-05-10",
    checked: CHECKED,
    verifiedWith: "secondary",
  },
  /** Which funders require the national quality certification. */
  qualityCertificationFunders: {
    summary:
      "Un prestataire doit être certifié selon le référentiel national qualité pour être financé par un opérateur de compétences, l’État, une région, la Caisse des Dépôts (CPF), France Travail ou l’Agefiph ; l’argent propre d’un employeur n’est pas concerné.",
    value: [
      "les opérateurs de compétences (OPCO)",
      "l’État",
      "les régions",
      "la Caisse des Dépôts (CPF)",
      "France Travail",
      "l’Agefiph",
    ],
    sources: [
      { text: "Article L6316-1 du Code du travail", url: CODE_DU_TRAVAIL },
      {
        text: "travail-emploi.gouv.fr, « La marque de certification qualité des prestataires de formation »",
        url: "https://travail-emploi.gouv.fr/qualiopi-marque-de-certification-qualite-des-prestataires-de-formation",
      },
    ],
    inForceSince: "2022-01-01",
    checked: CHECKED,
    verifiedWith: "secondary",
  },
  /** CPF-funded VAE starts on France VAE. */
  vaeThroughFranceVae: {
    summary:
      "Une VAE financée par le compte personnel de formation passe par France VAE : le candidat s’inscrit d’abord sur la plateforme vae.gouv.fr.",
    value: { platform: "France VAE", url: "https://vae.gouv.fr" },
    sources: [
      { text: "France VAE, le service public de la VAE", url: "https://vae.gouv.fr" },
      {
        text: "Loi n° 2022-1598 du 21 décembre 2022 (réforme de la VAE)",
        url: eli("loi", "2022-12-21", "2022-1598"),
      },
    ],
    inForceSince: "2024-01-01",
    checked: CHECKED,
    verifiedWith: "secondary",
  },
  /** Business-creation training: CPF only when it leads to an RNCP or RS certification. */
  cpfBusinessCreationCertifying: {
    summary:
      "Depuis le 16 février 2025, une formation à la création ou à la reprise d’entreprise n’est finançable par le compte personnel de formation que si elle prépare une certification inscrite au RNCP ou au répertoire spécifique.",
    value: true,
    sources: [
      {
        text: "Loi n° 2025-127 du 14 février 2025 de finances pour 2025 (article L6323-6 du Code du travail)",
        url: eli("loi", "2025-02-14", "2025-127"),
      },
    ],
    inForceSince: "2025-02-16",
    checked: CHECKED,
    verifiedWith: "secondary",
  },
  /** What the CPF can pay for at all: certifying trainings, skills assessments, VAE, driving licence. */
  cpfEligibleActions: {
    summary:
      "Le compte personnel de formation finance les formations qui préparent une certification enregistrée (RNCP ou répertoire spécifique), les bilans de compétences, l’accompagnement à la VAE et la préparation au permis de conduire ; un accompagnement ou un coaching sans certification n’y est pas éligible.",
    value: true,
    sources: [{ text: "Article L6323-6 du Code du travail", url: CODE_DU_TRAVAIL }],
    inForceSince: "2019-01-01",
    checked: CHECKED,
    verifiedWith: "secondary",
  },
  /** The professional-pathway interview (entretien de parcours professionnel). */
  careerPathInterview: {
    summary:
      "Depuis la loi du 24 octobre 2025, l’entretien professionnel devient l’entretien de parcours professionnel : un premier dans l’année qui suit l’embauche, puis tous les 4 ans, et un état des lieux récapitulatif tous les 8 ans.",
    value: {
      name: "entretien de parcours professionnel",
      firstWithinMonths: 12,
      everyYears: 4,
      summaryEveryYears: 8,
      /** The first recap may take place this many years after the first interview. */
      firstSummaryAfterYears: 7,
      /** Mid-career interview: within 2 months after the mid-career medical visit (around 45). */
      midCareerAge: 45,
      midCareerWithinMonthsOfVisit: 2,
      /** One interview in the 2 years before this age. */
      beforeAge: 60,
      beforeAgeWithinYears: 2,
      /** After a long absence: only if none took place in this many previous months. */
      afterAbsenceUnlessWithinMonths: 12,
      /** Companies with an agreement on the old rules must comply by this date. */
      agreementsDeadline: "2026-10-01",
      /** Below this headcount, employees may prepare it with a CEP, employers get OPCO advice. */
      smallCompanyHeadcount: 300,
    },
    sources: [
      {
        text: "Article L6315-1 du Code du travail, modifié par la loi n° 2025-989 du 24 octobre 2025",
        url: eli("loi", "2025-10-24", "2025-989"),
      },
    ],
    inForceSince: "2025-10-26",
    checked: CHECKED,
    verifiedWith: "secondary",
  },
  /** The consumer must be told which mediator to turn to. */
  consumerMediation: {
    summary:
      "Tout professionnel qui vend à des consommateurs leur garantit le recours gratuit à un médiateur de la consommation et leur en communique les coordonnées.",
    value: true,
    sources: [{ text: "Articles L612-1 et L616-1 du Code de la consommation", url: CODE_DE_LA_CONSOMMATION }],
    inForceSince: "2016-01-01",
    checked: CHECKED,
    verifiedWith: "secondary",
  },
  /** The sentence that must stand beside the quality mark. */
  qualityMarkSentence: {
    summary:
      "La marque de certification qualité s’accompagne de la mention des catégories d’actions certifiées et ne s’appose pas sur une action de formation en particulier.",
    value: "La certification qualité a été délivrée au titre de la ou des catégories d’actions suivantes :",
    sources: [
      {
        text: "Charte d’usage de la marque de certification qualité (ministère du Travail)",
        url: "https://travail-emploi.gouv.fr/qualiopi-marque-de-certification-qualite-des-prestataires-de-formation",
      },
    ],
    inForceSince: "2022-01-01",
    checked: CHECKED,
    verifiedWith: "secondary",
  },
  /** Before the mediator: a written complaint to the firm, then at most a year. */
  consumerMediationConditions: {
    summary:
      "Un consommateur ne peut saisir le médiateur de la consommation qu’après avoir tenté de régler le litige directement avec le professionnel par une réclamation écrite, et au plus tard un an après cette réclamation.",
    value: { priorWrittenComplaint: true, withinYears: 1 },
    sources: [{ text: "Article L612-2 du Code de la consommation", url: CODE_DE_LA_CONSOMMATION }],
    inForceSince: "2016-01-01",
    checked: CHECKED,
    verifiedWith: "secondary",
  },
  /** A training organisation citing its activity declaration adds this sentence. */
  trainingDeclarationNotice: {
    summary:
      "Un organisme de formation qui fait état de sa déclaration d’activité doit préciser que cet enregistrement ne vaut pas agrément de l’État.",
    value: "Cet enregistrement ne vaut pas agrément de l’État.",
    sources: [{ text: "Article L6352-12 du Code du travail", url: CODE_DU_TRAVAIL }],
    inForceSince: "2008-05-01",
    checked: CHECKED,
    verifiedWith: "secondary",
  },
  /** What the legal notice of a professional site must give. */
  publisherIdentification: {
    summary:
      "Un site édité à titre professionnel indique la dénomination, le siège, le téléphone, l’immatriculation et le capital de son éditeur, le nom du directeur de la publication, ainsi que le nom, l’adresse et le téléphone de son hébergeur.",
    value: true,
    sources: [
      {
        text: "Loi n° 2004-575 du 21 juin 2004 pour la confiance dans l’économie numérique (LCEN)",
        url: eli("loi", "2004-06-21", "2004-575"),
      },
    ],
    inForceSince: "2004-06-22",
    checked: CHECKED,
    verifiedWith: "secondary",
  },
} as const satisfies Record<string, Rule<unknown>>;

export type RuleId = keyof typeof regulation;

/** Every rule as a list, for the sources page and the tests. */
export const allRules = (Object.keys(regulation) as RuleId[]).map((id) => ({ id, ...regulation[id] }));

const [decreeSource] = regulation.publicSectorCpf.sources;

/**
 * The public legal text the pages cite: decree no. 2017-928 of 6 May 2017 (personal
 * activity account and lifelong training in the civil service, which opens the skills
 * assessment to public-sector agents), as the rule above cites it.
 */
export const decree2017 = {
  title: decreeSource.text.replace(/ \(.*\)$/, ""),
  url: decreeSource.url,
} as const;
