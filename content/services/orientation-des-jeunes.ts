import { site } from "../site";
import type { ServicePage } from "./types";

const { city } = site.address;

export const youthGuidance: ServicePage = {
  path: "/orientation_des_jeunes",
  kind: "service",
  title: "Bilan d’orientation lycéens et étudiants",
  description: `Lycéens, étudiants, jeunes adultes\u00a0: un bilan d’orientation pour choisir sa voie, préparer Parcoursup ou se réorienter, à ${city} ou en visio. Contactez-nous.`,
  heading:
    "Bilan d’orientation scolaire et professionnelle pour lycéens, étudiants et jeunes adultes en Seine-et-Marne",
  lead: {
    title: "Choisir une voie qui vous ressemble",
    paragraphs: [
      "Choix des spécialités, vœux Parcoursup, première année qui ne se passe pas comme prévu, envie d’alternance\u00a0: les décisions d’orientation arrivent tôt et pèsent lourd. Le bilan d’orientation aide chaque jeune à mieux se connaître, à découvrir des métiers et des formations, et à faire un choix réfléchi.",
      "Nous nous adressons directement au jeune, en associant ses parents aux moments clés.",
    ],
  },
  keyFacts: [
    { label: "Pour qui", value: "Lycéens, étudiants et jeunes adultes" },
    { label: "Objectif", value: "Un projet d’études ou de métier réaliste et motivant" },
    { label: "Les parents", value: "Associés, avec l’accord du jeune, au début et à la fin du bilan" },
    { label: "À la fin", value: "Une synthèse écrite et un plan d’action" },
    { label: "Modalités", value: "En présentiel, en visioconférence ou en formule mixte" },
  ],
  sections: [
    {
      id: "pour-qui",
      title: "À qui s’adresse le bilan d’orientation\u202f?",
      cards: [
        {
          title: "Lycéens",
          text: "De la seconde à la terminale\u00a0: choisir ses spécialités, comparer les filières, construire ses vœux Parcoursup et rédiger ses projets de formation motivés.",
        },
        {
          title: "Étudiants",
          text: "Une première année décevante, un doute sur la filière, une envie de changer\u00a0: faire le point pour se réorienter sans perdre de temps ni ce qui a déjà été acquis.",
        },
        {
          title: "Jeunes adultes",
          text: "Sortis des études, avec ou sans diplôme, en premier emploi ou en recherche\u00a0: définir un métier, trouver une formation ou un contrat d’apprentissage.",
        },
      ],
    },
    {
      id: "deroulement",
      title: "Comment se déroule le bilan\u202f?",
      steps: [
        {
          title: "L’entretien de départ",
          text: "Avec le jeune et ses parents, nous faisons connaissance, nous précisons les questions à traiter et le calendrier à respecter\u00a0: dates Parcoursup, inscriptions, candidatures en apprentissage.",
        },
        {
          title: "La connaissance de soi",
          text: "Des entretiens individuels et des questionnaires d’intérêts et de personnalité pour repérer ce qui motive le jeune, ses points forts, sa façon de travailler et ses valeurs.",
        },
        {
          title: "La découverte des métiers et des formations",
          text: "Recherches guidées, fiches métiers, rencontres avec des professionnels, salons et journées portes ouvertes\u00a0: le jeune confronte ses idées à la réalité et élargit ses pistes.",
        },
        {
          title: "La synthèse",
          text: "Un dernier entretien présente les pistes retenues et les prochaines étapes, avec les parents si le jeune le souhaite. Il repart avec un document de synthèse écrit et un plan d’action.",
        },
      ],
    },
    {
      id: "tests",
      title: "Des tests pour ouvrir des pistes, pas pour décider",
      paragraphs: [
        "Les questionnaires d’intérêts professionnels et de personnalité servent de point de départ à la discussion\u00a0: ils mettent des mots sur des goûts et suggèrent des familles de métiers, parfois inattendues. Aucun test ne décide à la place du jeune, et nous discutons chaque résultat avec lui.",
        "L’objectif est qu’il s’approprie son choix et sache l’expliquer, dans une lettre de motivation comme devant un jury d’admission ou un employeur.",
      ],
    },
    {
      id: "parents",
      title: "La place des parents",
      paragraphs: [
        "Les parents connaissent leur enfant et portent souvent beaucoup d’attentes, parfois d’inquiétudes. Nous les associons à l’entretien de départ et à la restitution, pour que chacun comprenne les choix et puisse les soutenir.",
        "Entre-temps, les séances se déroulent en tête-à-tête avec le jeune\u00a0: c’est la condition pour qu’il parle librement. Notre charte éthique, à télécharger sur cette page, précise ces règles de confidentialité.",
      ],
    },
    {
      id: "reperes-concrets",
      title: "Parcoursup, réorientation, apprentissage\u00a0: des repères concrets",
      paragraphs: ["Au-delà du choix d’une voie, nous aidons le jeune à passer à l’action\u00a0:"],
      list: [
        "Construire une liste de vœux équilibrée et argumentée",
        "Rédiger des projets de formation motivés personnels et convaincants",
        "Préparer un entretien d’admission ou un oral de sélection",
        "Se réorienter après une première année, en valorisant ce qui a été acquis",
        "Trouver un contrat d’apprentissage\u00a0: CV, lettre, démarches auprès des entreprises",
        "Découvrir les formations courtes, professionnalisantes ou en alternance",
      ],
      links: [{ to: "/blog", label: "Nos articles pour trouver sa voie, sur le blog" }],
    },
  ],
  funding: false,
  documents: {
    title: "Documents à télécharger",
    intro:
      "Le programme détaillé du bilan d’orientation et la charte éthique de notre accompagnement des jeunes.",
    list: "youth",
  },
  quality: false,
  cta: {
    title: "Parlons de votre projet d’orientation",
    text: "Jeune ou parent, contactez-nous\u00a0: un premier échange permet de voir si le bilan d’orientation répond à vos questions et à votre calendrier.",
  },
  schema: { type: "Service", serviceType: "Bilan d’orientation scolaire et professionnelle" },
  lastModified: "2026-11-21",
};
