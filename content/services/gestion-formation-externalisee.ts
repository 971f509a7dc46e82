import { lowerFirst } from "../format.ts";
import { site } from "../site.ts";
import { accessDelayText } from "./conditions.ts";
import type { ServicePage } from "./types.ts";

const [trainingActions] = site.quality.categories;

export const outsourcedTraining: ServicePage = {
  path: "/gestion_Formation_externalisee",
  label: "Gestion de la formation externalisée",
  menu: { id: "ingenierie", group: "Organisme de formation" },
  kind: "service",
  title: "Gestion externalisée de la formation",
  description:
    "Sessions, documents, démarche qualité, audit, BPF, catalogue EDOF : nous gérons l’administratif de votre organisme de formation. Parlons-en, contactez-nous.",
  heading: "Gestion administrative et qualité externalisée pour les organismes de formation",
  lead: {
    title: "Concentrez-vous sur la pédagogie, nous gérons le reste",
    paragraphs: [
      "Un organisme de formation, ce sont d’abord des formateurs et des stagiaires. Mais ce sont aussi des conventions, des feuilles d’émargement, des attestations, des enquêtes de satisfaction, un bilan pédagogique et financier chaque année, un catalogue à tenir à jour et un audit qualité à préparer.",
      `Nous prenons en charge tout ou partie de cette gestion, avec l’œil de praticiens : ${site.name} est lui-même un organisme certifié qualité, et nous appliquons chez vous ce que nous faisons chez nous.`,
      "Notre offre s’adresse aux organismes de formation indépendants, aux petites structures et aux formateurs qui se lancent.",
    ],
  },
  keyFacts: [
    { label: "Pour qui", value: "Organismes de formation, formateurs indépendants, structures en création" },
    { label: "Périmètre", value: "Sessions, démarche qualité, audit, BPF, catalogue EDOF, veille" },
    { label: "Notre garantie", value: "Un cabinet lui-même certifié selon le référentiel national qualité" },
    { label: "Modalités", value: "À distance avec des points réguliers, ou dans vos locaux" },
    { label: "Tarif", value: "Sur devis, à la mission ou en suivi régulier" },
  ],
  sections: [
    {
      id: "sessions",
      title: "La gestion administrative de vos sessions",
      paragraphs: [
        "Du premier contact au dernier document, chaque session produit sa part de papiers. Nous les préparons, les envoyons, relançons quand il le faut et archivons le tout, pour que vous disposiez à tout moment d’un dossier complet :",
      ],
      list: [
        "Devis, conventions et contrats de formation",
        "Programmes et convocations",
        "Feuilles d’émargement, sur papier ou numériques",
        "Attestations de fin de formation et certificats de réalisation",
        "Questionnaires de satisfaction à chaud et à froid, avec la synthèse des résultats",
        "Dossiers de prise en charge auprès des financeurs et suivi de la facturation",
      ],
    },
    {
      id: "qualite",
      title: "Démarche qualité et préparation de l’audit",
      paragraphs: [
        "Pour que ses actions puissent être financées par des fonds publics ou mutualisés, un organisme de formation doit être certifié selon le référentiel national qualité. Ses critères et ses indicateurs couvrent l’information du public, la conception des actions, l’accueil, l’accompagnement et l’évaluation des stagiaires, les moyens mobilisés, la compétence des intervenants, la veille et l’amélioration continue.",
      ],
      steps: [
        {
          title: "Le diagnostic",
          text: "Nous passons en revue vos pratiques et vos documents, indicateur par indicateur, et repérons les preuves qui manquent.",
        },
        {
          title: "La mise en conformité",
          text: "Procédures, modèles de documents, outils de suivi : nous construisons avec vous ce qui manque, à la mesure de votre structure.",
        },
        {
          title: "L’audit à blanc",
          text: "Nous simulons l’audit dans des conditions réelles, pour que vous arriviez serein devant l’auditeur.",
        },
        {
          title: "Le suivi",
          text: "Entre deux audits, nous tenons votre système à jour et préparons avec vous les audits de surveillance et de renouvellement.",
        },
      ],
      after: [
        `Notre cabinet est lui-même certifié, notamment au titre des ${lowerFirst(trainingActions)}. Nous connaissons l’audit de l’intérieur, du côté de celui qui le passe.`,
      ],
    },
    {
      id: "bpf",
      title: "Le bilan pédagogique et financier",
      paragraphs: [
        "Chaque année, tout organisme de formation déclaré doit transmettre son bilan pédagogique et financier (BPF) à l’administration : nombre de stagiaires et d’heures, types d’actions, origine des produits. Un bilan oublié peut coûter cher, jusqu’à la perte du numéro de déclaration d’activité.",
        "Nous collectons les données au fil de l’année, les rapprochons de votre comptabilité et préparons le bilan pour qu’il soit déposé dans les délais.",
      ],
    },
    {
      id: "edof",
      title: "Votre catalogue sur Mon Compte Formation",
      paragraphs: [
        "Si vos formations sont proposées sur Mon Compte Formation, leur gestion passe par EDOF, l’espace des organismes de formation de la plateforme. Nous mettons à jour vos offres et vos sessions, traitons les demandes d’inscription dans les délais, déclarons les entrées et les sorties de formation et suivons les paiements.",
        "Des fiches claires et à jour, c’est aussi plus de visibilité auprès des personnes qui cherchent une formation.",
      ],
    },
    {
      id: "veille",
      title: "La veille réglementaire",
      paragraphs: [
        "Les règles de la formation professionnelle changent souvent : financements, exigences du référentiel qualité, obligations des organismes. Nous suivons ces évolutions pour vous, vous signalons ce qui vous concerne et vous aidons à l’appliquer.",
        "Cette veille, que le référentiel national qualité demande d’organiser et d’exploiter, devient aussi une preuve utile le jour de l’audit.",
      ],
      links: [
        { to: "/ingenierie_formation", label: "Concevoir ou revoir vos programmes" },
        { to: "/formation_metier_formateur_adultes", label: "Former vos formateurs" },
      ],
    },
  ],
  funding: false,
  cpfEligible: false,
  programme: {
    audience: "Organismes de formation indépendants, petites structures et formateurs qui se lancent.",
    prerequisites: "Aucun : nous partons d’un diagnostic de votre situation administrative et qualité.",
    objectives: [
      "Tenir un dossier administratif complet pour chaque session",
      "Préparer votre audit de certification qualité, puis les audits de surveillance et de renouvellement",
      "Transmettre votre bilan pédagogique et financier dans les délais",
      "Tenir à jour vos offres et vos sessions sur EDOF",
      "Suivre les évolutions des règles qui vous concernent",
    ],
    duration:
      "À la mission (diagnostic, préparation d’audit, bilan pédagogique et financier) ou en suivi régulier tout au long de l’année ; le calendrier est fixé dans notre proposition.",
    modalities: "À distance, avec des points réguliers, ou dans vos locaux.",
    accessDelay: accessDelayText("Début de la mission", ["company"]),
    price:
      "Sur devis, selon les missions confiées (gestion des sessions, démarche qualité, bilan pédagogique et financier, catalogue, veille) et leur volume, à la mission ou en suivi régulier.",
    methods:
      "Diagnostic indicateur par indicateur, modèles de documents et procédures à la mesure de votre structure, audit à blanc dans des conditions réelles, collecte des données au fil de l’année, veille réglementaire.",
    evaluation:
      "Un point régulier sur l’avancement des missions ; pour la démarche qualité, l’audit à blanc puis le rapport de l’auditeur ; un bilan annuel du suivi.",
  },
  quality: true,
  cta: {
    title: "Allégez la gestion de votre organisme",
    text: "Création, premier audit, renouvellement ou simple besoin de renfort : dites-nous où vous en êtes, nous vous proposerons une intervention adaptée et un devis.",
  },
  schema: { type: "Service", serviceType: "Gestion externalisée de la formation" },
  lastModified: "2026-11-23",
};
