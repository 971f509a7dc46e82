/**
 * The build's first step: the firm's identity (content/firm.yaml, or
 * FIRM_FILE), read and checked before anything else is built, and what it
 * still holds of the repository's fictional firm. A production build
 * (NODE_ENV=production) refuses to go on while any value is fictional and
 * names each one; a development build says how many there are, once.
 */
import path from "node:path";
import { type FictionalValue, fictionalValues, firmFilePath, loadFirm } from "../../config/firm.ts";
import type { BuildStep } from "./step.ts";

/** The message that stops a production build: one line per fictional value, in French. */
function fictionMessage(file: string, values: readonly FictionalValue[]): string {
  const count =
    values.length > 1 ? `${values.length} valeurs sont encore fictives` : "une valeur est encore fictive";
  return [
    `${file} : ${count} ; une version de production ne publie pas de valeur fictive.`,
    ...values.map((value) => `  - « ${value.path} » : ${value.reason} (« ${value.value} »)`),
    "Remplacez chaque valeur par la vraie, puis retirez son chemin de la liste « fictional » en tête du fichier.",
  ].join("\n");
}

export const identityStep: BuildStep = {
  name: "identity",
  async run({ root }) {
    const file = firmFilePath();
    const shown = path.relative(root, file) || file;
    const fictional = fictionalValues(loadFirm(file));
    if (fictional.length === 0) return `${shown}: checked, no fictional value`;
    if (process.env.NODE_ENV === "production") throw new Error(fictionMessage(shown, fictional));
    return `${shown}: checked; attention, ${fictional.length} valeurs fictives (un cabinet d’exemple) : une version de production (NODE_ENV=production) les refusera`;
  },
};
