/**
 * What the CPF landing page (bilan-de-competence-CPF) adds to its row of
 * landing-pages.ts: reading the balance and the amount left to pay, the
 * CPF scams, and three questions of its own. Every amount is computed from
 * regulation.ts and bilan-pricing.ts; none is typed here.
 */
import { type FundingOption, type FundingRoute, fundingOptions } from "../bilan-pricing.ts";
import { formatEuros, longDate } from "../format.ts";
import { regulation } from "../regulation.ts";
import type { TopicContent } from "./types.ts";

const { cpfBilanCap, cpfParticipation } = regulation;
const cap = formatEuros(cpfBilanCap.value);
const participation = formatEuros(cpfParticipation.value.amount);

/** One funding route of the classic assessment, as bilan-pricing.ts computes it. */
function classicRoute(route: FundingRoute): FundingOption {
  const option = fundingOptions("classic").find((candidate) => candidate.route === route);
  if (!option) throw new Error(`No "${route}" funding route for the classic assessment`);
  return option;
}

const cpfAlone = classicRoute("cpf");
const jobSeeker = classicRoute("cpf-job-seeker");
const employerTopUp = classicRoute("cpf-employer-top-up");

export const cpfTopic: TopicContent = {
  sections: [
    {
      title: "Lire votre solde et votre reste à charge",
      paragraphs: [
        "Votre solde figure dans votre espace Mon Compte Formation. Salarié du secteur privé, indépendant ou demandeur d’emploi, vous le voyez en euros ; agent public, en heures. Ce montant indique ce que vous pourriez mobiliser, pas ce que le bilan prélèvera : le plafond propre au bilan de compétences et le prix de la session choisie fixent la somme réellement prise sur votre compte.",
        "Le « reste à charge » désigne la seule somme qui sort de votre poche. Vous la réglez en ligne, au moment de confirmer. Si vos droits sont inférieurs au prix, ils sont mobilisés et la différence s’ajoute à ce reste. Tant que vous n’avez pas validé notre proposition, rien n’est débité : prenez donc le temps de relire le récapitulatif affiché à l’écran et de vérifier quatre points.",
      ],
      steps: [
        "Le prix de la session, qui doit être celui annoncé lors de notre premier entretien.",
        `La somme prise sur vos droits, qui ne dépasse jamais ${cap} pour un bilan.`,
        `Le reste à charge, qui comprend la participation forfaitaire de ${participation} (montant ${cpfParticipation.value.year}), sauf si vous en êtes exonéré.`,
        "Les dates de début et de fin, ainsi que la modalité retenue : dans nos bureaux, à distance ou en formule mixte.",
      ],
    },
    {
      title: "Arnaques au CPF : les bons réflexes",
      paragraphs: [
        "Depuis la loi du 19 décembre 2022, démarcher les titulaires d’un CPF par téléphone, SMS, courriel ou sur les réseaux sociaux pour recueillir leurs données ou leur vendre une formation est interdit, sauf dans le cadre d’une formation déjà engagée avec eux. Un appel qui vous promet un bilan « sans rien payer » n’est donc pas un service rendu : raccrochez.",
        "Vos droits restent acquis tout au long de votre vie professionnelle : un message qui annonce leur expiration imminente cherche à vous presser. Ni la Caisse des Dépôts, ni le ministère du Travail, ni France Travail, ni notre cabinet ne vous demanderont votre mot de passe, vos codes de connexion ou votre numéro de sécurité sociale.",
        "En cas de doute, ou si vous avez déjà répondu :",
      ],
      steps: [
        "Ouvrez vous-même moncompteformation.gouv.fr ou l’application officielle, sans passer par un lien reçu.",
        "Si vous avez communiqué vos identifiants, changez aussitôt vos mots de passe, puis vérifiez l’historique et les dossiers de votre compte.",
        "Transférez le SMS suspect au 33700, le numéro de signalement des spams.",
        "Cherchez aide et conseils sur cybermalveillance.gouv.fr et, si vous avez subi un préjudice, portez plainte.",
      ],
    },
  ],
  faq: [
    {
      id: "cpf-solde-au-dessus-du-plafond",
      title: "Mon solde CPF dépasse le prix du bilan : pourquoi reste-t-il quelque chose à payer ?",
      answer: [
        `Parce que le plafond s’applique au bilan, pas à votre compte : depuis le ${longDate(cpfBilanCap.inForceSince)}, le CPF prend en charge au plus ${cap} pour un bilan de compétences, quel que soit votre solde.`,
        `Notre bilan classique coûte ${formatEuros(cpfAlone.price)}. Votre compte en règle ${formatEuros(cpfAlone.funderPays)} ; restent à votre charge ${formatEuros(cpfAlone.visitorPays)}, participation forfaitaire comprise. Le reste de vos droits n’est pas perdu : il demeure disponible pour la formation que votre projet demandera peut-être ensuite.`,
      ],
      tag: ["CPF"],
    },
    {
      id: "cpf-demandeur-emploi-reste-a-charge",
      title: "Je suis demandeur d’emploi : que me reste-t-il à payer avec mon CPF ?",
      answer: [
        `Inscrit comme demandeur d’emploi, vous ne versez pas la participation forfaitaire de ${participation}. Notre bilan classique vous est proposé à ${formatEuros(jobSeeker.price)} ; ${
          jobSeeker.visitorPays === 0
            ? "si vos droits suffisent, votre CPF le prend entièrement en charge et il ne vous reste rien à payer"
            : `votre CPF en prend ${formatEuros(jobSeeker.funderPays)} et ${formatEuros(jobSeeker.visitorPays)} restent à votre charge`
        }.`,
        "Si vos droits ne couvrent pas tout, parlez-en à votre conseiller France Travail avant de réserver : il peut compléter votre compte ou financer le bilan par une autre voie.",
      ],
      tag: ["CPF", "bdc"],
    },
    {
      id: "cpf-complement-employeur",
      title: "Mon employeur accepte de compléter mon CPF : comment cela se passe-t-il ?",
      answer: [
        "Votre employeur verse son complément sur votre compte, depuis l’espace qui lui est réservé sur Mon Compte Formation : on parle d’abondement. Mettez-vous d’accord avec lui avant de valider votre inscription, pour que la somme soit prise en compte.",
        `Pour notre bilan classique, il couvrirait les ${formatEuros(employerTopUp.topUp)} au-delà du plafond de ${cap}. Avec ce complément, même modeste, vous ne versez pas la participation forfaitaire${
          employerTopUp.visitorPays === 0
            ? " : il ne vous reste rien à payer"
            : ` et il vous reste ${formatEuros(employerTopUp.visitorPays)} à régler`
        }. Son financement ne lui donne aucun accès aux conclusions de votre bilan.`,
      ],
      tag: ["CPF"],
    },
  ],
};
