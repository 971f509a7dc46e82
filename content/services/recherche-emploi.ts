import { site } from "../site.ts";
import { accessDelayText } from "./conditions.ts";
import type { ServicePage } from "./types.ts";

const { city } = site.address;

export const jobSearch: ServicePage = {
  path: "/accompagnement_a_la_recherche_emploi",
  label: "Accompagnement à la recherche d’emploi",
  menu: { id: "emploi-carriere" },
  kind: "service",
  title: "Accompagnement à la recherche d’emploi",
  description: `CV, lettres, LinkedIn, réseau et simulations d’entretien : un accompagnement individuel pour retrouver un emploi, à ${city} ou en visio. Contactez-nous.`,
  heading:
    "Accompagnement individuel à la recherche d’emploi : CV, LinkedIn, réseau et préparation aux entretiens",
  lead: {
    title: "Une recherche d’emploi mieux ciblée, et moins solitaire",
    paragraphs: [
      "Envoyer des dizaines de candidatures sans réponse use la motivation. Avec un consultant à vos côtés, vous clarifiez votre cible, vous soignez vos outils et vous allez chercher les offres là où elles se trouvent, y compris celles qui ne sont jamais publiées.",
      "Demandeur d’emploi, salarié en transition, jeune diplômé ou senior : l’accompagnement part de votre situation et avance au rythme de vos candidatures.",
    ],
  },
  keyFacts: [
    { label: "Pour qui", value: "Demandeurs d’emploi, salariés en transition, jeunes diplômés, seniors" },
    { label: "Contenu", value: "CV, lettres, LinkedIn, réseau, entretiens et suivi des candidatures" },
    { label: "Format", value: "Des séances individuelles avec un consultant attitré" },
    { label: "Financement", value: "Votre employeur, s’il vous le propose, ou un financement personnel" },
    { label: "Modalités", value: "En présentiel, en visioconférence ou en formule mixte" },
  ],
  sections: [
    {
      id: "pour-qui",
      title: "Pour qui ?",
      cards: [
        {
          title: "Demandeurs d’emploi",
          text: "Après un licenciement, une fin de contrat ou une longue absence, pour relancer votre recherche avec méthode et retrouver confiance.",
        },
        {
          title: "Salariés en transition",
          text: "Vous voulez changer d’entreprise ou de secteur tout en restant en poste : nous vous aidons à chercher efficacement et discrètement.",
        },
        {
          title: "Jeunes diplômés",
          text: "Traduire vos études, vos stages et votre alternance en compétences qui parlent aux recruteurs, et décrocher un premier emploi.",
        },
        {
          title: "Seniors",
          text: "Valoriser votre expérience, répondre aux idées reçues et cibler les employeurs qui recherchent votre savoir-faire.",
        },
      ],
    },
    {
      id: "deroulement",
      title: "Comment se déroule l’accompagnement ?",
      steps: [
        {
          title: "Faire le point et définir votre cible",
          text: "Vos compétences, vos réalisations, vos contraintes et l’état du marché : nous précisons ensemble les postes et les entreprises à viser.",
        },
        {
          title: "Préparer des outils qui vous ressemblent",
          text: "Un CV clair et adapté à chaque candidature, des lettres de motivation courtes et personnalisées, un profil LinkedIn complet qui attire les recruteurs.",
        },
        {
          title: "Aller chercher les opportunités",
          text: "Offres publiées, candidatures spontanées, réseau : nous organisons votre prospection et tenons avec vous un tableau de suivi de vos candidatures et de vos relances.",
        },
        {
          title: "Réussir vos entretiens",
          text: "Des simulations d’entretien, un retour précis sur votre présentation et vos réponses, puis la préparation de chaque rendez-vous réel.",
        },
      ],
      after: [
        "D’une séance à l’autre, nous faisons le point sur les réponses reçues et ajustons la stratégie : un refus bien analysé fait souvent progresser plus vite qu’une nouvelle série d’envois.",
      ],
    },
    {
      id: "marche-cache",
      title: "Le marché caché de l’emploi",
      paragraphs: [
        "Une partie des recrutements se fait sans offre publiée : par le réseau, par cooptation ou à partir de candidatures spontanées bien ciblées. Nous vous aidons à y accéder :",
      ],
      list: [
        "Faire l’inventaire de votre réseau, y compris les contacts que vous n’osez pas solliciter",
        "Préparer et mener des entretiens d’information pour vous renseigner et vous faire connaître",
        "Repérer les entreprises qui recrutent en Seine-et-Marne, en Île-de-France ou dans votre secteur",
        "Rédiger des candidatures spontanées qui répondent à un besoin réel de l’entreprise",
        "Utiliser LinkedIn pour être trouvé par les recruteurs, et pas seulement pour postuler",
      ],
    },
    {
      id: "entretiens",
      title: "Des simulations pour aborder vos entretiens avec assurance",
      paragraphs: [
        "Un entretien d’embauche se prépare comme une épreuve orale. Nous le simulons dans des conditions proches du réel, en présentiel ou en visioconférence : présentation de votre parcours, questions sur vos motivations, questions déstabilisantes, négociation du salaire.",
        "Après chaque simulation, vous recevez un retour précis et bienveillant : ce qui convainc, ce qui gagne à être reformulé, l’image que vous renvoyez. Vous arrivez ensuite à vos vrais entretiens préparé et plus serein.",
      ],
      links: [{ to: "/blog", label: "Nos conseils pour la recherche d’emploi, sur le blog" }],
    },
    {
      id: "projet",
      title: "Et si votre projet n’est pas encore clair ?",
      paragraphs: [
        "Avant de chercher, il faut savoir quoi chercher. Si vous hésitez entre plusieurs métiers ou envisagez une reconversion, un bilan de compétences peut être une première étape utile. Si vous pensez à vous mettre à votre compte, notre formation à la création d’entreprise vous aide à tester votre idée.",
      ],
      links: [
        { to: "/bilan-de-competence", label: "Le bilan de compétences" },
        { to: "/formation_creation_entreprise", label: "La formation à la création d’entreprise" },
      ],
    },
  ],
  funding: ["employer", "self"],
  cpfEligible: false,
  programme: {
    audience:
      "Demandeurs d’emploi, salariés en transition, jeunes diplômés et seniors qui veulent retrouver un emploi ou en changer.",
    prerequisites:
      "Aucun. Si votre projet n’est pas encore clair, nous en parlons au premier entretien : un bilan de compétences peut être une première étape plus utile.",
    objectives: [
      "Définir votre cible : les postes et les entreprises à viser",
      "Préparer un CV, des lettres et un profil LinkedIn adaptés à chaque candidature",
      "Organiser votre prospection, y compris sur le marché caché, et suivre vos candidatures",
      "Aborder vos entretiens d’embauche préparé et plus serein",
    ],
    duration:
      "Des séances individuelles, au rythme de vos candidatures : leur nombre est fixé ensemble après le premier entretien, inscrit dans notre proposition, puis ajusté lors des points d’étape.",
    modalities:
      "Séances individuelles avec un consultant attitré, dans nos bureaux, en visioconférence ou en formule mixte.",
    accessDelay: accessDelayText("Début de l’accompagnement", ["individual", "company"]),
    price: "Sur devis, établi après le premier entretien selon le nombre de séances retenu.",
    methods:
      "Entretiens individuels, travail sur vos outils de candidature, tableau de suivi des candidatures et des relances, simulations d’entretien avec un retour précis, analyse des réponses reçues pour ajuster la stratégie.",
    evaluation:
      "Un point à chaque séance sur les candidatures envoyées, les réponses reçues et les entretiens obtenus ; un retour détaillé après chaque simulation d’entretien ; un bilan de fin d’accompagnement sur l’avancement de votre recherche.",
  },
  quality: false,
  cta: {
    title: "Relançons votre recherche ensemble",
    text: "Dites-nous où vous en êtes et quel poste vous visez : nous vous proposons un accompagnement construit autour de vos priorités.",
  },
  schema: { type: "Service", serviceType: "Accompagnement à la recherche d’emploi" },
  lastModified: "2026-11-23",
};
