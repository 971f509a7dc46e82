/**
 * The « what you pay » block of the skills-assessment pages: for each
 * formula and funding route, what is left for the visitor to pay, computed by
 * `fundingOptions()` (bilan-pricing.ts). /bilan-de-competence and every
 * landing page show it from this one module, so the amounts cannot differ
 * from one page to the next. Nothing here types an amount; the block's
 * words are in content/bilan/costs.yaml.
 */
import { z } from "zod";
import {
  type BilanFormula,
  bilanPrice,
  cpfConditions,
  durationText,
  fundingOptions,
} from "./bilan-pricing.ts";
import { formatEuros, lowerFirst, typeset } from "./format.ts";
import { readRecord } from "./lib/collection.ts";
import { text } from "./lib/fields.ts";
import { fillTemplate, template } from "./lib/template.ts";

/** content/bilan/costs.yaml: the block's titles and words. */
export const schema = z.strictObject({
  title: text,
  caption: text,
  routeHeader: text,
  priceLabel: text,
  taxNote: text,
  formulas: z.strictObject({ classic: text, flash: text }),
  cpfTitle: text,
  exemptions: text,
  detailsTitle: text,
  formulaDetail: template("formule", "explication"),
  start: template("delai"),
  moreLink: text,
  offers: z.strictObject({
    flash: text,
    classicIndividual: text,
    classicEmployer: text,
    franceTravail: text,
  }),
});

const copy = readRecord("bilan/costs.yaml", schema);

interface CostFormula {
  readonly id: BilanFormula;
  readonly name: string;
  /** The formula's own duration (durationText). */
  readonly duration: string;
}

interface CostCell {
  readonly formula: BilanFormula;
  /** What the visitor pays, as shown (« 303,20 € »). */
  readonly visitorPays: string;
  /** The formula's price on this route (« 1 800 € »). */
  readonly price: string;
  /** How the amount is made up, in one sentence. */
  readonly explanation: string;
  /** When the assessment can start on this route. */
  readonly accessDelay: string;
}

interface CostRow {
  readonly route: string;
  readonly label: string;
  readonly cells: readonly CostCell[];
  /** How the amounts are made up: one sentence, or one per formula when they differ. */
  readonly detail: readonly string[];
  /** « Début du bilan : … », the same for both formulas. */
  readonly start: string;
}

export interface BilanCosts {
  readonly title: string;
  readonly caption: string;
  readonly routeHeader: string;
  readonly priceLabel: string;
  readonly taxNote: string;
  readonly formulas: readonly CostFormula[];
  readonly rows: readonly CostRow[];
  readonly cpf: { readonly title: string; readonly conditions: readonly string[] };
  readonly exemptions: string;
  readonly detailsTitle: string;
  readonly moreLink: string;
}

const formulas: readonly CostFormula[] = (["classic", "flash"] as const).map((id) => ({
  id,
  name: copy.formulas[id],
  duration: durationText(id),
}));

const byFormula = Object.fromEntries(formulas.map(({ id }) => [id, fundingOptions(id)])) as Record<
  BilanFormula,
  ReturnType<typeof fundingOptions>
>;

/** One row per funding route (in the order of `fundingOptions`), one cell per formula. */
const rows: readonly CostRow[] = byFormula.classic.map((option) => {
  const cells = formulas.map(({ id }): CostCell => {
    const same = byFormula[id].find((other) => other.route === option.route);
    if (!same) throw new Error(`bilan-costs: no « ${option.route} » route for the ${id} formula`);
    return {
      formula: id,
      visitorPays: formatEuros(same.visitorPays),
      price: formatEuros(same.price),
      explanation: same.explanation,
      accessDelay: same.accessDelay,
    };
  });
  const explanations = new Set(cells.map((cell) => cell.explanation));
  return {
    route: option.route,
    label: option.label,
    cells,
    detail:
      explanations.size === 1
        ? [option.explanation]
        : cells.map((cell) =>
            fillTemplate(copy.formulaDetail, {
              formule: copy.formulas[cell.formula],
              explication: lowerFirst(cell.explanation),
            }),
          ),
    start: fillTemplate(copy.start, { delai: option.accessDelay }),
  };
});

export const bilanCosts: BilanCosts = typeset({
  title: copy.title,
  caption: copy.caption,
  routeHeader: copy.routeHeader,
  priceLabel: copy.priceLabel,
  taxNote: copy.taxNote,
  formulas,
  rows,
  cpf: { title: copy.cpfTitle, conditions: cpfConditions() },
  exemptions: copy.exemptions,
  detailsTitle: copy.detailsTitle,
  moreLink: copy.moreLink,
});

/** The formulas' prices per payer, for the pages' Service JSON-LD (`offers`). */
export const bilanOffers: readonly { name: string; price: number }[] = [
  { name: copy.offers.flash, price: bilanPrice("flash", "individual") },
  { name: copy.offers.classicIndividual, price: bilanPrice("classic", "individual") },
  { name: copy.offers.classicEmployer, price: bilanPrice("classic", "employer") },
  { name: copy.offers.franceTravail, price: bilanPrice("classic", "france-travail") },
];
