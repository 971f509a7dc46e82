/**
 * The key-numbers counters' arithmetic, in the browser as at build: each
 * counts from `from` to `to`, one step every `intervalMs`, once the block is
 * first visible. A counter marked `atLeast` shows a floor: « +4 800 ».
 * Figures are written with `formatNumber` (as `Intl.NumberFormat("fr-FR")`:
 * a narrow no-break space between thousands), the one form every page uses
 * for these numbers. The counters themselves are content/pages/key-numbers.yaml
 * (content/key-numbers.ts), passed by the home page's loader.
 */
import { formatNumber } from "../../content/format.ts";

/** A counter's course: where it starts, where it stops, how fast. */
export interface CounterSteps {
  readonly from: number;
  readonly to: number;
  readonly intervalMs: number;
}

/** The figure a counter shows for `value`: « +4 800 », « +16 », « 6 ». */
export function counterFigure(counter: { readonly atLeast: boolean }, value: number): string {
  return formatNumber(value, { sign: counter.atLeast ? "always" : "auto" });
}

/** The value a counter shows `elapsedMs` after it started: one step per interval, never past its target. */
export function counterValue(counter: CounterSteps, elapsedMs: number): number {
  const steps = Math.floor(Math.max(0, elapsedMs) / counter.intervalMs);
  return Math.min(counter.to, counter.from + steps);
}

/** How long a counter takes to reach its target. */
export function counterDuration(counter: CounterSteps): number {
  return (counter.to - counter.from) * counter.intervalMs;
}
