import { bilanFacts, hoursText, monthsText, percentText } from "../bilan-facts";
import { documentSources } from "../documents/catalog";
import { serviceFacts } from "../service-facts";
import type { ServicePage } from "./types";

const { days, hours, trainers, practicePercent, format } = serviceFacts.careerConsultant;
const [preliminary, investigation, conclusion] = bilanFacts.phases;

const duration = `${days}\u00a0jours, soit ${hoursText(hours)}`;
const termsDocument = `«\u00a0${documentSources.consultantTerms.name}\u00a0»`;

export const careerConsultantTraining: ServicePage = {
  path: "/formation_metier_consultant_en_gestion_de_carrieres",
  kind: "training",
  title: "Devenir consultant en bilan de compétences",
  description:
    "Formez-vous au métier de consultant en bilan de compétences et en gestion de carrières, en classe virtuelle et par la pratique. Contactez-nous.",
  heading: "Formation au métier de consultant en gestion de carrières et en bilan de compétences",
  lead: {
    title: "Accompagner les transitions professionnelles, un métier qui s’apprend",
    paragraphs: [
      "Conduire un bilan de compétences, c’est aider une personne à faire le point sur son parcours, à explorer des pistes et à construire un projet réaliste, dans un cadre fixé par le Code du travail. Cela demande une méthode, des outils et une posture.",
      `Notre formation vous les transmet en ${duration}, en ${format}. Elle est animée par ${trainers}\u00a0formateurs qui pratiquent le bilan de compétences au quotidien, et consacre environ ${percentText(practicePercent)} du temps à la pratique.`,
    ],
  },
  keyFacts: [
    { label: "Pour qui", value: "Professionnels RH, de l’emploi, de la formation ou de l’accompagnement" },
    { label: "Durée", value: duration },
    { label: "Format", value: `En ${format}, en direct avec les formateurs` },
    {
      label: "Pédagogie",
      value: `${trainers}\u00a0formateurs, environ ${percentText(practicePercent)} de pratique`,
    },
    { label: "Tarif", value: "Indiqué dans nos tarifs et conditions générales de vente, à télécharger" },
  ],
  sections: [
    {
      id: "pour-qui",
      title: "À qui s’adresse cette formation\u202f?",
      paragraphs: [
        "Elle s’adresse aux professionnels qui accompagnent ou veulent accompagner des adultes dans leur évolution professionnelle\u00a0:",
      ],
      list: [
        "Consultants et conseillers qui souhaitent proposer des bilans de compétences",
        "Conseillers emploi, conseillers en insertion et chargés d’accompagnement",
        "Responsables et chargés de ressources humaines en charge de la mobilité",
        "Formateurs, coachs et psychologues du travail qui veulent élargir leur pratique",
        "Personnes en reconversion vers les métiers de l’accompagnement",
      ],
      after: [
        "Les prérequis et les modalités d’évaluation figurent dans le programme téléchargeable plus bas. Nous pouvons aussi en parler lors du premier entretien.",
      ],
    },
    {
      id: "programme",
      title: "Le programme, jour par jour",
      paragraphs: [
        `La formation se déroule sur ${days}\u00a0jours. Chaque journée associe de courts apports, des démonstrations par les formateurs et des exercices en sous-groupes.`,
      ],
      steps: [
        {
          title: "Le cadre du bilan de compétences",
          text: `Le cadre légal du bilan, inscrit dans le Code du travail depuis ${bilanFacts.institutedIn}, sa durée de ${hoursText(bilanFacts.hours.total)} et ses financements. Ses trois phases\u00a0: ${preliminary.toLowerCase()}, ${investigation.toLowerCase()} et ${conclusion.toLowerCase()}, jusqu’à l’entretien de suivi à ${monthsText(bilanFacts.followUpMonths)}. Le premier entretien et la définition de la demande.`,
        },
        {
          title: "Les entretiens, les outils et les tests",
          text: "Les techniques d’entretien\u00a0: écoute active, questionnement, reformulation, gestion des silences et des émotions. Le choix, la passation et la restitution des outils et des tests (intérêts, valeurs, personnalité, motivations), et l’accompagnement des enquêtes métiers.",
        },
        {
          title: "La synthèse et l’éthique du consultant",
          text: "La rédaction du document de synthèse\u00a0: sa structure, la formulation du projet et du plan d’action, la restitution au bénéficiaire. L’éthique et la déontologie\u00a0: confidentialité, consentement, neutralité, limites de l’accompagnement et orientation vers d’autres professionnels.",
        },
      ],
    },
    {
      id: "pedagogie",
      title: "Une formation à distance, en direct et par la pratique",
      paragraphs: [
        `La formation a lieu en ${format}\u00a0: vous suivez chaque journée en direct, avec les formateurs et les autres participants, depuis votre ordinateur. Un poste équipé d’une caméra et d’un micro, et une connexion stable, suffisent.`,
        `Environ ${percentText(practicePercent)} du temps est consacré à la pratique\u00a0: simulations d’entretiens, études de cas concrètes, exercices de rédaction. Les ${trainers}\u00a0formateurs observent, vous font des retours précis et partagent leur expérience du terrain.`,
      ],
    },
    {
      id: "tarif",
      title: "Tarif et inscription",
      paragraphs: [
        `Le tarif de la formation et nos conditions générales de vente figurent dans le document ${termsDocument}, à télécharger plus bas.`,
        "Pour connaître les prochaines sessions et vérifier que la formation répond à votre projet, contactez-nous\u00a0: nous étudions avec vous les financements possibles.",
      ],
      links: [{ to: "/bilan-de-competence", label: "Voir comment nous pratiquons le bilan de compétences" }],
    },
  ],
  delivery: {
    title: "À distance, en classe virtuelle",
    text: `La formation a lieu en ${format} : vous suivez les séances en direct, avec les formateurs et les autres participants, depuis chez vous ou votre bureau. Il suffit d’un ordinateur, d’une webcam et d’une connexion stable.`,
  },
  funding: true,
  documents: {
    title: "Programme et conditions",
    intro:
      "Téléchargez le programme détaillé (objectifs, public, prérequis, méthodes, évaluation) ainsi que le tarif et nos conditions générales de vente.",
    list: "consultant",
  },
  quality: true,
  cta: {
    title: "Parlons de votre projet de consultant",
    text: "Vous souhaitez accompagner des bilans de compétences ou des transitions professionnelles\u202f? Présentez-nous votre parcours lors d’un premier entretien gratuit.",
  },
  schema: {
    type: "Course",
    workload: `PT${hours}H`,
    courseMode: ["online"],
  },
  lastModified: "2026-11-21",
};
