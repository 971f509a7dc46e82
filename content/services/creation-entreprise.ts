import { formatEuros, hoursText, longDate, monthsText, percentText } from "../format.ts";
import { regulation } from "../regulation.ts";
import { serviceFacts } from "../service-facts.ts";
import { site } from "../site.ts";
import { accessDelayText } from "./conditions.ts";
import type { ServicePage } from "./types.ts";

const { price, hours, theoryPercent, practicePercent, followUpMonths, activeAfter3YearsPercent, results } =
  serviceFacts.businessCreation;
const { city } = site.address;
const { cpfBusinessCreationCertifying } = regulation;

/** "8 à 16 heures", to follow "de" or "De". */
const hoursRange = `${hours.min} à ${hoursText(hours.max)}`;
/** "De 1 000 € à 2 240 € TTC". */
const priceRange = `De ${formatEuros(price.min)} à ${formatEuros(price.max)} TTC`;
const split = `${percentText(theoryPercent)} de théorie et ${percentText(practicePercent)} de pratique`;
/** The result, with what it counts and over which period (indicator 2). */
const stillActive = `sur les ${results.businessesCreated} entreprises créées par les ${results.people} personnes que nous avons formées entre ${results.trainedFrom} et ${results.trainedTo}, ${percentText(activeAfter3YearsPercent)} étaient toujours en activité trois ans après leur création, d’après nos relevés (les derniers en ${results.lastSurvey})`;
/** Said plainly: the training prepares no registered certification, so the CPF cannot pay for it. */
const notCpfEligible = `Cette formation ne prépare pas de certification inscrite au RNCP ou au répertoire spécifique : depuis le ${longDate(cpfBusinessCreationCertifying.inForceSince)}, elle ne peut donc pas être financée par le compte personnel de formation (CPF).`;
const startClauses = ["franceTravail", "self"] as const;

export const businessCreation: ServicePage = {
  path: "/formation_creation_entreprise",
  label: "Formation à la création d’entreprise",
  menu: { id: "formation" },
  kind: "training",
  title: "Formation à la création d’entreprise",
  description: `Formation individuelle pour créer votre entreprise, de l’idée au lancement : marché, statut, prévisionnel. À ${city} ou en visio. Parlons-en : contactez-nous.`,
  heading: "Formation et accompagnement à la création d’entreprise en Seine-et-Marne",
  lead: {
    title: "De l’idée au lancement, un projet solide construit pas à pas",
    paragraphs: [
      "Vous avez une idée d’activité, un savoir-faire à valoriser ou l’envie d’être votre propre patron ? Notre formation vous aide à vérifier que votre projet tient la route, à choisir le bon statut, à chiffrer vos besoins et à trouver vos premiers clients.",
      `Un formateur vous accompagne individuellement, sur votre projet et pas sur un cas d’école. Avec ${split}, vous avancez sur votre dossier à chaque séance.`,
      "Salarié, demandeur d’emploi ou déjà indépendant : nous vous aidons dès le premier entretien à trouver le financement adapté à votre situation.",
    ],
  },
  keyFacts: [
    {
      label: "Pour qui",
      value: "Futurs créateurs d’entreprise : salariés, demandeurs d’emploi",
    },
    { label: "Durée", value: `De ${hoursRange}, selon votre projet` },
    { label: "Tarif", value: `${priceRange}, selon la durée` },
    { label: "Pédagogie", value: `Individuelle, avec ${split}` },
    { label: "Suivi", value: `Un point de suivi ${monthsText(followUpMonths)} après la formation` },
  ],
  sections: [
    {
      id: "pour-qui",
      title: "À qui s’adresse cette formation ?",
      paragraphs: [
        "La formation s’adresse à toute personne qui envisage de créer son entreprise, quel que soit le stade de son projet :",
      ],
      list: [
        "Salariés qui préparent une reconversion ou un projet à côté de leur emploi",
        "Demandeurs d’emploi qui veulent créer leur propre activité",
        "Personnes qui ont déjà une idée précise et veulent la confronter à la réalité",
        "Futurs indépendants, artisans, commerçants ou prestataires de services",
      ],
      after: [
        "Aucun diplôme en gestion n’est nécessaire : nous partons de ce que vous savez déjà et de ce dont votre projet a besoin. Si vous hésitez encore entre créer et évoluer dans votre métier, un bilan de compétences peut vous aider à trancher.",
      ],
      links: [{ to: "/bilan-de-competence", label: "Découvrir le bilan de compétences" }],
    },
    {
      id: "contenu-formation",
      title: "Le contenu, de l’idée au lancement",
      paragraphs: [
        "Le programme suit les étapes de tout projet de création. Nous insistons sur celles où vous avez le plus besoin d’aide, et vous repartez avec un dossier complet, prêt à présenter à une banque ou à un partenaire.",
      ],
      steps: [
        {
          title: "Valider l’idée",
          text: "Clarifier votre offre, le besoin auquel elle répond et l’adéquation entre le projet, vos compétences et vos contraintes personnelles.",
        },
        {
          title: "Étudier le marché",
          text: "Identifier vos clients, vos concurrents et vos fournisseurs, puis recueillir des informations sur le terrain pour estimer votre chiffre d’affaires.",
        },
        {
          title: "Construire le modèle économique",
          text: "Définir comment votre entreprise gagne de l’argent : prix, canaux de vente, coûts, partenaires et ressources clés.",
        },
        {
          title: "Choisir le statut juridique",
          text: "Comparer les formes possibles, de la micro-entreprise à la société, et leurs conséquences sur votre protection sociale, votre fiscalité et votre patrimoine.",
        },
        {
          title: "Établir le prévisionnel financier",
          text: "Chiffrer vos investissements et vos charges, bâtir le compte de résultat prévisionnel et le plan de trésorerie, calculer votre seuil de rentabilité.",
        },
        {
          title: "Trouver les financements et les aides",
          text: "Repérer les aides à la création, les prêts d’honneur et les solutions bancaires adaptées, et préparer les dossiers de demande.",
        },
        {
          title: "Réussir le lancement commercial",
          text: "Construire votre plan d’action commercial et votre communication, préparer vos premiers rendez-vous et décrocher vos premiers clients.",
        },
      ],
    },
    {
      id: "methode",
      title: "Une formation individuelle, centrée sur la pratique",
      paragraphs: [
        `La formation dure de ${hoursRange}, selon l’avancement de votre projet et les points à travailler. Nous fixons ensemble le programme et le calendrier lors du premier entretien.`,
        `Elle repose sur ${split}. Les apports théoriques restent courts et sont immédiatement appliqués à votre situation : chaque séance fait progresser votre étude de marché, votre prévisionnel ou votre plan d’action.`,
        "Entre les séances, vous menez vos recherches et vos rencontres sur le terrain. Votre formateur relit votre travail, vous apporte un regard extérieur et vous aide à lever les obstacles.",
      ],
    },
    {
      id: "tarif",
      title: "Tarif et financement",
      paragraphs: [
        `Le tarif est compris entre ${formatEuros(price.min)} et ${formatEuros(price.max)} TTC, selon la durée retenue pour votre formation. Nous vous le confirmons après le premier entretien, avant tout engagement.`,
        notCpfEligible,
        "Vous pouvez la financer vous-même ou, si vous êtes demandeur d’emploi, demander une prise en charge à France Travail avec l’accord de votre conseiller : nous vous aidons à préparer la demande.",
      ],
    },
    {
      id: "suivi",
      title: "Un suivi après la formation",
      paragraphs: [
        `Nous faisons le point avec vous ${monthsText(followUpMonths)} après la fin de la formation : démarrage de l’activité, premiers résultats, ajustements à prévoir. C’est aussi l’occasion de poser les questions qui surgissent une fois l’entreprise lancée.`,
        `Cet accompagnement porte ses fruits : ${stillActive}. Ces chiffres ne décrivent que nos accompagnements et ne garantissent pas la réussite d’un futur projet ; le détail par forme juridique et par secteur figure dans nos statistiques, à télécharger ci-dessous.`,
      ],
    },
  ],
  funding: ["franceTravail", "self"],
  cpfEligible: false,
  programme: {
    audience:
      "Toute personne qui envisage de créer son entreprise, quel que soit le stade de son projet : salariés, demandeurs d’emploi, futurs indépendants, artisans, commerçants ou prestataires de services.",
    prerequisites:
      "Aucun diplôme en gestion n’est nécessaire : une idée d’activité ou un projet à travailler suffit.",
    objectives: [
      "Vérifier que votre idée répond à un besoin et correspond à vos compétences et à vos contraintes",
      "Étudier votre marché : clients, concurrents, fournisseurs et chiffre d’affaires prévisible",
      "Construire votre modèle économique",
      "Choisir le statut juridique adapté à votre protection sociale, à votre fiscalité et à votre patrimoine",
      "Établir votre prévisionnel financier et calculer votre seuil de rentabilité",
      "Repérer les aides et les financements de la création, et préparer les dossiers",
      "Construire votre plan d’action commercial et trouver vos premiers clients",
    ],
    duration: `De ${hoursRange} de formation individuelle, selon l’avancement de votre projet et les points à travailler, puis un point de suivi ${monthsText(followUpMonths)} après la fin de la formation.`,
    modalities:
      "Formation individuelle, dans nos bureaux, en visioconférence ou en formule mixte, avec un travail de terrain entre les séances.",
    accessDelay: accessDelayText("Début de la formation", startClauses),
    price: `${priceRange}, selon la durée retenue pour votre formation (${hoursRange}) ; le prix vous est confirmé après le premier entretien, avant tout engagement.`,
    methods: `${split} : des apports courts, aussitôt appliqués à votre projet ; chaque séance fait avancer votre étude de marché, votre prévisionnel ou votre plan d’action, et votre formateur relit vos travaux entre les séances.`,
    evaluation: `Un point sur l’avancement de votre dossier à chaque séance ; en fin de formation, la relecture commentée de votre dossier complet (étude de marché, prévisionnel, plan d’action) ; un questionnaire de satisfaction ; un point de suivi à ${monthsText(followUpMonths)} sur le démarrage de votre activité.`,
  },
  documents: {
    title: "Nos résultats",
    intro: "Consultez les chiffres de notre accompagnement à la création d’entreprise.",
    list: "businessCreation",
  },
  quality: true,
  cta: {
    title: "Parlons de votre projet d’entreprise",
    text: "Présentez-nous votre idée lors d’un premier entretien gratuit. Nous vous dirons comment la formation peut vous aider à la concrétiser, et comment la financer.",
  },
  schema: {
    type: "Course",
    workload: `PT${hours.max}H`,
    courseMode: ["onsite", "online", "blended"],
    offers: [{ name: "Formation à la création d’entreprise", lowPrice: price.min, highPrice: price.max }],
  },
  lastModified: "2026-11-23",
};
