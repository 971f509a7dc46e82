/**
 * The firm's review score: a figure someone read on a review platform on a
 * given day, never a live value. The pages show it as such, with its source
 * and its date (« 5/5 sur 170 avis Google, relevé le 1er novembre 2026 »).
 * It is deliberately left out of the JSON-LD: a score the firm publishes about
 * itself proves nothing, and search engines ignore a business's reviews of
 * itself (app/lib/json-ld.ts). The REVIEWS_* values are read and checked by
 * config/public.ts; the words around them are content/pages/reviews.yaml.
 * Build time only: the routes' loaders pass the claim to the page.
 */
import { z } from "zod";
import { formatNumber, frenchTypography, longDate, typeset } from "./format.ts";
import { readRecord } from "./lib/collection.ts";
import { text } from "./lib/fields.ts";
import { fillTemplate, template } from "./lib/template.ts";
import { site } from "./site.ts";

export interface Reviews {
  /** The reviews widget, loaded only when the visitor asks for it. */
  readonly widgetUrl: string;
  /** The average score the platform showed, e.g. 4.8. */
  readonly rating: number;
  /** The top of the platform's scale. */
  readonly bestRating: number;
  /** How many reviews the platform counted. */
  readonly count: number;
  /** The platform the score was read on, e.g. "Google". */
  readonly source: string;
  /** The day the score was read (ISO date). */
  readonly readOn: string;
}

/** The score as the page writes it, in its parts, with the figures the stars are drawn from. */
export interface ReviewsClaim {
  /** The average score, e.g. 4.8 (the stars' fill). */
  readonly rating: number;
  /** The top of the scale (the number of stars). */
  readonly bestRating: number;
  /** « 5/5 » */
  readonly score: string;
  /** « sur 170 avis Google » */
  readonly count: string;
  /** « relevé le 1er novembre 2026 » */
  readonly readOn: string;
  /** The three together: « 5/5 sur 170 avis Google, relevé le 1er novembre 2026 ». */
  readonly text: string;
}

/** content/pages/reviews.yaml */
export const schema = z.strictObject({
  widget: z.strictObject({ loadButton: text, privacyNote: text }),
  claim: z.strictObject({ count: template("nombre", "source"), readOn: template("date") }),
});

const copy = readRecord("pages/reviews.yaml", schema);

/** The button that loads the reviews widget, and what the visitor accepts with it. */
export const reviewsWidget = typeset(copy.widget);

const scoreText = (value: number) => formatNumber(value, { maxFractionDigits: 1 });

/** The claim in its parts, typeset: « 5/5 », « sur 170 avis Google », « relevé le 1er novembre 2026 ». */
export function reviewsClaim(reviews: Reviews = site.reviews): ReviewsClaim {
  const score = `${scoreText(reviews.rating)}/${scoreText(reviews.bestRating)}`;
  const count = frenchTypography(
    fillTemplate(copy.claim.count, { nombre: formatNumber(reviews.count), source: reviews.source }),
  );
  const readOn = frenchTypography(fillTemplate(copy.claim.readOn, { date: longDate(reviews.readOn) }));
  return {
    rating: reviews.rating,
    bestRating: reviews.bestRating,
    score,
    count,
    readOn,
    text: `${score} ${count}, ${readOn}`,
  };
}
