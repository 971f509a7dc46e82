/**
 * The copy every landing page shares, and the landing pages' paths. Written
 * with ordinary spaces: `typeset()` applies French typography to the
 * exported data. Durations, prices and rules come from bilan-facts.ts,
 * bilan-pricing.ts and regulation.ts; the amounts a visitor pays are shown by
 * the cost block (bilan-costs.ts), never typed here.
 */
import { bilanFacts } from "./bilan-facts";
import { accessDelays, bilanPrice, durationText } from "./bilan-pricing";
import { formatEuros, hoursText, lowerFirst, monthsText, typeset } from "./format";
import { decree2017, regulation } from "./regulation";
import { openingHoursText } from "./site";

const { phases, publicSector, spreadMonths, followUpMonths, flash } = bilanFacts;
const [cpfRoute, employerRoute, franceTravailRoute, personalRoute] = bilanFacts.funding;
const [preliminaryPhase, investigationPhase, conclusionPhase] = phases;
const { bilanMaxHours, cpfBilanCap, cpfParticipation, publicSectorCpf } = regulation;

/** Copy shared by every landing page; `{ville}` is replaced by the page's city. */
export const landingCommon = typeset({
  whoCan: {
    title: "Qui peut faire un bilan de compétences ?",
    paragraphs: [
      `Le bilan de compétences est ouvert à toute personne active, quels que soient son statut, son âge ou son niveau de diplôme. Institué par le Code du travail en ${bilanFacts.institutedIn}, il repose sur une démarche volontaire : personne ne peut vous l’imposer, et ses conclusions n’appartiennent qu’à vous.`,
      `Les agents publics y ont droit eux aussi, dans la limite de ${publicSector.maxAssessments} bilans au cours de leur carrière, avec un intervalle d’au moins ${publicSector.minYearsBetween} ans après le précédent. L’ancienne condition de dix ans d’ancienneté a été supprimée. Leur CPF est alimenté en heures (${hoursText(publicSectorCpf.value.hoursPerYear)} par an, jusqu’à ${hoursText(publicSectorCpf.value.maxHours)}) et son utilisation demande l’accord de leur employeur.`,
    ],
    audiences: [
      "Les salariés du secteur privé, en CDI, en CDD ou en intérim",
      "Les agents de la fonction publique, titulaires ou contractuels",
      "Les demandeurs d’emploi",
      "Les cadres et les managers",
      "Les travailleurs indépendants, artisans, commerçants et professions libérales",
    ],
  },

  funding: {
    title: "Comment financer votre bilan ?",
    intro:
      "Quatre solutions existent, et certaines peuvent se combiner. Lors du premier entretien, gratuit, nous regardons avec vous celle qui convient à votre situation, puis nous vous guidons dans les démarches.",
    routes: [
      {
        name: cpfRoute,
        text: `Votre CPF prend en charge au plus ${formatEuros(cpfBilanCap.value)} pour un bilan, et une participation forfaitaire de ${formatEuros(cpfParticipation.value.amount)} reste à votre charge, sauf exonération. Salarié du secteur privé, vous l’utilisez sans l’accord de votre employeur si les séances ont lieu en dehors de votre temps de travail ; agent public, avec son accord. Le bilan commence ${accessDelays.cpf}.`,
      },
      {
        name: employerRoute,
        text: `Votre employeur peut financer votre bilan dans le cadre de son plan de développement des compétences, au tarif entreprise de ${formatEuros(bilanPrice("classic", "employer"))} pour le bilan classique. Votre accord est indispensable et les conclusions restent confidentielles : elles ne lui sont transmises qu’avec votre consentement.`,
      },
      {
        name: franceTravailRoute,
        text: `Pendant votre recherche d’emploi, votre conseiller France Travail peut financer tout ou partie de votre bilan, au tarif de ${formatEuros(bilanPrice("classic", "france-travail"))} pour le bilan classique. Parlez-lui de votre projet dès qu’il se dessine.`,
      },
      {
        name: personalRoute,
        text: `Vous pouvez aussi financer vous-même votre bilan, seul ou en complément de votre CPF : ${formatEuros(bilanPrice("classic", "individual"))} pour le bilan classique, ${formatEuros(bilanPrice("flash", "individual"))} pour le bilan flash. Il commence ${accessDelays.self}.`,
      },
    ],
  },

  reasons: {
    title: "Pourquoi faire un bilan de compétences ?",
    items: [
      {
        title: "Faire évoluer votre carrière",
        text: "Vous voulez progresser, prendre des responsabilités ou changer de poste sans savoir par où commencer. Le bilan met en lumière vos compétences et vos leviers pour viser juste.",
      },
      {
        title: "Préparer une reconversion",
        text: "Une envie de changer de métier vous trotte dans la tête ? Nous la confrontons à la réalité du terrain, aux formations possibles et à votre situation, pour bâtir un projet solide.",
      },
      {
        title: "Réussir une mobilité interne",
        text: "Un autre service, un autre site, une nouvelle fonction dans votre entreprise ou votre administration : le bilan vous aide à préparer cette mobilité et à la défendre avec de vrais arguments.",
      },
      {
        title: "Comprendre ce que cherchent les recruteurs",
        text: "Nous vous aidons à lire une offre comme un recruteur, à repérer les compétences attendues et à présenter votre parcours de façon claire et convaincante.",
      },
    ],
    companyCreation: {
      title: "Créer votre entreprise",
      text: "Vous rêvez de créer votre entreprise ? Le bilan vérifie que ce projet vous ressemble et repère les compétences à renforcer avant de vous lancer. Pour la suite, nous proposons aussi une formation dédiée.",
      linkLabel: "Découvrir la formation à la création d’entreprise",
    },
  },

  steps: {
    title: "Un bilan en trois étapes",
    items: [
      {
        title: preliminaryPhase,
        text: `Nous analysons votre demande, vos attentes et votre situation, puis nous construisons ensemble le déroulé de votre bilan. Un bilan dure jusqu’à ${hoursText(bilanMaxHours.value)}, le maximum prévu par la loi : notre bilan classique compte ${durationText("classic")}, sur environ ${monthsText(spreadMonths)}, et notre bilan flash ${durationText("flash")}, sur ${flash.weeks.min} à ${flash.weeks.max} semaines.`,
      },
      {
        title: investigationPhase,
        text: "Entretiens, tests de personnalité et d’intérêts professionnels, recherches sur les métiers, rencontres avec des professionnels : vous explorez vos compétences, vos motivations et les pistes qui s’ouvrent à vous.",
      },
      {
        title: conclusionPhase,
        text: `Vous finalisez votre projet et son plan d’action, puis vous recevez un document de synthèse confidentiel, qui n’appartient qu’à vous. Un entretien de suivi a lieu ${monthsText(followUpMonths)} après la fin du bilan pour faire le point sur votre avancée.`,
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
    title: "Leur bilan de compétences, en quelques mots",
    intro:
      "Les personnes que nous avons accompagnées racontent, avec leurs mots, ce que leur bilan de compétences leur a apporté. Merci à chacune et à chacun d’avoir pris le temps de partager son expérience.",
    loadButton: "Afficher les avis",
    privacyNote:
      "En cliquant sur ce bouton, vous chargez un contenu fourni par un service d’avis externe, qui peut déposer des cookies et collecter des données de navigation. Pour en savoir plus, consultez notre politique de confidentialité.",
  },

  local: {
    /** Followed by « de Melun », « d’Avon ». */
    nearbyTowns: "Communes proches",
  },

  related: {
    title: "Le bilan de compétences près de chez vous et selon votre situation",
  },

  decree: {
    text: `Pour les agents publics, le compte personnel d’activité et la formation professionnelle tout au long de la vie, dont relève le bilan de compétences, sont encadrés par le ${lowerFirst(decree2017.title)}.`,
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
    text: `Le premier entretien est gratuit et sans engagement. Appelez-nous ${openingHoursText()}, ou écrivez-nous : nous convenons ensemble d’un rendez-vous dans nos bureaux ou en visioconférence.`,
  },
} as const);

/** "/bilan-de-competence/bilan-de-competence-melun" for a slug. */
export function landingPath(slug: string): string {
  return `/bilan-de-competence/${slug}`;
}
