/**
 * The key-numbers counters of the home page (spec section 4):
 * content/pages/key-numbers.yaml, each counter's target taken from the
 * firm's claims (content/bilan/facts.yaml) or given by the file. Build time
 * only: the home page's loader passes them to the block, whose animation
 * (app/lib/counters.ts) runs in the browser.
 */
import { z } from "zod";
import { bilanClaims } from "./bilan-facts.ts";
import { formatNumber, frenchTypography, typeset } from "./format.ts";
import { readRecord } from "./lib/collection.ts";
import { text } from "./lib/fields.ts";
import { fillTemplate, template } from "./lib/template.ts";

/** The claims a counter may count up to. */
const CLAIMS = ["yearsOfExperience", "peopleSupported", "peoplePerYear"] as const;

const count = z.number().int("doit être un nombre entier").positive("doit être supérieur à zéro");

/** content/pages/key-numbers.yaml */
export const schema = z.strictObject({
  counters: z
    .array(
      z
        .strictObject({
          id: z
            .string()
            .regex(
              /^[a-z0-9-]+$/,
              "ne doit contenir que des minuscules sans accent, des chiffres et des tirets",
            ),
          from: count,
          claim: z.enum(CLAIMS).optional(),
          to: count.optional(),
          intervalMs: count,
          atLeast: z.boolean(),
          text: text,
        })
        .refine((counter) => (counter.claim === undefined) !== (counter.to === undefined), {
          message:
            "donner soit « claim » (un chiffre de content/bilan/facts.yaml), soit « to » (un nombre), pas les deux",
        }),
    )
    .min(1),
  atLeastPhrase: template("chiffre"),
});

/** A counter, as the home page shows it. */
export interface Counter {
  readonly id: string;
  readonly from: number;
  readonly to: number;
  /** One step every this many milliseconds. */
  readonly intervalMs: number;
  /** The target is a floor: shown with « + », read « plus de ». */
  readonly atLeast: boolean;
  /** What the figure counts. */
  readonly text: string;
  /** The target in words, for screen readers: « plus de 4 800 personnes accompagnées ». */
  readonly phrase: string;
}

const copy = readRecord("pages/key-numbers.yaml", schema);

/** A counter's target as words, for screen readers and sentences: « plus de 4 800 personnes accompagnées ». */
export function counterPhrase(counter: Pick<Counter, "to" | "atLeast" | "text">): string {
  const figure = formatNumber(counter.to);
  return frenchTypography(
    `${counter.atLeast ? fillTemplate(copy.atLeastPhrase, { chiffre: figure }) : figure} ${counter.text}`,
  );
}

export const counters: readonly Counter[] = copy.counters.map(({ claim, to, ...counter }) => {
  const target = { ...typeset(counter), to: claim ? bilanClaims[claim] : (to ?? 0) };
  return { ...target, phrase: counterPhrase(target) };
});
