import { frenchTypography, typeset } from "../format.ts";
import { labelFor, podcastNotFoundLabel } from "../pages.ts";
import { site } from "../site.ts";

/** Copy of the blog index, the articles and the podcast pages (French typography as in content/home.ts). */
export const blogCopy = typeset({
  index: {
    title: "Blog : conseils carrière et reconversion",
    description: `Reconversion, recherche d’emploi, droit à la formation : les articles et podcasts des consultants de ${site.name} pour avancer dans votre carrière.`,
    heading: `Le blog de ${site.name} : articles et podcasts sur l’évolution professionnelle`,
    lead: "Le blog",
    intro:
      "Des conseils concrets pour faire le point, changer de métier ou décrocher un poste, écrits par nos consultants à partir de ce qu’ils vivent chaque jour avec les personnes qu’ils accompagnent.",
    categoriesLabel: "Catégories d’articles",
    readMore: "Lire l’article…",
    count: (count: number) => frenchTypography(count > 1 ? `${count} articles` : `${count} article`),
    podcastsTitle: "Nos podcasts vidéo",
    podcastsIntro: "Deux épisodes pour réfléchir à votre reconversion, à écouter quand vous voulez.",
    podcastsLink: "Tous les podcasts",
    moreTitle: "Aller plus loin",
    contactText: "Une question sur votre parcours ? Le premier entretien est gratuit et sans engagement.",
    contactLink: "Contactez-nous",
    consultantText: "Vous voulez accompagner les autres dans leur évolution professionnelle ?",
    consultantLink: labelFor("/formation_metier_consultant_en_gestion_de_carrieres"),
    socialText: `Suivez ${site.name} sur les réseaux sociaux :`,
  },
  article: {
    by: "Par",
    published: "publié le",
    updated: "mis à jour le",
    readingTime: (minutes: number) => frenchTypography(`${minutes} min de lecture`),
    back: "Tous les articles du blog",
    related: "À lire aussi",
    ctaTitle: "Envie d’en parler avec un consultant ?",
    ctaText: `Le premier entretien est gratuit et sans engagement, à ${site.address.city} ou en visioconférence. Racontez-nous où vous en êtes, nous vous aidons à y voir clair.`,
  },
  podcasts: {
    title: "Podcasts vidéo sur la reconversion",
    description:
      "Nos podcasts vidéo sur la reconversion : les questions à se poser, puis comment passer du rêve à un projet réaliste. À regarder quand vous voulez.",
    heading: `Les podcasts vidéo de ${site.name} sur la reconversion professionnelle`,
    lead: "Nos podcasts",
    intro:
      "Nos consultants répondent en vidéo aux questions que l’on se pose quand on pense à changer de métier. Choisissez un épisode pour le regarder.",
    listen: "Voir l’épisode",
    published: "Publié le",
  },
  podcast: {
    bilanLink: "Découvrir le bilan de compétences",
    freeMeetingTitle: "Un premier entretien gratuit et sans engagement",
    freeMeetingText:
      "Vous vous reconnaissez dans cet épisode ? Parlons de votre projet lors d’un premier entretien, gratuit et sans engagement, dans nos bureaux ou en visioconférence.",
    freeMeetingLink: "Prendre rendez-vous",
    othersTitle: "Les autres épisodes",
    notFoundTitle: podcastNotFoundLabel,
    notFoundText:
      "Cet épisode n’existe pas ou a été retiré. Retrouvez tous nos épisodes sur la page des podcasts.",
    notFoundLink: "Voir tous les podcasts",
  },
} as const);
