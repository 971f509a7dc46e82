/**
 * The firm's review score: a figure someone read on a review platform on a
 * given day, never a live value. The pages show it as such, with its source
 * and its date (« 5/5 sur 170 avis Google, relevé le 1er novembre 2026 »).
 * It is deliberately left out of the JSON-LD: a score the firm publishes about
 * itself proves nothing, and search engines ignore a business's reviews of
 * itself (app/lib/json-ld.ts). The REVIEWS_* values are read and checked by
 * config/public.ts.
 */
import { formatNumber, frenchTypography, longDate } from "./format.ts";

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

const scoreText = (value: number) => formatNumber(value, { maxFractionDigits: 1 });

/** The claim in its parts, typeset: « 5/5 », « sur 170 avis Google », « relevé le 1er novembre 2026 ». */
export function reviewsClaim(reviews: Reviews) {
  const score = `${scoreText(reviews.rating)}/${scoreText(reviews.bestRating)}`;
  const count = frenchTypography(`sur ${formatNumber(reviews.count)} avis ${reviews.source}`);
  const readOn = frenchTypography(`relevé le ${longDate(reviews.readOn)}`);
  return { score, count, readOn, text: `${score} ${count}, ${readOn}` };
}
