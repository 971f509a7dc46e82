/**
 * The copy every landing page shares (content/landing/common.yaml), and the
 * landing pages' paths. The file is plain French; `typeset()` applies French
 * typography here. Durations, prices and rules are facts ({{name}}, from
 * content/facts/); the amounts a visitor pays are shown by the cost block
 * (bilan-costs.ts), never typed in the copy.
 */
import { z } from "zod";
import { typeset } from "./format.ts";
import { readRecord } from "./lib/collection.ts";
import { text } from "./lib/fields.ts";

const texts = z.array(text).min(1);
const titled = z.strictObject({ title: text, text });

/** content/landing/common.yaml: each section is a block of the landing pages. */
export const commonSchema = z.strictObject({
  essentials: z.strictObject({ title: text, intro: text, moreLink: text }),
  whoCan: z.strictObject({ title: text, intro: text, audiences: texts }),
  funding: z.strictObject({ title: text, routes: z.array(z.strictObject({ name: text, text })).min(1) }),
  reasons: z.strictObject({
    title: text,
    items: texts,
    companyCreation: z.strictObject({ title: text, linkLabel: text }),
  }),
  steps: z.strictObject({ title: text, items: z.array(titled).min(1) }),
  buttons: z.strictObject({ assessment: text, contact: text, appointment: text, information: text }),
  reviews: z.strictObject({ title: text, intro: text, loadButton: text, privacyNote: text }),
  local: z.strictObject({
    nearbyTowns: text,
    gettingThere: text,
    train: text,
    bus: text,
    car: text,
    bike: text,
    employers: text,
    testimonial: text,
  }),
  faq: z.strictObject({ moreLink: text }),
  related: z.strictObject({ title: text }),
  decree: z.strictObject({ text, linkLabel: text }),
  programme: z.strictObject({ text, linkLabel: text }),
  phone: z.strictObject({ label: text }),
  /** The closing call-to-action band. */
  cta: z.strictObject({ title: text, text }),
});

/**
 * Copy shared by every landing page, kept short: the detail lives on
 * /bilan-de-competence, and most of each landing page is its own (issue 14).
 * `{ville}` is replaced by the page's city.
 */
export const landingCommon = typeset(readRecord("landing/common.yaml", commonSchema));

/** "/bilan-de-competence/bilan-de-competence-melun" for a slug. */
export function landingPath(slug: string): string {
  return `/bilan-de-competence/${slug}`;
}
