/**
 * The quality-certification block's copy (home and about pages, and, without
 * the badge, the training, assessment and VAE pages) and the access delays
 * the certificate page repeats: content/pages/quality.yaml, with the funders
 * that require the certification from content/regulation.ts and the delays
 * of content/bilan-pricing.ts as {{facts}}; typeset() adds the no-break spaces.
 */
import { z } from "zod";
import { certificatePagePath } from "./compliance-paths.ts";
import { joinList, typeset } from "./format.ts";
import { readRecord } from "./lib/collection.ts";
import { text } from "./lib/fields.ts";
import { fillTemplate, template } from "./lib/template.ts";
import { regulation } from "./regulation.ts";

/** content/pages/quality.yaml */
export const schema = z.strictObject({
  title: text,
  text: template("financeurs"),
  certifiedBy: text,
  validUntilLabel: text,
  categoriesLabel: text,
  accessDelay: text,
  accessDelaysIntro: text,
  accessDelays: z.strictObject({ cpf: text, self: text, funder: text }),
  certificateLink: text,
  badgeAlt: text,
});

const copy = readRecord("pages/quality.yaml", schema);

const allFunders = regulation.qualityCertificationFunders.value;

/**
 * When a service can start, for each way of paying for it (after the first
 * appointment). The CPF line only where the CPF can pay for the page's service.
 */
function accessDelayItemsFor(cpfEligible: boolean): readonly string[] {
  const { cpf, self, funder } = copy.accessDelays;
  return typeset([...(cpfEligible ? [cpf] : []), self, funder]);
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
    title: copy.title,
    text: fillTemplate(copy.text, { financeurs: joinList(funders, "ou") }),
    certifiedBy: copy.certifiedBy,
    validUntilLabel: copy.validUntilLabel,
    categoriesLabel: copy.categoriesLabel,
    accessDelay: copy.accessDelay,
    accessDelaysIntro: copy.accessDelaysIntro,
    accessDelays: accessDelayItemsFor(cpfEligible),
    certificateLink: { label: copy.certificateLink, path: certificatePagePath },
    badgeAlt: copy.badgeAlt,
  });
}

export const qualityCopy = qualityCopyFor(true);
