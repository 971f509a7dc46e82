/**
 * The « what you pay » block of the skills-assessment pages: for each
 * formula and funding route, what is left for the visitor to pay, computed by
 * `fundingOptions()` (bilan-pricing.ts). /bilan-de-competence and every
 * landing page show it from this one module, so the amounts cannot differ
 * from one page to the next. Nothing here types an amount.
 */
import {
  accessDelays,
  type BilanFormula,
  bilanPrice,
  cpfConditions,
  durationText,
  fundingOptions,
} from "./bilan-pricing.ts";
import { formatEuros, joinList, lowerFirst, typeset } from "./format.ts";
import { regulation } from "./regulation.ts";

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

const formulas: readonly CostFormula[] = [
  { id: "classic", name: "Bilan classique", duration: durationText("classic") },
  { id: "flash", name: "Bilan flash", duration: durationText("flash") },
];

const byFormula = Object.fromEntries(formulas.map(({ id }) => [id, fundingOptions(id)])) as Record<
  BilanFormula,
  ReturnType<typeof fundingOptions>
>;

const formulaName = (id: BilanFormula) => formulas.find((formula) => formula.id === id)?.name ?? id;

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
        : cells.map((cell) => `${formulaName(cell.formula)} : ${lowerFirst(cell.explanation)}`),
    start: `Début du bilan : ${option.accessDelay}.`,
  };
});

const { cpfParticipation } = regulation;

export const bilanCosts: BilanCosts = typeset({
  title: "Ce que vous payez, selon la formule et le financement",
  caption: "Reste à votre charge pour un bilan de compétences, selon la formule et le financement",
  routeHeader: "Financement",
  priceLabel: "sur un prix de",
  taxNote: "Montants toutes taxes comprises, pour l’ensemble du bilan.",
  formulas,
  rows,
  cpf: { title: "Avec votre CPF, bon à savoir", conditions: cpfConditions() },
  exemptions: `Sont dispensés de la participation forfaitaire ${joinList(cpfParticipation.value.exemptions)}.`,
  detailsTitle: "Le détail, financement par financement",
  moreLink: "Le détail de chaque financement",
});

/** The formulas' prices per payer, for the pages' Service JSON-LD (`offers`). */
export const bilanOffers: readonly { name: string; price: number }[] = [
  { name: "Bilan flash", price: bilanPrice("flash", "individual") },
  { name: "Bilan classique, financement personnel ou CPF", price: bilanPrice("classic", "individual") },
  { name: "Bilan classique, financement employeur", price: bilanPrice("classic", "employer") },
  {
    name: "Bilan classique, personnes inscrites à France Travail",
    price: bilanPrice("classic", "france-travail"),
  },
];

/** When an assessment can start, per funding route, in one sentence (programme sheet). */
export const bilanAccessDelays = typeset(
  `Avec votre CPF, ${accessDelays.cpf} ; financé par vous-même, ${accessDelays.self} ; financé par votre employeur ou par France Travail, ${accessDelays.funder}.`,
);
