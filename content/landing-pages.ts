import { followUpClaimText } from "./bilan.ts";
import { bilanClaims, bilanFacts } from "./bilan-facts.ts";
import { accessDelays, bilanPrice, durationText, fundingOptions } from "./bilan-pricing.ts";
import { avonPage } from "./cities/avon.ts";
import { fontainebleauPage } from "./cities/fontainebleau.ts";
import { melunPage } from "./cities/melun.ts";
import { montereauPage } from "./cities/montereau.ts";
import { provinsPage } from "./cities/provins.ts";
import type { CityContent, PageFaqEntry } from "./cities/types.ts";
import type { FaqTag } from "./faq.ts";
import { formatEuros, formatNumber, hoursText, longDate, monthsText, typeset, yearsText } from "./format.ts";
import { landingVideos } from "./landing-videos.ts";
import { officeById } from "./offices.ts";
import { regulation } from "./regulation.ts";
import { site } from "./site.ts";
import { apecTopic } from "./topics/apec.ts";
import { cpfTopic } from "./topics/cpf.ts";
import { onlineTopic } from "./topics/en-ligne.ts";
import { reconversionTopic } from "./topics/reconversion.ts";

export { landingCommon, landingPath } from "./landing-common.ts";

/*
 * The ten landing pages under /bilan-de-competence/ (spec section 2) as one
 * data table, rendered by one route module.
 *
 * Written with ordinary spaces and the typographic apostrophe ’; `typeset()`
 * applies French typography to the exported table. Every figure comes from
 * `bilanFacts`, `bilanClaims`, bilan-pricing.ts, regulation.ts or `site`; no
 * string repeats one by hand.
 */

export type LandingKind = "city" | "topic" | "ad";

export interface LandingVideo {
  /** The firm's YouTube video id (11 characters); loaded through youtube-nocookie.com only on click. */
  youtubeId: string;
  /** What the video shows, in French: the placeholder's label and the iframe title. */
  title: string;
}

export interface LandingSection {
  title: string;
  paragraphs: readonly string[];
  /** An ordered list shown after the paragraphs (e.g. the CPF steps). */
  steps?: readonly string[];
}

export interface LandingPage {
  /** The exact slug of the spec, case included: the page is /bilan-de-competence/{slug}. */
  slug: string;
  kind: LandingKind;
  /** Short label for the breadcrumb, the navigation and the related links. */
  label: string;
  /** Listed in the footer's « bilan de compétences » links, with this short label, in this order. */
  footer?: { label: string; order: number };
  /** City pages only: the town the page is about (the FAQ's {ville}). Topic pages name no city. */
  city?: string;
  /** Page title without the firm's name, ≤ 45 characters. City pages: `Bilan de compétences à ${city}`. */
  title: string;
  /** Meta description, 120–155 characters, asking the visitor to make contact. Unique. */
  description: string;
  /** The page's visually hidden h1 (unique, more explicit than the title). */
  heading: string;
  /** 2 or 3 paragraphs specific to this page (not shared with any other row). */
  intro: readonly string[];
  /** City pages only (required there, absent elsewhere): the town's own content, content/cities/. */
  local?: CityContent;
  /** Topic pages: the questions only they ask (content/topics/), shown before those their tags select. */
  ownFaq?: readonly PageFaqEntry[];
  /** Topic pages (and the ad page): 2–4 sections of content specific to the topic. */
  sections?: readonly LandingSection[];
  /** The FAQ block of the page: its tag(s) and optional heading and intro texts. */
  faq: { tag: FaqTag | readonly FaqTag[]; mainTitleFaq?: string; mainPfaq?: string };
  /** 1 or 2 videos. */
  videos: readonly LandingVideo[];
  /** Only the advertising page (Landing-Page): kept out of search engines and the sitemap. */
  noindex?: true;
  /** ISO date of the last real change of this row's content: "2026-11-21". */
  lastModified: string;
}

const { spreadMonths, followUpMonths, cpfCreditMonth } = bilanFacts;
const { bilanMaxHours, cpfBilanCap, cpfParticipation, cpfBilanWaitingYears } = regulation;

/** The head office's city: the default city of topic pages and the ad page. */
const headOffice = site.address.city;
/** The office Avon's sessions happen in. */
const _fontainebleauOffice = officeById("fontainebleau").city;

/** People supported, as the key-numbers counter publishes it ("4 800"). */
const peopleSupported = formatNumber(bilanClaims.peopleSupported);

/** What the CPF route leaves the visitor to pay, per formula. */
const cpfLeftToPay = (formula: "classic" | "flash") =>
  formatEuros(fundingOptions(formula).find((option) => option.route === "cpf")?.visitorPays ?? 0);

const videos = landingVideos;

export const landingPages: readonly LandingPage[] = typeset<readonly LandingPage[]>([
  {
    slug: "Landing-Page",
    kind: "ad",
    label: "Votre bilan de compétences",
    title: "Bilan de compétences : un nouveau cap",
    description:
      "Faites le point avec un bilan de compétences finançable par le CPF, en Seine-et-Marne ou à distance. Premier entretien gratuit : contactez-nous.",
    heading:
      "Bilan de compétences en Seine-et-Marne ou à distance : faites le point sur votre carrière avec un cabinet expérimenté",
    intro: [
      `Envie de changer, besoin de sens, ou simplement l’impression de tourner en rond ? En ${monthsText(spreadMonths)} environ, un bilan de compétences vous aide à y voir clair et à repartir avec un projet concret.`,
      `Un accompagnement personnalisé, des séances à ${headOffice}, dans nos bureaux de Seine-et-Marne ou en visioconférence : vous avancez à votre rythme, en toute confidentialité.`,
    ],
    sections: [
      {
        title: `Pourquoi choisir ${site.name} ?`,
        paragraphs: [
          `Plus de ${bilanClaims.yearsOfExperience} ans d’expérience et plus de ${peopleSupported} personnes accompagnées : notre psychologue du travail et nos consultants connaissent les réalités de l’entreprise, de la fonction publique et du marché de l’emploi.`,
          `Nous mesurons ce que nos bilans changent. ${followUpClaimText}`,
        ],
      },
      {
        title: "Ce que vous obtenez",
        paragraphs: [
          `Un bilan classique de ${durationText("classic")} avec votre consultant, ou un bilan flash de ${durationText("flash")} pour une question précise : des tests choisis pour votre situation et une enquête sur les métiers qui vous attirent.`,
          `À la fin, vous repartez avec un document de synthèse confidentiel : vos atouts, votre projet et les étapes pour le réaliser. ${monthsText(followUpMonths)} plus tard, un entretien de suivi vous permet de mesurer le chemin parcouru.`,
        ],
      },
    ],
    faq: {
      tag: "all",
      mainTitleFaq: "Les réponses à vos questions",
      mainPfaq:
        "Durée, financement, confidentialité : l’essentiel de ce qu’il faut savoir avant de vous lancer.",
    },
    videos: [videos.overview, videos.testimony],
    noindex: true,
    lastModified: "2026-11-23",
  },

  avonPage,

  {
    slug: "bilan-de-competence-CPF",
    kind: "topic",
    label: "Bilan de compétences avec le CPF",
    footer: { label: "Avec le CPF", order: 7 },
    title: "Bilan de compétences CPF : prix et démarches",
    description:
      "Financez votre bilan de compétences avec votre CPF : nos prix, les démarches pas à pas et les compléments possibles. Contactez-nous, on vous guide.",
    heading:
      "Financer son bilan de compétences avec le compte personnel de formation (CPF) : prix, inscription et compléments",
    intro: [
      `Le compte personnel de formation est la façon la plus courante de financer un bilan de compétences. Salarié du secteur privé, vous l’utilisez sans demander l’accord de votre employeur lorsque les séances ont lieu en dehors de votre temps de travail. Agent public, votre CPF est compté en heures et son utilisation demande l’accord de votre employeur.`,
      "Vous trouverez ici nos tarifs, les étapes de l’inscription en ligne et les solutions si vos droits ne couvrent pas tout le bilan. Et si vous bloquez sur une étape, appelez-nous : nous vous guidons pas à pas.",
    ],
    sections: [
      {
        title: "Nos tarifs et la prise en charge par le CPF",
        paragraphs: [
          `Notre bilan classique (${durationText("classic")}) coûte ${formatEuros(bilanPrice("classic", "individual"))} lorsqu’il est financé par votre CPF ou par vous-même ; le bilan flash (${durationText("flash")}), pour une question plus ciblée, coûte ${formatEuros(bilanPrice("flash", "individual"))}.`,
          `Depuis le ${longDate(cpfBilanCap.inForceSince)}, votre CPF prend en charge au plus ${formatEuros(cpfBilanCap.value)} pour un bilan, et seulement les heures d’accompagnement. S’y ajoute une participation forfaitaire de ${formatEuros(cpfParticipation.value.amount)} (montant ${cpfParticipation.value.year}), sauf exonération. Avec votre seul CPF, il vous reste donc ${cpfLeftToPay("classic")} à payer pour le bilan classique et ${cpfLeftToPay("flash")} pour le bilan flash : le tableau ci-dessous détaille chaque cas.`,
          `Vos droits sont crédités une fois par an, en ${cpfCreditMonth}, en fonction de votre activité de l’année précédente. Consultez votre solde avant de choisir votre formule : nous pouvons aussi le regarder ensemble lors du premier entretien.`,
        ],
      },
      {
        title: "Utiliser votre CPF, étape par étape",
        paragraphs: [
          "L’inscription se fait entièrement en ligne, sur le service officiel de l’État. Méfiez-vous des appels ou des messages qui proposent de le faire à votre place : personne n’a besoin de vos identifiants.",
        ],
        steps: [
          `Vérifiez qu’aucun organisme financeur ne vous a financé de bilan de compétences depuis moins de ${yearsText(cpfBilanWaitingYears.value)} : dans ce cas, votre CPF ne peut pas payer celui-ci.`,
          "Rendez-vous sur moncompteformation.gouv.fr ou dans l’application Mon Compte Formation.",
          "Connectez-vous avec FranceConnect+, l’identification renforcée exigée pour utiliser vos droits.",
          `Recherchez « bilan de compétences » et le nom de notre cabinet, « ${site.name} ».`,
          "Choisissez la session qui vous convient (formule, dates, présentiel ou à distance) et envoyez votre demande d’inscription.",
          `Validez la proposition que nous vous adressons en retour : vos droits sont alors mobilisés et le bilan commence ${accessDelays.cpf}.`,
        ],
      },
      {
        title: "Si votre CPF ne suffit pas",
        paragraphs: [
          `Lorsque le prix dépasse le plafond de ${formatEuros(cpfBilanCap.value)} ou que vos droits ne couvrent pas tout, le reste à payer s’affiche avant la validation, participation forfaitaire comprise, et se règle directement en ligne.`,
          "Votre employeur peut aussi compléter votre compte par un abondement : parlez-en à votre service des ressources humaines. Vous ne versez alors pas la participation forfaitaire, dont les demandeurs d’emploi sont eux aussi dispensés.",
        ],
      },
      ...cpfTopic.sections,
    ],
    ownFaq: cpfTopic.faq,
    faq: {
      tag: "CPF",
      mainTitleFaq: "Vos questions sur le CPF et le bilan de compétences",
      mainPfaq:
        "Solde, reste à payer, délais d’inscription : les réponses aux questions que l’on nous pose le plus.",
    },
    videos: [videos.cpf, videos.overview],
    lastModified: "2026-11-23",
  },

  {
    slug: "bilan-de-competence-Apec",
    kind: "topic",
    label: "Bilan de compétences avec l’Apec",
    footer: { label: "Avec l’Apec", order: 9 },
    title: "Bilan de compétences des cadres et Apec",
    description:
      "Cadre, vous vous interrogez sur la suite de votre carrière ? Conseil de l’Apec et bilan de compétences se complètent. Contactez-nous pour en parler.",
    heading:
      "Bilan de compétences des cadres : le conseil de l’Apec et le bilan, deux démarches complémentaires",
    intro: [
      "Manager, expert, cadre du privé ou jeune diplômé : à un moment de votre parcours, la question de la suite se pose. Poste qui ne vous ressemble plus, réorganisation, envie de responsabilités ou de sens, perte d’emploi : les raisons ne manquent pas.",
      "L’Apec et un cabinet de bilan de compétences n’ont pas le même rôle, mais ils se complètent. Voici comment tirer parti des deux pour construire la suite de votre carrière.",
    ],
    sections: [
      {
        title: "L’Apec, l’association pour l’emploi des cadres",
        paragraphs: [
          "L’Apec accompagne les cadres et les jeunes diplômés tout au long de leur carrière. Elle propose notamment le conseil en évolution professionnelle, gratuit et confidentiel, pour faire le point sur votre situation, clarifier vos questions et identifier les démarches utiles.",
          "Ces entretiens avec un consultant de l’Apec sont un bon point de départ, que vous soyez en poste ou en recherche d’emploi.",
        ],
      },
      {
        title: "Conseil de l’Apec et bilan de compétences : deux rôles distincts",
        paragraphs: [
          `Le conseil en évolution professionnelle vous aide à poser le problème et à vous orienter. Le bilan de compétences va plus loin : jusqu’à ${hoursText(bilanMaxHours.value)} d’accompagnement, le maximum prévu par la loi (notre bilan classique compte ${durationText("classic")}, sur environ ${monthsText(spreadMonths)}), des tests, des enquêtes sur les métiers et un document de synthèse qui formalise votre projet.`,
          "Beaucoup de cadres commencent par un échange avec l’Apec, puis engagent un bilan lorsque le besoin d’un travail approfondi se confirme. À l’inverse, le projet construit pendant le bilan peut ensuite être mis en œuvre avec l’appui de l’Apec, par exemple pour préparer une recherche d’emploi.",
        ],
      },
      {
        title: "Financer votre bilan de cadre",
        paragraphs: [
          `Le plus souvent, le bilan se finance avec votre compte personnel de formation, complété si besoin par vous-même. Le bilan classique coûte ${formatEuros(bilanPrice("classic", "individual"))} ; votre CPF en prend en charge au plus ${formatEuros(cpfBilanCap.value)} et la participation forfaitaire de ${formatEuros(cpfParticipation.value.amount)} s’y ajoute, sauf exonération.`,
          `Votre entreprise peut aussi le prendre en charge dans le cadre de son plan de développement des compétences, au tarif de ${formatEuros(bilanPrice("classic", "employer"))} ; les conclusions restent alors confidentielles et ne lui sont transmises qu’avec votre accord.`,
        ],
      },
      ...apecTopic.sections,
    ],
    ownFaq: apecTopic.faq,
    faq: { tag: ["APEC", "bdc"], mainTitleFaq: "Vos questions sur le bilan de compétences des cadres" },
    videos: [videos.overview],
    lastModified: "2026-11-23",
  },

  melunPage,

  provinsPage,

  {
    slug: "bilan-de-competence-en-ligne",
    kind: "topic",
    label: "Bilan de compétences en ligne",
    footer: { label: "En ligne", order: 6 },
    title: "Bilan de compétences en ligne, à distance",
    description:
      "Faites votre bilan de compétences en ligne, en visio, partout en France : même durée, même prix, même suivi. Contactez-nous pour démarrer.",
    heading:
      "Bilan de compétences en ligne : un accompagnement complet en visioconférence, partout en France",
    intro: [
      "Horaires chargés, enfants, distance, mobilité réduite ou simple préférence : le bilan à distance vous permet d’avancer sans vous déplacer, depuis chez vous ou depuis tout endroit calme.",
      `Un consultant du cabinet vous accompagne exactement comme en présentiel, avec la même méthode. Et si vous habitez près de ${headOffice} ou de l’un de nos bureaux, vous pouvez alterner séances à distance et rendez-vous sur place.`,
    ],
    sections: [
      {
        title: "Comment se déroule un bilan à distance",
        paragraphs: [
          "Les entretiens individuels ont lieu en visioconférence, à des horaires convenus ensemble. Entre deux séances, vous passez vos tests en ligne et vous retrouvez documents, exercices et comptes rendus dans un espace partagé sécurisé.",
          `Le bilan suit les mêmes étapes qu’en présentiel, de la phase préliminaire à la phase de conclusion. Il se termine par la remise de votre document de synthèse, puis par un entretien de suivi ${monthsText(followUpMonths)} plus tard.`,
        ],
      },
      {
        title: "La même qualité qu’en présentiel",
        paragraphs: [
          `Même durée qu’en présentiel (bilan classique : ${durationText("classic")} ; bilan flash : ${durationText("flash")}), même consultant du début à la fin, même confidentialité et même prix : ${formatEuros(bilanPrice("classic", "individual"))} pour un bilan classique financé par votre CPF ou par vous-même.`,
          "Comme le bilan ne dépend pas de votre lieu de résidence, vous pouvez le suivre de partout en France, y compris loin de toute grande ville.",
        ],
      },
      {
        title: "Ce qu’il vous faut",
        paragraphs: [
          "Pas besoin d’être à l’aise avec l’informatique : nous vous aidons à prendre en main les outils dès la première séance.",
        ],
        steps: [
          "Un ordinateur, ou à défaut une tablette, équipé d’une caméra et d’un micro.",
          "Une connexion internet stable.",
          "Un endroit calme où parler librement, sans être dérangé.",
          "Une adresse électronique pour recevoir vos invitations et accéder à l’espace partagé.",
        ],
      },
      ...onlineTopic.sections,
    ],
    ownFaq: onlineTopic.faq,
    faq: { tag: "bdc", mainTitleFaq: "Vos questions sur le bilan de compétences à distance" },
    videos: [videos.online, videos.overview],
    lastModified: "2026-11-23",
  },

  {
    slug: "bilan-de-competence-reconversion",
    kind: "topic",
    label: "Bilan de compétences et reconversion",
    footer: { label: "Reconversion", order: 8 },
    title: "Bilan de compétences pour une reconversion",
    description:
      "Envie de changer de métier ? Le bilan de compétences vous aide à choisir, tester et préparer votre reconversion. Contactez-nous pour en parler.",
    heading:
      "Réussir sa reconversion professionnelle grâce au bilan de compétences : choisir, tester, se former",
    intro: [
      "Changer de métier, c’est souvent une idée qui mûrit longtemps avant d’oser en parler. Lassitude, perte de sens, usure, licenciement ou simple envie d’autre chose : les raisons sont multiples, et les doutes aussi.",
      "Le bilan de compétences ne décide pas à votre place. Il vous donne une méthode pour passer d’une envie encore floue à un projet vérifié, assorti d’un plan d’action réaliste.",
    ],
    sections: [
      {
        title: "Des doutes à la méthode",
        paragraphs: [
          "Est-ce le bon moment ? Mes compétences valent-elles ailleurs ? Vais-je perdre en salaire ? Ces questions sont normales, et nous les prenons au sérieux : le bilan commence par elles.",
          "Nous explorons ensuite vos compétences transférables, vos valeurs et vos contraintes, puis nous comparons plusieurs pistes de métiers avant d’en retenir une ou deux à approfondir.",
        ],
      },
      {
        title: "Tester votre projet sur le terrain",
        paragraphs: [
          "Avant de tout changer, rien ne vaut la confrontation avec la réalité. Pendant le bilan, vous menez des enquêtes auprès de professionnels du métier visé.",
          "Pour aller plus loin, une immersion en entreprise est possible : la période de mise en situation en milieu professionnel (PMSMP), prescrite notamment par France Travail, permet de découvrir un métier en conditions réelles pendant une courte période.",
        ],
      },
      {
        title: "Se former, puis se lancer",
        paragraphs: [
          "Une fois le projet validé, le bilan débouche sur un plan d’action : formation à suivre, financement, calendrier et démarches à engager.",
          "Si vous êtes salarié et que votre reconversion demande une formation certifiante longue, un projet de transition professionnelle peut être financé, sous conditions, par l’association Transitions Pro de votre région, avec maintien de tout ou partie de votre rémunération.",
        ],
      },
      ...reconversionTopic.sections,
    ],
    ownFaq: reconversionTopic.faq,
    faq: {
      tag: "reconversion",
      mainTitleFaq: "Vos questions sur la reconversion professionnelle",
      mainPfaq: "Changer de métier soulève beaucoup de questions. Voici nos réponses aux plus fréquentes.",
    },
    videos: [videos.testimony, videos.overview],
    lastModified: "2026-11-23",
  },

  fontainebleauPage,

  montereauPage,
]);
