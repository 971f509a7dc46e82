import { bilanClaims } from "./bilan-facts.ts";
import { joinList, percentText, typeset, yearsText } from "./format.ts";
import { secondaryOfficeTowns } from "./offices.ts";
import { qualityCopy } from "./quality.ts";
import { openingHoursText, site } from "./site.ts";

/*
 * Copy of the home page.
 *
 * Plain French with ordinary spaces and the typographic apostrophe ’: the
 * exported data goes through `typeset()` (content/format.ts), which puts the
 * no-break spaces French typography wants (before « : ; ! ? », inside « »,
 * between a number and its unit). The firm's identity (name, phone, e-mail,
 * address, hours, reviews, certificate) comes from `site`; claims and figures
 * from `bilanClaims`, never typed here.
 */

const city = site.address.city;
const offices = joinList([city, ...secondaryOfficeTowns]);
/** « plus de 16 ans »: the firm's age, the one figure the key numbers count too. */
const experience = `plus de ${yearsText(bilanClaims.yearsOfExperience)}`;

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
  readonly video: {
    readonly title: string;
    readonly text: string;
    /** What the animation shows, for people who cannot see it (the video's accessible name). */
    readonly label: string;
  };
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

export const homeMeta = typeset({
  title: "Bilan de compétences et VAE en Seine-et-Marne",
  description: `Bilan de compétences, VAE, coaching et formation à ${city}, Fontainebleau, Provins, Montereau et à distance. Premier entretien gratuit : contactez-nous.`,
} as const satisfies HomeMeta);

export const home = typeset({
  hero: {
    title: "Donnez un nouveau cap à votre vie professionnelle",
    lead: `Faire le point, changer de métier, faire reconnaître votre expérience ou créer votre entreprise : depuis ${experience}, nous vous accompagnons pas à pas, en Seine-et-Marne et à distance.`,
    primaryCta: "Réserver mon premier entretien gratuit",
    secondaryCta: "Découvrir le bilan de compétences",
  },

  differentiators: {
    title: "Pourquoi nous choisir ?",
    items: [
      {
        title: "Des experts du terrain",
        text: "Une psychologue du travail, des consultants, une coach et un formateur : notre équipe de six professionnels connaît les réalités de l’entreprise, de la fonction publique et du marché de l’emploi.",
      },
      {
        title: "Un accompagnement sur mesure",
        text: "Nous partons de votre situation, de vos contraintes et de vos objectifs. Le contenu, la durée et le rythme des séances sont ajustés à vos besoins.",
      },
      {
        title: "En Seine-et-Marne et à distance",
        text: `Nous vous recevons à ${offices}, ${openingHoursText()}. Les séances peuvent aussi se tenir en visioconférence.`,
      },
      {
        title: "Un financement facilité",
        text: "Compte personnel de formation pour le bilan de compétences et la VAE, plan de développement des compétences, France Travail ou financement personnel : nous vous aidons à trouver la solution adaptée et vous guidons dans les démarches.",
      },
    ],
  },

  video: {
    title: "Votre parcours prend forme",
    text: "Chaque accompagnement part d’une situation qui vous est propre : un doute sur votre poste, une envie de changer de métier, une expérience à faire reconnaître. Nous prenons d’abord le temps de comprendre d’où vous partez, puis nous cherchons avec vous vos atouts, les pistes réalistes et les étapes pour avancer, jusqu’à une direction claire que vous aurez choisie.",
    label:
      "Animation sans parole aux couleurs du cabinet : des formes abstraites se mettent en mouvement et trouvent peu à peu leur place.",
  },

  services: {
    title: "Nos principaux accompagnements",
    intro:
      "Particuliers ou entreprises, nous intervenons à chaque étape de la vie professionnelle. Voici une sélection de nos prestations ; vous les retrouverez toutes dans le menu.",
    items: [
      {
        path: "/bilan-de-competence",
        title: "Bilan de compétences",
        text: `Faire le point sur vos compétences, vos motivations et vos envies pour construire un projet professionnel réaliste. D’après nos propres statistiques, environ ${percentText(bilanClaims.confidenceGain)} des personnes accompagnées disent avoir gagné en confiance à l’issue de leur bilan.`,
      },
      {
        path: "/vae",
        title: "Validation des acquis de l’expérience (VAE)",
        text: "Obtenir un diplôme, un titre ou un certificat grâce à votre expérience. Nous vous aidons à choisir la certification visée, à rédiger votre dossier et à préparer votre passage devant le jury.",
      },
      {
        path: "/orientation_des_jeunes",
        title: "Orientation des jeunes",
        text: "Lycéens, étudiants ou jeunes diplômés : un bilan d’orientation pour mieux se connaître, explorer les métiers et choisir sa formation en confiance.",
      },
      {
        path: "/outplacement",
        title: "Outplacement et accompagnement de PSE",
        text: "Pour les entreprises qui se séparent d’un collaborateur ou mettent en œuvre un plan de sauvegarde de l’emploi : un accompagnement individuel ou collectif vers un nouvel emploi ou un nouveau projet.",
      },
      {
        path: "/coaching",
        title: "Coaching professionnel",
        text: "Prise de poste, posture managériale, période de doute ou de surcharge : des séances ciblées pour avancer sur un objectif précis.",
      },
      {
        path: "/formation_creation_entreprise",
        title: "Création d’entreprise",
        text: `Une formation et un accompagnement pour passer de l’idée à un projet viable : marché, modèle économique, statut et financement. D’après notre propre suivi, ${percentText(bilanClaims.businessesActiveAfter3Years)} des entreprises créées avec notre appui sont toujours en activité après ${yearsText(3)}.`,
      },
    ],
  },

  banner: {
    title: "Parlons de votre projet",
    text: `Le premier entretien est gratuit et sans engagement. Appelez-nous ${openingHoursText()}, ou écrivez-nous via le formulaire de contact : nous reviendrons vers vous pour convenir d’un rendez-vous.`,
    cta: "Nous contacter",
  },

  keyNumbers: {
    title: "Quelques repères",
    intro: `Depuis ${experience}, des personnes et des entreprises de Seine-et-Marne et de toute l’Île-de-France nous confient leurs projets. Voici ce que cela représente.`,
  },

  reviews: {
    title: "Ce qu’en disent les personnes accompagnées",
    intro: `Merci à toutes celles et à tous ceux qui ont pris le temps de partager leur expérience. La note ci-dessous a été relevée sur ${site.reviews.source} à la date indiquée ; pour lire les avis tels qu’ils sont aujourd’hui, affichez-les.`,
    loadButton: "Afficher les avis clients",
    privacyNote:
      "En cliquant sur ce bouton, vous chargez un contenu fourni par un service d’avis externe, qui peut déposer des cookies et collecter des données de navigation. Pour en savoir plus, consultez notre politique de confidentialité.",
  },

  quality: qualityCopy,

  commonMessages: {
    freeFirstMeeting: "Premier entretien gratuit et sans engagement.",
    delivery: "Accompagnement en présentiel, à distance ou en formule mixte.",
    funding:
      "Le bilan de compétences et l’accompagnement à la VAE peuvent être financés par votre compte personnel de formation (CPF). Selon la prestation et votre situation, d’autres financements sont possibles : le plan de développement des compétences de votre employeur, France Travail ou un financement personnel.",
  },
} as const satisfies HomeContent);
