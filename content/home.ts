import { qualityCopy } from "./quality";
import { openingHoursText, site } from "./site";

/*
 * Copy of the home page.
 *
 * French typography: "\u00a0" (espace insécable) before ":" , inside « » and
 * between a number and its unit; "\u202f" (espace fine insécable) before
 * ";", "!" and "?"; typographic apostrophe ’ everywhere. The firm's identity
 * (name, phone, e-mail, address, hours, reviews, certificate) comes from `site`.
 */

const city = site.address.city;

export interface HomeMeta {
  readonly title: string;
  readonly description: string;
}

export interface HomeContent {
  readonly hero: {
    readonly title: string;
    readonly lead: string;
    readonly primaryCta: string;
    readonly secondaryCta: string;
  };
  readonly differentiators: {
    readonly title: string;
    readonly items: readonly { readonly title: string; readonly text: string }[];
  };
  readonly video: { readonly title: string; readonly caption: string };
  readonly services: {
    readonly title: string;
    readonly intro: string;
    readonly items: readonly { readonly path: string; readonly title: string; readonly text: string }[];
  };
  readonly banner: { readonly title: string; readonly text: string; readonly cta: string };
  readonly keyNumbers: { readonly title: string; readonly intro: string };
  readonly reviews: {
    readonly title: string;
    readonly intro: string;
    readonly loadButton: string;
    readonly privacyNote: string;
  };
  readonly quality: {
    readonly title: string;
    readonly text: string;
    readonly validUntilLabel: string;
    readonly categoriesLabel: string;
    readonly accessDelay: string;
  };
  readonly commonMessages: {
    readonly freeFirstMeeting: string;
    readonly delivery: string;
    readonly funding: string;
  };
}

export const homeMeta = {
  title: "Bilan de compétences et VAE en Seine-et-Marne",
  description: `Bilan de compétences, VAE, coaching et formation à ${city}, Fontainebleau, Provins, Montereau et à distance. Premier entretien gratuit\u00a0: contactez-nous.`,
} as const satisfies HomeMeta;

export const home = {
  hero: {
    title: "Donnez un nouveau cap à votre vie professionnelle",
    lead: "Faire le point, changer de métier, faire reconnaître votre expérience ou créer votre entreprise\u00a0: depuis 2010, nous vous accompagnons pas à pas, en Seine-et-Marne et à distance.",
    primaryCta: "Réserver mon premier entretien gratuit",
    secondaryCta: "Découvrir le bilan de compétences",
  },

  differentiators: {
    title: "Pourquoi nous choisir\u202f?",
    items: [
      {
        title: "Des experts du terrain",
        text: "Psychologues du travail, consultants, coachs et formateurs\u00a0: notre équipe de six professionnels connaît les réalités de l’entreprise, de la fonction publique et du marché de l’emploi.",
      },
      {
        title: "Un accompagnement sur mesure",
        text: "Nous partons de votre situation, de vos contraintes et de vos objectifs. Le contenu, la durée et le rythme des séances sont ajustés à vos besoins.",
      },
      {
        title: "En Seine-et-Marne et à distance",
        text: `Nous vous recevons à ${city}, Fontainebleau, Provins et Montereau-Fault-Yonne, ${openingHoursText()}. Les séances peuvent aussi se tenir en visioconférence.`,
      },
      {
        title: "Un financement facilité",
        text: "CPF, plan de développement des compétences, France Travail ou financement personnel\u00a0: nous vous aidons à trouver la solution adaptée et vous guidons dans les démarches.",
      },
    ],
  },

  video: {
    title: "Votre parcours prend forme",
    caption:
      "Une courte animation en boucle, sans parole, aux couleurs du cabinet\u00a0: des formes abstraites se mettent en mouvement et trouvent peu à peu leur place. Elle évoque notre démarche\u00a0: partir de votre situation pour dessiner, avec vous, une direction claire.",
  },

  services: {
    title: "Nos principaux accompagnements",
    intro:
      "Particuliers ou entreprises, nous intervenons à chaque étape de la vie professionnelle. Voici une sélection de nos prestations\u202f; vous les retrouverez toutes dans le menu.",
    items: [
      {
        path: "/bilan-de-competence",
        title: "Bilan de compétences",
        text: "Faire le point sur vos compétences, vos motivations et vos envies pour construire un projet professionnel réaliste. À l’issue d’un bilan, environ 80\u00a0% des personnes déclarent avoir gagné en confiance.",
      },
      {
        path: "/vae",
        title: "Validation des acquis de l’expérience (VAE)",
        text: "Obtenir un diplôme, un titre ou un certificat grâce à votre expérience. Nous vous aidons à choisir la certification visée, à rédiger votre dossier et à préparer votre passage devant le jury.",
      },
      {
        path: "/orientation_des_jeunes",
        title: "Orientation des jeunes",
        text: "Lycéens, étudiants ou jeunes diplômés\u00a0: un bilan d’orientation pour mieux se connaître, explorer les métiers et choisir sa formation en confiance.",
      },
      {
        path: "/outplacement",
        title: "Outplacement et accompagnement de PSE",
        text: "Pour les entreprises qui se séparent d’un collaborateur ou mettent en œuvre un plan de sauvegarde de l’emploi\u00a0: un accompagnement individuel ou collectif vers un nouvel emploi ou un nouveau projet.",
      },
      {
        path: "/coaching",
        title: "Coaching professionnel",
        text: "Prise de poste, posture managériale, période de doute ou de surcharge\u00a0: des séances ciblées pour avancer sur un objectif précis.",
      },
      {
        path: "/formation_creation_entreprise",
        title: "Création d’entreprise",
        text: "Une formation et un accompagnement pour passer de l’idée à un projet viable\u00a0: marché, modèle économique, statut et financement. 85\u00a0% des entreprises créées avec notre appui sont toujours en activité après 3\u00a0ans.",
      },
    ],
  },

  banner: {
    title: "Parlons de votre projet",
    text: `Le premier entretien est gratuit et sans engagement. Appelez-nous ${openingHoursText()}, ou écrivez-nous via le formulaire de contact\u00a0: nous reviendrons vers vous pour convenir d’un rendez-vous.`,
    cta: "Nous contacter",
  },

  keyNumbers: {
    title: "Quelques repères",
    intro:
      "Depuis 2010, des personnes et des entreprises de Seine-et-Marne et de toute l’Île-de-France nous confient leurs projets. Voici ce que cela représente.",
  },

  reviews: {
    title: "Ce qu’en disent les personnes accompagnées",
    intro: `Une note moyenne de ${site.reviews.rating}/${site.reviews.bestRating} sur ${site.reviews.count}\u00a0avis. Merci à toutes celles et à tous ceux qui ont pris le temps de partager leur expérience.`,
    loadButton: "Afficher les avis clients",
    privacyNote:
      "En cliquant sur ce bouton, vous chargez un contenu fourni par un service d’avis externe, qui peut déposer des cookies et collecter des données de navigation. Pour en savoir plus, consultez notre politique de confidentialité.",
  },

  quality: qualityCopy,

  commonMessages: {
    freeFirstMeeting: "Premier entretien gratuit et sans engagement.",
    delivery: "Accompagnement en présentiel, à distance ou en formule mixte.",
    funding:
      "Financement possible par votre CPF (compte personnel de formation), par le plan de développement des compétences de votre employeur, par France Travail ou à titre personnel.",
  },
} as const satisfies HomeContent;
