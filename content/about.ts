/**
 * The « Qui sommes-nous » page (/about): content/pages/about.yaml, checked by
 * one schema. The firm's identity, its age (the key-numbers counter counts
 * the same years) and the rule on who requires the quality certification
 * (content/regulation.ts) are {{facts}} in the file; this module adds the
 * links' paths and applies French typography (`typeset()`, content/format.ts).
 */
import { z } from "zod";
import { certificatePagePath, disabilityPagePath } from "./compliance-paths.ts";
import { typeset } from "./format.ts";
import { readRecord } from "./lib/collection.ts";
import { text } from "./lib/fields.ts";
import { pageDescription, pageTitle } from "./lib/page-head.ts";

const paragraphs = z.array(text).min(1);
const titled = z.strictObject({ title: text, text });

/** content/pages/about.yaml */
export const schema = z.strictObject({
  title: pageTitle,
  description: pageDescription,
  heading: text,
  intro: z.strictObject({ title: text, paragraphs }),
  team: z.strictObject({
    title: text,
    intro: text,
    members: z.array(z.strictObject({ name: text, role: text, text })).min(1),
    disability: z.strictObject({ text, link: text }),
  }),
  values: z.strictObject({ title: text, items: z.array(titled).min(1) }),
  founder: z.strictObject({
    title: text,
    name: text,
    role: text,
    paragraphs,
    portraitAlt: text,
  }),
  certification: z.strictObject({
    title: text,
    paragraphs,
    certificateLink: text,
    databases: z.array(z.strictObject({ name: text, text })).min(1),
  }),
  cta: z.strictObject({ title: text, text, button: text }),
});

const page = readRecord("pages/about.yaml", schema);

export const about = typeset({
  ...page,
  team: {
    ...page.team,
    /** The disability referent (indicator 26 of the quality framework) and the page about disability. */
    disability: {
      text: page.team.disability.text,
      link: { to: disabilityPagePath, label: page.team.disability.link },
    },
  },
  certification: {
    ...page.certification,
    certificateLink: { to: certificatePagePath, label: page.certification.certificateLink },
  },
});
