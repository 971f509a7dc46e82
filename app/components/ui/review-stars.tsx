import type { CSSProperties } from "react";
import type { ReviewsClaim } from "../../../content/reviews.ts";
import { Icon } from "./icon.tsx";

/**
 * How much of each star is filled, in percent, for a score: 4.6 out of 5 is
 * [100, 100, 100, 100, 60]. The score is taken to the tenth, as the text
 * beside the stars shows it (content/reviews.ts).
 */
export function starFills(rating: number, bestRating: number): number[] {
  const tenths = Math.round(rating * 10);
  return Array.from(
    { length: bestRating },
    (_, index) => Math.min(10, Math.max(0, tenths - index * 10)) * 10,
  );
}

/**
 * The firm's review score as it was read on its platform on a given day:
 * « 5/5 sur 170 avis Google, relevé le 1er novembre 2026 », with decorative
 * stars filled to the score (4.6: four stars and 60 % of the fifth). Never a
 * live figure. The claim is written at build time by the route's loader
 * (`reviewsClaim()`, content/reviews.ts), whose words are content data.
 */
export function ReviewStars({ className = "", claim }: { className?: string; claim: ReviewsClaim }) {
  return (
    <p className={`reviews__summary ${className}`.trim()}>
      <span className="reviews__stars" aria-hidden="true">
        {starFills(claim.rating, claim.bestRating).map((fill, index) => {
          const style: CSSProperties & { "--star-fill": string } = { "--star-fill": `${fill}%` };
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: the stars are positions, in a fixed order
            <span key={index} className="reviews__star" style={style}>
              <Icon name="star-filled" />
            </span>
          );
        })}
      </span>
      <span className="reviews__score">
        <strong>{claim.score}</strong> {`${claim.count}, `}
        <span className="reviews__read-on">{claim.readOn}</span>
      </span>
    </p>
  );
}
