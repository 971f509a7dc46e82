import { describe, expect, it } from "vitest";
import { readPublicConfig } from "../config/public.ts";
import { longDate } from "./format.ts";
import { reviewsClaim } from "./reviews.ts";
import { site } from "./site.ts";

const INPUT = {
  REVIEWS_WIDGET_URL: "https://avis.widget.example/embed/x",
  REVIEWS_RATING: "4,8",
  REVIEWS_COUNT: "1 204",
  REVIEWS_SOURCE: "Google",
  REVIEWS_READ_ON: "2026-03-15",
};

/** The score as content/site.ts builds it from the configuration. */
function reviewsOf(env: Record<string, string>) {
  const config = readPublicConfig(env);
  return {
    widgetUrl: config.REVIEWS_WIDGET_URL,
    rating: config.REVIEWS_RATING,
    bestRating: 5,
    count: config.REVIEWS_COUNT,
    source: config.REVIEWS_SOURCE,
    readOn: config.REVIEWS_READ_ON,
  };
}

describe("the review score", () => {
  it("is shown as a reading: score, count, source and the day it was read", () => {
    const claim = reviewsClaim(reviewsOf(INPUT));
    expect(claim.score).toBe("4,8/5");
    expect(claim.count).toBe("sur 1\u202f204\u00a0avis Google");
    expect(claim.readOn).toBe("relevé le 15 mars 2026");
    expect(claim.text).toBe("4,8/5 sur 1\u202f204\u00a0avis Google, relevé le 15 mars 2026");
  });

  it("the site's score names its source and its date", () => {
    const { text } = reviewsClaim(site.reviews);
    expect(text).toContain(`avis ${site.reviews.source}`);
    expect(text).toContain(`relevé le ${longDate(site.reviews.readOn)}`);
    expect(text).toMatch(/^\d+(?:,\d)?\/\d+ sur [\d\u202f]+\u00a0avis /);
  });

  it("stops the build on a bad value, naming the variable", () => {
    expect(() => reviewsOf({ ...INPUT, REVIEWS_RATING: "6" })).toThrow(/REVIEWS_RATING/);
    expect(() => reviewsOf({ ...INPUT, REVIEWS_RATING: "cinq" })).toThrow(/REVIEWS_RATING/);
    expect(() => reviewsOf({ ...INPUT, REVIEWS_COUNT: "beaucoup" })).toThrow(/REVIEWS_COUNT/);
    expect(() => reviewsOf({ ...INPUT, REVIEWS_COUNT: "0" })).toThrow(/REVIEWS_COUNT/);
    expect(() => reviewsOf({ ...INPUT, REVIEWS_READ_ON: "01/11/2026" })).toThrow(/REVIEWS_READ_ON/);
    expect(() => reviewsOf({ ...INPUT, REVIEWS_READ_ON: "2026-02-30" })).toThrow(/REVIEWS_READ_ON/);
  });
});
