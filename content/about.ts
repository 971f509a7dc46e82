import { bilanClaims } from "./bilan-facts.ts";
import { certificatePagePath, disabilityPagePath } from "./compliance-paths.ts";
import { joinList, lowerFirst, typeset, yearsText } from "./format.ts";
import { secondaryOfficeTowns } from "./offices.ts";
import { regulation } from "./regulation.ts";
import { openingHoursText, site } from "./site.ts";

/*
 * Copy of the "Qui sommes-nous" page (/about).
 *
 * Plain French with ordinary spaces and the typographic apostrophe ’; the
 * exported data goes through `typeset()` (content/format.ts), as in
 * content/home.ts. The firm's identity comes from `site`, its age from
 * `bilanClaims` (the key-numbers counter counts the same years), the rule on
 * who requires the quality certification from `regulation`.
 */

const city = site.address.city;
/** « plus de 16 ans »: the firm's age, as the key numbers count it. */
const experience = `plus de ${yearsText(bilanClaims.yearsOfExperience)}`;
const funders = regulation.qualityCertificationFunders;
const referent = site.disabilityReferent;

/** A link to another page of the site. */
interface PageLink {
  readonly to: string;
  readonly label: string;
}

export interface AboutContent {
  readonly title: string;
  readonly description: string;
  readonly intro: { readonly title: string; readonly paragraphs: readonly string[] };
  readonly team: {
    readonly title: string;
    readonly intro: string;
    readonly members: readonly { readonly name: string; readonly role: string; readonly text: string }[];
    /** The disability referent (indicator 26 of the quality framework) and the page about disability. */
    readonly disability: { readonly text: string; readonly link: PageLink };
  };
  readonly values: {
    readonly title: string;
    readonly items: readonly { readonly title: string; readonly text: string }[];
  };
  readonly founder: {
    readonly title: string;
    readonly name: string;
    readonly role: string;
    readonly paragraphs: readonly string[];
    readonly portraitAlt: string;
  };
  readonly certification: {
    readonly title: string;
    readonly paragraphs: readonly string[];
    readonly certificateLink: PageLink;
    readonly databases: readonly { readonly name: string; readonly text: string }[];
  };
  readonly cta: { readonly title: string; readonly text: string; readonly button: string };
}

export const about = typeset({
  title: "Qui sommes-nous ? Équipe, valeurs, fondatrice",
  description: `À ${city} depuis ${experience}, une psychologue du travail, des consultants, une coach et un formateur vous accompagnent dans votre parcours professionnel.`,

  intro: {
    title: "Un cabinet à taille humaine, ancré en Seine-et-Marne",
    paragraphs: [
      `Depuis ${experience}, ${site.name} accompagne les personnes et les organisations dans les moments clés de la vie professionnelle : faire le point, changer de métier, faire reconnaître son expérience, créer son entreprise ou traverser une réorganisation. Notre signature, « ${site.tagline} », résume notre approche : partir de la personne, de son travail et de ce qui les relie.`,
      `Notre siège est à ${city} et nous recevons aussi à ${joinList(secondaryOfficeTowns)}, ${openingHoursText()}. Chaque année, nous accompagnons plus de ${bilanClaims.peoplePerYear} personnes : salariés, demandeurs d’emploi, cadres, agents publics, jeunes en recherche d’orientation, mais aussi des entreprises et leurs équipes.`,
    ],
  },

  team: {
    title: "Notre équipe",
    intro:
      "Six professionnels aux parcours complémentaires : une psychologue du travail, deux consultants, une coach, un formateur et une chargée de relations entreprises. Chacun intervient dans son domaine, et tous partagent la même méthode et les mêmes engagements.",
    members: [
      {
        name: "Claire M.",
        role: "Fondatrice, psychologue du travail",
        text: "Elle accompagne les bilans de compétences et les situations de souffrance au travail, et forme les futurs consultants en gestion de carrières.",
      },
      {
        name: "Sophie L.",
        role: "Consultante en bilan de compétences",
        text: "Elle aide salariés, cadres et agents publics à clarifier leur projet et à vérifier qu’il tient la route sur le terrain.",
      },
      {
        name: "Karim B.",
        role: "Consultant en évolution professionnelle et VAE",
        text: "Il guide les candidats à la VAE, du choix de la certification jusqu’à la préparation du jury.",
      },
      {
        name: "Nadia R.",
        role: "Coach professionnelle",
        text: "Elle accompagne managers et dirigeants lors d’une prise de poste, d’un changement d’organisation ou d’une période de doute.",
      },
      {
        name: "Julien T.",
        role: "Formateur d’adultes",
        text: "Il anime les formations à la création d’entreprise et de formateur d’adultes, avec une pédagogie concrète fondée sur la pratique.",
      },
      {
        name: "Amandine P.",
        role: "Chargée de relations entreprises",
        text: "Elle est l’interlocutrice des employeurs pour l’outplacement, la gestion RH externalisée et les projets de formation.",
      },
    ],
    disability: {
      text: `Pour toute adaptation liée à une situation de handicap, ${referent.name}, notre ${referent.title}, étudie avec vous les aménagements possibles, avant et pendant votre accompagnement.`,
      link: { to: disabilityPagePath, label: "Voir notre page handicap et accessibilité" },
    },
  },

  values: {
    title: "Nos valeurs",
    items: [
      {
        title: "L’écoute",
        text: "Chaque accompagnement commence par le temps de comprendre votre histoire, votre situation et vos attentes, sans jugement ni solution toute faite.",
      },
      {
        title: "La confidentialité",
        text: "Ce que vous nous confiez reste entre vous et votre consultant. Les conclusions d’un bilan de compétences vous appartiennent et ne sont transmises à personne sans votre accord.",
      },
      {
        title: "L’exigence",
        text: "Méthodes éprouvées, outils reconnus, formation continue de l’équipe : nous attachons autant d’importance à la rigueur qu’à la qualité de la relation.",
      },
      {
        title: "L’autonomie de la personne accompagnée",
        text: "Nous ne décidons pas à votre place. Notre rôle est de vous donner les repères et les outils pour faire vos propres choix, et de les mettre en œuvre.",
      },
    ],
  },

  founder: {
    title: "Notre fondatrice",
    name: "Claire Morel",
    /** Shown after her name, on the same line: no capital. */
    role: "fondatrice, psychologue du travail",
    paragraphs: [
      "Psychologue du travail, titulaire d’un master de psychologie du travail, Claire Morel a commencé sa carrière comme responsable des ressources humaines dans l’industrie. Au contact des équipes, elle a mesuré combien les changements de poste, les réorganisations et les reconversions pèsent sur les personnes, et combien un regard extérieur peut aider à les traverser.",
      `Elle a ensuite rejoint un organisme de formation, où elle a conçu et animé des parcours destinés aux adultes. Cette double expérience, côté entreprise et côté formation, l’a convaincue de l’utilité d’un accompagnement indépendant, à la fois rigoureux et profondément humain. Il y a ${experience}, elle fondait ${site.name} à ${city}.`,
      "Aujourd’hui, elle accompagne toujours des personnes en bilan de compétences et en psychologie du travail. Elle forme aussi les futurs consultants en bilan de compétences et en gestion de carrières, à qui elle transmet ce qui guide le cabinet depuis ses débuts : écouter vraiment, respecter la confidentialité et laisser à chacun la maîtrise de ses choix.",
    ],
    portraitAlt: "Portrait illustré de Claire Morel, fondatrice",
  },

  certification: {
    title: "Référencements et déclaration d’activité",
    paragraphs: [
      "Pour vous, notre certification qualité est un gage de sérieux : nos engagements (information claire, objectifs définis avec vous, suivi, recueil de votre avis) sont vérifiés régulièrement par un organisme indépendant.",
      `C’est aussi une condition de financement : selon l’${lowerFirst(funders.sources[0].text)}, seul un organisme certifié peut être financé par ${joinList(funders.value, "ou")}. Cette condition ne s’applique pas à l’employeur qui paie une formation sur ses propres fonds.`,
      "Nous sommes également organisme de formation déclaré : notre déclaration d’activité est enregistrée auprès du préfet de la région Île-de-France. Cet enregistrement ne vaut pas agrément de l’État.",
    ],
    certificateLink: { to: certificatePagePath, label: "Voir notre certificat qualité" },
    databases: [
      {
        name: "Défi métiers (Carif-Oref Île-de-France)",
        text: "nos formations figurent dans le catalogue régional de l’offre de formation, utilisé notamment par les conseillers en évolution professionnelle pour orienter le public.",
      },
      {
        name: "Mon Compte Formation (EDOF)",
        text: "nos offres éligibles sont publiées sur la plateforme nationale du compte personnel de formation, via l’espace des organismes de formation (EDOF) : vous pouvez vous inscrire et mobiliser vos droits CPF directement en ligne.",
      },
    ],
  },

  cta: {
    title: "Faisons connaissance",
    text: "Le premier entretien est gratuit et sans engagement. Il permet de faire le point sur votre situation et de voir ensemble comment nous pouvons vous aider, en présentiel, à distance ou en formule mixte.",
    button: "Nous contacter",
  },
} as const satisfies AboutContent);
