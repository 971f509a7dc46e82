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
 * visitor asks for it (nothing is requested from its host before): its
 * button carries the frame the page script puts in place of the consent
 * block (app/page-scripts/frames.ts).
 */
export function ReviewsWidget({ title, intro, loadButton, privacyNote, claim }: ReviewsWidgetProps) {
  const { widgetUrl } = site.reviews;
  const frame = { src: widgetUrl, title: "Google Widget", class: "reviews__frame", loading: "lazy" };
  return (
    <Section
      id="avis-clients"
      title={title}
      className="reviews"
      containerClassName="reviews__inner"
      intro={intro}
    >
      <ReviewStars claim={claim} />
      <div className="reviews__consent">
        <button
          type="button"
          className="btn btn-outline"
          data-frame={JSON.stringify(frame)}
          data-frame-replaces=".reviews__consent"
          data-frame-log={`Widget d’avis chargé depuis ${widgetUrl}`}
        >
          {loadButton}
        </button>
        <p className="reviews__note">{privacyNote}</p>
      </div>
    </Section>
  );
}
