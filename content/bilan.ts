import { bilanClaims, bilanFacts } from "./bilan-facts";
import { openingHoursText, site } from "./site";

/*
 * Copy of the skills-assessment page (/bilan-de-competence).
 *
 * Every figure comes from `bilanFacts`, `bilanClaims` (content/bilan-facts.ts)
 * or `site`: no number is typed by hand here. French typography as in
 * content/home.ts: "\u00a0" before ":" , inside « » and between a number and
 * its unit; "\u202f" before ";", "!" and "?"; apostrophe ’. The route builds
 * every link (no URL here).
 *
 * `lastModified` is the day this copy last changed (decision 012): bump it
 * whenever a sentence, a price or a figure shown on the page changes.
 */

const { hours, spreadMonths, followUpMonths, publicSector, prices, phases, funding } = bilanFacts;
const city = site.address.city;

const h = (value: number) => `${value}\u00a0h`;
const months = (value: number) => `${value}\u00a0mois`;

/** "a, b et c" (or "a, b ou c"): a French enumeration. */
function enumerate(items: readonly string[], conjunction: "et" | "ou"): string {
  return items.length > 1
    ? `${items.slice(0, -1).join(", ")} ${conjunction} ${items.at(-1)}`
    : (items[0] ?? "");
}

export interface BilanMeta {
  readonly title: string;
  readonly description: string;
}

interface TextItem {
  readonly title: string;
  readonly text: string;
}

export interface BilanContent {
  readonly lastModified: string;
  readonly heading: string;
  readonly lead: {
    readonly title: string;
    readonly text: string;
    readonly free: string;
    readonly contactButton: string;
    readonly hours: string;
  };
  readonly facts: {
    readonly title: string;
    readonly items: readonly { readonly figure: string; readonly text: string }[];
  };
  readonly definition: {
    readonly title: string;
    readonly paragraphs: readonly string[];
    readonly reasonsIntro: string;
    readonly reasons: readonly string[];
    readonly reconversionLink: string;
  };
  readonly audience: {
    readonly title: string;
    readonly intro: string;
    readonly items: readonly string[];
    readonly employees: string;
    readonly publicSector: {
      readonly title: string;
      readonly text: string;
      readonly decreeBefore: string;
      readonly decreeAfter: string;
    };
  };
  readonly course: {
    readonly title: string;
    readonly intro: string;
    readonly split: readonly { readonly hours: number; readonly label: string; readonly text: string }[];
    readonly followUp: TextItem;
    readonly flash: TextItem;
    readonly delivery: TextItem;
    readonly onlineLink: string;
  };
  readonly phases: {
    readonly title: string;
    readonly intro: string;
    readonly items: readonly TextItem[];
  };
  readonly confidentiality: {
    readonly title: string;
    readonly paragraphs: readonly string[];
  };
  readonly funding: {
    readonly title: string;
    readonly intro: string;
    readonly routes: readonly TextItem[];
    readonly cpfLink: string;
  };
  readonly prices: {
    readonly title: string;
    readonly intro: string;
    readonly formulaHeader: string;
    readonly priceHeader: string;
    readonly rows: readonly { readonly name: string; readonly detail: string; readonly price: number }[];
    readonly advice: { readonly title: string; readonly text: string; readonly button: string };
  };
  readonly reviews: {
    readonly title: string;
    readonly intro: string;
    readonly loadButton: string;
    readonly privacyNote: string;
  };
  readonly faq: { readonly title: string; readonly intro: string };
  readonly documents: { readonly title: string; readonly intro: string };
  readonly updated: string;
  readonly cta: { readonly title: string; readonly text: string; readonly button: string };
}

export const bilanMeta = {
  title: "Bilan de compétences en Seine-et-Marne",
  description: `Bilan de compétences de ${h(hours.total)} à ${city} ou à distance, finançable par votre CPF. Premier entretien gratuit et sans engagement\u00a0: contactez-nous.`,
} as const satisfies BilanMeta;

export const bilan = {
  lastModified: "2026-11-21",

  heading: `Bilan de compétences à ${city} et en Seine-et-Marne avec ${site.name}`,

  lead: {
    title: "Faites le point, choisissez la suite",
    text: `Le bilan de compétences vous aide à faire le point sur vos compétences et vos envies, puis à bâtir un projet professionnel réaliste. Un consultant vous accompagne pas à pas, en toute confidentialité, à ${city} ou en visioconférence.`,
    free: "Premier entretien gratuit et sans engagement.",
    contactButton: "Demander un entretien gratuit",
    hours: `Nous répondons ${openingHoursText()}.`,
  },

  facts: {
    title: "L’essentiel en un coup d’œil",
    items: [
      {
        figure: h(hours.total),
        text: `d’accompagnement, dont ${h(hours.interviews)} d’entretiens individuels`,
      },
      {
        figure: months(spreadMonths),
        text: "environ, pour laisser votre réflexion mûrir entre les séances",
      },
      {
        figure: `${phases.length}\u00a0phases`,
        text: "préliminaire, investigation et conclusion",
      },
      {
        figure: months(followUpMonths),
        text: "après la fin du bilan, un entretien de suivi",
      },
    ],
  },

  definition: {
    title: "Qu’est-ce qu’un bilan de compétences\u202f?",
    paragraphs: [
      `Inscrit dans le Code du travail depuis ${bilanFacts.institutedIn}, le bilan de compétences permet d’analyser vos compétences professionnelles et personnelles, vos aptitudes et vos motivations, afin de définir un projet professionnel et, si besoin, un projet de formation.`,
      "Ce n’est ni un test qui déciderait à votre place, ni une formation\u00a0: c’est une démarche personnelle, menée avec un consultant. Vous en repartez avec un projet construit, confronté à la réalité du terrain, et un plan d’action concret pour le mettre en œuvre.",
    ],
    reasonsIntro: "Les raisons de commencer un bilan sont aussi variées que les parcours\u00a0:",
    reasons: [
      "vous envisagez une reconversion et voulez vérifier qu’elle est réaliste avant de vous lancer\u202f;",
      "vous souhaitez évoluer dans votre entreprise ou votre administration, ou préparer une mobilité interne\u202f;",
      "vous vous sentez à l’étroit dans votre poste, ou votre travail a perdu son sens à vos yeux\u202f;",
      "vous reprenez une activité après une interruption (recherche d’emploi, congé parental, arrêt long)\u202f;",
      "vous pensez à créer ou à reprendre une entreprise et voulez vérifier que ce projet vous ressemble\u202f;",
      "vous voulez mieux présenter votre expérience et vos atouts à un recruteur.",
    ],
    reconversionLink: "Le bilan de compétences pour préparer une reconversion",
  },

  audience: {
    title: "Pour qui\u202f?",
    intro:
      "Le bilan de compétences est ouvert à toutes les personnes actives, quel que soit leur statut\u00a0:",
    items: [
      "les salariés du secteur privé, en CDI, en CDD ou en intérim",
      "les agents de la fonction publique, titulaires ou contractuels",
      "les demandeurs d’emploi, inscrits ou non à France Travail",
      "les cadres et les managers",
      "les travailleurs indépendants, artisans, commerçants, professions libérales et dirigeants",
    ],
    employees:
      "Salarié, vous décidez seul de faire un bilan\u00a0: il ne peut jamais vous être imposé. Financé par votre CPF et suivi en dehors de votre temps de travail, il n’a pas à être signalé à votre employeur.",
    publicSector: {
      title: "Agents publics",
      text: `Vous pouvez réaliser au plus ${publicSector.maxAssessments}\u00a0bilans de compétences au cours de votre carrière, à au moins ${publicSector.minYearsBetween}\u00a0ans d’intervalle. La condition d’ancienneté de service exigée auparavant a été supprimée.`,
      decreeBefore: "Le cadre est fixé par le",
      decreeAfter:
        "relatif au compte personnel d’activité dans la fonction publique et à la formation professionnelle tout au long de la vie.",
    },
  },

  course: {
    title: "Le déroulement de votre bilan",
    intro: `Un bilan classique représente ${h(hours.total)} d’accompagnement, réparties sur environ ${months(spreadMonths)}. Ce rythme laisse à vos idées le temps de se préciser entre deux rendez-vous\u00a0:`,
    split: [
      {
        hours: hours.interviews,
        label: "d’entretiens individuels",
        text: "avec votre consultant, le même du premier au dernier rendez-vous",
      },
      {
        hours: hours.tests,
        label: "de tests",
        text: "intérêts professionnels, personnalité, motivations\u00a0: des outils reconnus, toujours commentés avec vous",
      },
      {
        hours: hours.personalWork,
        label: "de travail personnel",
        text: "recherches sur les métiers, enquêtes et rencontres de professionnels, entre deux séances",
      },
    ],
    followUp: {
      title: "Un entretien de suivi",
      text: `${months(followUpMonths)} après la fin du bilan, nous faisons le point avec vous sur la mise en œuvre de votre projet et nous ajustons votre plan d’action si besoin.`,
    },
    flash: {
      title: "Et le bilan flash\u202f?",
      text: "Pour une question précise, par exemple valider un projet déjà bien identifié, le bilan flash propose un format plus court et plus ciblé. Nous vous aidons à choisir la formule adaptée lors du premier entretien.",
    },
    delivery: {
      title: "Près de chez vous ou à distance",
      text: `Les séances ont lieu en présentiel à ${enumerate([city, ...site.secondaryOffices], "ou")}, en visioconférence ou en formule mixte, selon ce qui vous convient. Nous vous recevons ${openingHoursText()}\u00a0: vous avancez sans empiéter sur votre temps de travail.`,
    },
    onlineLink: "Le bilan de compétences en ligne",
  },

  phases: {
    title: `Les ${phases.length}\u00a0phases du bilan`,
    intro:
      "Tout bilan de compétences suit les étapes prévues par le Code du travail. Chacune a son objectif, et vous avancez de l’une à l’autre avec votre consultant.",
    items: [
      {
        title: phases[0],
        text: "Nous analysons votre demande et vos besoins, puis nous définissons ensemble le déroulement de votre bilan\u00a0: objectifs, outils, calendrier. Vous savez dès le départ où vous allez et comment.",
      },
      {
        title: phases[1],
        text: "Vous explorez vos compétences, vos valeurs, vos intérêts et vos motivations, à l’aide d’entretiens, de tests et d’exercices. Vous dégagez une ou plusieurs pistes, puis vous les confrontez au terrain\u00a0: métiers, marché de l’emploi, formations, rencontres de professionnels.",
      },
      {
        title: phases[2],
        text: "Lors d’un entretien personnalisé, vous faites le point sur les résultats, vous arrêtez votre projet et vous fixez les étapes de sa mise en œuvre. Vous recevez un document de synthèse, qui n’appartient qu’à vous.",
      },
    ],
  },

  confidentiality: {
    title: "Confidentialité et secret professionnel",
    paragraphs: [
      "Votre consultant est tenu au secret professionnel. Ce que vous confiez pendant le bilan reste entre vous et lui.",
      "Les résultats et le document de synthèse vous sont remis, à vous seul. Ils ne sont communiqués à personne, ni à votre employeur, ni à un financeur, ni à France Travail, sans votre accord écrit. Les documents de travail établis pendant le bilan sont détruits à son issue.",
      "Lorsque votre employeur finance le bilan, il sait seulement que vous l’avez suivi, jamais ce que vous y avez dit.",
    ],
  },

  funding: {
    title: "Financement et tarifs",
    intro:
      "Le premier entretien, gratuit, sert aussi à trouver avec vous le financement le plus adapté. Nous vous guidons ensuite dans les démarches.",
    routes: [
      {
        title: funding[0],
        text: `Vos droits sont crédités une fois par an, en ${bilanFacts.cpfCreditMonth}. Vous vous inscrivez en ligne sur Mon Compte Formation, sans demander l’accord de votre employeur si le bilan a lieu en dehors de votre temps de travail.`,
      },
      {
        title: funding[1],
        text: "Votre employeur peut financer votre bilan, avec votre accord, dans le cadre de son plan de développement des compétences. Le bilan peut alors se dérouler sur votre temps de travail.",
      },
      {
        title: funding[2],
        text: "Inscrit à France Travail, vous bénéficiez d’un tarif dédié. Parlez-en à votre conseiller\u00a0: selon votre situation, une aide peut compléter vos droits CPF.",
      },
      {
        title: funding[3],
        text: "Vous pouvez aussi financer votre bilan vous-même, en totalité ou en complément de vos droits CPF.",
      },
    ],
    cpfLink: "Le bilan de compétences avec le CPF",
  },

  prices: {
    title: "Nos tarifs",
    intro:
      "Tarifs toutes taxes comprises, pour l’ensemble du bilan : tous les entretiens, les tests, le document de synthèse et l’entretien de suivi.",
    formulaHeader: "Formule",
    priceHeader: "Tarif",
    rows: [
      {
        name: "Bilan flash",
        detail: "Un format court, centré sur une question précise",
        price: prices.flash,
      },
      {
        name: "Bilan classique, personnes inscrites à France Travail",
        detail: `${h(hours.total)} sur environ ${months(spreadMonths)}, au tarif réservé aux demandeurs d’emploi inscrits`,
        price: prices.franceTravail,
      },
      {
        name: "Bilan classique, particuliers",
        detail: `${h(hours.total)} sur environ ${months(spreadMonths)}, financé par votre CPF ou par vous-même`,
        price: prices.classicIndividual,
      },
      {
        name: "Bilan classique, financé par l’employeur",
        detail: `${h(hours.total)} sur environ ${months(spreadMonths)}, dans le cadre du plan de développement des compétences`,
        price: prices.classicEmployer,
      },
    ],
    advice: {
      title: "Quelle formule choisir\u202f?",
      text: "Le premier entretien, gratuit et sans engagement, permet de choisir avec vous la formule et le financement adaptés à votre situation. Vous recevez ensuite une proposition écrite, sans surprise.",
      button: "Demander un entretien gratuit",
    },
  },

  reviews: {
    title: "Ils nous ont confié leur bilan",
    intro: `Depuis plus de ${bilanClaims.yearsOfExperience}\u00a0ans, nous accompagnons des bilans de compétences en Seine-et-Marne. Après leur bilan, environ ${bilanClaims.careerProgress}\u00a0% des personnes accompagnées connaissent une évolution professionnelle et ${bilanClaims.confidenceGain}\u00a0% disent avoir gagné en confiance.`,
    loadButton: "Afficher les avis clients",
    privacyNote:
      "En cliquant sur ce bouton, vous chargez un contenu fourni par un service d’avis externe, qui peut déposer des cookies et collecter des données de navigation. Pour en savoir plus, consultez notre politique de confidentialité.",
  },

  faq: {
    title: "Vos questions sur le bilan de compétences",
    intro:
      "Durée, financement, déroulement, confidentialité\u00a0: voici les réponses aux questions que l’on nous pose le plus souvent. Une autre question\u202f? Appelez-nous, nous y répondons volontiers.",
  },

  documents: {
    title: "Nos résultats, six mois après",
    intro: `${bilanFacts.followUpMonths} mois après la fin de chaque bilan, nous faisons le point avec la personne accompagnée. Nous publions les résultats de ces entretiens de suivi.`,
  },

  updated: "Page mise à jour le",

  cta: {
    title: "Prêt à faire le point\u202f?",
    text: "Le premier entretien est gratuit et sans engagement. Nous faisons connaissance, nous répondons à vos questions et nous cherchons ensemble le financement adapté à votre situation.",
    button: "Prendre rendez-vous",
  },
} as const satisfies BilanContent;
