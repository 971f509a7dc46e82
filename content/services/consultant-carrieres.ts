import { bilanFacts } from "../bilan-facts.ts";
import { hoursText, lowerFirst, monthsText, percentText } from "../format.ts";
import { regulation } from "../regulation.ts";
import { serviceFacts } from "../service-facts.ts";
import { accessDelayText } from "./conditions.ts";
import type { ServicePage } from "./types.ts";

const { days, hours, trainers, practicePercent, format } = serviceFacts.careerConsultant;
const [preliminary, investigation, conclusion] = bilanFacts.phases.map(lowerFirst);
const { bilanMaxHours, bilanMinAccompanimentHours } = regulation;

const duration = `${days} jours, soit ${hoursText(hours)}`;
const startClauses = ["funder", "self"] as const;
/** How the price is set: the training has no published price (its terms say « sur devis »). */
const priceText = `Sur devis, remis avant toute inscription : le prix est fixé en fonction de votre mode de financement, personnel ou par un employeur ou son OPCO, et couvre les ${hoursText(hours)} de formation, l’animation par les ${trainers} formateurs, les supports, les évaluations et l’attestation de fin de formation.`;

export const careerConsultantTraining: ServicePage = {
  path: "/formation_metier_consultant_en_gestion_de_carrieres",
  label: "Formation de consultant en gestion de carrières",
  menu: { id: "formation" },
  kind: "training",
  title: "Devenir consultant en bilan de compétences",
  description:
    "Formez-vous au métier de consultant en bilan de compétences et en gestion de carrières, en classe virtuelle et par la pratique. Contactez-nous.",
  heading: "Formation au métier de consultant en gestion de carrières et en bilan de compétences",
  lead: {
    title: "Accompagner les transitions professionnelles, un métier qui s’apprend",
    paragraphs: [
      "Conduire un bilan de compétences, c’est aider une personne à faire le point sur son parcours, à explorer des pistes et à construire un projet réaliste, dans un cadre fixé par le Code du travail. Cela demande une méthode, des outils et une posture.",
      `Notre formation vous les transmet en ${duration}, en ${format}. Elle est animée par ${trainers} formateurs qui pratiquent le bilan de compétences au quotidien, et consacre environ ${percentText(practicePercent)} du temps à la pratique.`,
    ],
  },
  keyFacts: [
    { label: "Pour qui", value: "Professionnels RH, de l’emploi, de la formation ou de l’accompagnement" },
    { label: "Durée", value: duration },
    { label: "Format", value: `En ${format}, en direct avec les formateurs` },
    {
      label: "Pédagogie",
      value: `${trainers} formateurs, environ ${percentText(practicePercent)} de pratique`,
    },
    { label: "Tarif", value: "Sur devis avant toute inscription, en fonction de votre mode de financement" },
  ],
  sections: [
    {
      id: "pour-qui",
      title: "À qui s’adresse cette formation ?",
      paragraphs: [
        "Elle s’adresse aux professionnels qui accompagnent ou veulent accompagner des adultes dans leur évolution professionnelle :",
      ],
      list: [
        "Consultants et conseillers qui souhaitent proposer des bilans de compétences",
        "Conseillers emploi, conseillers en insertion et chargés d’accompagnement",
        "Responsables et chargés de ressources humaines en charge de la mobilité",
        "Formateurs, coachs et psychologues du travail qui veulent élargir leur pratique",
        "Personnes en reconversion vers les métiers de l’accompagnement",
      ],
      after: [
        "Les prérequis et les modalités d’évaluation figurent dans « Programme et modalités », plus bas, et dans le programme à télécharger. Nous pouvons aussi en parler lors du premier entretien.",
      ],
    },
    {
      id: "contenu-formation",
      title: "Le contenu, jour par jour",
      paragraphs: [
        `La formation se déroule sur ${days} jours. Chaque journée associe de courts apports, des démonstrations par les formateurs et des exercices en sous-groupes.`,
      ],
      steps: [
        {
          title: "Le cadre du bilan de compétences",
          text: `Le cadre légal du bilan, inscrit dans le Code du travail depuis ${bilanFacts.institutedIn}, sa durée (${hoursText(bilanMaxHours.value)} au plus, dont au moins ${hoursText(bilanMinAccompanimentHours.value)} d’accompagnement effectif) et ses financements. Ses trois phases : ${preliminary}, ${investigation} et ${conclusion}, jusqu’à l’entretien de suivi à ${monthsText(bilanFacts.followUpMonths)}. Le premier entretien et la définition de la demande.`,
        },
        {
          title: "Les entretiens, les outils et les tests",
          text: "Les techniques d’entretien : écoute active, questionnement, reformulation, gestion des silences et des émotions. Le choix, la passation et la restitution des outils et des tests (intérêts, valeurs, personnalité, motivations), et l’accompagnement des enquêtes métiers.",
        },
        {
          title: "La synthèse et l’éthique du consultant",
          text: "La rédaction du document de synthèse : sa structure, la formulation du projet et du plan d’action, la restitution au bénéficiaire. L’éthique et la déontologie : confidentialité, consentement, neutralité, limites de l’accompagnement et orientation vers d’autres professionnels.",
        },
      ],
    },
    {
      id: "pedagogie",
      title: "Une formation à distance, en direct et par la pratique",
      paragraphs: [
        `La formation a lieu en ${format} : vous suivez chaque journée en direct, avec les formateurs et les autres participants, depuis votre ordinateur. Un poste équipé d’une caméra et d’un micro, et une connexion stable, suffisent.`,
        `Environ ${percentText(practicePercent)} du temps est consacré à la pratique : simulations d’entretiens, études de cas concrètes, exercices de rédaction. Les ${trainers} formateurs observent, vous font des retours précis et partagent leur expérience du terrain.`,
      ],
    },
    {
      id: "tarif",
      title: "Tarif et inscription",
      paragraphs: [
        `${priceText} Nos conditions générales de vente sont à télécharger plus bas.`,
        "Pour connaître les prochaines sessions et vérifier que la formation répond à votre projet, contactez-nous : nous étudions avec vous les financements possibles.",
      ],
      links: [{ to: "/bilan-de-competence", label: "Voir comment nous pratiquons le bilan de compétences" }],
    },
  ],
  delivery: {
    title: "À distance, en classe virtuelle",
    text: `La formation a lieu en ${format} : vous suivez les séances en direct, avec les formateurs et les autres participants, depuis chez vous ou votre bureau. Il suffit d’un ordinateur, d’une webcam et d’une connexion stable.`,
  },
  funding: ["employerPlan", "opco", "self"],
  cpfEligible: false,
  programme: {
    audience:
      "Professionnels des ressources humaines, de l’emploi, de la formation ou de l’insertion, coachs, formateurs et conseillers qui veulent conduire des bilans de compétences, et personnes en reconversion vers le métier de consultant en gestion de carrières.",
    prerequisites:
      "Une expérience professionnelle, de préférence dans l’accompagnement, les ressources humaines, la formation ou le management ; une bonne aisance à l’écrit ; un ordinateur avec caméra et micro, et une connexion internet stable pour la classe virtuelle.",
    objectives: [
      "Expliquer le cadre légal et déontologique du bilan de compétences à un bénéficiaire et à un financeur",
      `Conduire les trois phases d’un bilan : ${preliminary}, ${investigation} et ${conclusion}`,
      "Mener un entretien d’accompagnement structuré, par l’écoute active, le questionnement et la reformulation",
      "Choisir, utiliser et restituer des outils d’exploration : intérêts, valeurs, personnalité, portefeuille de compétences, enquêtes métiers",
      "Rédiger un document de synthèse clair, fidèle et utile au bénéficiaire",
      "Situer sa pratique dans une démarche éthique et savoir passer le relais quand la demande dépasse son champ",
      "Poser les bases du développement de son activité de consultant",
    ],
    duration: `${duration} de formation.`,
    modalities: `En ${format}, en petit groupe, animée par ${trainers} formateurs ; environ ${percentText(practicePercent)} du temps est consacré à la pratique.`,
    accessDelay: accessDelayText(
      "Début de la formation",
      startClauses,
      "L’entrée en formation se fait ensuite aux dates de la prochaine session, communiquées sur simple demande.",
    ),
    price: priceText,
    methods:
      "Jeux de rôle d’entretien observés puis analysés en groupe, études de cas tirées de situations réelles anonymisées, prise en main d’outils d’exploration et de questionnaires, atelier d’écriture du document de synthèse, apports théoriques courts appuyés sur un support remis à chaque participant.",
    evaluation:
      "Questionnaire de positionnement avant la formation ; évaluation continue au fil des mises en situation, avec un retour individualisé des formateurs ; en fin de formation, une mise en situation d’entretien et la rédaction d’une synthèse à partir d’un cas, évaluées sur une grille remise à l’avance. Chaque participant reçoit une attestation de fin de formation, qui précise les résultats de l’évaluation, et un certificat de réalisation. Questionnaires de satisfaction à chaud, puis quelques mois plus tard.",
  },
  documents: {
    title: "Programme et conditions",
    intro:
      "Téléchargez le programme détaillé (objectifs, public, prérequis, méthodes, évaluation) et nos conditions générales de vente, qui précisent comment le prix est fixé et réglé.",
    list: "consultant",
  },
  quality: true,
  cta: {
    title: "Parlons de votre projet de consultant",
    text: "Vous souhaitez accompagner des bilans de compétences ou des transitions professionnelles ? Présentez-nous votre parcours lors d’un premier entretien gratuit.",
  },
  schema: {
    type: "Course",
    workload: `PT${hours}H`,
    courseMode: ["online"],
  },
  lastModified: "2026-11-23",
};
