/**
 * The copy every landing page shares, and the landing pages' paths. Written
 * with ordinary spaces: `typeset()` applies French typography to the
 * exported data. Durations, prices and rules come from bilan-facts.ts,
 * bilan-pricing.ts and regulation.ts; the amounts a visitor pays are shown by
 * the cost block (bilan-costs.ts), never typed here.
 */
import { bilanFacts } from "./bilan-facts.ts";
import { durationText } from "./bilan-pricing.ts";
import { formatEuros, hoursText, lowerFirst, monthsText, typeset } from "./format.ts";
import { decree2017, regulation } from "./regulation.ts";
import { openingHoursText } from "./site.ts";

const { phases, spreadMonths, followUpMonths, flash } = bilanFacts;
const [cpfRoute, employerRoute, franceTravailRoute, personalRoute] = bilanFacts.funding;
const [preliminaryPhase, investigationPhase, conclusionPhase] = phases;
const { bilanMaxHours, cpfBilanCap, cpfParticipation } = regulation;

/**
 * Copy shared by every landing page, kept short: the detail lives on
 * /bilan-de-competence, and most of each landing page is its own (issue 14).
 * `{ville}` is replaced by the page's city.
 */
export const landingCommon = typeset({
  essentials: {
    title: "L’essentiel du bilan de compétences",
    intro: `Un bilan dure jusqu’à ${hoursText(bilanMaxHours.value)}, le maximum prévu par la loi : notre bilan classique compte ${durationText("classic")}, sur environ ${monthsText(spreadMonths)}, et notre bilan flash ${durationText("flash")}, sur ${flash.weeks.min} à ${flash.weeks.max} semaines.`,
    moreLink: "Tout savoir sur le bilan de compétences",
  },

  whoCan: {
    title: "Qui peut faire un bilan de compétences ?",
    intro: "Toute personne active, quel que soit son statut, sur la base du volontariat :",
    audiences: [
      "les salariés du privé, en CDI, en CDD ou en intérim ;",
      "les agents publics, titulaires ou contractuels ;",
      "les demandeurs d’emploi ;",
      "les cadres et les managers ;",
      "les indépendants, artisans, commerçants et professions libérales.",
    ],
  },

  funding: {
    title: "Comment le financer ?",
    routes: [
      {
        name: cpfRoute,
        text: `Jusqu’à ${formatEuros(cpfBilanCap.value)}, plus une participation de ${formatEuros(cpfParticipation.value.amount)} à votre charge, sauf exonération. Agent public : avec l’accord de votre employeur.`,
      },
      {
        name: employerRoute,
        text: "Avec votre accord, dans le cadre de son plan de développement des compétences ; les conclusions restent à vous.",
      },
      {
        name: franceTravailRoute,
        text: "Votre conseiller peut financer tout ou partie du bilan pendant votre recherche d’emploi.",
      },
      {
        name: personalRoute,
        text: "Seul ou en complément de votre CPF.",
      },
    ],
  },

  reasons: {
    title: "Pourquoi en faire un ?",
    items: [
      "Faire évoluer votre carrière",
      "Préparer une reconversion",
      "Réussir une mobilité interne",
      "Comprendre ce que cherchent les recruteurs",
    ],
    companyCreation: {
      title: "Créer votre entreprise",
      linkLabel: "la formation à la création d’entreprise",
    },
  },

  steps: {
    title: "Trois étapes",
    items: [
      {
        title: preliminaryPhase,
        text: "votre demande, vos attentes et le déroulé de votre bilan.",
      },
      {
        title: investigationPhase,
        text: "entretiens, tests et enquêtes sur les métiers qui vous attirent.",
      },
      {
        title: conclusionPhase,
        text: `votre projet, son plan d’action et un document de synthèse confidentiel ; un suivi ${monthsText(followUpMonths)} plus tard.`,
      },
    ],
  },

  buttons: {
    assessment: "Je demande mon bilan de compétences",
    contact: "Contactez-nous",
    appointment: "Je demande un rdv",
    information: "Je demande un entretien d’information gratuit et sans engagement",
  },

  reviews: {
    title: "Leur bilan, en quelques mots",
    intro: "Les avis des personnes que nous avons accompagnées.",
    loadButton: "Afficher les avis",
    privacyNote:
      "En cliquant sur ce bouton, vous chargez un contenu fourni par un service d’avis externe, qui peut déposer des cookies et collecter des données de navigation. Pour en savoir plus, consultez notre politique de confidentialité.",
  },

  local: {
    /** Followed by « de Melun », « d’Avon ». */
    nearbyTowns: "Communes proches",
    gettingThere: "Venir depuis {ville}",
    train: "En train",
    bus: "En bus",
    car: "En voiture",
    bike: "À vélo",
    employers: "Quelques grands employeurs",
    testimonial: "Témoignage",
  },

  faq: {
    moreLink: "Toutes nos réponses sur le bilan de compétences",
  },

  related: {
    title: "Le bilan de compétences près de chez vous et selon votre situation",
  },

  decree: {
    text: `Pour les agents publics, le bilan de compétences relève du ${lowerFirst(decree2017.title)}.`,
    linkLabel: "Lire le décret sur Légifrance",
  },

  programme: {
    text: "Objectifs, durée, déroulement, délais d’accès et tarifs de chaque formule :",
    linkLabel: "le programme du bilan de compétences",
  },

  phone: {
    label: "Appelez-nous au",
  },

  /** The closing call-to-action band (read by the route module besides the shape above). */
  cta: {
    title: "Et si nous en parlions ?",
    text: `Le premier entretien est gratuit et sans engagement. Appelez-nous ${openingHoursText()}, ou écrivez-nous.`,
  },
} as const);

/** "/bilan-de-competence/bilan-de-competence-melun" for a slug. */
export function landingPath(slug: string): string {
  return `/bilan-de-competence/${slug}`;
}
