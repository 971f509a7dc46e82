import { accessDelayText } from "./conditions.ts";
import type { ServicePage } from "./types.ts";

export const trainingEngineering: ServicePage = {
  path: "/ingenierie_formation",
  label: "Ingénierie de formation",
  menu: { id: "ingenierie" },
  kind: "service",
  title: "Ingénierie de formation en Seine-et-Marne",
  description:
    "Analyse des besoins, conception de parcours, plan de développement des compétences, dossiers OPCO : parlons de votre projet de formation, contactez-nous.",
  heading: "Ingénierie de formation pour les entreprises et les organismes de formation",
  lead: {
    title: "Des formations conçues pour produire des résultats",
    paragraphs: [
      "Une formation utile commence bien avant la première séance : par une question claire sur ce que les participants devront savoir faire à l’issue, et pourquoi. L’ingénierie de formation, c’est cette démarche, de l’analyse des besoins jusqu’à l’évaluation des effets sur le terrain.",
      "Entreprises, nous vous aidons à bâtir un plan de développement des compétences réaliste et à le faire financer. Organismes de formation, nous concevons avec vous de nouveaux programmes ou retravaillons ceux qui existent.",
    ],
  },
  keyFacts: [
    { label: "Pour qui", value: "Entreprises, associations et organismes de formation" },
    {
      label: "Livrables",
      value: "Analyse des besoins, parcours et programmes, outils d’évaluation, dossiers de financement",
    },
    { label: "Formats conçus", value: "Présentiel, classe virtuelle, modules à distance ou parcours mixtes" },
    { label: "Modalités", value: "Dans vos locaux, à distance ou en alternant les deux" },
    { label: "Tarif", value: "Sur devis, selon le périmètre de la mission" },
  ],
  sections: [
    {
      id: "analyse-besoins",
      title: "Partir des besoins réels",
      paragraphs: [
        "Avant de choisir une formation, il faut savoir ce qu’elle doit changer. Nous rencontrons la direction, les managers et, si besoin, les personnes concernées pour comprendre la situation : un nouvel outil, une réorganisation, des difficultés qui reviennent, une obligation réglementaire, un projet de développement. Nous en tirons :",
      ],
      list: [
        "Les compétences attendues, poste par poste",
        "Les écarts avec les compétences actuelles",
        "Ce qui relève vraiment de la formation, et ce qui relève de l’organisation ou du management",
        "Les priorités, le calendrier et le budget disponible",
      ],
      after: ["Vous recevez une synthèse écrite qui sert de base à toutes les décisions suivantes."],
    },
    {
      id: "conception",
      title: "Concevoir parcours et programmes",
      steps: [
        {
          title: "Les objectifs",
          text: "Des objectifs formulés en capacités observables : ce que la personne saura faire à l’issue de la formation, et dans quelles conditions.",
        },
        {
          title: "Les séquences",
          text: "Un découpage en séquences, chacune avec son contenu, sa durée et sa place dans la progression.",
        },
        {
          title: "Les méthodes",
          text: "Apports, mises en situation, études de cas, travail sur les situations réelles des participants : la méthode suit l’objectif, et non l’inverse.",
        },
        {
          title: "L’évaluation",
          text: "Un positionnement à l’entrée, une évaluation des acquis en fin de formation et une mesure, quelques semaines plus tard, de ce qui a changé en situation de travail.",
        },
      ],
      after: [
        "Nous rédigeons des programmes complets, tels que les attendent les financeurs : public visé, prérequis, objectifs, contenus, durée, méthodes et moyens pédagogiques, modalités d’évaluation et d’accessibilité.",
      ],
    },
    {
      id: "formats",
      title: "En salle, à distance ou en parcours mixte",
      paragraphs: [
        "Le bon format dépend de vos contraintes : équipes dispersées sur plusieurs sites, horaires décalés, impossibilité de libérer tout le monde en même temps, besoin de pratique sur le terrain. Nous concevons des parcours en salle, à distance ou mixtes, qui combinent classes virtuelles, modules à suivre à son rythme et temps de mise en pratique accompagnés.",
        "À distance, nous soignons ce qui fait la différence : des séquences courtes, de l’interaction, un suivi des apprenants entre les séances et des traces fiables de leur assiduité.",
      ],
    },
    {
      id: "plan-competences",
      title: "Votre plan de développement des compétences et son financement",
      paragraphs: [
        "Le plan de développement des compétences rassemble les formations que l’entreprise décide pour ses salariés. Nous vous aidons à le construire à partir de l’analyse des besoins et des entretiens de parcours professionnel, à fixer les priorités, puis à le suivre tout au long de l’année.",
        "Selon la taille de votre entreprise, l’OPCO de votre branche peut prendre en charge tout ou partie des formations, selon ses règles et dans la limite de ses budgets. Nous préparons avec vous les demandes de prise en charge, réunissons les pièces, suivons les dossiers et rassemblons les justificatifs nécessaires au remboursement.",
      ],
      links: [
        { to: "/entretien_professionnel", label: "Les entretiens de parcours professionnel" },
        { to: "/gestion_RH_externalisee", label: "La gestion RH externalisée" },
      ],
    },
    {
      id: "evaluation",
      title: "Mesurer les effets de la formation",
      paragraphs: [
        "Une formation se juge à ce qu’elle change. Nous construisons avec vous des outils d’évaluation à plusieurs niveaux : la satisfaction des participants, les acquis en fin de formation, la mise en pratique quelques semaines plus tard et, quand c’est possible, les effets sur l’activité.",
        "Ces résultats servent à améliorer vos programmes et à préparer le plan suivant. Pour un organisme de formation, ils répondent aussi aux exigences du référentiel national qualité en matière d’évaluation et d’amélioration continue.",
      ],
      links: [
        { to: "/gestion_Formation_externalisee", label: "La gestion externalisée de la formation" },
        { to: "/formation_metier_formateur_adultes", label: "Former vos formateurs" },
      ],
    },
  ],
  funding: false,
  cpfEligible: false,
  programme: {
    audience: "Entreprises, associations et organismes de formation.",
    prerequisites: "Aucun : la mission commence par l’analyse de vos besoins.",
    objectives: [
      "Analyser les besoins et distinguer ce qui relève de la formation de ce qui relève de l’organisation",
      "Concevoir des parcours et des programmes complets, tels que les attendent les financeurs",
      "Construire votre plan de développement des compétences et préparer son financement",
      "Mesurer les effets des formations et améliorer les programmes",
    ],
    duration:
      "Selon le périmètre de la mission, de l’analyse des besoins à la conception d’un parcours ou au suivi du plan tout au long de l’année ; le calendrier est fixé dans notre proposition.",
    modalities:
      "Dans vos locaux, à distance ou en alternant les deux ; entretiens avec la direction, les managers et, si besoin, les personnes concernées.",
    accessDelay: accessDelayText("Début de la mission", ["company"]),
    price:
      "Sur devis, selon le périmètre de la mission : analyse des besoins, conception des parcours, dossiers de financement, outils d’évaluation.",
    methods:
      "Entretiens et analyse des situations de travail, objectifs formulés en capacités observables, découpage en séquences, méthodes choisies selon les objectifs, préparation et suivi des dossiers de prise en charge.",
    evaluation:
      "Chaque étape donne lieu à un livrable validé avec vous : synthèse de l’analyse des besoins, programmes, outils d’évaluation ; en fin de mission, un bilan de ce qui a été produit et des suites à donner.",
  },
  quality: false,
  cta: {
    title: "Parlons de votre projet de formation",
    text: "Un besoin à clarifier, un programme à construire, un dossier OPCO à monter : décrivez-nous votre situation, nous vous proposerons une démarche et un devis.",
  },
  schema: { type: "Service", serviceType: "Ingénierie de formation" },
  lastModified: "2026-11-23",
};
