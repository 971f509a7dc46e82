import { useState } from "react";
import type { ReviewsClaim } from "../../../content/reviews.ts";
import { site } from "../../../content/site.ts";
import { ReviewStars } from "../ui/review-stars.tsx";
import { Section } from "../ui/section.tsx";

interface ReviewsWidgetProps {
  title: string;
  intro: string;
  loadButton: string;
  privacyNote: string;
  /** The score as it was read, from the route's loader (`reviewsClaim()`). */
  claim: ReviewsClaim;
}

/**
 * A static rating summary; the external reviews widget loads only when the
 * visitor asks for it (nothing is requested from its host before).
 */
export function ReviewsWidget({ title, intro, loadButton, privacyNote, claim }: ReviewsWidgetProps) {
  const [loaded, setLoaded] = useState(false);
  const { widgetUrl } = site.reviews;
  return (
    <Section
      id="avis-clients"
      title={title}
      className="reviews"
      containerClassName="reviews__inner"
      intro={intro}
    >
      <ReviewStars claim={claim} />
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
    </Section>
  );
}
