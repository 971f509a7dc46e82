/**
 * The firm's review score: a figure someone read on a review platform on a
 * given day, never a live value. The pages show it as such, with its source
 * and its date (« 5/5 sur 170 avis Google, relevé le 1er novembre 2026 »).
 * It is deliberately left out of the JSON-LD: a score the firm publishes about
 * itself proves nothing, and search engines ignore a business's reviews of
 * itself (app/lib/json-ld.ts).
 */
import { frenchTypography, longDate } from "./format";

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

/** The values as they come from the configuration (environment variables or defaults). */
export interface ReviewsInput {
  readonly widgetUrl: string;
  readonly rating: string;
  readonly bestRating: number;
  readonly count: string;
  readonly source: string;
  readonly readOn: string;
}

function checkedRating(value: string, best: number): number {
  const rating = Number(value.trim().replace(",", "."));
  if (!/^\d+(?:[.,]\d+)?$/.test(value.trim()) || rating <= 0 || rating > best) {
    throw new Error(
      `REVIEWS_RATING must be a score between 0 and ${best} (e.g. 4.8), got ${JSON.stringify(value)}`,
    );
  }
  return rating;
}

function checkedCount(value: string): number {
  const clean = value.replace(/\s/g, "");
  if (!/^\d+$/.test(clean) || Number(clean) === 0) {
    throw new Error(`REVIEWS_COUNT must be a whole number of reviews, got ${JSON.stringify(value)}`);
  }
  return Number(clean);
}

function checkedDate(value: string): string {
  const date = new Date(`${value}T12:00:00Z`);
  if (
    !/^\d{4}-\d{2}-\d{2}$/.test(value) ||
    Number.isNaN(date.getTime()) ||
    !date.toISOString().startsWith(value)
  ) {
    throw new Error(
      `REVIEWS_READ_ON must be the day the score was read (YYYY-MM-DD), got ${JSON.stringify(value)}`,
    );
  }
  return value;
}

/** Checks the configured values; a bad one stops the build with the variable's name. */
export function checkedReviews(input: ReviewsInput): Reviews {
  if (!input.source.trim()) throw new Error("REVIEWS_SOURCE must name the review platform");
  return {
    widgetUrl: input.widgetUrl,
    rating: checkedRating(input.rating, input.bestRating),
    bestRating: input.bestRating,
    count: checkedCount(input.count),
    source: input.source.trim(),
    readOn: checkedDate(input.readOn),
  };
}

const scoreFormat = new Intl.NumberFormat("fr-FR", { maximumFractionDigits: 1 });
const countFormat = new Intl.NumberFormat("fr-FR");

/** "2026-11-01" -> "1er novembre 2026" (the first of the month is an ordinal in French). */
export function dayText(iso: string): string {
  return longDate(iso).replace(/^1 /, "1er ");
}

/** The claim in its parts, typeset: « 5/5 », « sur 170 avis Google », « relevé le 1er novembre 2026 ». */
export function reviewsClaim(reviews: Reviews) {
  const score = `${scoreFormat.format(reviews.rating)}/${scoreFormat.format(reviews.bestRating)}`;
  const count = frenchTypography(`sur ${countFormat.format(reviews.count)} avis ${reviews.source}`);
  const readOn = frenchTypography(`relevé le ${dayText(reviews.readOn)}`);
  return { score, count, readOn, text: `${score} ${count}, ${readOn}` };
}
