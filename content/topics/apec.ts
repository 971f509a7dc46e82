/**
 * What the executives' landing page (bilan-de-competence-Apec) adds to its
 * row of landing-pages.ts: what an assessment works on with a manager, the
 * executives of the public sector, and three questions of its own. Prices
 * come from bilan-pricing.ts, the career-path interview from regulation.ts.
 */
import { bilanPrice, durationText } from "../bilan-pricing.ts";
import { formatEuros, monthsText, yearsText } from "../format.ts";
import { regulation } from "../regulation.ts";
import type { TopicContent } from "./types.ts";

const { everyYears, midCareerWithinMonthsOfVisit, beforeAge, beforeAgeWithinYears } =
  regulation.careerPathInterview.value;

export const apecTopic: TopicContent = {
  sections: [
    {
      title: "Ce que le bilan travaille avec un cadre",
      paragraphs: [
        "Avec un manager, le bilan s’attarde souvent sur la manière de diriger : ce qui vous donne de l’énergie dans l’encadrement, ce qui vous en coûte, et la place que vous voulez lui donner demain. Certains découvrent qu’ils veulent une équipe plus grande ; d’autres, qu’ils préfèrent redevenir experts, sans hiérarchie à porter.",
        "Quand la fatigue s’est installée, le bilan n’est pas un soin. Si vous êtes épuisé ou en arrêt, parlez-en d’abord à votre médecin ou au médecin du travail. Le bilan vient ensuite, quand vous vous sentez prêt, pour comprendre ce qui vous a usé et définir les conditions d’un travail qui vous convienne mieux.",
        "Pour un cadre expérimenté, la question est parfois celle de la seconde partie de carrière : transmettre, changer d’échelle, passer au conseil ou à l’indépendance. Pour un cadre en recherche d’emploi, le bilan précise la cible avant de multiplier les candidatures : quels postes viser, avec quels arguments, et pour quelles raisons ce sont ceux-là.",
      ],
    },
    {
      title: "Cadres de la fonction publique",
      paragraphs: [
        "Attaché, ingénieur, cadre de santé ou directeur de service : les cadres publics se posent les mêmes questions que ceux du privé, avec des règles différentes. Leur conseil en évolution professionnelle se trouve en général au sein de leur administration : service des ressources humaines, conseiller mobilité-carrière dans les services de l’État, ou, selon les cas, centre de gestion pour les agents des collectivités.",
        "Le bilan vous aide à comparer les voies qui s’offrent à vous selon votre statut : concours ou examen professionnel, mobilité vers un autre versant de la fonction publique, détachement, ou départ vers le secteur privé. Pour cette dernière option, mieux vaut connaître les règles avant de décider : le dispositif de démission pour reconversion, qui ouvre droit à l’allocation chômage à certains salariés démissionnaires, n’est pas ouvert aux agents publics, titulaires ou contractuels.",
        "Nous connaissons ces parcours et leur vocabulaire. Votre bilan peut ainsi aboutir aussi bien à un projet au sein du service public qu’à une sortie préparée avec méthode.",
      ],
    },
  ],
  faq: [
    {
      id: "apec-autres-services",
      title: "En dehors du conseil en évolution professionnelle, que propose l’Apec ?",
      answer: [
        "Sur apec.fr, l’Apec publie des offres d’emploi de cadres et des études sur le marché de l’emploi des cadres : secteurs qui recrutent, rémunérations, profils recherchés. Elle organise aussi des ateliers, notamment sur la recherche d’emploi.",
        "Ces ressources servent pendant le bilan : lors de la phase d’investigation, elles aident à vérifier qu’une piste de métier recrute vraiment, et à quel niveau de salaire, avant de la retenir.",
      ],
      tag: ["APEC"],
    },
    {
      id: "apec-cadre-senior",
      title: "J’ai plus de cinquante ans : un bilan a-t-il encore du sens ?",
      answer: [
        `Oui : le bilan n’a pas de limite d’âge. Il aide à choisir entre rester et évoluer sur place, transmettre votre expertise, changer d’employeur ou préparer une dernière étape différente.`,
        `La loi du 24 octobre 2025 a d’ailleurs fait de cette période un moment d’échange avec l’employeur : l’entretien de parcours professionnel, qui a lieu tous les ${yearsText(everyYears)}, est aussi prévu dans les ${monthsText(midCareerWithinMonthsOfVisit)} qui suivent la visite médicale de mi-carrière, puis dans les ${yearsText(beforeAgeWithinYears)} qui précèdent vos ${yearsText(beforeAge)}. Un bilan mené avant ces rendez-vous vous permet d’y arriver avec un projet clair.`,
      ],
      tag: ["APEC", "bdc"],
    },
    {
      id: "apec-jeune-diplome",
      title: "Jeune diplômé, puis-je faire un bilan de compétences ?",
      answer: [
        "Oui, que vous occupiez votre premier poste ou que vous cherchiez encore. Le bilan aide à choisir une spécialisation, à sortir d’un premier emploi qui ne vous correspond pas ou à confirmer une orientation avant de vous former à nouveau.",
        `En début de carrière, vos droits CPF sont souvent encore modestes, puisqu’ils s’accumulent année après année. Pour une question précise, le bilan flash (${durationText("flash")}, ${formatEuros(bilanPrice("flash", "individual"))}) peut suffire. L’Apec accompagne aussi les jeunes diplômés.`,
      ],
      tag: ["APEC", "CPF"],
    },
  ],
};
