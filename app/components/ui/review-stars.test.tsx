import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { type Reviews, reviewsClaim } from "../../../content/reviews.ts";
import { ReviewStars, starFills } from "./review-stars.tsx";

const REVIEWS: Reviews = {
  widgetUrl: "https://avis.example/widget",
  rating: 5,
  bestRating: 5,
  count: 170,
  source: "Google",
  readOn: "2026-11-01",
};

/** The fill of each star as the page draws it: the --star-fill of each star's style. */
function drawnFills(rating: number): string[] {
  const html = renderToStaticMarkup(<ReviewStars claim={reviewsClaim({ ...REVIEWS, rating })} />);
  return [...html.matchAll(/class="reviews__star" style="--star-fill:([^"]*)"/g)].map(
    ([, fill]) => fill ?? "",
  );
}

describe("starFills", () => {
  it.each([
    [5, [100, 100, 100, 100, 100]],
    [4.6, [100, 100, 100, 100, 60]],
    [4.8, [100, 100, 100, 100, 80]],
    [3, [100, 100, 100, 0, 0]],
    [2.5, [100, 100, 50, 0, 0]],
    [0.5, [50, 0, 0, 0, 0]],
    [0, [0, 0, 0, 0, 0]],
  ])("%s out of 5 fills %j", (rating, fills) => {
    expect(starFills(rating, 5)).toEqual(fills);
  });

  it("takes the score to the tenth, as the text beside the stars shows it", () => {
    expect(starFills(4.64, 5)).toEqual([100, 100, 100, 100, 60]);
    expect(starFills(4.66, 5)).toEqual([100, 100, 100, 100, 70]);
  });

  it("fills as many stars as the scale has, the score's share of them", () => {
    for (const rating of [0.5, 1.3, 2.7, 4.6, 5]) {
      const total = starFills(rating, 5).reduce((sum, fill) => sum + fill, 0);
      expect(total / 500).toBeCloseTo(rating / 5, 5);
    }
    expect(starFills(8.5, 10)).toHaveLength(10);
  });
});

describe("ReviewStars", () => {
  it("draws the stars filled to the rating, beside the score they stand for", () => {
    expect(drawnFills(4.6)).toEqual(["100%", "100%", "100%", "100%", "60%"]);
    expect(drawnFills(5)).toEqual(["100%", "100%", "100%", "100%", "100%"]);
    expect(drawnFills(3)).toEqual(["100%", "100%", "100%", "0%", "0%"]);
    expect(drawnFills(0.5)).toEqual(["50%", "0%", "0%", "0%", "0%"]);
    const html = renderToStaticMarkup(<ReviewStars claim={reviewsClaim({ ...REVIEWS, rating: 4.6 })} />);
    expect(html).toContain("<strong>4,6/5</strong>");
  });

  it("keeps the stars away from assistive technology: the text carries the score", () => {
    const html = renderToStaticMarkup(<ReviewStars claim={reviewsClaim(REVIEWS)} />);
    expect(html).toMatch(
      /<span class="reviews__stars" aria-hidden="true">(<span class="reviews__star"[^>]*><span aria-hidden="true" class="icon icon--star-filled"><\/span><\/span>){5}<\/span>/,
    );
  });
});
