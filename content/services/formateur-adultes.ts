import { formatEuros } from "../bilan-facts";
import { serviceFacts } from "../service-facts";
import type { ServicePage } from "./types";

const { levels, weeksPerLevel, price, credential } = serviceFacts.trainer;
const [levelOne, levelTwo] = levels;

const weeks = `${weeksPerLevel}\u00a0semaines`;
const employerPrice = `${formatEuros(price.employer)}\u00a0TTC`;
const individualPrice = `${formatEuros(price.individual)}\u00a0TTC`;

export const trainerTraining: ServicePage = {
  path: "/formation_metier_formateur_adultes",
  kind: "training",
  title: "Formation de formateur d’adultes",
  description:
    "Devenez formateur d’adultes\u00a0: deux niveaux indépendants pour concevoir, animer et évaluer vos formations, avec un certificat de compétences. Contactez-nous.",
  heading: "Formation au métier de formateur d’adultes, en deux niveaux indépendants",
  lead: {
    title: "Transmettre votre savoir-faire, c’est un métier",
    paragraphs: [
      "Vous maîtrisez votre domaine et l’on vous demande de le transmettre\u202f? Animer une formation pour des adultes ne s’improvise pas\u00a0: il faut partir de leur expérience, rythmer les séquences, faire pratiquer et vérifier ce qui a été acquis.",
      `Notre formation de formateur vous donne ces repères, en deux niveaux indépendants de ${weeks} chacun. Vous travaillez sur vos propres sujets, et vous repartez avec des séquences prêtes à animer et un ${credential}.`,
    ],
  },
  keyFacts: [
    { label: "Pour qui", value: "Professionnels qui veulent former, formateurs débutants, tuteurs" },
    { label: "Organisation", value: "Deux niveaux indépendants, à suivre séparément ou l’un après l’autre" },
    { label: "Durée", value: `${weeks} par niveau` },
    {
      label: "Tarif par niveau",
      value: `${employerPrice} financé par l’employeur, ${individualPrice} en financement personnel`,
    },
    { label: "Certificat", value: `Un ${credential} à l’issue de la formation` },
  ],
  sections: [
    {
      id: "pour-qui",
      title: "À qui s’adresse cette formation\u202f?",
      paragraphs: [
        "Elle s’adresse aux personnes qui forment ou vont former des adultes, en entreprise, en organisme de formation ou à leur compte\u00a0:",
      ],
      list: [
        "Experts métier qui souhaitent transmettre leurs compétences, occasionnellement ou à plein temps",
        "Formateurs débutants qui veulent structurer leur pratique et gagner en assurance",
        "Tuteurs et maîtres d’apprentissage qui accompagnent un alternant ou un nouvel arrivant",
        "Managers qui forment leurs équipes au quotidien",
        "Personnes en reconversion qui envisagent le métier de formateur",
      ],
      after: [
        "Les prérequis de chaque niveau sont précisés dans le programme téléchargeable plus bas. En cas de doute, nous en parlons lors du premier entretien.",
      ],
    },
    {
      id: "niveaux",
      title: "Deux niveaux indépendants",
      paragraphs: [
        "Chaque niveau forme un tout\u00a0: vous pouvez suivre le premier seul, le second seul si vous formez déjà, ou les deux à la suite pour couvrir l’ensemble du métier.",
      ],
      cards: [
        {
          title: levelOne,
          text: "Objectifs\u00a0: analyser une demande de formation, formuler des objectifs pédagogiques, construire le déroulé d’une séquence, choisir des méthodes et des supports adaptés aux adultes, puis animer un groupe avec aisance, gérer les situations délicates et vérifier les acquis en fin de séance.",
        },
        {
          title: levelTwo,
          text: "Objectifs\u00a0: concevoir un parcours complet, en présentiel, à distance ou en formule mixte, positionner les stagiaires et individualiser leur progression, bâtir les outils d’évaluation avant, pendant et après la formation, et mesurer ses effets en situation de travail.",
        },
      ],
      after: [
        "Nous vous aidons à choisir le niveau qui correspond à votre expérience et à vos projets lors du premier entretien.",
      ],
    },
    {
      id: "pedagogie",
      title: "Une pédagogie fondée sur la pratique",
      paragraphs: [
        "Vous apprenez le métier de formateur comme vous l’enseignerez ensuite\u00a0: en pratiquant. Les apports théoriques sont courts et aussitôt mis en œuvre.",
      ],
      list: [
        "Vous concevez vos séquences à partir de vos propres thèmes de formation",
        "Vous les animez lors de mises en situation, suivies de retours précis et bienveillants",
        "Vous analysez ce qui a fonctionné et ce que vous voulez améliorer",
        "Vous repartez avec vos déroulés, vos supports et vos outils d’évaluation",
      ],
      after: [
        `Chaque niveau se déroule sur ${weeks}. Le programme détaillé précise la durée, les méthodes et les modalités d’évaluation.`,
      ],
    },
    {
      id: "tarifs",
      title: "Tarifs et certificat",
      paragraphs: [
        `Chaque niveau coûte ${employerPrice} lorsqu’il est financé par un employeur ou un opérateur de compétences (OPCO), et ${individualPrice} si vous le financez vous-même, à titre personnel.`,
        `À l’issue de la formation, un ${credential} atteste des compétences que vous avez démontrées pendant les mises en situation et les évaluations. C’est un atout pour vos clients, votre employeur ou un organisme de formation qui vous confie des interventions.`,
      ],
    },
  ],
  funding: true,
  documents: {
    title: "Programme et conditions",
    intro:
      "Téléchargez le programme détaillé des deux niveaux (objectifs, public, prérequis, méthodes, évaluation) et nos conditions générales de vente.",
    list: "trainer",
  },
  quality: true,
  cta: {
    title: "Devenez formateur, à votre rythme",
    text: "Parlons de votre expérience et de votre projet de formateur lors d’un premier entretien gratuit. Nous vous aiderons à choisir le bon niveau et le bon financement.",
  },
  schema: {
    type: "Course",
    workload: `P${weeksPerLevel}W`,
    courseMode: ["onsite", "online", "blended"],
    offers: [
      { name: "Un niveau, financé par l’employeur ou un OPCO", price: price.employer },
      { name: "Un niveau, en financement personnel", price: price.individual },
    ],
    credential,
  },
  lastModified: "2026-11-21",
};
