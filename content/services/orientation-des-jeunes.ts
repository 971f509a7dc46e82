import { site } from "../site.ts";
import { accessDelayText } from "./conditions.ts";
import type { ServicePage } from "./types.ts";

const { city } = site.address;

export const youthGuidance: ServicePage = {
  path: "/orientation_des_jeunes",
  label: "Orientation des jeunes",
  menu: { id: "emploi-carriere" },
  kind: "service",
  title: "Bilan d’orientation lycéens et étudiants",
  description: `Lycéens, étudiants, jeunes adultes : un bilan d’orientation pour choisir sa voie, préparer Parcoursup ou se réorienter, à ${city} ou en visio. Contactez-nous.`,
  heading:
    "Bilan d’orientation scolaire et professionnelle pour lycéens, étudiants et jeunes adultes en Seine-et-Marne",
  lead: {
    title: "Choisir une voie qui vous ressemble",
    paragraphs: [
      "Choix des spécialités, vœux Parcoursup, première année qui ne se passe pas comme prévu, envie d’alternance : les décisions d’orientation arrivent tôt et pèsent lourd. Le bilan d’orientation aide chaque jeune à mieux se connaître, à découvrir des métiers et des formations, et à faire un choix réfléchi.",
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
      title: "À qui s’adresse le bilan d’orientation ?",
      cards: [
        {
          title: "Lycéens",
          text: "De la seconde à la terminale : choisir ses spécialités, comparer les filières, construire ses vœux Parcoursup et rédiger ses projets de formation motivés.",
        },
        {
          title: "Étudiants",
          text: "Une première année décevante, un doute sur la filière, une envie de changer : faire le point pour se réorienter sans perdre de temps ni ce qui a déjà été acquis.",
        },
        {
          title: "Jeunes adultes",
          text: "Sortis des études, avec ou sans diplôme, en premier emploi ou en recherche : définir un métier, trouver une formation ou un contrat d’apprentissage.",
        },
      ],
    },
    {
      id: "deroulement",
      title: "Comment se déroule le bilan ?",
      steps: [
        {
          title: "L’entretien de départ",
          text: "Avec le jeune et ses parents, nous faisons connaissance, nous précisons les questions à traiter et le calendrier à respecter : dates Parcoursup, inscriptions, candidatures en apprentissage.",
        },
        {
          title: "La connaissance de soi",
          text: "Des entretiens individuels et des questionnaires d’intérêts et de personnalité pour repérer ce qui motive le jeune, ses points forts, sa façon de travailler et ses valeurs.",
        },
        {
          title: "La découverte des métiers et des formations",
          text: "Recherches guidées, fiches métiers, rencontres avec des professionnels, salons et journées portes ouvertes : le jeune confronte ses idées à la réalité et élargit ses pistes.",
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
        "Les questionnaires d’intérêts professionnels et de personnalité servent de point de départ à la discussion : ils mettent des mots sur des goûts et suggèrent des familles de métiers, parfois inattendues. Aucun test ne décide à la place du jeune, et nous discutons chaque résultat avec lui.",
        "L’objectif est qu’il s’approprie son choix et sache l’expliquer, dans une lettre de motivation comme devant un jury d’admission ou un employeur.",
      ],
    },
    {
      id: "parents",
      title: "La place des parents",
      paragraphs: [
        "Les parents connaissent leur enfant et portent souvent beaucoup d’attentes, parfois d’inquiétudes. Nous les associons à l’entretien de départ et à la restitution, pour que chacun comprenne les choix et puisse les soutenir.",
        "Entre-temps, les séances se déroulent en tête-à-tête avec le jeune : c’est la condition pour qu’il parle librement. Notre charte éthique, à télécharger sur cette page, précise ces règles de confidentialité.",
      ],
    },
    {
      id: "reperes-concrets",
      title: "Parcoursup, réorientation, apprentissage : des repères concrets",
      paragraphs: ["Au-delà du choix d’une voie, nous aidons le jeune à passer à l’action :"],
      list: [
        "Construire une liste de vœux équilibrée et argumentée",
        "Rédiger des projets de formation motivés personnels et convaincants",
        "Préparer un entretien d’admission ou un oral de sélection",
        "Se réorienter après une première année, en valorisant ce qui a été acquis",
        "Trouver un contrat d’apprentissage : CV, lettre, démarches auprès des entreprises",
        "Découvrir les formations courtes, professionnalisantes ou en alternance",
      ],
      links: [{ to: "/blog", label: "Nos articles pour trouver sa voie, sur le blog" }],
    },
  ],
  funding: false,
  cpfEligible: false,
  programme: {
    audience:
      "Lycéens de la seconde à la terminale, y compris en voie professionnelle ; étudiants qui doutent de leur filière ou envisagent une réorientation ; jeunes diplômés et jeunes sortis des études, avec ou sans diplôme. Pour un jeune mineur, l’inscription se fait avec l’accord de ses représentants légaux.",
    prerequisites:
      "Aucun prérequis de diplôme ou de niveau. Le bilan demande seulement l’envie du jeune de s’y impliquer : il ne peut pas lui être imposé.",
    objectives: [
      "Identifier ses centres d’intérêt, ses valeurs, ses qualités et ses points d’appui",
      "Découvrir des métiers et des secteurs en lien avec son profil, y compris des métiers qu’il ne connaissait pas",
      "Comparer les formations possibles et leurs conditions d’accès : voie générale, technologique ou professionnelle, apprentissage, études supérieures",
      "Faire un choix d’orientation argumenté, avec une ou deux pistes de repli",
      "Préparer les démarches concrètes : vœux d’admission, projets de formation motivés, recherche d’un contrat d’apprentissage",
    ],
    duration:
      "Plusieurs séances individuelles, réparties sur quelques semaines pour laisser le temps de la réflexion et des recherches entre deux rendez-vous. Le nombre de séances et la durée totale dépendent de la formule retenue ; ils sont précisés dans le devis.",
    modalities:
      "Séances individuelles avec un consultant en orientation, dans nos bureaux, en visioconférence ou en formule mixte. Les parents sont associés, avec l’accord du jeune, à l’entretien de départ et à la restitution. Des rendez-vous en fin de journée et le samedi facilitent l’organisation avec l’emploi du temps scolaire.",
    accessDelay: accessDelayText("Début du bilan", ["individual"]),
    price:
      "Sur devis, selon la formule retenue, c’est-à-dire le nombre de séances ; le premier entretien est gratuit et sans engagement.",
    methods:
      "Entretiens individuels fondés sur l’écoute et le questionnement ; questionnaires d’intérêts professionnels et de personnalité, dont les résultats sont toujours expliqués et discutés avec le jeune ; recherches documentaires et enquêtes métiers entre les séances ; mises en situation pour préparer un entretien d’admission, si le projet le demande.",
    evaluation:
      "Le bilan ne donne lieu à aucune note. Son efficacité est évaluée en cours de bilan, par un point régulier sur l’avancement du projet ; à la fin, par la remise de la synthèse écrite et un questionnaire de satisfaction rempli par le jeune ; quelques mois plus tard, par un entretien de suivi sur la mise en œuvre du projet.",
  },
  documents: {
    title: "Documents à télécharger",
    intro:
      "Le programme détaillé du bilan d’orientation et la charte éthique de notre accompagnement des jeunes.",
    list: "youth",
  },
  quality: false,
  cta: {
    title: "Parlons de votre projet d’orientation",
    text: "Jeune ou parent, contactez-nous : un premier échange permet de voir si le bilan d’orientation répond à vos questions et à votre calendrier.",
  },
  schema: { type: "Service", serviceType: "Bilan d’orientation scolaire et professionnelle" },
  lastModified: "2026-11-23",
};
