import { formatEuros } from "../bilan-facts";
import { serviceFacts } from "../service-facts";
import { site } from "../site";
import type { ServicePage } from "./types";

const { sessionMinutes, price } = serviceFacts.workPsychology;
const { city } = site.address;

const videoPrice = formatEuros(price.video);
const inPersonPrice = formatEuros(price.inPerson);
/** "séance de 60 minutes". */
const session = `séance de ${sessionMinutes}\u00a0minutes`;

export const workPsychology: ServicePage = {
  path: "/psychologie_du_travail",
  kind: "service",
  title: `Psychologue du travail à ${city} et en visio`,
  description: `Stress, épuisement, conflits, reprise après un arrêt\u00a0: consultez un psychologue du travail, ${videoPrice} en visio, ${inPersonPrice} au cabinet. Contactez-nous.`,
  heading:
    "Psychologie du travail\u00a0: consultations individuelles et accompagnement des entreprises face aux risques psychosociaux",
  lead: {
    title: "Un espace pour parler de votre travail et de ce qu’il vous fait vivre",
    paragraphs: [
      "Une fatigue qui ne passe plus, des tensions avec un collègue ou un manager, une perte de sens, de l’appréhension avant une reprise\u00a0: quand le travail devient une source de souffrance, en parler à un professionnel aide à comprendre ce qui se joue et à retrouver des marges de manœuvre.",
      "Nos psychologues du travail reçoivent les personnes qui viennent d’elles-mêmes. Ils interviennent aussi dans les entreprises, pour prévenir les risques psychosociaux et agir lorsqu’une situation se dégrade.",
    ],
  },
  keyFacts: [
    { label: "Pour qui", value: "Salariés, agents publics, managers, indépendants et entreprises" },
    { label: "Séance individuelle", value: `${sessionMinutes}\u00a0minutes` },
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
        "Vous pouvez nous consulter pour toute difficulté liée à votre vie professionnelle, par exemple\u00a0:",
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
        "Face à une situation que vous vivez comme du harcèlement, nous vous aidons à mettre des mots sur ce qui se passe, à vous protéger et à identifier les bons interlocuteurs\u00a0: médecin du travail, représentants du personnel, service des ressources humaines ou conseil juridique. Notre rôle n’est pas de qualifier les faits, mais de vous soutenir et de vous aider à décider de la suite.",
        "Le psychologue du travail ne remplace ni votre médecin traitant ni le médecin du travail, avec qui il peut vous inviter à faire le point, notamment autour d’un arrêt. Si vous vous sentez en danger, appelez le 15, ou le 3114, numéro national de prévention du suicide, gratuit et joignable à toute heure.",
      ],
    },
    {
      id: "deroulement",
      title: "Comment se passent les séances\u202f?",
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
        "Nos psychologues respectent le code de déontologie des psychologues\u00a0: ce que vous dites en séance reste confidentiel et n’est transmis ni à votre employeur ni à quiconque sans votre accord.",
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
        "Certaines mutuelles prennent en charge une partie des consultations de psychologue\u00a0: renseignez-vous auprès de la vôtre.",
      ],
    },
    {
      id: "entreprises",
      title: "Pour les entreprises\u00a0: prévenir et agir",
      paragraphs: [
        "Les risques psychosociaux font partie des risques professionnels que l’employeur doit évaluer et prévenir. Nous intervenons à vos côtés, sur devis\u00a0:",
      ],
      cards: [
        {
          title: "Diagnostic des risques psychosociaux",
          text: "Entretiens, questionnaires et observation du travail pour repérer les facteurs de risque et les ressources de vos équipes, puis un plan d’action à intégrer à votre document unique d’évaluation des risques.",
        },
        {
          title: "Cellule d’écoute",
          text: "Un accès confidentiel à un psychologue du travail, par téléphone, en visioconférence ou sur site, pour les salariés qui en ressentent le besoin.",
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
  quality: false,
  cta: {
    title: "Parlez-en à un psychologue du travail",
    text: "Expliquez-nous brièvement votre situation\u00a0: nous vous proposons un rendez-vous rapidement, en visioconférence ou au cabinet.",
  },
  schema: {
    type: "Service",
    serviceType: "Psychologie du travail",
    offers: [
      { name: "Séance individuelle en visioconférence", price: price.video },
      { name: "Séance individuelle en présentiel", price: price.inPerson },
    ],
  },
  lastModified: "2026-11-21",
};
