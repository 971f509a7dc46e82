import { bilanFacts } from "./bilan-facts.ts";
import { bilanPrice, durationText, fundingOptions } from "./bilan-pricing.ts";
import {
  formatEuros,
  hoursText,
  joinList,
  longDate,
  lowerFirst,
  monthsText,
  typeset,
  yearsText,
} from "./format.ts";
import { secondaryOfficeTowns } from "./offices.ts";
import { regulation } from "./regulation.ts";
import { openingHoursText, site } from "./site.ts";

/**
 * The skills-assessment FAQ as data (spec: about 23 entries on duration, cost,
 * certification, appointments, CPF steps, confidentiality, reconversion and follow-up).
 * Every number comes from `bilanFacts`, bilan-pricing.ts, regulation.ts or
 * `site`; no answer repeats one by hand. Written with ordinary spaces:
 * `typeset()` applies French typography to the exported entries.
 * Titles and answers may hold the placeholder {ville}, replaced by the page's city
 * (or DEFAULT_FAQ_CITY) when the FAQ is rendered; « de {ville} » becomes
 * « d’Avon » where French elides.
 */

export const FAQ_TAGS = ["all", "bdc", "vae", "CPF", "reconversion", "APEC"] as const;
export type FaqTag = (typeof FAQ_TAGS)[number];

export interface FaqEntry {
  /** Stable, unique, kebab-case, ASCII, used as the HTML id and anchor (e.g. "duree-du-bilan"). */
  id: string;
  /** The question. May contain the placeholder {ville}. */
  title: string;
  /** The answer, one string per paragraph (1 to 3 paragraphs, 40–120 words in all). May contain {ville}. */
  answer: readonly string[];
  /** Topics; "all" marks a general question shown on every FAQ whatever the tag asked. */
  tag: readonly FaqTag[];
}

/** The city that replaces {ville} when a page gives none. */
export const DEFAULT_FAQ_CITY = "Fontainebleau";

/** The phone number that never breaks across two lines. */
const phone = site.phone.replace(/ /g, "\u00a0");
const [preliminary, investigation, conclusion] = bilanFacts.phases.map(lowerFirst);
const { bilanMaxHours, bilanMinAccompanimentHours, cpfBilanCap, cpfParticipation, cpfBilanWaitingYears } =
  regulation;
const cap = formatEuros(cpfBilanCap.value);
const participation = formatEuros(cpfParticipation.value.amount);
/** What the CPF route leaves the visitor to pay, per formula. */
const cpfLeftToPay = (formula: "classic" | "flash") =>
  formatEuros(fundingOptions(formula).find((option) => option.route === "cpf")?.visitorPays ?? 0);

export const faqEntries: readonly FaqEntry[] = typeset<readonly FaqEntry[]>([
  {
    id: "prendre-rendez-vous",
    title: "Comment prendre rendez-vous pour un bilan de compétences à {ville} ?",
    answer: [
      `Appelez-nous au ${phone} ou écrivez-nous grâce au formulaire de contact. Le premier entretien d’information est gratuit et sans engagement : il a lieu par téléphone, en présentiel ou en visioconférence, selon ce qui vous convient le mieux.`,
      "Nous y faisons le point sur votre situation et vos attentes, puis nous vous présentons notre démarche et les financements possibles. Vous décidez ensuite, à tête reposée, si vous souhaitez vous engager.",
    ],
    tag: ["all", "bdc"],
  },
  {
    id: "jours-et-horaires",
    title: "Quels sont vos jours et horaires de rendez-vous ?",
    answer: [
      `Nous vous recevons ${openingHoursText()}, sur rendez-vous. Les séances peuvent donc avoir lieu en fin de journée ou le samedi, ce qui permet à la plupart des personnes en poste de suivre leur bilan en dehors de leur temps de travail.`,
      "Les dates sont fixées avec votre consultant au fil du parcours et peuvent être ajustées si votre emploi du temps change.",
    ],
    tag: ["all"],
  },
  {
    id: "lieu-du-bilan",
    title: "Où se déroule mon bilan de compétences à {ville} ?",
    answer: [
      `Notre cabinet vous accueille à son siège de ${site.address.city} et, sur rendez-vous, dans ses bureaux de ${joinList(secondaryOfficeTowns, "et")}. Que vous habitiez {ville} ou ses environs, nous choisissons ensemble le lieu le plus pratique pour vous.`,
      "Les entretiens se tiennent dans un bureau fermé, au calme, pour préserver la confidentialité de nos échanges. Le bilan peut aussi se dérouler entièrement ou en partie en visioconférence.",
    ],
    tag: ["all", "bdc"],
  },
  {
    id: "bilan-a-distance",
    title: "Peut-on faire un bilan de compétences à distance depuis {ville} ?",
    answer: [
      `Oui. Le bilan se déroule au choix ${joinList(bilanFacts.delivery, "ou")}, qui alterne séances au cabinet et séances à distance. Le contenu, la durée et l’accompagnement restent les mêmes, quelle que soit la formule retenue.`,
      "Pour les entretiens à distance, il vous suffit d’un ordinateur équipé d’une caméra, d’une connexion internet stable et d’un endroit calme. Les tests se passent en ligne et les documents de travail vous sont envoyés par voie électronique.",
    ],
    tag: ["bdc"],
  },
  {
    id: "duree-du-bilan",
    title: "Combien de temps dure un bilan de compétences ?",
    answer: [
      `Un bilan de compétences dure jusqu’à ${hoursText(bilanMaxHours.value)}, le maximum prévu par la loi. Depuis le ${longDate(bilanMinAccompanimentHours.inForceSince)}, il comprend au moins ${hoursText(bilanMinAccompanimentHours.value)} d’accompagnement effectif par le consultant.`,
      `Notre bilan classique compte ${durationText("classic")}, ${hoursText(bilanFacts.hours.tests)} de tests et ${hoursText(bilanFacts.hours.personalWork)} de travail personnel, réparties sur environ ${monthsText(bilanFacts.spreadMonths)}. Notre bilan flash, pour une question précise, compte ${durationText("flash")}, sur ${bilanFacts.flash.weeks.min} à ${bilanFacts.flash.weeks.max} semaines.`,
    ],
    tag: ["bdc"],
  },
  {
    id: "etapes-du-bilan",
    title: "Comment se déroule un bilan de compétences ?",
    answer: [
      `Conformément au Code du travail (article R. 6313-4), il comprend trois phases. La ${preliminary} sert à analyser votre demande et à définir avec vous les objectifs et les modalités du bilan.`,
      `La ${investigation} vous permet d’explorer vos compétences, vos intérêts et vos valeurs, puis de construire un projet professionnel et d’en vérifier la pertinence. La ${conclusion} vous aide à vous approprier les résultats et à définir les étapes concrètes de votre projet.`,
    ],
    tag: ["bdc"],
  },
  {
    id: "cout-du-bilan",
    title: "Combien coûte un bilan de compétences à {ville} ?",
    answer: [
      `Nos tarifs sont les mêmes dans tous nos bureaux comme à distance. Le bilan classique coûte ${formatEuros(bilanPrice("classic", "individual"))} TTC pour un particulier, ${formatEuros(bilanPrice("classic", "employer"))} TTC lorsqu’il est financé par l’employeur et ${formatEuros(bilanPrice("classic", "france-travail"))} TTC pour les personnes inscrites à France Travail. Le bilan flash coûte ${formatEuros(bilanPrice("flash", "individual"))} TTC.`,
      `Avec votre CPF, qui prend en charge au plus ${cap} par bilan, il vous reste ${cpfLeftToPay("classic")} à payer pour le bilan classique et ${cpfLeftToPay("flash")} pour le bilan flash, participation forfaitaire de ${participation} comprise, sauf exonération. Le premier entretien d’information est gratuit.`,
    ],
    tag: ["bdc"],
  },
  {
    id: "financer-son-bilan",
    title: "Comment financer mon bilan de compétences ?",
    answer: [
      "Plusieurs solutions existent, et elles peuvent se combiner : votre compte personnel de formation (CPF), le plan de développement des compétences de votre employeur, France Travail si vous êtes inscrit comme demandeur d’emploi, ou un financement personnel.",
      `Votre CPF prend en charge au plus ${cap} par bilan, et une participation forfaitaire de ${participation} reste à votre charge, sauf exonération. Lors du premier entretien, nous cherchons avec vous la solution la mieux adaptée et nous vous guidons dans les démarches.`,
    ],
    tag: ["bdc", "CPF"],
  },
  {
    id: "reserver-avec-son-cpf",
    title: "Comment réserver mon bilan de compétences avec mon CPF ?",
    answer: [
      `Vérifiez d’abord qu’aucun organisme financeur ne vous a financé de bilan depuis moins de ${yearsText(cpfBilanWaitingYears.value)}. Puis, sur moncompteformation.gouv.fr (connexion FranceConnect+), recherchez « bilan de compétences » et « ${site.name} » et envoyez votre demande.`,
      `Validez notre proposition : le bilan commence au plus tôt ${regulation.cpfStartDelayWorkingDays.value} jours ouvrés après. Votre CPF paie au plus ${cap} ; le reste et la participation forfaitaire de ${participation} s’affichent avant la validation. En sont dispensés ${joinList(cpfParticipation.value.exemptions)}.`,
    ],
    tag: ["CPF", "bdc"],
  },
  {
    id: "cpf-credit-insuffisant",
    title: "Que faire si mes droits CPF ne couvrent pas tout le bilan ?",
    answer: [
      `Le reste à payer s’affiche sur moncompteformation.gouv.fr avant la validation de votre inscription : la part du prix au-delà de vos droits ou du plafond de ${cap}, et la participation forfaitaire de ${participation}, sauf exonération. Vous le réglez en ligne, par carte bancaire.`,
      "Vous pouvez aussi demander à votre employeur de compléter vos droits (on parle d’abondement) : vous ne versez alors pas la participation. Inscrit à France Travail, renseignez-vous auprès de votre conseiller. Nous faisons le point avec vous lors du premier entretien.",
    ],
    tag: ["CPF"],
  },
  {
    id: "cpf-credit-annuel",
    title: "Quand mon compte CPF est-il crédité ?",
    answer: [
      `Votre compte personnel de formation (CPF) est alimenté une fois par an, en ${bilanFacts.cpfCreditMonth}, au titre de votre activité de l’année précédente. Vos droits restent acquis si vous changez d’employeur ou perdez votre emploi.`,
      "Vous pouvez consulter votre solde à tout moment sur moncompteformation.gouv.fr. Si vos droits actuels ne suffisent pas, il peut être utile d’attendre le prochain versement avant de réserver votre bilan : parlons-en lors du premier entretien.",
    ],
    tag: ["CPF"],
  },
  {
    id: "cpf-et-employeur",
    title: "Dois-je prévenir mon employeur si j’utilise mon CPF ?",
    answer: [
      `Salarié du secteur privé, non, si votre bilan se déroule en dehors de votre temps de travail : vous n’avez ni autorisation à demander ni justification à donner. Nos rendez-vous, proposés ${openingHoursText()}, le permettent facilement. Sur votre temps de travail, il faut demander une autorisation d’absence à votre employeur.`,
      "Agent public, oui : votre CPF est compté en heures et son utilisation demande l’accord de votre employeur. Dans tous les cas, les résultats du bilan restent confidentiels et ne lui sont pas communiqués sans votre accord écrit.",
    ],
    tag: ["CPF", "bdc"],
  },
  {
    id: "certification-qualite",
    title: "Votre cabinet est-il certifié ?",
    answer: [
      `Oui. ${site.name} détient la certification qualité nationale des prestataires d’actions concourant au développement des compétences, notamment au titre des bilans de compétences. Elle est délivrée par ${site.quality.certifier}, qui contrôle régulièrement nos pratiques.`,
      "Cette certification est obligatoire pour qu’un bilan puisse être financé par le CPF ou par des fonds publics ou mutualisés. Elle vous garantit une information claire, des objectifs définis avec vous et un suivi de votre parcours.",
    ],
    tag: ["all", "bdc"],
  },
  {
    id: "diplome-et-synthese",
    title: "Le bilan de compétences donne-t-il droit à un diplôme ?",
    answer: [
      "Non. Le bilan n’est pas une formation et ne débouche sur aucun diplôme. À la fin du parcours, vous recevez un document de synthèse écrit qui reprend vos compétences, votre projet et les étapes pour le réaliser. Ce document vous appartient, à vous seul.",
      "Pour faire reconnaître officiellement votre expérience par un diplôme, un titre ou un certificat, c’est la validation des acquis de l’expérience (VAE) qu’il faut envisager. Le bilan peut d’ailleurs vous aider à choisir la certification à viser.",
    ],
    tag: ["bdc", "vae"],
  },
  {
    id: "bilan-ou-vae",
    title: "Quelle différence entre un bilan de compétences et une VAE ?",
    answer: [
      "Le bilan de compétences vous aide à faire le point et à construire un projet professionnel. La validation des acquis de l’expérience (VAE) vous permet d’obtenir tout ou partie d’une certification, comme un diplôme ou un titre professionnel, grâce à votre expérience.",
      "Les deux démarches se complètent souvent : un bilan mené avant une VAE permet de vérifier que la certification visée correspond à votre projet et à votre parcours. Notre cabinet accompagne aussi les candidats à la VAE.",
    ],
    tag: ["vae", "bdc"],
  },
  {
    id: "confidentialite-des-resultats",
    title: "Mon employeur aura-t-il accès aux résultats de mon bilan ?",
    answer: [
      "Non. Nos consultants sont tenus au secret professionnel, et le Code du travail (article L. 6313-4) fait de vous le seul destinataire des résultats et du document de synthèse. Nous ne les communiquons jamais à votre employeur, ni à personne d’autre, sans votre accord écrit.",
      "Cette règle vaut aussi lorsque votre employeur finance le bilan. À la fin du parcours, les documents de travail sont détruits, sauf accord contraire de votre part.",
    ],
    tag: ["bdc"],
  },
  {
    id: "entretien-de-suivi",
    title: "Que se passe-t-il après la fin du bilan ?",
    answer: [
      `Vous repartez avec votre document de synthèse et un plan d’action précis. ${monthsText(bilanFacts.followUpMonths)} après la fin du bilan, nous vous proposons un entretien de suivi pour faire le point : ce qui a avancé, ce qui coince et ce qu’il faut éventuellement ajuster.`,
      "Cet entretien permet de vérifier que le projet construit pendant le bilan tient ses promesses dans la durée, et de relancer la dynamique si besoin.",
    ],
    tag: ["bdc"],
  },
  {
    id: "reconversion-par-ou-commencer",
    title: "Je veux me reconvertir près de {ville} : par où commencer ?",
    answer: [
      "Prenez d’abord du recul avant de vous lancer. Un bilan de compétences vous aide à identifier ce que vous savez faire, ce qui vous motive et les métiers qui vous correspondent, puis à vérifier qu’ils vous sont accessibles, notamment en rencontrant des professionnels.",
      "Que vous habitiez {ville} ou ses environs, le bilan peut se faire dans l’un de nos bureaux ou en visioconférence. Le premier entretien, gratuit, permet de voir si la démarche répond à vos besoins.",
    ],
    tag: ["reconversion", "bdc"],
  },
  {
    id: "reconversion-sans-idee-de-metier",
    title: "Faut-il déjà avoir une idée de métier pour commencer un bilan ?",
    answer: [
      `Non. Beaucoup de personnes arrivent avec une simple envie de changement, un sentiment d’usure ou plusieurs pistes qu’elles n’arrivent pas à départager. La ${investigation} est justement faite pour explorer, sans se fermer de portes trop tôt.`,
      "D’autres viennent avec un projet déjà précis et souhaitent le confronter à la réalité du marché du travail avant de se lancer. Dans les deux cas, le bilan aboutit à un projet réaliste et à un plan d’action.",
    ],
    tag: ["reconversion", "bdc"],
  },
  {
    id: "reconversion-financer-une-formation",
    title: "Mon projet de reconversion demande une formation : comment la financer ?",
    answer: [
      "Le bilan permet d’abord de cerner précisément la formation utile à votre projet, ni plus ni moins. Pour la financer, votre compte personnel de formation (CPF) est souvent la première ressource.",
      "Si vous êtes salarié et que la formation est longue, un projet de transition professionnelle, examiné par Transitions Pro dans votre région, peut vous permettre de vous former tout en restant rémunéré. Si vous êtes demandeur d’emploi, France Travail peut aussi contribuer. Votre consultant vous aide à préparer ces démarches.",
    ],
    tag: ["reconversion", "CPF"],
  },
  {
    id: "apec-conseil-cadres",
    title: "Je suis cadre : l’Apec peut-elle m’accompagner ?",
    answer: [
      "Oui. L’Apec propose gratuitement aux cadres un conseil en évolution professionnelle (CEP) : des entretiens confidentiels pour faire le point sur votre situation, clarifier vos envies et préparer une évolution ou une mobilité.",
      "Ce conseil peut être une première étape avant un bilan de compétences, ou l’accompagner en parallèle. Le bilan va plus loin dans l’exploration de vos compétences, de vos motivations et des pistes possibles, avec des tests et un travail personnel structuré, et aboutit à un document de synthèse qui vous appartient.",
    ],
    tag: ["APEC"],
  },
  {
    id: "cadre-financer-son-bilan",
    title: "En tant que cadre, puis-je financer mon bilan de compétences avec mon CPF ?",
    answer: [
      `Oui, comme tout salarié. Le conseil de l’Apec est gratuit, mais il ne finance pas le bilan lui-même. Votre CPF en prend en charge au plus ${cap}, avec une participation forfaitaire de ${participation} à votre charge, sauf si votre employeur complète votre compte ; un financement personnel peut compléter.`,
      "Si votre employeur est à l’origine de la démarche, le bilan peut aussi être pris en charge par son plan de développement des compétences, avec votre accord. Dans tous les cas, les résultats restent confidentiels.",
    ],
    tag: ["APEC", "CPF", "bdc"],
  },
  {
    id: "qui-peut-faire-un-bilan",
    title: "Qui peut faire un bilan de compétences ?",
    answer: [
      `Institué en ${bilanFacts.institutedIn} par le Code du travail, le bilan de compétences est ouvert à tous les actifs : salariés du privé, demandeurs d’emploi, indépendants et agents publics. L’ancienne condition d’ancienneté a été supprimée.`,
      `Les agents publics peuvent en bénéficier ${bilanFacts.publicSector.maxAssessments} fois au plus au cours de leur carrière, à ${yearsText(bilanFacts.publicSector.minYearsBetween)} d’intervalle au minimum. Leur CPF est compté en heures et son utilisation demande l’accord de leur employeur.`,
    ],
    tag: ["bdc"],
  },
]);
