import { useState } from "react";
import { site } from "../../../content/site";
import { Icon } from "../ui/icon";

interface ReviewsWidgetProps {
  title: string;
  intro: string;
  loadButton: string;
  privacyNote: string;
}

/**
 * A static rating summary; the external reviews widget loads only when the
 * visitor asks for it (nothing is requested from its host before).
 */
export function ReviewsWidget({ title, intro, loadButton, privacyNote }: ReviewsWidgetProps) {
  const [loaded, setLoaded] = useState(false);
  const { rating, bestRating, count, widgetUrl } = site.reviews;
  return (
    <section className="section reviews" aria-labelledby="avis-clients">
      <div className="container reviews__inner">
        <h2 id="avis-clients">{title}</h2>
        <p className="section__intro">{intro}</p>
        <p className="reviews__summary">
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
        {loaded ? (
          <iframe className="reviews__frame" title="Google Widget" src={widgetUrl} loading="lazy" />
        ) : (
          <div className="reviews__consent">
            <button
              type="button"
              className="btn btn-outline"
              onClick={() => {
                console.info(`Widget d’avis chargé depuis ${widgetUrl}`);
                setLoaded(true);
              }}
            >
              {loadButton}
            </button>
            <p className="reviews__note">{privacyNote}</p>
          </div>
        )}
      </div>
    </section>
  );
}
