import { formatEuros } from "../format.ts";
import { serviceFacts } from "../service-facts.ts";
import { accessDelayText } from "./conditions.ts";
import type { ServicePage } from "./types.ts";

const { levels, weeksPerLevel, price, credential, validationTest } = serviceFacts.trainer;
const [levelOne, levelTwo] = levels;

const weeks = `${weeksPerLevel} semaines`;
const employerPrice = `${formatEuros(price.employer)} TTC`;
const individualPrice = `${formatEuros(price.individual)} TTC`;
/** The certificate is never unconditional: it follows a passed validation test. */
const credentialIfPassed = `${credential}, remis si vous réussissez l’${validationTest} de fin de niveau`;
const startClauses = ["funder", "self"] as const;

export const trainerTraining: ServicePage = {
  path: "/formation_metier_formateur_adultes",
  label: "Formation de formateur d’adultes",
  menu: { id: "formation" },
  kind: "training",
  title: "Formation de formateur d’adultes",
  description:
    "Devenez formateur d’adultes : deux niveaux indépendants pour concevoir, animer et évaluer vos formations, et une épreuve de validation. Contactez-nous.",
  heading: "Formation au métier de formateur d’adultes, en deux niveaux indépendants",
  lead: {
    title: "Transmettre votre savoir-faire, c’est un métier",
    paragraphs: [
      "Vous maîtrisez votre domaine et l’on vous demande de le transmettre ? Animer une formation pour des adultes ne s’improvise pas : il faut partir de leur expérience, rythmer les séquences, faire pratiquer et vérifier ce qui a été acquis.",
      `Notre formation de formateur vous donne ces repères, en deux niveaux indépendants de ${weeks} chacun. Vous travaillez sur vos propres sujets, et vous repartez avec des séquences prêtes à animer et, si vous réussissez l’${validationTest}, un ${credential}.`,
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
    { label: "Certificat", value: `Un ${credentialIfPassed}` },
  ],
  sections: [
    {
      id: "pour-qui",
      title: "À qui s’adresse cette formation ?",
      paragraphs: [
        "Elle s’adresse aux personnes qui forment ou vont former des adultes, en entreprise, en organisme de formation ou à leur compte :",
      ],
      list: [
        "Experts métier qui souhaitent transmettre leurs compétences, occasionnellement ou à plein temps",
        "Formateurs débutants qui veulent structurer leur pratique et gagner en assurance",
        "Tuteurs et maîtres d’apprentissage qui accompagnent un alternant ou un nouvel arrivant",
        "Managers qui forment leurs équipes au quotidien",
        "Personnes en reconversion qui envisagent le métier de formateur",
      ],
      after: [
        "Les prérequis de chaque niveau sont précisés dans « Programme et modalités », plus bas, et dans le programme à télécharger. En cas de doute, nous en parlons lors du premier entretien.",
      ],
    },
    {
      id: "niveaux",
      title: "Deux niveaux indépendants",
      paragraphs: [
        "Chaque niveau forme un tout : vous pouvez suivre le premier seul, le second seul si vous formez déjà, ou les deux à la suite pour couvrir l’ensemble du métier.",
      ],
      cards: [
        {
          title: levelOne,
          text: "Objectifs : analyser une demande de formation, formuler des objectifs pédagogiques, construire le déroulé d’une séquence, choisir des méthodes et des supports adaptés aux adultes, puis animer un groupe avec aisance, gérer les situations délicates et vérifier les acquis en fin de séance.",
        },
        {
          title: levelTwo,
          text: "Objectifs : concevoir un parcours complet, en présentiel, à distance ou en formule mixte, positionner les stagiaires et individualiser leur progression, bâtir les outils d’évaluation avant, pendant et après la formation, et mesurer ses effets en situation de travail.",
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
        "Vous apprenez le métier de formateur comme vous l’enseignerez ensuite : en pratiquant. Les apports théoriques sont courts et aussitôt mis en œuvre.",
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
        `En fin de niveau, une ${validationTest} vérifie vos compétences : l’animation d’une séquence que vous avez conçue pour le niveau 1, la présentation d’un dossier de conception de parcours pour le niveau 2. Si vous réussissez cette épreuve, un ${credential} atteste des compétences que vous avez démontrées ; dans tous les cas, vous recevez une attestation de fin de formation. Le certificat est un atout pour vos clients, votre employeur ou un organisme de formation qui vous confie des interventions.`,
      ],
    },
  ],
  funding: ["employerPlan", "opco", "self"],
  cpfEligible: false,
  programme: {
    audience:
      "Professionnels qui forment ou vont former des adultes : experts métier, formateurs débutants, tuteurs et maîtres d’apprentissage, managers, personnes en reconversion vers le métier de formateur. Le niveau 2 s’adresse aussi aux formateurs en poste.",
    prerequisites:
      "Pour le niveau 1, maîtriser un domaine d’expertise à transmettre ; aucune expérience de la formation n’est exigée. Pour le niveau 2, avoir suivi le niveau 1 ou avoir une expérience équivalente de l’animation de formations, vérifiée lors de l’entretien préalable. Pour les deux, savoir utiliser un ordinateur, un traitement de texte et un outil de visioconférence.",
    objectives: [
      "Analyser une demande de formation et formuler des objectifs pédagogiques évaluables (niveau 1)",
      "Construire le déroulé d’une séquence et choisir des méthodes et des supports adaptés aux adultes (niveau 1)",
      "Animer un groupe d’adultes en présentiel et à distance, gérer les situations délicates et vérifier les acquis (niveau 1)",
      "Concevoir un parcours complet, modulaire et individualisable, en présentiel, à distance ou en formule mixte (niveau 2)",
      "Positionner les apprenants à l’entrée et individualiser leur progression (niveau 2)",
      "Construire les outils d’évaluation des acquis, de la satisfaction et du transfert en situation de travail (niveau 2)",
    ],
    duration: `${weeks} par niveau. Les deux niveaux sont indépendants : chacun peut être suivi seul. Le calendrier détaillé des séances est remis avec la convocation.`,
    modalities:
      "En petit groupe, dans nos locaux, à distance ou en formule mixte, avec des travaux personnels encadrés entre les séances.",
    accessDelay: accessDelayText(
      "Début de la formation",
      startClauses,
      "L’entrée en formation se fait ensuite aux dates de la prochaine session du niveau choisi.",
    ),
    price: `Par niveau : ${employerPrice} lorsque la formation est financée par un employeur ou son OPCO, ${individualPrice} en financement personnel.`,
    methods:
      "Pédagogie active : apports courts et illustrés, exercices individuels et en sous-groupes, mises en situation d’animation avec des retours structurés du formateur et des participants, travail sur vos propres thèmes de formation. Les supports sont remis à chaque participant.",
    evaluation: `Positionnement à l’entrée ; exercices et mises en situation commentés tout au long de la formation ; en fin de niveau, une ${validationTest}, l’animation d’une séquence que vous avez conçue (niveau 1) ou la présentation d’un dossier de conception de parcours au jury de la formation (niveau 2). Le ${credential} n’est remis, pour le niveau suivi, que si l’${validationTest} est réussie ; une attestation de fin de formation est remise dans tous les cas. Questionnaires de satisfaction en fin de formation, puis à distance sur la mise en pratique.`,
  },
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
    credential: `${credential}, délivré pour le niveau suivi si l’${validationTest} est réussie`,
  },
  lastModified: "2026-11-23",
};
