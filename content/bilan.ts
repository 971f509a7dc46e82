import { bilanAccessDelays } from "./bilan-costs.ts";
import { bilanClaims, bilanFacts, followUpClaimText } from "./bilan-facts.ts";
import { bilanPrice, durationText, fundingOptions } from "./bilan-pricing.ts";
import {
  formatEuros,
  formatNumber,
  hoursText,
  joinList,
  longDate,
  lowerFirst,
  monthsText,
  typeset,
} from "./format.ts";
import { secondaryOfficeTowns } from "./offices.ts";
import type { ProgrammeSheet } from "./programme-sheet.ts";
import { regulation } from "./regulation.ts";
import { openingHoursText, site } from "./site.ts";

/*
 * Copy of the skills-assessment page (/bilan-de-competence).
 *
 * Every figure comes from `bilanFacts`, `bilanClaims` (content/bilan-facts.ts),
 * `bilan-pricing.ts`, `regulation.ts` or `site`: no number is typed by hand
 * here. The copy is written with ordinary spaces; `typeset()` applies French
 * typography to the exported data. The route builds every link (no URL here).
 *
 * `lastModified` is the day this copy last changed (decision 012): bump it
 * whenever a sentence, a price or a figure shown on the page changes.
 */

const { hours, spreadMonths, followUpMonths, publicSector, phases, funding, flash } = bilanFacts;
const { bilanMaxHours, bilanMinAccompanimentHours, publicSectorCpf } = regulation;
const city = site.address.city;
const { followUpSurvey } = bilanClaims;

/** The legal frame of the duration: a ceiling and a floor, never a fixed length. */
const legalDuration = `jusqu’à ${hoursText(bilanMaxHours.value)}, le maximum prévu par la loi ; depuis le ${longDate(bilanMinAccompanimentHours.inForceSince)}, il comprend au moins ${hoursText(bilanMinAccompanimentHours.value)} d’accompagnement effectif par le consultant`;

const flashWeeks = `${flash.weeks.min} à ${flash.weeks.max} semaines`;

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
      readonly cpf: string;
      readonly decreeBefore: string;
      readonly decreeAfter: string;
    };
  };
  readonly course: {
    readonly title: string;
    readonly intro: string;
    readonly split: readonly {
      readonly hours: number;
      readonly figure: string;
      readonly text: string;
    }[];
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
    readonly advice: { readonly title: string; readonly text: string; readonly button: string };
  };
  readonly reviews: {
    readonly title: string;
    readonly intro: string;
    readonly loadButton: string;
    readonly privacyNote: string;
  };
  readonly faq: { readonly title: string; readonly intro: string };
  readonly documents: { readonly title: string; readonly paragraphs: readonly string[] };
  readonly programme: { readonly title: string };
  readonly updated: string;
  readonly cta: { readonly title: string; readonly text: string; readonly button: string };
}

export const bilanMeta = typeset({
  title: "Bilan de compétences en Seine-et-Marne",
  description: `Bilan de compétences à ${city}, en Seine-et-Marne ou à distance, finançable par votre CPF. Premier entretien gratuit et sans engagement : contactez-nous.`,
} as const satisfies BilanMeta);

const audienceItems = [
  "les salariés du secteur privé, en CDI, en CDD ou en intérim",
  "les agents de la fonction publique, titulaires ou contractuels",
  "les demandeurs d’emploi, inscrits ou non à France Travail",
  "les cadres et les managers",
  "les travailleurs indépendants, artisans, commerçants, professions libérales et dirigeants",
] as const;

export const bilan = typeset({
  lastModified: "2026-11-23",

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
        figure: `${hours.total} h`,
        text: `pour notre bilan classique, dont ${hours.interviews} h d’entretiens individuels`,
      },
      {
        figure: `${flash.hours} h`,
        text: "pour notre bilan flash, centré sur une question précise",
      },
      {
        figure: monthsText(spreadMonths),
        text: "environ pour un bilan classique, pour laisser votre réflexion mûrir",
      },
      {
        figure: monthsText(followUpMonths),
        text: "après la fin du bilan, un entretien de suivi",
      },
    ],
  },

  definition: {
    title: "Qu’est-ce qu’un bilan de compétences ?",
    paragraphs: [
      `Inscrit dans le Code du travail depuis ${bilanFacts.institutedIn}, le bilan de compétences permet d’analyser vos compétences professionnelles et personnelles, vos aptitudes et vos motivations, afin de définir un projet professionnel et, si besoin, un projet de formation.`,
      "Ce n’est ni un test qui déciderait à votre place, ni une formation : c’est une démarche personnelle, menée avec un consultant. Vous en repartez avec un projet construit, confronté à la réalité du terrain, et un plan d’action concret pour le mettre en œuvre.",
    ],
    reasonsIntro: "Les raisons de commencer un bilan sont aussi variées que les parcours :",
    reasons: [
      "vous envisagez une reconversion et voulez vérifier qu’elle est réaliste avant de vous lancer ;",
      "vous souhaitez évoluer dans votre entreprise ou votre administration, ou préparer une mobilité interne ;",
      "vous vous sentez à l’étroit dans votre poste, ou votre travail a perdu son sens à vos yeux ;",
      "vous reprenez une activité après une interruption (recherche d’emploi, congé parental, arrêt long) ;",
      "vous pensez à créer ou à reprendre une entreprise et voulez vérifier que ce projet vous ressemble ;",
      "vous voulez mieux présenter votre expérience et vos atouts à un recruteur.",
    ],
    reconversionLink: "Le bilan de compétences pour préparer une reconversion",
  },

  audience: {
    title: "Pour qui ?",
    intro: "Le bilan de compétences est ouvert à toutes les personnes actives, quel que soit leur statut :",
    items: audienceItems,
    employees:
      "Salarié du secteur privé, vous décidez seul de faire un bilan : il ne peut jamais vous être imposé et, financé par votre CPF et suivi en dehors de votre temps de travail, il ne demande pas l’accord de votre employeur.",
    publicSector: {
      title: "Agents publics",
      text: `Vous pouvez réaliser au plus ${publicSector.maxAssessments} bilans de compétences au cours de votre carrière, à au moins ${publicSector.minYearsBetween} ans d’intervalle. La condition d’ancienneté de service exigée auparavant a été supprimée.`,
      cpf: `Votre CPF est alimenté en heures (${hoursText(publicSectorCpf.value.hoursPerYear)} par an, jusqu’à ${hoursText(publicSectorCpf.value.maxHours)}) et son utilisation demande l’accord de votre employeur.`,
      decreeBefore: "Le cadre est fixé par le",
      decreeAfter:
        "relatif au compte personnel d’activité dans la fonction publique et à la formation professionnelle tout au long de la vie.",
    },
  },

  course: {
    title: "Le déroulement de votre bilan",
    intro: `Un bilan de compétences dure ${legalDuration}. Notre bilan classique dure ${durationText("classic")}, réparties sur environ ${monthsText(spreadMonths)}. Ce rythme laisse à vos idées le temps de se préciser entre deux rendez-vous :`,
    split: [
      {
        hours: hours.interviews,
        figure: `${hours.interviews} h d’entretiens individuels`,
        text: "avec votre consultant, le même du premier au dernier rendez-vous",
      },
      {
        hours: hours.tests,
        figure: `${hours.tests} h de tests`,
        text: "intérêts professionnels, personnalité, motivations : des outils reconnus, toujours commentés avec vous",
      },
      {
        hours: hours.personalWork,
        figure: `${hours.personalWork} h de travail personnel`,
        text: "recherches sur les métiers, enquêtes et rencontres de professionnels, entre deux séances",
      },
    ],
    followUp: {
      title: "Un entretien de suivi",
      text: `${monthsText(followUpMonths)} après la fin du bilan, nous faisons le point avec vous sur la mise en œuvre de votre projet et nous ajustons votre plan d’action si besoin.`,
    },
    flash: {
      title: "Et le bilan flash ?",
      text: `Pour une question précise, par exemple valider un projet déjà bien identifié, le bilan flash dure ${durationText("flash")}, sur ${flashWeeks}. Nous vous aidons à choisir la formule adaptée lors du premier entretien.`,
    },
    delivery: {
      title: "Près de chez vous ou à distance",
      text: `Les séances ont lieu en présentiel à ${joinList([city, ...secondaryOfficeTowns], "ou")}, en visioconférence ou en formule mixte, selon ce qui vous convient. Nous vous recevons ${openingHoursText()} : vous avancez sans empiéter sur votre temps de travail.`,
    },
    onlineLink: "Le bilan de compétences en ligne",
  },

  phases: {
    title: `Les ${phases.length} phases du bilan`,
    intro:
      "Tout bilan de compétences suit les étapes prévues par le Code du travail. Chacune a son objectif, et vous avancez de l’une à l’autre avec votre consultant.",
    items: [
      {
        title: phases[0],
        text: "Nous analysons votre demande et vos besoins, puis nous définissons ensemble le déroulement de votre bilan : objectifs, outils, calendrier. Vous savez dès le départ où vous allez et comment.",
      },
      {
        title: phases[1],
        text: "Vous explorez vos compétences, vos valeurs, vos intérêts et vos motivations, à l’aide d’entretiens, de tests et d’exercices. Vous dégagez une ou plusieurs pistes, puis vous les confrontez au terrain : métiers, marché de l’emploi, formations, rencontres de professionnels.",
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
        text: `Vos droits sont crédités une fois par an, en ${bilanFacts.cpfCreditMonth}. Vous vous inscrivez en ligne sur Mon Compte Formation. Salarié du secteur privé, vous n’avez pas à demander l’accord de votre employeur si le bilan a lieu en dehors de votre temps de travail ; agent public, il vous faut son accord.`,
      },
      {
        title: funding[1],
        text: "Votre employeur peut financer votre bilan, avec votre accord, dans le cadre de son plan de développement des compétences. Le bilan peut alors se dérouler sur votre temps de travail.",
      },
      {
        title: funding[2],
        text: `Inscrit à France Travail, vous bénéficiez d’un tarif dédié de ${formatEuros(bilanPrice("classic", "france-travail"))} pour le bilan classique. Parlez-en à votre conseiller : selon votre situation, France Travail peut le financer ou compléter vos droits CPF.`,
      },
      {
        title: funding[3],
        text: "Vous pouvez aussi financer votre bilan vous-même, en totalité ou en complément de vos droits CPF.",
      },
    ],
    cpfLink: "Le bilan de compétences avec le CPF",
  },

  prices: {
    advice: {
      title: "Quelle formule choisir ?",
      text: "Le premier entretien, gratuit et sans engagement, permet de choisir avec vous la formule et le financement adaptés à votre situation. Vous recevez ensuite une proposition écrite, sans surprise.",
      button: "Demander un entretien gratuit",
    },
  },

  reviews: {
    title: "Ils nous ont confié leur bilan",
    intro: `Depuis plus de ${bilanClaims.yearsOfExperience} ans, nous menons des bilans de compétences en Seine-et-Marne. ${followUpClaimText}`,
    loadButton: "Afficher les avis clients",
    privacyNote:
      "En cliquant sur ce bouton, vous chargez un contenu fourni par un service d’avis externe, qui peut déposer des cookies et collecter des données de navigation. Pour en savoir plus, consultez notre politique de confidentialité.",
  },

  faq: {
    title: "Vos questions sur le bilan de compétences",
    intro:
      "Durée, financement, déroulement, confidentialité : voici les réponses aux questions que l’on nous pose le plus souvent. Une autre question ? Appelez-nous, nous y répondons volontiers.",
  },

  documents: {
    title: "Nos résultats, six mois après",
    paragraphs: [
      `${monthsText(followUpMonths)} après la fin de chaque bilan, nous faisons le point avec la personne accompagnée. Nos derniers résultats portent sur les ${formatNumber(followUpSurvey.completed)} bilans terminés en ${followUpSurvey.year} : ${formatNumber(followUpSurvey.followed)} personnes ont répondu à l’entretien de suivi.`,
      `Parmi elles, ${formatNumber(followUpSurvey.progressed)} avaient changé d’emploi ou de poste, engagé une formation ou lancé un projet de création ou de reprise d’entreprise, soit environ ${bilanClaims.careerProgress} %, et ${formatNumber(followUpSurvey.moreConfident)}, soit environ ${bilanClaims.confidenceGain} %, disaient avoir gagné en confiance. Le document ci-dessous détaille la méthode et les résultats par public.`,
    ],
  },

  programme: { title: "Le programme du bilan de compétences" },

  updated: "Page mise à jour le",

  cta: {
    title: "Prêt à faire le point ?",
    text: "Le premier entretien est gratuit et sans engagement. Nous faisons connaissance, nous répondons à vos questions et nous cherchons ensemble le financement adapté à votre situation.",
    button: "Prendre rendez-vous",
  },
} as const satisfies BilanContent);

const [preliminary, investigation, conclusion] = phases.map(lowerFirst);
const cpfClassic = fundingOptions("classic").find((option) => option.route === "cpf");
const cpfFlash = fundingOptions("flash").find((option) => option.route === "cpf");

/**
 * The programme sheet of the skills assessment (indicator 1 of the national
 * quality framework), built from the same facts, prices and rules as the page.
 */
export const bilanProgramme: ProgrammeSheet = typeset({
  audience: `Toute personne active, quel que soit son statut : ${joinList(audienceItems)}.`,
  prerequisites: "Aucun.",
  objectives: [
    "Analyser vos compétences professionnelles et personnelles, vos aptitudes et vos motivations.",
    "Définir un projet professionnel réaliste et, si besoin, un projet de formation.",
    "Repartir avec un plan d’action et un document de synthèse qui n’appartient qu’à vous.",
  ],
  duration: `Bilan classique : ${durationText("classic")}, ${hoursText(hours.tests)} de tests et ${hoursText(hours.personalWork)} de travail personnel, sur environ ${monthsText(spreadMonths)}. Bilan flash : ${durationText("flash")}, sur ${flashWeeks}. Un entretien de suivi ${monthsText(followUpMonths)} après la fin du bilan. La loi fixe la durée d’un bilan à ${hoursText(bilanMaxHours.value)} au plus, avec au moins ${hoursText(bilanMinAccompanimentHours.value)} d’accompagnement effectif.`,
  modalities: `Accompagnement individuel, avec le même consultant du début à la fin, en présentiel à ${joinList([city, ...secondaryOfficeTowns], "ou")}, en visioconférence ou en formule mixte, ${openingHoursText()}.`,
  accessDelay: bilanAccessDelays,
  price: `Bilan classique : ${formatEuros(bilanPrice("classic", "individual"))} pour un particulier (CPF ou financement personnel), ${formatEuros(bilanPrice("classic", "france-travail"))} pour une personne inscrite à France Travail, ${formatEuros(bilanPrice("classic", "employer"))} financé par l’employeur ; bilan flash : ${formatEuros(bilanPrice("flash", "individual"))} ; avec votre CPF, il vous reste ${formatEuros(cpfClassic?.visitorPays ?? 0)} à payer pour le bilan classique et ${formatEuros(cpfFlash?.visitorPays ?? 0)} pour le bilan flash (compte tenu du plafond de ${formatEuros(regulation.cpfBilanCap.value)} et de la participation forfaitaire de ${formatEuros(regulation.cpfParticipation.value.amount)}), sauf exonération ; tarifs toutes taxes comprises.`,
  methods: `${phases.length} phases : une ${preliminary} (analyse de votre demande, objectifs et calendrier), une ${investigation} (entretiens individuels, tests d’intérêts professionnels, de personnalité et de motivations, enquêtes sur les métiers et rencontres de professionnels) et une ${conclusion} (résultats, projet, plan d’action et document de synthèse).`,
  evaluation: `Pas d’examen : lors de la ${conclusion}, vous faites le point avec votre consultant sur les résultats et le projet retenu, consignés dans le document de synthèse. L’entretien de suivi, ${monthsText(followUpMonths)} plus tard, mesure la mise en œuvre de votre projet et recueille votre appréciation du bilan.`,
});
