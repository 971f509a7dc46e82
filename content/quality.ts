/**
 * The quality-certification block's copy (home and about pages, and, without
 * the badge, the training, assessment and VAE pages) and the access delays
 * the certificate page repeats. Built from the rules of content/regulation.ts
 * and the delays of content/bilan-pricing.ts; typeset() adds the no-break spaces.
 */
import { accessDelays } from "./bilan-pricing";
import { certificatePagePath } from "./compliance-paths";
import { daysText, joinList, typeset } from "./format";
import { regulation } from "./regulation";
import { site } from "./site";

const funders = regulation.qualityCertificationFunders.value;
const withdrawalDays = regulation.trainingContractWithdrawal.value.days;
const distanceWithdrawalDays = regulation.distanceContractWithdrawal.value;

/**
 * When a service can start, for each way of paying for it (after the first
 * appointment). Self-funded: after the withdrawal period, which is the longer
 * one for a contract concluded at a distance or off premises.
 */
export const accessDelayItems: readonly string[] = typeset([
  `avec votre compte personnel de formation (CPF) : ${accessDelays.cpf} ;`,
  `si vous financez vous-même : après le délai de rétractation qui suit la signature du contrat, ${daysText(withdrawalDays)} ou, pour un contrat conclu à distance ou hors de nos locaux, ${daysText(distanceWithdrawalDays)} ;`,
  `avec votre employeur, un opérateur de compétences ou France Travail : ${accessDelays.funder}.`,
]);

export const qualityCopy = typeset({
  title: "Un organisme certifié qualité",
  text: `Notre cabinet est certifié selon le référentiel national qualité des prestataires d’actions concourant au développement des compétences. Cette certification, délivrée après un audit par un organisme indépendant, est exigée pour que votre parcours puisse être financé par ${joinList(funders, "ou")}.`,
  validUntilLabel: "Certificat valide jusqu’au",
  categoriesLabel: regulation.qualityMarkSentence.value,
  accessDelay: `Délai d’accès : nous vous proposons un premier rendez-vous dans les ${daysText(site.quality.accessDelayDays)} qui suivent votre demande.`,
  accessDelaysIntro: "Votre accompagnement commence ensuite, selon son financement :",
  accessDelays: accessDelayItems,
  certificateLink: { label: "Voir notre certificat et ce qu’il couvre", path: certificatePagePath },
});
