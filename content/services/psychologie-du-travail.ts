import { formatEuros } from "../format.ts";
import { serviceFacts } from "../service-facts.ts";
import { site } from "../site.ts";
import { accessDelayText } from "./conditions.ts";
import type { ServicePage } from "./types.ts";

const { sessionMinutes, price } = serviceFacts.workPsychology;
const { city } = site.address;

const videoPrice = formatEuros(price.video);
const inPersonPrice = formatEuros(price.inPerson);
/** "séance de 60 minutes". */
const session = `séance de ${sessionMinutes} minutes`;

export const workPsychology: ServicePage = {
  path: "/psychologie_du_travail",
  label: "Psychologie du travail",
  menu: { id: "emploi-carriere" },
  kind: "service",
  title: `Psychologue du travail à ${city} et en visio`,
  description: `Stress, épuisement, conflits, reprise après un arrêt : consultez notre psychologue du travail, ${videoPrice} en visio, ${inPersonPrice} au cabinet. Contactez-nous.`,
  heading:
    "Psychologie du travail : consultations individuelles et accompagnement des entreprises face aux risques psychosociaux",
  lead: {
    title: "Un espace pour parler de votre travail et de ce qu’il vous fait vivre",
    paragraphs: [
      "Une fatigue qui ne passe plus, des tensions avec un collègue ou un manager, une perte de sens, de l’appréhension avant une reprise : quand le travail devient une source de souffrance, en parler à un professionnel aide à comprendre ce qui se joue et à retrouver des marges de manœuvre.",
      "Notre psychologue du travail reçoit les personnes qui viennent d’elles-mêmes. Elle intervient aussi dans les entreprises, pour prévenir les risques psychosociaux et agir lorsqu’une situation se dégrade.",
    ],
  },
  keyFacts: [
    { label: "Pour qui", value: "Salariés, agents publics, managers, indépendants et entreprises" },
    { label: "Séance individuelle", value: `${sessionMinutes} minutes` },
    {
      label: "Tarif particuliers",
      value: `${videoPrice} en visioconférence, ${inPersonPrice} en présentiel`,
    },
    { label: "Entreprises", value: "Sur devis" },
    { label: "Modalités", value: "En présentiel, en visioconférence ou en alternant les deux" },
  ],
  sections: [
    {
      id: "consultations",
      title: "Les consultations individuelles",
      paragraphs: [
        "Vous pouvez nous consulter pour toute difficulté liée à votre vie professionnelle, par exemple :",
      ],
      list: [
        "un stress qui s’installe et déborde sur votre vie personnelle",
        "une fatigue intense, un sentiment d’épuisement professionnel (burn-out)",
        "un conflit avec un collègue, un manager ou une équipe",
        "une situation que vous vivez comme du harcèlement",
        "la préparation d’une reprise après un arrêt de travail",
        "une réorganisation, un changement de poste ou une perte de sens",
      ],
      after: [
        "Face à une situation que vous vivez comme du harcèlement, nous vous aidons à mettre des mots sur ce qui se passe, à vous protéger et à identifier les bons interlocuteurs : médecin du travail, représentants du personnel, service des ressources humaines ou conseil juridique. Notre rôle n’est pas de qualifier les faits, mais de vous soutenir et de vous aider à décider de la suite.",
        "Le psychologue du travail ne remplace ni votre médecin traitant ni le médecin du travail, avec qui il peut vous inviter à faire le point, notamment autour d’un arrêt. Si vous vous sentez en danger, appelez le 15, ou le 3114, numéro national de prévention du suicide, gratuit et joignable à toute heure.",
      ],
    },
    {
      id: "deroulement",
      title: "Comment se passent les séances ?",
      steps: [
        {
          title: "Le premier échange",
          text: "Vous nous exposez votre situation. Nous vérifions ensemble que notre accompagnement vous convient et, si ce n’est pas le cas, nous vous orientons vers le professionnel adapté.",
        },
        {
          title: "Les séances",
          text: `Chaque ${session} vous permet d’analyser ce qui se passe au travail, ce que vous ressentez et les leviers dont vous disposez. Vous repartez avec des pistes concrètes à essayer d’ici la séance suivante.`,
        },
        {
          title: "Les points d’étape",
          text: "Le nombre de séances n’est pas fixé à l’avance. Nous faisons régulièrement le point pour décider ensemble de poursuivre, d’espacer les rendez-vous ou de nous arrêter.",
        },
      ],
      after: [
        "Notre psychologue respecte le code de déontologie des psychologues : ce que vous dites en séance reste confidentiel et n’est transmis ni à votre employeur ni à quiconque sans votre accord.",
      ],
    },
    {
      id: "tarifs",
      title: "Tarifs des consultations",
      cards: [
        {
          title: "En visioconférence",
          text: `${videoPrice} la ${session}, depuis chez vous ou depuis tout lieu calme où vous pouvez parler librement.`,
        },
        {
          title: "En présentiel",
          text: `${inPersonPrice} la ${session}, à ${city} ou dans l’un de nos bureaux de Seine-et-Marne, sur rendez-vous.`,
        },
        {
          title: "Pour les entreprises",
          text: "Sur devis, selon l’intervention choisie, le nombre de personnes concernées et sa durée.",
        },
      ],
      after: [
        "Certaines mutuelles prennent en charge une partie des consultations de psychologue : renseignez-vous auprès de la vôtre.",
      ],
    },
    {
      id: "entreprises",
      title: "Pour les entreprises : prévenir et agir",
      paragraphs: [
        "Les risques psychosociaux font partie des risques professionnels que l’employeur doit évaluer et prévenir. Nous intervenons à vos côtés, sur devis :",
      ],
      cards: [
        {
          title: "Diagnostic des risques psychosociaux",
          text: "Entretiens, questionnaires et observation du travail pour repérer les facteurs de risque et les ressources de vos équipes, puis un plan d’action à intégrer à votre document unique d’évaluation des risques.",
        },
        {
          title: "Cellule d’écoute",
          text: "Un accès confidentiel à notre psychologue du travail, par téléphone, en visioconférence ou sur site, pour les salariés qui en ressentent le besoin.",
        },
        {
          title: "Soutien en situation de crise",
          text: "Après un événement grave, comme un accident, une agression ou un décès, une intervention rapide auprès des équipes, en groupe et en entretiens individuels.",
        },
      ],
      after: [
        "Pour les équipes exposées et leurs managers, nous proposons aussi des groupes d’analyse des pratiques et des ateliers de prévention lors des réorganisations.",
      ],
      links: [
        { to: "/groupe_analyse_de_pratiques", label: "L’analyse des pratiques professionnelles" },
        { to: "/outplacement", label: "Les ateliers pour les managers" },
      ],
    },
  ],
  funding: false,
  cpfEligible: false,
  programme: {
    audience:
      "Salariés, agents publics, managers et indépendants qui vivent une difficulté liée au travail ; entreprises qui veulent prévenir les risques psychosociaux ou faire face à une situation dégradée.",
    prerequisites:
      "Aucun : vous pouvez venir de vous-même, sans prescription. Ces consultations ne sont pas un service d’urgence : si vous vous sentez en danger, appelez le 15 ou le 3114.",
    objectives: [
      "Comprendre ce qui se joue dans votre situation de travail",
      "Retrouver des marges de manœuvre et des pistes concrètes pour agir",
      "Préparer une décision difficile ou une reprise après un arrêt",
      "Pour une entreprise, repérer les facteurs de risques psychosociaux et les ressources des équipes, et construire un plan d’action",
    ],
    duration: `Des séances de ${sessionMinutes} minutes ; leur nombre n’est pas fixé à l’avance : nous faisons régulièrement le point pour décider ensemble de poursuivre, d’espacer les rendez-vous ou de nous arrêter. Pour une entreprise, la durée de l’intervention est fixée dans le devis.`,
    modalities:
      "Consultations individuelles, en présentiel ou en visioconférence ; pour les entreprises, interventions sur site, à distance ou par téléphone, en groupe ou en entretiens individuels.",
    accessDelay: accessDelayText("Début des séances", ["individual", "company"]),
    price: `Pour les particuliers, ${videoPrice} la ${session} en visioconférence et ${inPersonPrice} en présentiel ; pour les entreprises, sur devis selon l’intervention choisie, le nombre de personnes concernées et sa durée.`,
    methods:
      "Entretiens individuels d’analyse de la situation de travail, dans le respect du code de déontologie des psychologues ; en entreprise, entretiens, questionnaires et observation du travail, interventions en groupe et en entretiens individuels.",
    evaluation:
      "Des points d’étape réguliers avec vous sur ce qui a changé et sur la suite à donner ; pour une entreprise, un diagnostic et un plan d’action, puis un bilan de l’intervention avec la direction, dans le respect de la confidentialité des échanges individuels.",
  },
  quality: false,
  cta: {
    title: "Parlez-en à notre psychologue du travail",
    text: "Expliquez-nous brièvement votre situation : nous vous proposons un rendez-vous rapidement, en visioconférence ou au cabinet.",
  },
  schema: {
    type: "Service",
    serviceType: "Psychologie du travail",
    offers: [
      { name: "Séance individuelle en visioconférence", price: price.video },
      { name: "Séance individuelle en présentiel", price: price.inPerson },
    ],
  },
  lastModified: "2026-11-23",
};
