import { longDate, monthsText } from "../format.ts";
import { regulation } from "../regulation.ts";
import { serviceFacts } from "../service-facts.ts";
import { site } from "../site.ts";
import { accessDelayText, type FundingRoute, fundingRoutesOf, shareText } from "./conditions.ts";
import type { ServicePage } from "./types.ts";

const { months, results } = serviceFacts.vae;
const { city } = site.address;
const franceVae = regulation.vaeThroughFranceVae.value;

/** "3 à 12 mois", to follow "de" or "De". */
const duration = `${months.min} à ${monthsText(months.max)}`;

/** The CPF pays for a VAE (regulation.cpfEligibleActions): one field drives every mention of it. */
const cpfEligible = true;
const funding: readonly FundingRoute[] = ["employerPlan", "franceTravail", "self"];
const startClauses = ["cpfFranceVae", "funder", "franceTravail", "self"] as const;

/** How a CPF-funded VAE starts (regulation.vaeThroughFranceVae). */
const throughFranceVae = `Une VAE financée par votre compte personnel de formation (CPF) passe par ${franceVae.platform}, le service public de la VAE : vous commencez par vous y inscrire, sur ${franceVae.url.replace(/^https:\/\//, "")}, puis votre parcours et son financement y sont validés avant le début de l’accompagnement.`;

/** The firm's results (statistics document of June 2025): what they count and over which period. */
const validated = results.fullValidation + results.partialValidation;
const resultsText = `Sur les ${results.candidates} candidats qui ont commencé un accompagnement avec nous en ${results.startedFrom} ou en ${results.startedTo}, ${results.admissible} ont obtenu la recevabilité de leur demande. Au ${longDate(results.asOf)}, ${results.juries} étaient passés devant le jury : ${validated} d’entre eux, soit ${shareText(validated, results.juries)}, ont obtenu une validation totale (${results.fullValidation}) ou partielle (${results.partialValidation}).`;

export const vae: ServicePage = {
  path: "/vae",
  label: "VAE",
  menu: { id: "emploi-carriere" },
  kind: "service",
  title: "Accompagnement VAE en Seine-et-Marne",
  description: `Obtenez un diplôme ou un titre grâce à votre expérience : accompagnement VAE de la recevabilité au jury, à ${city} ou à distance. Contactez-nous.`,
  heading: `Accompagnement à la validation des acquis de l’expérience (VAE) à ${city} et en Seine-et-Marne`,
  lead: {
    title: "Faites reconnaître votre expérience par une certification",
    paragraphs: [
      "Vous exercez un métier depuis des années sans le diplôme qui va avec, vous visez une évolution ou vous voulez sécuriser votre parcours : la validation des acquis de l’expérience (VAE) vous permet d’obtenir une certification officielle grâce à ce que vous avez appris sur le terrain.",
      "Rédiger son dossier et se présenter devant un jury demande du temps et de la méthode. Nous vous accompagnons à chaque étape, du choix de la certification jusqu’au jury, pour que votre expérience soit décrite à sa juste valeur.",
    ],
  },
  keyFacts: [
    { label: "Objectif", value: "Obtenir tout ou partie d’une certification inscrite au RNCP" },
    {
      label: "Pour qui",
      value: "Toute personne dont l’expérience est en rapport avec la certification visée",
    },
    { label: "Durée", value: `De ${duration} d’accompagnement en général` },
    {
      label: "Financement",
      value: `CPF (en passant par ${franceVae.platform}), employeur, France Travail ou financement personnel`,
    },
    { label: "Modalités", value: "En présentiel, en visioconférence ou en formule mixte" },
  ],
  sections: [
    {
      id: "la-vae",
      title: "La VAE, qu’est-ce que c’est ?",
      paragraphs: [
        "La validation des acquis de l’expérience permet d’obtenir tout ou partie d’une certification inscrite au Répertoire national des certifications professionnelles (RNCP) : un diplôme, un titre professionnel ou un certificat de qualification professionnelle. La certification obtenue a la même valeur que si vous l’aviez préparée en formation.",
        "La réforme de 2022-2023 a simplifié la démarche. La plateforme publique France VAE centralise désormais l’information et les candidatures pour de nombreuses certifications, et aucune durée minimale d’expérience n’est plus exigée : ce qui compte, c’est que votre expérience soit en rapport direct avec la certification visée.",
        throughFranceVae,
      ],
    },
    {
      id: "pour-qui",
      title: "Pour qui ?",
      paragraphs: [
        "La VAE est ouverte à toute personne, quels que soient son âge, son niveau d’études et son statut, dès lors qu’elle peut justifier d’activités en lien avec la certification. Votre expérience peut venir :",
      ],
      list: [
        "d’une activité salariée, y compris en intérim ou en contrats courts",
        "d’une activité indépendante, artisanale, commerciale, libérale ou agricole",
        "d’un engagement bénévole ou d’un volontariat",
        "de responsabilités syndicales ou d’un mandat électif",
        "de votre rôle de proche aidant",
      ],
      after: [
        "Salarié, demandeur d’emploi, agent public ou indépendant : dès le premier entretien, nous vérifions avec vous que votre parcours correspond bien à la certification que vous visez.",
      ],
    },
    {
      id: "deroulement",
      title: "Comment se déroule l’accompagnement ?",
      paragraphs: [
        `Un accompagnement VAE dure généralement de ${duration}, selon la certification, le temps que vous pouvez y consacrer et les dates de jury. Il suit les grandes étapes de la démarche :`,
      ],
      steps: [
        {
          title: "Choisir la certification et obtenir la recevabilité",
          text: "Nous comparons votre expérience au référentiel des certifications possibles pour retenir celle qui correspond le mieux à votre parcours et à votre projet. Nous vous aidons ensuite à préparer la demande de recevabilité, par laquelle le certificateur vérifie que votre expérience est en rapport avec la certification.",
        },
        {
          title: "Rédiger le dossier de validation (livret 2)",
          text: "C’est le cœur de la démarche. Au fil des séances, vous choisissez les situations de travail les plus parlantes et apprenez à décrire précisément ce que vous faites, comment et pourquoi. Nous relisons chaque partie et vous aidons à relier vos activités aux compétences attendues.",
        },
        {
          title: "Se préparer au jury",
          text: "Nous simulons l’entretien avec le jury : présentation de votre parcours, questions sur votre dossier, explication de vos choix professionnels. Le jour venu, vous connaissez votre dossier sur le bout des doigts.",
        },
        {
          title: "Réussir la mise en situation",
          text: "Selon la certification, l’évaluation peut comprendre une mise en situation professionnelle, réelle ou reconstituée. Nous vous y préparons à partir des consignes du certificateur, pour que vous montriez votre savoir-faire dans de bonnes conditions.",
        },
      ],
      after: [
        "Le jury peut valider la totalité de la certification, une partie seulement, ou ne pas la valider. Dans tous les cas, nous faisons le point avec vous après le jury pour préparer la suite.",
      ],
    },
    {
      id: "notre-accompagnement",
      title: "Notre façon d’accompagner",
      paragraphs: [
        "Un seul accompagnateur suit votre dossier du début à la fin : il connaît votre parcours, vos contraintes et la certification que vous visez. Les séances individuelles s’organisent à un rythme compatible avec votre emploi du temps, et chaque partie de votre dossier est relue avec des conseils concrets.",
        "Tout ce que vous nous confiez reste confidentiel. Nos engagements envers les candidats sont détaillés dans notre charte d’éthique et de déontologie, à télécharger sur cette page avec les résultats de nos accompagnements.",
      ],
    },
    {
      id: "resultats",
      title: "Nos résultats",
      paragraphs: [
        resultsText,
        "Ces chiffres décrivent nos seuls accompagnements, d’après nos dossiers de suivi : la décision appartient au jury et ils ne garantissent pas le résultat d’un futur candidat. Le détail par niveau de certification figure dans nos statistiques, à télécharger plus bas.",
      ],
    },
    {
      id: "entreprises",
      title: "La VAE dans l’entreprise",
      paragraphs: [
        "Employeur, vous pouvez proposer la VAE à vos salariés pour reconnaître leurs compétences, fidéliser vos équipes ou répondre à une exigence de qualification. Nous accompagnons des démarches individuelles comme des projets collectifs, en lien avec votre service des ressources humaines.",
        "Salarié, vous pouvez demander à votre employeur un congé pour VAE afin de vous absenter pendant votre temps de travail pour l’accompagnement ou le passage devant le jury.",
      ],
    },
  ],
  funding,
  cpfEligible,
  programme: {
    audience:
      "Toute personne qui veut obtenir tout ou partie d’une certification inscrite au RNCP grâce à son expérience : salariés, agents publics, demandeurs d’emploi, indépendants, bénévoles ou proches aidants.",
    prerequisites:
      "Une expérience, professionnelle ou non, en rapport direct avec la certification visée ; aucune durée minimale n’est exigée. Nous le vérifions ensemble lors du premier entretien.",
    objectives: [
      "Choisir la certification qui correspond à votre expérience et à votre projet",
      "Obtenir la recevabilité de votre demande auprès du certificateur",
      "Rédiger un dossier de validation qui décrit précisément vos activités et vos compétences",
      "Vous présenter devant le jury et, si la certification le prévoit, réussir la mise en situation professionnelle",
    ],
    duration: `En général de ${duration} d’accompagnement, selon la certification, le temps que vous pouvez y consacrer et les dates de jury ; le nombre d’heures d’accompagnement est fixé dans le devis.`,
    modalities:
      "Séances individuelles avec un accompagnateur unique, dans nos bureaux, en visioconférence ou en formule mixte.",
    accessDelay: accessDelayText("Début de l’accompagnement", startClauses),
    price:
      "Sur devis, établi après le premier entretien selon la certification visée et le nombre d’heures d’accompagnement dont vous avez besoin. Les éventuels frais d’inscription demandés par le certificateur vous sont signalés dès le départ.",
    methods:
      "Entretiens individuels d’analyse de votre expérience, méthode de rédaction et relectures commentées de chaque partie du dossier, simulations d’entretien avec le jury, préparation de la mise en situation professionnelle.",
    evaluation:
      "Points d’étape réguliers sur l’avancement du dossier ; simulation du jury avec un retour détaillé ; la décision de validation, totale ou partielle, appartient au jury du certificateur ; un questionnaire de satisfaction et un point après le jury clôturent l’accompagnement.",
  },
  faq: {
    title: "Vos questions sur la VAE",
    intro: "Les réponses aux questions que nous posent le plus souvent les candidats.",
    items: [
      {
        id: "qu-est-ce-que-la-vae",
        question: "Qu’est-ce que la VAE ?",
        answer: [
          "La validation des acquis de l’expérience (VAE) est une voie d’accès à la certification, au même titre que la formation. Elle permet d’obtenir tout ou partie d’un diplôme, d’un titre professionnel ou d’un certificat de qualification professionnelle inscrit au RNCP, à partir de ce que vous avez appris en travaillant ou en vous engageant.",
          "La certification obtenue par la VAE a exactement la même valeur que celle obtenue à l’issue d’une formation.",
        ],
      },
      {
        id: "qui-peut-faire-une-vae",
        question: "Qui peut faire une VAE ?",
        answer: [
          "Toute personne qui peut justifier d’une expérience en rapport direct avec la certification visée, quels que soient son âge, son niveau d’études et son statut : salarié du privé, agent public, demandeur d’emploi, indépendant, bénévole ou proche aidant. Depuis la réforme de 2022-2023, aucune durée minimale d’expérience n’est exigée.",
          "Le premier entretien sert justement à vérifier que votre expérience correspond à la certification que vous visez.",
        ],
      },
      {
        id: "quelles-certifications",
        question: "Quelles certifications peut-on obtenir par la VAE ?",
        answer: [
          "La plupart des certifications inscrites au Répertoire national des certifications professionnelles (RNCP) sont accessibles par la VAE, du CAP au master : diplômes de l’Éducation nationale et de l’enseignement supérieur, titres professionnels du ministère du Travail, diplômes du secteur sanitaire et social, certificats de qualification professionnelle…",
          "Nous vous aidons à repérer celle qui correspond le mieux à votre expérience et à votre projet, en comparant votre parcours à leurs référentiels.",
        ],
      },
      {
        id: "duree",
        question: "Combien de temps dure une VAE ?",
        answer: [
          `Notre accompagnement dure généralement de ${duration}.`,
          "Tout dépend de la certification, du temps que vous pouvez consacrer chaque semaine à votre dossier et des dates de jury fixées par le certificateur. Nous construisons avec vous un calendrier réaliste dès le départ.",
        ],
      },
      {
        id: "cout-et-financement",
        question: "Combien coûte une VAE et comment la financer ?",
        answer: [
          "Le coût dépend de la certification visée et du nombre d’heures d’accompagnement dont vous avez besoin : nous vous remettons un devis détaillé après le premier entretien. Certains certificateurs demandent aussi des frais d’inscription, que nous vous signalons dès le départ.",
          "Plusieurs solutions peuvent prendre en charge tout ou partie du coût :",
          { list: fundingRoutesOf({ cpfEligible, funding }) },
          throughFranceVae,
          {
            text: "Nous vous aidons à choisir la solution adaptée à votre situation et à monter le dossier de financement.",
            link: { to: "/contact", label: "Demander un devis" },
          },
        ],
      },
      {
        id: "contenu-accompagnement",
        question: "Que comprend l’accompagnement ?",
        answer: [
          "Un accompagnateur vous suit de la recevabilité jusqu’au jury. Concrètement, l’accompagnement comprend :",
          {
            list: [
              "le choix de la certification et l’aide à la demande de recevabilité",
              "des entretiens individuels pour analyser votre expérience",
              "une méthode et des relectures pour rédiger votre dossier de validation",
              "des simulations d’entretien avec le jury",
              "la préparation de la mise en situation professionnelle, si la certification en prévoit une",
              "un point après le jury, quel qu’en soit le résultat",
            ],
          },
        ],
      },
      {
        id: "jury",
        question: "Comment se passe le passage devant le jury ?",
        answer: [
          "Le jury, composé notamment de professionnels du métier, a lu votre dossier. Il s’entretient avec vous pour vérifier que vous maîtrisez les compétences que vous y décrivez. Selon la certification, l’entretien peut s’accompagner d’une mise en situation professionnelle.",
          "Ce n’est pas un examen de connaissances scolaires : le jury vous interroge sur votre pratique. À l’issue, il prononce une validation totale, une validation partielle ou un refus de validation.",
        ],
      },
      {
        id: "validation-partielle",
        question: "Et si la validation n’est que partielle ?",
        answer: [
          "Le jury précise les compétences qui restent à acquérir et, le plus souvent, la manière de les compléter : une expérience supplémentaire, une formation ciblée, puis un nouveau passage devant le jury.",
          "Une validation partielle est déjà une reconnaissance officielle d’une partie de vos compétences. Nous faisons le point avec vous après le jury pour bâtir la suite sans perdre l’élan.",
        ],
      },
      {
        id: "vae-ou-bilan",
        question: "Quelle différence entre une VAE et un bilan de compétences ?",
        answer: [
          "La VAE fait reconnaître votre expérience par une certification. Le bilan de compétences, lui, vous aide à faire le point et à construire un projet professionnel.",
          "Les deux démarches se complètent souvent : si vous hésitez sur la certification à viser ou sur la direction à prendre, commencer par un bilan peut vous faire gagner du temps.",
          {
            text: "Pour en savoir plus sur cette autre démarche, consultez notre page dédiée.",
            link: { to: "/bilan-de-competence", label: "Découvrir le bilan de compétences" },
          },
        ],
      },
    ],
  },
  documents: {
    title: "Documents à télécharger",
    intro: "Notre charte d’éthique et de déontologie, et les résultats chiffrés de nos accompagnements VAE.",
    list: "vae",
  },
  quality: true,
  cta: {
    title: "Votre expérience mérite d’être reconnue",
    text: "Parlez-nous de votre parcours et de la certification qui vous intéresse : nous vérifions ensemble si la VAE est la bonne voie pour vous.",
  },
  schema: { type: "Service", serviceType: "Accompagnement VAE" },
  lastModified: "2026-11-23",
};
