/**
 * Sentences whose values the code fills: `{name}` (single braces) stands for
 * a value computed where the sentence is used, such as an amount that depends
 * on the formula and the funding route, or a list the page builds. A fact
 * that is the same everywhere is written {{name}} instead (content/facts/).
 *
 * `template(names)` is the zod schema of such a sentence: it must use each
 * of `names` and no other `{name}`, or the build stops naming the file, the
 * line and the field. `fillTemplate` puts the values in.
 *
 * Imports nothing from content/: the records of figures the facts are
 * computed from use it while they load (content/lib/collection.ts).
 */
import { z } from "zod";
import { SLOT } from "./fill-template.ts";

export { fillTemplate } from "./fill-template.ts";

/** The `{name}` slots of a sentence, in order. */
function slots(text: string): string[] {
  return [...text.matchAll(SLOT)].map((match) => match[1] as string);
}

/** A sentence that uses each of `names` as `{name}`, and no other single-brace name. */
export function template(...names: readonly string[]) {
  return z
    .string()
    .trim()
    .min(1, "ne peut pas être vide")
    .superRefine((text, context) => {
      const used = slots(text);
      const missing = names.filter((name) => !used.includes(name));
      if (missing.length > 0) {
        context.addIssue({
          code: "custom",
          message: `doit contenir ${missing.map((name) => `{${name}}`).join(" et ")} (la valeur que le site calcule)`,
        });
      }
      const unknown = used.filter((name) => !names.includes(name));
      if (unknown.length > 0) {
        const allowed = names.length > 0 ? names.map((name) => `{${name}}`).join(", ") : "aucune";
        context.addIssue({
          code: "custom",
          message: `${unknown.map((name) => `{${name}}`).join(", ")} ne nomme aucune valeur calculée ici (valeurs possibles : ${allowed})`,
        });
      }
    });
}
