import { site } from "../../../content/site";
import { Icon } from "./icon";

/** The firm's rating, « 5/5 sur 170 avis », with decorative stars. */
export function ReviewStars({ className = "" }: { className?: string }) {
  const { rating, bestRating, count } = site.reviews;
  return (
    <p className={`reviews__summary ${className}`.trim()}>
      <span className="reviews__stars" aria-hidden="true">
        {Array.from({ length: bestRating }, (_, index) => index + 1).map((position) => (
          <Icon key={`etoile-${position}`} name="star" />
        ))}
      </span>
      <span className="reviews__score">
        <strong>
          {rating}/{bestRating}
        </strong>{" "}
        <span>{`sur ${count}\u00a0avis`}</span>
      </span>
    </p>
  );
}
