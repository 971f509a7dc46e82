/**
 * The home page's copy: content/pages/home.yaml, checked by one schema. The
 * firm's identity (name, towns, hours, review source) and its figures are
 * {{facts}} in the file; `typeset()` (content/format.ts) puts the no-break
 * spaces French typography wants. The quality block is content/quality.ts,
 * the reviews button content/reviews.ts.
 */
import { z } from "zod";
import { typeset } from "./format.ts";
import { readRecord } from "./lib/collection.ts";
import { text } from "./lib/fields.ts";
import { pageDescription, pageTitle } from "./lib/page-head.ts";
import { qualityCopy } from "./quality.ts";
import { reviewsWidget } from "./reviews.ts";

const titled = z.strictObject({ title: text, text });

/** content/pages/home.yaml */
export const schema = z.strictObject({
  meta: z.strictObject({ title: pageTitle, description: pageDescription }),
  heading: text,
  hero: z.strictObject({ title: text, lead: text, primaryCta: text, secondaryCta: text }),
  differentiators: z.strictObject({ title: text, items: z.array(titled).min(1) }),
  video: z.strictObject({ title: text, text, label: text }),
  services: z.strictObject({
    title: text,
    intro: text,
    items: z
      .array(
        z.strictObject({
          path: z.string().regex(/^\/\S*$/, "doit être l’adresse d’une page du site, commençant par /"),
          title: text,
          text,
        }),
      )
      .min(1),
  }),
  banner: z.strictObject({ title: text, text, cta: text }),
  keyNumbers: z.strictObject({ title: text, intro: text }),
  reviews: z.strictObject({ title: text, intro: text }),
  commonMessages: z.strictObject({ freeFirstMeeting: text, delivery: text, funding: text }),
});

const { meta, ...page } = readRecord("pages/home.yaml", schema);

export const homeMeta = typeset(meta);

export const home = typeset({
  ...page,
  reviews: { ...page.reviews, ...reviewsWidget },
  quality: qualityCopy,
});
