import { accessDelayText } from "./conditions.ts";
import type { ServicePage } from "./types.ts";

export const outsourcedHr: ServicePage = {
  path: "/gestion_RH_externalisee",
  label: "Gestion RH externalisée",
  menu: { id: "ingenierie", group: "Entreprise" },
  kind: "service",
  title: "Gestion RH externalisée pour TPE et PME",
  description:
    "Un interlocuteur RH à temps partagé pour votre TPE ou PME en Seine-et-Marne : recrutement, intégration, entretiens, formation. Contactez-nous pour en parler.",
  heading: "Gestion des ressources humaines externalisée pour les TPE et PME de Seine-et-Marne",
  lead: {
    title: "Un service RH, sans créer de poste",
    paragraphs: [
      "Dans une petite entreprise, les ressources humaines reposent souvent sur le dirigeant, entre deux devis et trois urgences. Recruter, accueillir un nouveau salarié, tenir les entretiens obligatoires, organiser la formation : tout cela demande du temps et un savoir-faire que vous n’avez pas forcément en interne.",
      "Nous devenons votre service RH à temps partagé : un consultant qui connaît votre entreprise, intervient au rythme fixé ensemble et vous laisse vous concentrer sur votre métier.",
      "Cette offre s’adresse aux dirigeants de TPE et de PME sans service RH, et aux entreprises dont la fonction RH est débordée.",
    ],
  },
  keyFacts: [
    { label: "Pour qui", value: "TPE et PME sans service RH, dirigeants et responsables administratifs" },
    { label: "Interlocuteur", value: "Un consultant RH dédié, qui suit votre entreprise dans la durée" },
    {
      label: "Rythme",
      value: "Quelques demi-journées par mois ou une mission ponctuelle, selon vos besoins",
    },
    { label: "Modalités", value: "Dans vos locaux, à distance ou en alternant les deux" },
    { label: "Tarif", value: "Sur devis, après un diagnostic de vos besoins" },
  ],
  sections: [
    {
      id: "missions",
      title: "Ce que nous prenons en charge",
      paragraphs: [
        "Vous choisissez les missions à nous confier, en totalité ou une partie seulement. Les plus fréquentes :",
      ],
      cards: [
        {
          title: "Le recrutement",
          text: "Définition du poste et du profil, rédaction et diffusion de l’annonce, tri des candidatures, entretiens menés avec vous. Vous gardez la décision finale, nous sécurisons le choix.",
        },
        {
          title: "L’intégration",
          text: "Parcours d’accueil, livret d’intégration, points d’étape pendant la période d’essai : un nouveau salarié bien accueilli devient autonome plus vite et reste plus longtemps.",
        },
        {
          title: "Les entretiens de parcours professionnel",
          text: "Calendrier, supports, préparation des managers et, si vous le souhaitez, conduite des entretiens : vos obligations sont tenues et tracées.",
        },
        {
          title: "Le plan de développement des compétences",
          text: "Recueil des besoins, choix des formations, demandes de prise en charge auprès de votre OPCO et suivi de ce qui a été réalisé.",
        },
        {
          title: "Les procédures et documents RH",
          text: "Fiches de poste, livret d’accueil, procédures d’entrée et de sortie, affichages obligatoires, calendrier des échéances : des outils clairs, à la mesure de votre entreprise.",
        },
        {
          title: "Le tableau de bord RH",
          text: "Effectifs, entrées et sorties, absences, formations suivies, échéances à venir : une vue d’ensemble simple, mise à jour à chaque intervention.",
        },
      ],
      after: [
        "La paie et les questions juridiques complexes restent entre les mains de votre expert-comptable et de votre avocat. Nous travaillons en lien avec eux, pour que chacun intervienne au bon moment.",
      ],
      links: [
        {
          to: "/entretien_professionnel",
          label: "Nos services pour les entretiens de parcours professionnel",
        },
        { to: "/ingenierie_formation", label: "L’ingénierie de formation et le plan de compétences" },
      ],
    },
    {
      id: "interlocuteur",
      title: "Un interlocuteur RH à temps partagé",
      paragraphs: [
        "Votre consultant apprend à connaître votre activité, vos équipes et vos habitudes. Il devient le relais RH de l’entreprise : le dirigeant le sollicite pour une décision délicate, les managers pour préparer un entretien, les salariés pour une question sur leur formation ou leur parcours.",
        "Vous disposez ainsi d’un savoir-faire RH sans la charge d’un poste à temps plein, et vous ajustez le volume d’intervention quand votre entreprise grandit ou traverse une période chargée. Concrètement, votre consultant peut :",
      ],
      list: [
        "Tenir une permanence dans vos locaux, à jour fixe",
        "Répondre aux questions des managers et des salariés entre deux venues",
        "Préparer avec vous les décisions importantes : embauche, réorganisation, départ",
        "Vous alerter sur les échéances à ne pas manquer",
      ],
    },
    {
      id: "deroulement",
      title: "Comment se déroule la collaboration ?",
      steps: [
        {
          title: "Le diagnostic",
          text: "Nous rencontrons le dirigeant, faisons le tour de vos pratiques et de vos documents RH, et repérons ce qui est à jour, ce qui manque et ce qui presse. Vous recevez une synthèse écrite avec les priorités.",
        },
        {
          title: "La proposition",
          text: "Nous vous proposons un périmètre d’intervention, un rythme de présence et un devis détaillé. Rien ne démarre sans votre accord.",
        },
        {
          title: "L’intervention régulière",
          text: "Votre consultant intervient dans vos locaux, à distance ou en alternant les deux, au rythme convenu. Le tableau de bord RH est mis à jour à chaque passage.",
        },
        {
          title: "Les points d’étape",
          text: "Régulièrement, nous faisons le bilan avec vous : ce qui est réglé, ce qui reste à faire, et l’ajustement éventuel du volume d’intervention.",
        },
      ],
    },
    {
      id: "pour-qui",
      title: "Pour quelles entreprises ?",
      paragraphs: [
        "Notre offre s’adresse aux entreprises de quelques salariés à quelques dizaines, quel que soit leur secteur : commerce, artisanat, services, associations. Elle prend tout son sens dans des situations comme celles-ci :",
      ],
      list: [
        "Vous recrutez pour la première fois, ou bien plus souvent qu’avant",
        "Vous avez pris du retard sur les entretiens de parcours professionnel",
        "Votre entreprise grandit et l’organisation ne suit plus",
        "La personne qui assurait le suivi RH part, et personne ne reprend le flambeau",
        "Vous voulez un plan de formation, sans savoir par où commencer",
      ],
      after: [
        "Nos accompagnements individuels peuvent compléter la mission : coaching d’un manager, bilan de compétences d’un salarié, accompagnement d’une transition professionnelle.",
      ],
      links: [
        { to: "/coaching", label: "Le coaching professionnel" },
        { to: "/bilan-de-competence", label: "Le bilan de compétences" },
        { to: "/outplacement", label: "L’outplacement" },
      ],
    },
  ],
  funding: false,
  cpfEligible: false,
  programme: {
    audience:
      "Dirigeants de TPE et de PME sans service RH, et entreprises dont la fonction RH est débordée, quel que soit leur secteur : commerce, artisanat, services, associations.",
    prerequisites: "Aucun : la mission commence par un diagnostic de vos pratiques et de vos documents RH.",
    objectives: [
      "Disposer d’un interlocuteur RH qui connaît votre entreprise",
      "Recruter et intégrer vos nouveaux salariés dans de bonnes conditions",
      "Tenir vos obligations et vos échéances RH, entretiens compris",
      "Construire et suivre votre plan de développement des compétences",
      "Suivre vos indicateurs RH sur un tableau de bord simple",
    ],
    duration:
      "Quelques demi-journées par mois ou une mission ponctuelle, selon vos besoins : le volume d’intervention est fixé dans notre proposition après le diagnostic, puis ajusté lors des points d’étape.",
    modalities: "Un consultant RH dédié, dans vos locaux, à distance ou en alternant les deux.",
    accessDelay: accessDelayText("Début de la mission", ["company"]),
    price:
      "Sur devis, établi après le diagnostic selon les missions confiées et le volume d’intervention : nombre de demi-journées par mois ou mission ponctuelle.",
    methods:
      "Diagnostic des pratiques et des documents RH, synthèse écrite des priorités, intervention régulière sur site ou à distance, outils et modèles à la mesure de votre entreprise, tableau de bord RH mis à jour à chaque intervention.",
    evaluation:
      "Des points d’étape réguliers avec le dirigeant sur ce qui est réglé, ce qui reste à faire et le volume d’intervention à ajuster ; le tableau de bord RH rend compte des actions menées.",
  },
  quality: false,
  cta: {
    title: "Parlons de vos besoins RH",
    text: "Décrivez-nous votre entreprise et ce qui vous prend du temps aujourd’hui. Nous vous proposerons un diagnostic et une intervention à votre mesure.",
  },
  schema: { type: "Service", serviceType: "Gestion des ressources humaines externalisée" },
  lastModified: "2026-11-23",
};
