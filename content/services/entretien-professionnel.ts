import { serviceFacts } from "../service-facts";
import type { ServicePage } from "./types";

const { everyYears, summaryEveryYears, legalReference } = serviceFacts.professionalReview;

export const professionalReview: ServicePage = {
  path: "/entretien_professionnel",
  kind: "service",
  title: "Entretiens professionnels en entreprise",
  description: `Entretien professionnel obligatoire tous les ${everyYears}\u00a0ans\u00a0: nous préparons vos managers, fournissons les supports et menons les entretiens. Contactez-nous.`,
  heading: "Entretiens professionnels\u00a0: accompagnement des employeurs et des salariés",
  lead: {
    title: "L’entretien professionnel, une obligation utile",
    paragraphs: [
      `Tous les ${everyYears}\u00a0ans, chaque salarié doit bénéficier d’un entretien professionnel consacré à ses perspectives d’évolution (${legalReference}). Dans une TPE ou une PME, ce rendez-vous passe souvent au second plan, faute de temps ou de méthode.`,
      "Nous vous aidons à le tenir dans les règles et à en faire un vrai moment d’échange\u00a0: des managers préparés, des supports clairs, des comptes rendus tracés et, si vous le souhaitez, un consultant qui mène les entretiens.",
      "Vous êtes salarié et vous voulez préparer le vôtre\u202f? Nous pouvons aussi vous y aider.",
    ],
  },
  keyFacts: [
    {
      label: "Pour qui",
      value: "Employeurs de TPE et PME, managers, salariés qui veulent préparer leur entretien",
    },
    {
      label: "Obligation légale",
      value: `Un entretien tous les ${everyYears}\u00a0ans et un état des lieux tous les ${summaryEveryYears}\u00a0ans`,
    },
    { label: "Cadre", value: `Prévu par l’${legalReference}` },
    {
      label: "Notre intervention",
      value: "Préparation des managers, supports, conduite des entretiens, suivi",
    },
    { label: "Tarif", value: "Sur devis, selon le nombre de salariés concernés" },
  ],
  sections: [
    {
      id: "obligation",
      title: "Ce que prévoit la loi",
      paragraphs: [
        `L’${legalReference} s’applique à toutes les entreprises, quelle que soit leur taille. Dès son embauche, le salarié est informé qu’il bénéficiera d’un entretien professionnel tous les ${everyYears}\u00a0ans avec son employeur.`,
        "Cet entretien porte sur ses perspectives d’évolution professionnelle, notamment en termes de qualifications et d’emploi. Il l’informe aussi sur la validation des acquis de l’expérience, l’utilisation de son compte personnel de formation et le conseil en évolution professionnelle. Il donne lieu à un document écrit, dont une copie est remise au salarié.",
        `Tous les ${summaryEveryYears}\u00a0ans, l’entretien dresse en plus un état des lieux récapitulatif du parcours du salarié. Il vérifie notamment que les entretiens ont bien eu lieu et que le salarié a suivi des formations, acquis des éléments de certification ou connu une progression salariale ou professionnelle.`,
      ],
    },
    {
      id: "reprise",
      title: "Au retour d’une longue absence",
      paragraphs: [
        "L’entretien professionnel doit aussi être proposé systématiquement au salarié qui reprend son activité après certaines absences, notamment\u00a0:",
      ],
      list: [
        "Un congé de maternité ou d’adoption",
        "Un congé parental d’éducation",
        "Un congé de proche aidant",
        "Un congé sabbatique",
        "Un arrêt de travail pour longue maladie",
        "La fin d’un mandat syndical",
      ],
      after: [
        "Ce rendez-vous prépare le retour dans de bonnes conditions\u00a0: ce qui a changé dans l’entreprise pendant l’absence, les compétences à remettre à jour, les envies d’évolution. À la demande du salarié, il peut avoir lieu avant la reprise.",
      ],
    },
    {
      id: "difference",
      title: "Entretien professionnel ou entretien annuel\u202f?",
      paragraphs: [
        "On les confond souvent, à tort. L’entretien annuel d’évaluation porte sur le travail de l’année écoulée. L’entretien professionnel, lui, ne juge pas la performance\u00a0: il regarde vers l’avenir et le parcours du salarié.",
      ],
      cards: [
        {
          title: "L’entretien annuel d’évaluation",
          text: "Il n’est pas imposé de façon générale par le Code du travail. Quand l’entreprise l’organise, il fait le bilan de l’année, évalue les résultats et fixe les objectifs suivants.",
        },
        {
          title: "L’entretien professionnel",
          text: `Obligatoire pour tous les salariés, tous les ${everyYears}\u00a0ans. Il porte sur les compétences, la formation et les souhaits d’évolution, sans aucune évaluation.`,
        },
      ],
      after: [
        "Rien n’interdit de les tenir le même jour, à condition de bien les distinguer\u00a0: deux temps séparés et deux comptes rendus distincts. C’est plus clair pour le salarié comme pour le manager.",
      ],
    },
    {
      id: "accompagnement",
      title: "Ce que nous faisons pour les employeurs",
      cards: [
        {
          title: "Préparer vos managers",
          text: "Un temps de préparation pour comprendre le cadre, poser les bonnes questions, écouter sans évaluer et rédiger un compte rendu utile.",
        },
        {
          title: "Des supports prêts à l’emploi",
          text: "Guide de préparation pour le salarié, trame d’entretien, modèle de compte rendu\u00a0: des documents adaptés à votre entreprise et à vos métiers.",
        },
        {
          title: "Des entretiens menés par un tiers neutre",
          text: "Un consultant conduit les entretiens, aux côtés du manager ou pour le compte de l’employeur, selon votre organisation. Face à un interlocuteur extérieur, les salariés s’expriment souvent plus librement.",
        },
        {
          title: `L’état des lieux des ${summaryEveryYears}\u00a0ans`,
          text: "Nous reprenons l’historique de chaque salarié, vérifions que les obligations ont été tenues et vous signalons ce qui reste à régulariser.",
        },
        {
          title: "La traçabilité",
          text: "Calendrier des entretiens, comptes rendus signés, archivage, tableau de suivi\u00a0: vous pouvez montrer à tout moment que vos entretiens ont eu lieu.",
        },
        {
          title: "Les suites à donner",
          text: "Les besoins de formation repérés alimentent votre plan de développement des compétences, que nous pouvons aussi vous aider à construire.",
        },
      ],
      links: [
        { to: "/ingenierie_formation", label: "Construire votre plan de développement des compétences" },
        { to: "/gestion_RH_externalisee", label: "Nous confier le suivi RH de votre entreprise" },
      ],
    },
    {
      id: "salaries",
      title: "Salarié\u00a0: bien préparer votre entretien",
      paragraphs: [
        "L’entretien professionnel est votre temps de parole sur votre avenir dans l’entreprise. Mieux vaut y arriver avec des idées claires\u00a0: ce que vous aimez dans votre poste, les compétences que vous voulez développer, les formations qui vous intéressent, le poste que vous visez dans quelques années.",
        "Nous vous aidons à faire le point avant l’entretien, lors d’un accompagnement individuel et confidentiel. Si vos questions vont plus loin, un bilan de compétences ou une démarche de validation des acquis de l’expérience peuvent prendre le relais.",
      ],
      links: [
        { to: "/bilan-de-competence", label: "Le bilan de compétences" },
        { to: "/vae", label: "La validation des acquis de l’expérience" },
      ],
    },
  ],
  funding: false,
  quality: false,
  cta: {
    title: "Organisons vos entretiens professionnels",
    text: "Dites-nous combien de salariés sont concernés et où vous en êtes de vos entretiens. Nous vous proposerons une organisation adaptée et un devis.",
  },
  schema: { type: "Service", serviceType: "Entretiens professionnels" },
  lastModified: "2026-11-21",
};
