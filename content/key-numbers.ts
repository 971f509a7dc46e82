/**
 * The key-numbers counters (spec section 4): each counts from `from` to `to`,
 * one step every `intervalMs`, once the block is first visible.
 * `label` receives the figure shown.
 */
export interface Counter {
  id: string;
  from: number;
  to: number;
  intervalMs: number;
  label: (value: number) => { figure: string; text: string };
}

export const counters: readonly Counter[] = [
  {
    id: "experience",
    from: 1,
    to: 16,
    intervalMs: 400,
    label: (n) => ({ figure: `+${n}`, text: "années d’expérience" }),
  },
  {
    id: "personnes",
    from: 2500,
    to: 4800,
    intervalMs: 4,
    label: (n) => ({ figure: `+${n}`, text: "personnes accompagnées" }),
  },
  {
    id: "equipe",
    from: 1,
    to: 6,
    intervalMs: 1200,
    label: (n) => ({ figure: `${n}`, text: "formateurs, consultants experts, coachs" }),
  },
];

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
