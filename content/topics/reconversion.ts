/**
 * What the reconversion landing page (bilan-de-competence-reconversion) adds
 * to its row of landing-pages.ts: the « période de reconversion » (law of
 * 24 October 2025, which replaced Pro-A and the « transitions collectives »),
 * the VAE as a route, and three questions of its own (resigning for a
 * project, PTP or période de reconversion, pay). The career-path interview
 * and France VAE come from regulation.ts.
 */
import { yearsText } from "../format.ts";
import { regulation } from "../regulation.ts";
import type { TopicContent } from "./types.ts";

const { careerPathInterview, vaeThroughFranceVae } = regulation;
const franceVae = vaeThroughFranceVae.value;
/** "vae.gouv.fr": the platform's address as people type it. */
const franceVaeSite = franceVae.url.replace(/^https?:\/\//, "");

export const reconversionTopic: TopicContent = {
  sections: [
    {
      title: "La période de reconversion, avec votre employeur",
      paragraphs: [
        "Créée par la loi du 24 octobre 2025, la période de reconversion remplace depuis 2026 deux dispositifs plus anciens : la reconversion ou promotion par alternance (Pro-A) et les transitions collectives. Elle permet à un salarié de préparer une qualification reconnue, par exemple une certification inscrite au répertoire national (RNCP), un certificat de qualification professionnelle de branche ou un ou plusieurs blocs de compétences, sans rompre son contrat de travail.",
        "Elle se déroule soit dans votre entreprise, pour évoluer vers un autre poste, soit dans une autre entreprise qui vous accueille, votre contrat d’origine étant alors suspendu. Dans les deux cas, elle repose sur un accord écrit entre votre employeur et vous ; la formation est prise en charge par un opérateur de compétences, et vos droits CPF peuvent compléter ce financement.",
        `L’${careerPathInterview.value.name}, qui a lieu tous les ${yearsText(careerPathInterview.value.everyYears)}, est un moment naturel pour en parler. Le bilan vous y prépare : vous arrivez avec un métier visé, la qualification qui y mène et des arguments que votre employeur peut entendre.`,
      ],
    },
    {
      title: "La VAE, quand votre expérience a déjà fait une partie du chemin",
      paragraphs: [
        "Une reconversion ne part pas toujours de zéro. La validation des acquis de l’expérience (VAE) permet d’obtenir tout ou partie d’un diplôme ou d’un titre grâce à ce que vous avez déjà fait : dans votre emploi, mais aussi en stage, dans une activité bénévole ou dans votre vie personnelle. Aucune durée minimale d’expérience n’est exigée ; ce qui compte, c’est que vos activités correspondent à celles que vise la certification.",
        `Le service public ${franceVae.platform} (${franceVaeSite}) informe les candidats et reçoit leurs candidatures ; une VAE financée par votre CPF commence obligatoirement par une inscription sur cette plateforme. Si vous le souhaitez, un architecte accompagnateur de parcours vous guide ensuite : il étudie la faisabilité, vous aide à constituer le dossier et propose, si besoin, une formation complémentaire. Le parcours se conclut devant un jury.`,
        "Associée à une reconversion vers un métier voisin du vôtre, la VAE peut alléger la formation à suivre : les blocs de compétences déjà validés n’ont pas à être refaits.",
      ],
    },
  ],
  faq: [
    {
      id: "reconversion-demission-et-chomage",
      title: "Puis-je démissionner pour me reconvertir et toucher l’allocation chômage ?",
      answer: [
        "Oui, sous conditions, grâce au dispositif démission-reconversion, en place depuis 2019. Il concerne les salariés en CDI de droit privé qui justifient d’au moins cinq ans d’activité salariée continue et dont le projet demande une formation ou vise une création ou une reprise d’entreprise.",
        "L’ordre des étapes compte : un conseil en évolution professionnelle d’abord, puis l’attestation du caractère « réel et sérieux » du projet, délivrée par Transitions Pro, et seulement ensuite la démission et l’inscription à France Travail. Les agents publics, les salariés en CDD ou en intérim et les indépendants n’y ont pas accès.",
      ],
      tag: ["reconversion"],
    },
    {
      id: "reconversion-ptp-ou-periode-de-reconversion",
      title: "Projet de transition professionnelle ou période de reconversion : quelle différence ?",
      answer: [
        "Le projet de transition professionnelle part de votre initiative : vous choisissez une formation certifiante, vous en demandez le financement à Transitions Pro et, si elle a lieu sur votre temps de travail, vous demandez un congé à votre employeur.",
        "La période de reconversion se construit avec votre employeur, par un accord écrit, et c’est un opérateur de compétences qui finance la formation. Le bilan vous aide à savoir laquelle des deux voies correspond à votre projet, puis à préparer la demande.",
      ],
      tag: ["reconversion"],
    },
    {
      id: "reconversion-perte-de-salaire",
      title: "Vais-je perdre en salaire en changeant de métier ?",
      answer: [
        "Pas forcément, mais la question mérite une réponse précise plutôt qu’une crainte. Pendant le bilan, vous recueillez des informations concrètes sur les salaires du métier visé, au début et après quelques années, notamment lors de vos enquêtes auprès de professionnels.",
        "Vous pouvez alors comparer avec votre situation, chiffrer la période de transition et décider en connaissance de cause : certains acceptent une baisse temporaire, d’autres choisissent un métier proche qui valorise davantage leur expérience.",
      ],
      tag: ["reconversion", "bdc"],
    },
  ],
};
