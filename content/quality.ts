/**
 * The quality-certification block's copy (home and about pages, and, without
 * the badge, the training, assessment and VAE pages) and the access delays
 * the certificate page repeats. Built from the rules of content/regulation.ts
 * and the delays of content/bilan-pricing.ts; typeset() adds the no-break spaces.
 */
import { accessDelays } from "./bilan-pricing.ts";
import { certificatePagePath } from "./compliance-paths.ts";
import { daysText, joinList, typeset } from "./format.ts";
import { regulation } from "./regulation.ts";
import { site } from "./site.ts";

const allFunders = regulation.qualityCertificationFunders.value;

/**
 * When a service can start, for each way of paying for it (after the first
 * appointment), from the delays of content/bilan-pricing.ts. The CPF line
 * only where the CPF can pay for the page's service.
 */
function accessDelayItemsFor(cpfEligible: boolean): readonly string[] {
  return typeset([
    ...(cpfEligible ? [`avec votre compte personnel de formation (CPF) : ${accessDelays.cpf} ;`] : []),
    `si vous financez vous-même : ${accessDelays.self} ;`,
    `avec votre employeur, un opérateur de compétences ou France Travail : ${accessDelays.funder}.`,
  ]);
}

/** Every route, the CPF included (home, about, the certificate page). */
export const accessDelayItems = accessDelayItemsFor(true);

/**
 * The quality block's copy. On the page of a service the CPF cannot pay for,
 * neither the funders nor the access delays name the CPF.
 */
export function qualityCopyFor(cpfEligible: boolean) {
  const funders = cpfEligible ? allFunders : allFunders.filter((funder) => !/CPF/.test(funder));
  return typeset({
    title: "Un organisme certifié qualité",
    text: `Notre cabinet est certifié selon le référentiel national qualité des prestataires d’actions concourant au développement des compétences. Cette certification, délivrée après un audit par un organisme indépendant, est exigée pour que votre parcours puisse être financé par ${joinList(funders, "ou")}.`,
    validUntilLabel: "Certificat valide jusqu’au",
    categoriesLabel: regulation.qualityMarkSentence.value,
    accessDelay: `Délai d’accès : nous vous proposons un premier rendez-vous dans les ${daysText(site.quality.accessDelayDays)} qui suivent votre demande.`,
    accessDelaysIntro: "Votre accompagnement commence ensuite, selon son financement :",
    accessDelays: accessDelayItemsFor(cpfEligible),
    certificateLink: { label: "Voir notre certificat et ce qu’il couvre", path: certificatePagePath },
  });
}

export const qualityCopy = qualityCopyFor(true);
