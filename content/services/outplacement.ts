import { monthsText } from "../format.ts";
import { serviceFacts } from "../service-facts.ts";
import { accessDelayText } from "./conditions.ts";
import type { ServicePage } from "./types.ts";

const { phases, months } = serviceFacts.outplacement;
const [assessPhase, projectPhase, searchPhase] = phases;

/** A small count in words ("trois"), as French copy writes it; digits beyond ten. */
function countInWords(count: number): string {
  const words = ["zéro", "un", "deux", "trois", "quatre", "cinq", "six", "sept", "huit", "neuf", "dix"];
  return words[count] ?? String(count);
}

const phaseCount = countInWords(phases.length);
const phaseCountTitle = phaseCount.charAt(0).toUpperCase() + phaseCount.slice(1);

export const outplacement: ServicePage = {
  path: "/outplacement",
  label: "Outplacement",
  menu: { id: "emploi-carriere" },
  kind: "service",
  title: "Outplacement et accompagnement des PSE",
  description:
    "Outplacement individuel, cellule de reclassement et ateliers pour managers : nous accompagnons entreprises et salariés lors des départs. Contactez-nous.",
  heading:
    "Outplacement individuel, accompagnement des plans de sauvegarde de l’emploi et ateliers pour managers",
  lead: {
    title: "Accompagner un départ, pour la personne comme pour l’équipe",
    paragraphs: [
      "Une suppression de poste, un licenciement économique ou un plan de sauvegarde de l’emploi (PSE) bouleversent les personnes qui partent. Ils pèsent aussi sur celles qui restent, et sur les managers chargés d’annoncer et d’accompagner les décisions.",
      "Nous aidons les entreprises à préparer ces moments avec humanité, et nous accompagnons chaque salarié concerné jusqu’à son nouvel emploi, sa formation ou son projet de création d’entreprise.",
      "Salarié, si votre départ se négocie, vous pouvez aussi nous contacter pour savoir comment proposer cet accompagnement à votre employeur.",
    ],
  },
  keyFacts: [
    {
      label: "Pour qui",
      value: "Les entreprises, et leurs salariés dont le poste est supprimé ou qui quittent l’entreprise",
    },
    {
      label: "Démarche",
      value: `${phaseCountTitle} phases, du bilan jusqu’à l’intégration dans un nouveau poste`,
    },
    {
      label: "Formules",
      value: "Outplacement individuel, accompagnement collectif, ateliers pour managers",
    },
    { label: "Financement", value: "Pris en charge par l’entreprise, sur devis" },
    { label: "Modalités", value: "En présentiel, en visioconférence ou en formule mixte" },
  ],
  sections: [
    {
      id: "phases",
      title: `Un accompagnement en ${phaseCount} phases`,
      paragraphs: [
        "Qu’il soit individuel ou collectif, chaque accompagnement suit la même progression, au rythme de chacun :",
      ],
      steps: [
        {
          title: assessPhase,
          text: "Accueillir le choc du départ, puis faire le bilan de votre parcours : compétences, réalisations, valeurs, contraintes personnelles. Vous repartez avec une vision claire de vos atouts et de ce que vous voulez, ou ne voulez plus, vivre au travail.",
        },
        {
          title: projectPhase,
          text: "Explorer les pistes possibles, les confronter au marché de l’emploi et aux réalités du territoire, puis choisir un projet réaliste : le même métier dans un autre secteur, une évolution, une reconversion avec formation ou une création d’entreprise.",
        },
        {
          title: searchPhase,
          text: "Préparer votre CV, votre profil LinkedIn et votre argumentaire, activer votre réseau, cibler les entreprises et vous entraîner aux entretiens. Nous restons à vos côtés pendant vos premières semaines dans votre nouveau poste.",
        },
      ],
    },
    {
      id: "outplacement-individuel",
      title: "L’outplacement individuel",
      paragraphs: [
        "Proposé par l’entreprise à un salarié qui la quitte, souvent dans le cadre de la négociation de son départ, l’outplacement individuel offre un accompagnement sur mesure avec un consultant attitré. Il s’adresse aussi bien aux cadres et aux dirigeants qu’aux employés et aux techniciens.",
      ],
      list: [
        "Des entretiens individuels réguliers, toujours avec le même consultant",
        "Un bilan approfondi, avec des outils d’évaluation si besoin",
        "Une aide concrète sur le CV, les candidatures et le réseau",
        "Des simulations d’entretien, avec un retour précis",
        "Un suivi jusqu’à l’intégration dans le nouveau poste",
      ],
      after: [
        "Si le projet passe par une reconversion ou par la création d’une entreprise, nous mobilisons nos autres accompagnements.",
      ],
      links: [
        { to: "/bilan-de-competence", label: "Le bilan de compétences" },
        { to: "/formation_creation_entreprise", label: "La formation à la création d’entreprise" },
      ],
    },
    {
      id: "pse",
      title: "PSE et cellule de reclassement",
      paragraphs: [
        "Lorsqu’un plan de sauvegarde de l’emploi, un plan de départs volontaires ou une rupture conventionnelle collective concerne plusieurs salariés, nous mettons en place un accompagnement collectif, en lien avec la direction, les représentants du personnel et, le cas échéant, la commission de suivi.",
      ],
      list: [
        "Des réunions d’information pour expliquer le dispositif et répondre aux inquiétudes",
        "Un espace conseil ouvert aux salariés, dans l’entreprise ou dans nos bureaux",
        "Des entretiens individuels pour bâtir le projet de chacun",
        "Des ateliers collectifs : CV, réseau, entretiens, création d’entreprise",
        "La recherche d’offres et la mise en relation avec les entreprises du territoire",
        "Un suivi régulier des reclassements, partagé avec l’entreprise dans le respect de la confidentialité",
      ],
    },
    {
      id: "ateliers-managers",
      title: "Ateliers de prévention des risques pour les managers",
      paragraphs: [
        "Annoncer une suppression de poste, puis continuer à faire vivre une équipe fragilisée, compte parmi les situations les plus difficiles pour un manager. Nos ateliers, animés par notre psychologue du travail et nos consultants, préparent ceux qui annoncent et accompagnent les départs :",
      ],
      cards: [
        {
          title: "Préparer l’entretien d’annonce",
          text: "Choisir ses mots, anticiper les réactions, savoir ce qu’il faut dire et ne pas dire, orienter vers les bons interlocuteurs.",
        },
        {
          title: "Repérer les signaux d’alerte",
          text: "Reconnaître les signes de détresse chez un collaborateur et savoir à qui passer le relais.",
        },
        {
          title: "Accompagner ceux qui restent",
          text: "Maintenir la confiance et la motivation d’une équipe qui voit partir des collègues, et redonner un cap.",
        },
        {
          title: "Prendre soin de soi",
          text: "Les managers aussi sont exposés : un temps pour exprimer ce qu’ils vivent et trouver des appuis.",
        },
      ],
      after: [
        "Ces ateliers s’inscrivent dans la prévention des risques psychosociaux : ils protègent les salariés concernés comme l’encadrement.",
      ],
      links: [{ to: "/psychologie_du_travail", label: "Notre offre en psychologie du travail" }],
    },
    {
      id: "engagements",
      title: "Confidentialité et respect des personnes",
      paragraphs: [
        "L’entreprise finance l’accompagnement, mais ce que le salarié confie à son consultant reste confidentiel. Les informations transmises à l’employeur, comme la participation aux rendez-vous ou la solution trouvée, sont définies à l’avance et connues du salarié.",
        "Nous respectons le rythme de chacun : certains ont besoin de temps avant de se projeter, d’autres veulent avancer très vite. Notre rôle est d’aider chaque personne à repartir avec un projet solide.",
      ],
    },
  ],
  funding: false,
  cpfEligible: false,
  programme: {
    audience:
      "Les entreprises qui se séparent d’un ou de plusieurs salariés (licenciement, rupture conventionnelle, plan de sauvegarde de l’emploi) ; leurs salariés concernés, cadres ou non ; les managers qui annoncent et accompagnent les départs.",
    prerequisites:
      "Aucun : l’accompagnement est proposé par l’entreprise, et le salarié choisit de s’y engager.",
    objectives: [
      "Prendre du recul sur la rupture et retrouver confiance en ses capacités",
      "Définir un projet professionnel réaliste, en accord avec ses compétences, ses aspirations et le marché de l’emploi",
      "Mener une recherche d’emploi organisée et efficace",
      "Réussir son intégration dans un nouveau poste ou le lancement de son activité",
      "Pour les managers, préparer l’annonce, repérer les signaux d’alerte et accompagner l’équipe qui reste",
      "Pour l’entreprise, accompagner la séparation de manière responsable et préserver le climat social",
    ],
    duration: `Fixée avec l’entreprise selon la situation de la personne : en général ${monthsText(months.short)} pour un accompagnement court, ${monthsText(months.standard)} pour un accompagnement standard, ou jusqu’à la prise de poste, suivi d’intégration compris. Les ateliers et les dispositifs collectifs suivent le calendrier du projet de l’entreprise.`,
    modalities:
      "Entretiens individuels avec un consultant attitré, dans nos bureaux, en visioconférence ou en formule mixte ; pour un projet collectif, un espace conseil dans l’entreprise ou dans nos bureaux, des réunions d’information et des ateliers.",
    accessDelay: accessDelayText("Début de l’accompagnement", ["company"]),
    price:
      "Sur devis adressé à l’entreprise, selon la formule choisie, sa durée et le nombre de personnes accompagnées ; pour les ateliers, selon le nombre de séances et de participants.",
    methods:
      "Un consultant attitré et des entretiens individuels réguliers ; si besoin, des questionnaires d’intérêts et de personnalité, toujours restitués ; des grilles d’analyse du marché et des simulations d’entretien ; un travail personnel entre les séances ; des ateliers collectifs et des mises en situation pour les managers.",
    evaluation:
      "Des points d’étape sur l’avancement du parcours, transmis à l’entreprise avec le consentement de la personne accompagnée, qui en connaît le contenu ; un bilan de fin d’accompagnement qui indique son issue : nouvel emploi, formation, création d’entreprise ou recherche en cours.",
  },
  documents: {
    title: "Documents à télécharger",
    intro:
      "Les objectifs, les étapes et les modalités de l’outplacement individuel, réunis dans un document.",
    list: "outplacement",
  },
  quality: false,
  cta: {
    title: "Vous préparez une réorganisation ?",
    text: "Parlons-en en amont et en toute confidentialité : nous vous proposons un accompagnement adapté à votre situation et à vos équipes.",
  },
  schema: { type: "Service", serviceType: "Outplacement" },
  lastModified: "2026-11-23",
};
