import { hoursText } from "../format.ts";
import { serviceFacts } from "../service-facts.ts";
import { accessDelayText } from "./conditions.ts";
import type { ServicePage } from "./types.ts";

const { tripartiteMeetingHours } = serviceFacts.coaching;
/** "un entretien tripartite d’une durée de 1 heure". */
const tripartiteMeeting = `un entretien tripartite d’une durée de ${hoursText(tripartiteMeetingHours)}`;

export const coaching: ServicePage = {
  path: "/coaching",
  label: "Coaching",
  menu: { id: "emploi-carriere" },
  kind: "service",
  title: "Coaching professionnel en Seine-et-Marne",
  description:
    "Coaching individuel pour réussir une prise de poste, manager, traverser une transition ou retrouver confiance, à Melun ou en visio. Contactez-nous.",
  heading: "Coaching professionnel individuel pour salariés, managers et dirigeants",
  lead: {
    title: "Le coaching, pour avancer sur un objectif précis",
    paragraphs: [
      "Une prise de poste, un premier rôle de manager, une situation qui vous épuise, une décision difficile : le coaching vous aide à trouver vos propres réponses et à passer à l’action, avec un coach formé qui vous pose les bonnes questions.",
      "Vous venez de vous-même, ou votre entreprise vous le propose. Dans les deux cas, le contenu des séances reste confidentiel.",
    ],
  },
  keyFacts: [
    { label: "Pour qui", value: "Salariés, managers, dirigeants, agents publics, indépendants" },
    { label: "Durée", value: "Quelques séances, fixées ensemble selon votre objectif" },
    {
      label: "À la demande d’une entreprise",
      value: `Un entretien tripartite d’une durée de ${hoursText(tripartiteMeetingHours)} pour fixer les objectifs`,
    },
    { label: "Modalités", value: "En présentiel, en visioconférence ou en formule mixte" },
  ],
  sections: [
    {
      id: "pour-quoi",
      title: "Pour quels objectifs ?",
      paragraphs: [
        "Le coaching porte sur un objectif professionnel concret, que vous définissez au départ. Par exemple :",
      ],
      list: [
        "Réussir une prise de poste ou une promotion",
        "Devenir manager, ou manager autrement",
        "Mieux gérer votre temps, vos priorités et votre énergie",
        "Prendre la parole avec plus d’aisance",
        "Traverser une période de tension ou un conflit",
        "Retrouver confiance après un échec ou une longue absence",
      ],
    },
    {
      id: "deroulement",
      title: "Comment se déroule un coaching ?",
      steps: [
        {
          title: "Le cadrage",
          text: "Nous précisons votre objectif, la façon de mesurer vos progrès et le nombre de séances. Quand l’entreprise commande le coaching, un entretien tripartite réunit le coaché, son responsable et le coach.",
        },
        {
          title: "Les séances",
          text: "Entre deux séances, vous expérimentez sur le terrain ce que vous avez travaillé, puis nous en tirons ensemble les enseignements.",
        },
        {
          title: "Le bilan",
          text: "La dernière séance fait le point sur le chemin parcouru et sur la façon de continuer seul. En entreprise, un dernier entretien tripartite clôt l’accompagnement.",
        },
      ],
    },
    {
      id: "entreprise",
      title: "Quand l’entreprise commande le coaching",
      paragraphs: [
        `L’accompagnement s’ouvre par ${tripartiteMeeting} : le coaché, son responsable et le coach s’accordent sur les objectifs et sur les signes de réussite. Le contenu des séances, lui, reste entre le coaché et le coach.`,
        "Le responsable ne reçoit que ce que le coaché choisit de partager, lors du bilan final.",
      ],
    },
  ],
  funding: false,
  cpfEligible: false,
  programme: {
    audience:
      "Salariés, managers, dirigeants, agents publics et indépendants qui veulent avancer sur un objectif professionnel précis, de leur propre initiative ou à la demande de leur entreprise.",
    prerequisites:
      "Aucun : il suffit d’un objectif professionnel sur lequel vous voulez avancer, que nous précisons ensemble au départ.",
    objectives: [
      "Définir un objectif professionnel concret et la façon de mesurer vos progrès",
      "Trouver vos propres réponses et passer à l’action entre les séances",
      "Ancrer de nouvelles façons de faire et savoir continuer seul à la fin de l’accompagnement",
    ],
    duration: `Quelques séances, dont le nombre et le rythme sont fixés ensemble au cadrage, selon votre objectif, et inscrits dans notre proposition avant de commencer. À la demande d’une entreprise, l’accompagnement s’ouvre par ${tripartiteMeeting}.`,
    modalities:
      "Séances individuelles, dans nos bureaux, en visioconférence ou en formule mixte ; quand l’entreprise commande le coaching, un entretien tripartite (coaché, responsable, coach) au début et à la fin.",
    accessDelay: accessDelayText("Début de l’accompagnement", ["individual", "company"]),
    price:
      "Sur devis, établi après le premier entretien selon le nombre de séances retenu au cadrage ; pour une entreprise, le devis comprend aussi les entretiens tripartites.",
    methods:
      "Entretiens de coaching fondés sur l’écoute, le questionnement et la reformulation ; entre deux séances, vous expérimentez sur le terrain, puis nous analysons ensemble ce que vous avez essayé.",
    evaluation:
      "Les signes de réussite sont fixés au cadrage ; chaque séance fait le point sur vos progrès ; la dernière séance, et en entreprise un dernier entretien tripartite, dresse le bilan du chemin parcouru au regard de l’objectif de départ.",
  },
  quality: false,
  cta: {
    title: "Parlons de votre objectif",
    text: "Le premier entretien est gratuit et sans engagement. Dites-nous ce que vous voulez changer, nous vous dirons comment nous pouvons vous aider.",
  },
  schema: { type: "Service", serviceType: "Coaching professionnel" },
  lastModified: "2026-11-23",
};
