/**
 * The build's second step: the firm's results (content/results.yaml, Qualiopi
 * indicator 2), read and checked before any page quotes them, and what is
 * still the example firm's. A figure still marked `fictional: true` does not
 * stop the build, production included: the step names each one, so the firm
 * knows what it still has to replace (the pages show them as they are).
 */
import path from "node:path";
import { contentDir, sourceName } from "../../content/lib/figures.ts";
import { fictionalPeriods, resultsRecord } from "../../content/results.ts";
import type { BuildStep } from "./step.ts";

/** The step's summary: one line when every figure is the firm's, else a warning naming each fictional one. */
export function resultsSummary(file: string, figureCount: number, fictional: readonly string[]): string {
  if (fictional.length === 0) return `${file}: ${figureCount} periods checked, none fictional`;
  const count =
    fictional.length > 1
      ? `${fictional.length} chiffres sont encore fictifs`
      : "un chiffre est encore fictif";
  return [
    `${file}: ${figureCount} periods checked; attention, ${count} (« fictional: true », un cabinet d’exemple) :`,
    ...fictional.map((name) => `  - ${name}`),
    "  Le cabinet met ses vrais chiffres à leur place, puis retire « fictional: true » de chacun.",
  ].join("\n");
}

export const resultsStep: BuildStep = {
  name: "results",
  async run() {
    const record = resultsRecord();
    const periods = [
      ...Object.values(record.bilan),
      ...Object.values(record.vae),
      ...Object.values(record.businessCreation),
    ].reduce((total, figure) => total + figure.periods.length, 0);
    return resultsSummary(
      sourceName(path.join(contentDir(), "results.yaml")),
      periods,
      fictionalPeriods(record),
    );
  },
};
