import { joinList, lowerFirst } from "../format.ts";
import { serviceFacts } from "../service-facts.ts";
import { accessDelayText } from "./conditions.ts";
import type { ServicePage } from "./types.ts";

const { facilitators, participants, sessionMinutes, intervalWeeks, sessionSteps } =
  serviceFacts.coDevelopment;
const [statement, clarification, consultation, actionPlan, learnings] = sessionSteps;

const sessionHours = Math.floor(sessionMinutes / 60);
const sessionRest = sessionMinutes % 60;
/** "2 h 30" (no-break spaces), or "2 h" for a whole number of hours. */
const sessionText =
  sessionRest === 0 ? `${sessionHours} h` : `${sessionHours} h ${String(sessionRest).padStart(2, "0")}`;
/** The same length as an ISO 8601 duration: "PT2H30M". */
const sessionWorkload = sessionRest === 0 ? `PT${sessionHours}H` : `PT${sessionHours}H${sessionRest}M`;

const groupSize = `${participants.min} à ${participants.max} participants`;
const rhythm = `toutes les ${intervalWeeks.min} à ${intervalWeeks.max} semaines`;

export const coDevelopment: ServicePage = {
  path: "/formation_co-developpement",
  label: "Formation au co-développement",
  menu: { id: "formation" },
  kind: "training",
  title: "Groupes de co-développement professionnel",
  description:
    "Groupes de co-développement pour managers, équipes RH et professionnels : apprendre entre pairs avec la méthode Payette et Champagne. Contactez-nous.",
  heading: "Groupes de co-développement professionnel et formation à leur animation",
  lead: {
    title: "Apprendre de ses pairs, à partir de situations réelles",
    paragraphs: [
      "Un dossier qui piétine, une équipe difficile à mobiliser, un projet qui inquiète : les professionnels ont souvent les réponses les uns pour les autres. Le co-développement leur donne un cadre pour les partager.",
      `Conçue au Québec par Adrien Payette et Claude Champagne, la méthode réunit un petit groupe de pairs qui s’aident mutuellement, séance après séance, à avancer sur leurs préoccupations professionnelles. Chaque séance de ${sessionText} suit ${sessionSteps.length} étapes précises.`,
    ],
  },
  keyFacts: [
    { label: "Pour qui", value: "Managers, équipes RH, professionnels qui veulent apprendre entre pairs" },
    { label: "Groupe", value: `${facilitators} animateur pour ${groupSize}` },
    { label: "Séances", value: `${sessionText}, ${rhythm}` },
    { label: "Déroulé", value: `${sessionSteps.length} étapes, les mêmes à chaque séance` },
    { label: "Modalités", value: "En présentiel ou à distance" },
  ],
  sections: [
    {
      id: "principe",
      title: "Qu’est-ce que le co-développement ?",
      paragraphs: [
        "Le groupe de co-développement professionnel est une approche de formation qui mise sur l’intelligence collective. À chaque séance, un participant expose une situation qu’il vit dans son travail, et les autres l’aident à y voir plus clair puis à agir.",
        "Personne ne vient avec une solution toute faite : chacun apporte son expérience, ses questions et son regard. Au fil des séances, les participants progressent sur leurs situations concrètes, mais aussi dans leur façon d’écouter, de questionner et d’aider.",
      ],
    },
    {
      id: "pour-qui",
      title: "Pour qui ?",
      paragraphs: [
        "Le co-développement convient à tous ceux qui exercent des responsabilités comparables et veulent apprendre les uns des autres :",
      ],
      list: [
        "Managers et chefs d’équipe, notamment dans une prise de poste",
        "Équipes des ressources humaines",
        "Dirigeants et responsables de service",
        "Professionnels de l’accompagnement, de la formation ou du soin",
        "Toute personne qui souhaite prendre du recul sur sa pratique avec des pairs",
      ],
      after: [
        "Les participants n’ont pas de lien hiérarchique entre eux : c’est la condition d’une parole libre.",
      ],
    },
    {
      id: "seance",
      title: `Une séance en ${sessionSteps.length} étapes`,
      paragraphs: [
        "À chaque séance, un participant tient le rôle de « client » et les autres celui de « consultants ». Les rôles changent d’une séance à l’autre, et l’animateur veille au respect des étapes et du temps.",
      ],
      steps: [
        {
          title: statement,
          text: "Le client présente une situation réelle sur laquelle il veut avancer : un problème, une préoccupation ou un projet. Il précise ce qu’il attend du groupe.",
        },
        {
          title: clarification,
          text: "Les consultants posent des questions pour bien comprendre la situation, sans donner encore d’avis ni de conseil. Le client et le groupe s’accordent ensuite sur la demande.",
        },
        {
          title: consultation,
          text: "Les consultants partagent leurs réactions, leurs expériences, leurs idées et leurs suggestions. Le client écoute et prend des notes, sans avoir à se justifier.",
        },
        {
          title: actionPlan,
          text: "Le client dit ce qu’il retient et définit les actions qu’il va engager. Le groupe l’aide à les rendre concrètes et réalistes.",
        },
        {
          title: learnings,
          text: "Chacun, client comme consultants, formule ce que la séance lui a appris pour sa propre pratique. Le groupe fait aussi le point sur son fonctionnement.",
        },
      ],
    },
    {
      id: "rythme",
      title: "Le cadre et le rythme du groupe",
      paragraphs: [
        `Un animateur du cabinet accompagne un groupe de ${groupSize}. Les séances durent ${sessionText} et ont lieu ${rhythm}, en présentiel ou à distance. Cet intervalle laisse à chacun le temps d’agir puis de partager ce qui a changé.`,
        "Le groupe s’engage sur plusieurs séances, afin que chaque participant puisse tenir au moins une fois le rôle de client. Ce qui se dit dans le groupe reste confidentiel.",
        "Le nombre de séances et le calendrier sont définis avec vous, selon la taille du groupe et vos objectifs.",
      ],
    },
    {
      id: "animateurs",
      title: "Se former à l’animation du co-développement",
      paragraphs: [
        "Vous souhaitez faire vivre le co-développement dans votre organisation ? Nous formons aussi les personnes qui animeront les groupes : responsables RH, managers, formateurs ou coachs internes.",
      ],
      list: [
        "Comprendre les fondements de la méthode et le rôle de chacun",
        "Conduire les étapes d’une séance et tenir le temps",
        "Adopter la posture de l’animateur, garant du cadre et de la parole de chacun",
        "Faire face aux situations délicates : conseil prématuré, silence, tension dans le groupe",
      ],
      after: [
        "La formation alterne apports et pratique : vous animez vous-même des séances, puis vous analysez votre animation avec le formateur.",
      ],
    },
  ],
  delivery: {
    title: "En présentiel ou en visioconférence",
    text: "Les groupes se réunissent dans vos locaux, dans les nôtres ou en visioconférence. Un même groupe garde en général la même formule d’une séance à l’autre.",
  },
  funding: false,
  cpfEligible: false,
  programme: {
    audience:
      "Managers et chefs d’équipe, équipes RH, dirigeants et responsables de service, professionnels de l’accompagnement, de la formation ou du soin ; pour la formation à l’animation, les personnes qui animeront des groupes dans leur organisation.",
    prerequisites:
      "Exercer des responsabilités comparables à celles des autres participants, sans lien hiérarchique entre eux, et s’engager sur plusieurs séances.",
    objectives: [
      "Avancer sur des situations professionnelles réelles avec l’aide de ses pairs",
      "Apprendre à écouter, à questionner et à aider",
      "Pour les futurs animateurs, conduire les étapes d’une séance, tenir le cadre et faire face aux situations délicates",
    ],
    duration: `Des séances de ${sessionText}, ${rhythm}. Le nombre de séances et le calendrier sont fixés avec vous, selon la taille du groupe et vos objectifs, pour que chacun tienne au moins une fois le rôle de client ; la durée de la formation des animateurs est fixée dans le devis.`,
    modalities: `${facilitators} animateur pour ${groupSize}, en présentiel, dans vos locaux ou les nôtres, ou en visioconférence.`,
    accessDelay: accessDelayText("Début du groupe", ["company"]),
    price:
      "Sur devis, selon le nombre de séances, la taille du groupe et le lieu ; pour la formation des animateurs, selon le nombre de personnes à former.",
    methods: `La méthode de co-développement d’Adrien Payette et Claude Champagne : chaque séance suit ${sessionSteps.length} étapes (${joinList(sessionSteps.map(lowerFirst))}) et les rôles de client et de consultants changent d’une séance à l’autre. La formation des animateurs alterne apports et animation de séances, analysées avec le formateur.`,
    evaluation:
      "À la fin de chaque séance, chacun dit ce qu’il a appris et le groupe fait le point sur son fonctionnement ; les actions décidées sont reprises à la séance suivante ; les futurs animateurs analysent avec le formateur les séances qu’ils ont animées.",
  },
  quality: true,
  cta: {
    title: "Lancez un groupe de co-développement",
    text: "Parlons de vos équipes et de vos objectifs lors d’un premier entretien gratuit. Nous vous proposerons la formule de groupe ou de formation d’animateurs la plus adaptée.",
  },
  schema: {
    type: "Course",
    workload: sessionWorkload,
    courseMode: ["onsite", "online"],
  },
  lastModified: "2026-11-23",
};
