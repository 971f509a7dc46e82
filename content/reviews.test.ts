import { describe, expect, it } from "vitest";
import { checkedReviews, dayText, reviewsClaim } from "./reviews";
import { site } from "./site";

const INPUT = {
  widgetUrl: "https://avis.widget.example/embed/x",
  rating: "4,8",
  bestRating: 5,
  count: "1 204",
  source: "Google",
  readOn: "2026-03-15",
};

describe("the review score", () => {
  it("is shown as a reading: score, count, source and the day it was read", () => {
    const claim = reviewsClaim(checkedReviews(INPUT));
    expect(claim.score).toBe("4,8/5");
    expect(claim.count).toBe("sur 1\u202f204\u00a0avis Google");
    expect(claim.readOn).toBe("relevé le 15 mars 2026");
    expect(claim.text).toBe("4,8/5 sur 1\u202f204\u00a0avis Google, relevé le 15 mars 2026");
  });

  it("the site's score names its source and its date", () => {
    const { text } = reviewsClaim(site.reviews);
    expect(text).toContain(`avis ${site.reviews.source}`);
    expect(text).toContain(`relevé le ${dayText(site.reviews.readOn)}`);
    expect(text).toMatch(/^\d+(?:,\d)?\/\d+ sur [\d\u202f]+\u00a0avis /);
  });

  it("writes the first of the month as an ordinal", () => {
    expect(dayText("2026-11-01")).toBe("1er novembre 2026");
    expect(dayText("2026-11-21")).toBe("21 novembre 2026");
  });

  it("stops the build on a bad value, naming the variable", () => {
    expect(() => checkedReviews({ ...INPUT, rating: "6" })).toThrow(/REVIEWS_RATING/);
    expect(() => checkedReviews({ ...INPUT, rating: "cinq" })).toThrow(/REVIEWS_RATING/);
    expect(() => checkedReviews({ ...INPUT, count: "beaucoup" })).toThrow(/REVIEWS_COUNT/);
    expect(() => checkedReviews({ ...INPUT, count: "0" })).toThrow(/REVIEWS_COUNT/);
    expect(() => checkedReviews({ ...INPUT, readOn: "01/11/2026" })).toThrow(/REVIEWS_READ_ON/);
    expect(() => checkedReviews({ ...INPUT, readOn: "2026-02-30" })).toThrow(/REVIEWS_READ_ON/);
    expect(() => checkedReviews({ ...INPUT, source: " " })).toThrow(/REVIEWS_SOURCE/);
  });
});
