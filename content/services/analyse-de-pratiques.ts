import { serviceFacts } from "../service-facts.ts";
import { accessDelayText } from "./conditions.ts";
import type { ServicePage } from "./types.ts";

const { minParticipants } = serviceFacts.practiceAnalysis;

export const practiceAnalysis: ServicePage = {
  path: "/groupe_analyse_de_pratiques",
  label: "Analyse des pratiques professionnelles",
  menu: { id: "formation" },
  kind: "training",
  title: "Analyse des pratiques et supervision",
  description:
    "Groupes d’analyse des pratiques et supervision pour le social, la santé, l’éducation, les RH et les managers, en présentiel ou à distance. Contactez-nous.",
  heading: "Groupes d’analyse des pratiques professionnelles (GAPP) et supervision individuelle",
  lead: {
    title: "Prendre du recul sur sa pratique, ensemble",
    paragraphs: [
      "Une situation qui vous a mis en difficulté, une relation qui se tend, une décision qui vous interroge : dans les métiers de l’humain, on reste rarement seul face à ses questions sans que cela pèse.",
      "L’analyse des pratiques offre un temps régulier, hors de la hiérarchie, pour en parler entre collègues avec un intervenant extérieur. On y comprend mieux ce qui s’est joué, on y trouve des ressources, et l’on repart avec des pistes pour agir.",
    ],
  },
  keyFacts: [
    { label: "Pour qui", value: "Travail social, santé, éducation, ressources humaines, managers" },
    { label: "Groupe", value: `À partir de ${minParticipants} participants` },
    { label: "Modalités", value: "En présentiel ou à distance" },
    { label: "Rythme", value: "Fixé avec l’employeur" },
    { label: "Aussi", value: "Supervision individuelle" },
  ],
  sections: [
    {
      id: "principe",
      title: "Qu’est-ce que l’analyse des pratiques ?",
      paragraphs: [
        "Un groupe d’analyse des pratiques professionnelles (GAPP) réunit des professionnels qui exercent le même métier ou travaillent auprès des mêmes publics. Animé par un intervenant extérieur à l’établissement, il s’appuie sur des situations réelles apportées par les participants.",
        "Il ne s’agit ni d’évaluer les personnes, ni de donner des leçons, ni d’une thérapie. Le groupe cherche à comprendre une situation sous plusieurs angles, à mettre des mots sur ce qui s’est passé et à élargir les manières d’y répondre.",
        "Au fil des séances, les participants affinent leur posture, partagent leurs savoir-faire et renforcent la cohésion de l’équipe. C’est aussi un appui précieux pour prévenir l’usure professionnelle.",
      ],
    },
    {
      id: "pour-qui",
      title: "Pour quels professionnels ?",
      paragraphs: [
        `Nous animons des groupes d’au moins ${minParticipants} personnes, à la demande d’un employeur, d’un établissement ou d’un service :`,
      ],
      list: [
        "Travail social et médico-social : éducateurs, assistants de service social, équipes d’établissements et de services",
        "Santé : soignants, équipes de soins et d’accompagnement",
        "Éducation : enseignants, équipes éducatives, professionnels de la petite enfance et de l’animation",
        "Ressources humaines : équipes RH confrontées à des situations individuelles complexes",
        "Managers et encadrants de proximité, entre pairs",
      ],
    },
    {
      id: "seance",
      title: "Comment se déroule une séance ?",
      steps: [
        {
          title: "L’ouverture",
          text: "L’intervenant rappelle le cadre. Chacun dit comment il arrive, et le groupe choisit la situation qui sera travaillée.",
        },
        {
          title: "L’exposé d’une situation",
          text: "Un participant présente une situation vécue qui le questionne, sans être interrompu.",
        },
        {
          title: "Les questions",
          text: "Le groupe pose des questions pour comprendre les faits, le contexte et ce qu’a ressenti le narrateur, sans juger ni conseiller.",
        },
        {
          title: "L’analyse collective",
          text: "Chacun propose ses hypothèses et ses éclairages. L’intervenant aide le groupe à relier la situation aux pratiques de l’équipe et à des repères théoriques.",
        },
        {
          title: "Les enseignements",
          text: "Le narrateur dit ce qu’il retient, puis chacun formule ce que la séance lui apporte pour sa propre pratique.",
        },
      ],
    },
    {
      id: "cadre",
      title: "Des règles qui garantissent une parole libre",
      paragraphs: ["Le cadre est posé dès la première séance, et chacun s’engage à le respecter :"],
      cards: [
        {
          title: "La confidentialité",
          text: "Ce qui se dit dans le groupe reste dans le groupe. Les situations sont évoquées dans le respect des personnes accompagnées.",
        },
        {
          title: "Le non-jugement",
          text: "On analyse une situation, pas la valeur d’un collègue. Chacun parle de sa pratique sans crainte d’être évalué.",
        },
        {
          title: "L’absence de hiérarchie",
          text: "Les participants sont entre pairs : l’encadrement direct ne fait pas partie du groupe.",
        },
        {
          title: "L’engagement",
          text: "La régularité de la présence permet au groupe de se constituer et à la confiance de s’installer.",
        },
      ],
      after: [
        "L’employeur fixe avec nous les objectifs, le rythme des séances et leur lieu. Il ne reçoit aucun compte rendu de ce que les participants ont dit : un bilan général peut lui être fait, dans les termes convenus avec le groupe.",
      ],
    },
    {
      id: "supervision",
      title: "La supervision individuelle",
      paragraphs: [
        "Certains professionnels ont besoin d’un espace plus personnel : cadres, travailleurs sociaux, soignants, formateurs, coachs ou consultants. La supervision individuelle leur offre un temps d’analyse de leur pratique avec un superviseur expérimenté, en toute confidentialité.",
        "Elle permet d’examiner les situations délicates, de questionner sa posture et de préserver son équilibre professionnel. Les séances ont lieu en présentiel ou en visioconférence, à un rythme défini ensemble.",
      ],
    },
  ],
  funding: false,
  cpfEligible: false,
  programme: {
    audience:
      "Équipes du travail social et médico-social, de la santé, de l’éducation et des ressources humaines, managers et encadrants entre pairs ; en supervision individuelle, cadres, travailleurs sociaux, soignants, formateurs, coachs ou consultants.",
    prerequisites: `Exercer le même métier ou auprès des mêmes publics, sans lien hiérarchique direct entre participants ; un groupe d’au moins ${minParticipants} personnes.`,
    objectives: [
      "Analyser des situations professionnelles réelles sous plusieurs angles",
      "Affiner sa posture et élargir ses manières d’agir",
      "Partager les savoir-faire et renforcer la cohésion de l’équipe",
      "Prévenir l’usure professionnelle",
    ],
    duration:
      "Des séances régulières dont la durée, le rythme et le nombre sont fixés avec l’employeur et inscrits dans la convention ; en supervision individuelle, un rythme défini ensemble.",
    modalities: `En groupe d’au moins ${minParticipants} participants, en présentiel dans vos locaux ou à distance ; supervision individuelle en présentiel ou en visioconférence.`,
    accessDelay: accessDelayText("Début des séances", ["company", "individual"]),
    price:
      "Sur devis, selon le nombre et le rythme des séances, la taille du groupe et le lieu ; pour la supervision individuelle, selon le nombre de séances.",
    methods:
      "Chaque séance suit les mêmes temps : ouverture, exposé d’une situation, questions, analyse collective et enseignements ; un intervenant extérieur à l’établissement garantit le cadre : confidentialité, non-jugement, absence de hiérarchie.",
    evaluation:
      "Un point régulier avec le groupe sur son fonctionnement et sur ce que les séances apportent à la pratique de chacun ; un bilan général avec l’employeur, dans les termes convenus avec le groupe, sans compte rendu de ce que les participants ont dit.",
  },
  quality: true,
  cta: {
    title: "Mettons en place votre groupe",
    text: "Présentez-nous votre équipe et ce que vous attendez de l’analyse des pratiques lors d’un premier entretien gratuit. Nous vous proposerons un cadre adapté.",
  },
  schema: { type: "Service", serviceType: "Analyse des pratiques professionnelles" },
  lastModified: "2026-11-23",
};
