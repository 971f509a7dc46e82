import { reviewsClaim } from "../../../content/reviews.ts";
import { site } from "../../../content/site.ts";
import { Icon } from "./icon.tsx";

/**
 * The firm's review score as it was read on its platform on a given day:
 * « 5/5 sur 170 avis Google, relevé le 1er novembre 2026 », with decorative
 * stars (as many lit as the rounded score). Never a live figure.
 */
export function ReviewStars({ className = "" }: { className?: string }) {
  const { rating, bestRating } = site.reviews;
  const claim = reviewsClaim(site.reviews);
  const lit = Math.round(rating);
  return (
    <p className={`reviews__summary ${className}`.trim()}>
      <span className="reviews__stars" aria-hidden="true">
        {Array.from({ length: bestRating }, (_, index) => index + 1).map((position) => (
          <Icon
            key={`etoile-${position}`}
            name="star"
            className={position > lit ? "reviews__star--unlit" : undefined}
          />
        ))}
      </span>
      <span className="reviews__score">
        <strong>{claim.score}</strong> {`${claim.count}, `}
        <span className="reviews__read-on">{claim.readOn}</span>
      </span>
    </p>
  );
}
