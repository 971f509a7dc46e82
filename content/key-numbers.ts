import { bilanClaims } from "./bilan-facts.ts";
import { formatNumber, frenchTypography, typeset } from "./format.ts";

/**
 * The key-numbers counters (spec section 4): each counts from `from` to `to`,
 * one step every `intervalMs`, once the block is first visible. A counter
 * marked `atLeast` shows a floor: « +4 800 », read « plus de 4 800 ». Figures
 * are written with `formatNumber` (as `Intl.NumberFormat("fr-FR")`: a narrow
 * no-break space between thousands), the one form every page uses for these numbers.
 */
export interface Counter {
  readonly id: string;
  readonly from: number;
  readonly to: number;
  readonly intervalMs: number;
  /** The target is a floor: shown with « + », read « plus de ». */
  readonly atLeast: boolean;
  /** What the figure counts. */
  readonly text: string;
}

export const counters: readonly Counter[] = typeset([
  {
    id: "experience",
    from: 1,
    to: bilanClaims.yearsOfExperience,
    intervalMs: 400,
    atLeast: true,
    text: "années d’expérience",
  },
  {
    id: "personnes",
    from: 2500,
    to: bilanClaims.peopleSupported,
    intervalMs: 4,
    atLeast: true,
    text: "personnes accompagnées",
  },
  {
    id: "equipe",
    from: 1,
    to: 6,
    intervalMs: 1200,
    atLeast: false,
    text: "formateurs, consultants experts, coachs",
  },
]);

/** The figure a counter shows for `value`: « +4 800 », « +16 », « 6 ». */
export function counterFigure(counter: Pick<Counter, "atLeast">, value: number): string {
  return formatNumber(value, { sign: counter.atLeast ? "always" : "auto" });
}

/** A counter's target as words, for screen readers and sentences: « plus de 4 800 personnes accompagnées ». */
export function counterPhrase(counter: Counter): string {
  const figure = formatNumber(counter.to);
  return frenchTypography(`${counter.atLeast ? `plus de ${figure}` : figure} ${counter.text}`);
}

/** The value a counter shows `elapsedMs` after it started: one step per interval, never past its target. */
export function counterValue(
  counter: Pick<Counter, "from" | "to" | "intervalMs">,
  elapsedMs: number,
): number {
  const steps = Math.floor(Math.max(0, elapsedMs) / counter.intervalMs);
  return Math.min(counter.to, counter.from + steps);
}

/** How long a counter takes to reach its target. */
export function counterDuration(counter: Pick<Counter, "from" | "to" | "intervalMs">): number {
  return (counter.to - counter.from) * counter.intervalMs;
}
