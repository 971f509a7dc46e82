import { site } from "./site";

/** The quality-certification block's copy (home page, and training, assessment and VAE pages). */
export const qualityCopy = {
  title: "Un organisme certifié qualité",
  text: "Notre cabinet est certifié au titre de la certification qualité nationale des prestataires d’actions concourant au développement des compétences. Cette certification, contrôlée par un organisme indépendant, vous garantit un accompagnement de qualité et permet le financement de votre parcours par votre CPF ou par des fonds publics ou mutualisés.",
  validUntilLabel: "Certificat valide jusqu’au",
  categoriesLabel: "La certification qualité a été délivrée au titre des catégories d’actions suivantes",
  accessDelay: `Délai d’accès à nos prestations\u00a0: ${site.quality.accessDelayDays}\u00a0jours maximum après votre demande.`,
} as const;
