/**
 * « Combien vais-je payer ? »: what a visitor pays for each formula of the
 * skills assessment, from three answers (situation, CPF balance, employer
 * top-up). Pure and browser-safe: the page computes the answer as the
 * visitor types, with nothing sent or stored. Its inputs are the funding
 * table's own routes (`fundingOptions()` of bilan-pricing.ts, as numbers)
 * and the rules' values (content/regulation.ts), which the page's loader
 * builds at pre-render (bilan-simulator.server.ts); the CPF's arithmetic is
 * content/cpf-payment.ts's, the one the table uses. Nothing here is a
 * figure or a rule of its own.
 *
 * Which route an answer is (the rows of the « Ce que vous payez » table):
 * - a private-sector employee whose employer tops the account up:
 *   « cpf-employer-top-up » (the employer pays the rest, no participation);
 * - a job seeker: « cpf-job-seeker » (no participation);
 * - any other employee, a self-employed person: « cpf » (the participation
 *   is owed whenever the account pays something);
 * - whoever has nothing on the account, or for whom the participation costs
 *   more than the balance pays (a tiny balance), pays less without the CPF:
 *   « self », and the answer says what the CPF would have cost;
 * - a public agent: their CPF is counted in hours and their employer decides
 *   (regulation.publicSectorCpf): « employer-plan »'s price, no computation.
 */
import type { BilanFormula, FundingRoute } from "./bilan-pricing.ts";
import { cpfSplit } from "./cpf-payment.ts";

export const SITUATIONS = ["private-employee", "public-agent", "job-seeker", "self-employed"] as const;
export type Situation = (typeof SITUATIONS)[number];

export const FORMULAS = ["classic", "flash"] as const satisfies readonly BilanFormula[];

/** The visitor's three answers. */
export interface SimulatorAnswers {
  readonly situation: Situation;
  /** Euros on the visitor's CPF, 0 allowed (not asked of a public agent: their CPF is in hours). */
  readonly cpfBalance: number;
  /** The employer tops the account up (asked of a private-sector employee only). */
  readonly employerTopUp: boolean;
}

/** One route of the funding table, as numbers: its price and what the table says the visitor pays. */
interface RouteFigures {
  readonly route: FundingRoute;
  readonly price: number;
  readonly visitorPays: number;
}

/** What the simulator computes with: built at pre-render from fundingOptions() and regulation.ts. */
export interface SimulatorRules {
  /** The most the CPF pays for one assessment (cpfBilanCap). */
  readonly cap: number;
  /** The flat participation of the year (cpfParticipation). */
  readonly participation: number;
  /** Who is exempt from the participation, as the rule names them: the reason each exempt answer gives. */
  readonly exemptions: { readonly jobSeeker: string; readonly employerTopUp: string };
  /** The CPF's minimum delay between the order and the start (cpfStartDelayWorkingDays). */
  readonly startDelayWorkingDays: number;
  /** The funding table's routes, per formula (fundingOptions()). */
  readonly routes: Readonly<Record<BilanFormula, readonly RouteFigures[]>>;
}

/** An answer in euros. */
export interface ComputedCost {
  readonly kind: "computed";
  readonly formula: BilanFormula;
  /** The funding table's row this answer is. */
  readonly route: FundingRoute;
  /** The formula's price on that route. */
  readonly price: number;
  /** What the CPF pays (0 on the « self » route). */
  readonly cpfPays: number;
  /** Whether the CPF pays its cap (the price is above it and the balance covers it). */
  readonly cpfCapped: boolean;
  /** What the employer adds to the account. */
  readonly employerPays: number;
  /** The flat participation owed. */
  readonly participation: number;
  /** What the visitor pays out of pocket: never below 0, never above `price`. */
  readonly visitorPays: number;
  /** The part of the price the CPF leaves: above its cap, and below it what the balance does not cover. */
  readonly aboveCap: number;
  readonly balanceShortfall: number;
  /** Why no participation is owed although the CPF pays (the rule's exempt people). */
  readonly exemption?: string;
  /** When paying without the CPF costs less: what paying with it would have cost. */
  readonly withCpf?: number;
}

/** A public agent's answer: the rule and the price, the employer decides the rest. */
interface EmployerDecidesCost {
  readonly kind: "employer-decides";
  readonly formula: BilanFormula;
  readonly route: "employer-plan";
  readonly price: number;
}

export type FormulaCost = ComputedCost | EmployerDecidesCost;

/** The routes paid with the CPF, whose start waits for the CPF's minimum delay. */
const CPF_ROUTES: ReadonlySet<FundingRoute> = new Set(["cpf", "cpf-job-seeker", "cpf-employer-top-up"]);

/** Whether an answer's route is paid with the CPF (its earliest start is the CPF's). */
export const paidWithCpf = (cost: FormulaCost) => CPF_ROUTES.has(cost.route);

function routeFigures(rules: SimulatorRules, formula: BilanFormula, route: FundingRoute): RouteFigures {
  const found = rules.routes[formula].find((figures) => figures.route === route);
  if (!found) throw new Error(`bilan-simulator: no « ${route} » route for the ${formula} formula`);
  return found;
}

/** The CPF route of an answer, for anyone but a public agent. */
function cpfRoute(answers: SimulatorAnswers): "cpf" | "cpf-job-seeker" | "cpf-employer-top-up" {
  if (answers.situation === "private-employee" && answers.employerTopUp) return "cpf-employer-top-up";
  return answers.situation === "job-seeker" ? "cpf-job-seeker" : "cpf";
}

/** What the visitor pays for one formula. */
export function simulateFormula(
  answers: SimulatorAnswers,
  formula: BilanFormula,
  rules: SimulatorRules,
): FormulaCost {
  if (answers.situation === "public-agent") {
    return {
      kind: "employer-decides",
      formula,
      route: "employer-plan",
      price: routeFigures(rules, formula, "employer-plan").price,
    };
  }
  const route = cpfRoute(answers);
  const { price } = routeFigures(rules, formula, route);
  const topUp = route === "cpf-employer-top-up";
  const exempt = route === "cpf-job-seeker";
  const split = cpfSplit({
    price,
    cap: rules.cap,
    balance: answers.cpfBalance,
    participation: rules.participation,
    exempt,
    employerTopUp: topUp,
  });
  const self = routeFigures(rules, formula, "self").price;
  // Without the employer, an empty account, or one whose balance pays less than the participation, costs more than paying alone.
  if (!topUp && (split.cpfPays === 0 || self < split.visitorPays)) {
    return {
      kind: "computed",
      formula,
      route: "self",
      price: self,
      cpfPays: 0,
      cpfCapped: false,
      employerPays: 0,
      participation: 0,
      visitorPays: self,
      aboveCap: 0,
      balanceShortfall: 0,
      ...(split.cpfPays > 0 && { withCpf: split.visitorPays }),
    };
  }
  const aboveCap = Math.max(0, price - rules.cap);
  return {
    kind: "computed",
    formula,
    route,
    price,
    ...split,
    cpfCapped: split.cpfPays === rules.cap,
    aboveCap,
    balanceShortfall: Math.round((price - aboveCap - split.cpfPays) * 100) / 100,
    ...(exempt && { exemption: rules.exemptions.jobSeeker }),
    ...(topUp && { exemption: rules.exemptions.employerTopUp }),
  };
}

/** What the visitor pays for each formula, in the table's order of formulas. */
export function simulate(answers: SimulatorAnswers, rules: SimulatorRules): readonly FormulaCost[] {
  return FORMULAS.map((formula) => simulateFormula(answers, formula, rules));
}

/**
 * An amount in euros as a visitor types it: « 1250 », « 1 250,50 », « 1250.5 € »
 * (spaces of any kind between thousands, a comma or a point before at most two
 * decimals). Null when it is not one; 0 is one.
 */
export function parseEuros(text: string): number | null {
  const compact = text
    .replace(/(?:€|euros?)\s*$/i, "")
    .trim()
    .replace(/(\d)\s(?=\d{3}(?:\D|$))/g, "$1");
  const match = /^(\d{1,7})(?:[.,](\d{1,2}))?$/.exec(compact);
  if (!match) return null;
  return Number(`${match[1]}.${match[2] ?? "0"}`);
}
