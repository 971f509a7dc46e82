import { describe, expect, it } from "vitest";
import { testFirm } from "../config/testing.ts";
import { longDate } from "./format.ts";
import { reviewsClaim } from "./reviews.ts";
import { site } from "./site.ts";

const INPUT = {
  widgetUrl: "https://avis.widget.example/embed/x",
  rating: 4.8,
  count: 1204,
  source: "Google",
  readOn: "2026-03-15",
};

/** The score as content/site.ts builds it from content/firm.yaml's `reviews`. */
function reviewsOf(reviews: Record<string, unknown>) {
  return { ...testFirm({ reviews }).reviews, bestRating: 5 };
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

  it("stops the build on a bad value, naming the field", () => {
    expect(() => reviewsOf({ ...INPUT, rating: 6 })).toThrow(/reviews\.rating/);
    expect(() => reviewsOf({ ...INPUT, rating: "cinq" })).toThrow(/reviews\.rating/);
    expect(() => reviewsOf({ ...INPUT, count: "beaucoup" })).toThrow(/reviews\.count/);
    expect(() => reviewsOf({ ...INPUT, count: 0 })).toThrow(/reviews\.count/);
    expect(() => reviewsOf({ ...INPUT, readOn: "01/11/2026" })).toThrow(/reviews\.readOn/);
    expect(() => reviewsOf({ ...INPUT, readOn: "2026-02-30" })).toThrow(/reviews\.readOn/);
  });
});
