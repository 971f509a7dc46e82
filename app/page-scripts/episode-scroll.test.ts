import { describe, expect, it } from "vitest";
import { fromAnotherEpisode } from "./episode-scroll.ts";

describe("the change of episode", () => {
  const here = new URL("https://site.test/blog/podcasts/episode-2");
  it("is another episode of the site's list that led here", () => {
    expect(fromAnotherEpisode("https://site.test/blog/podcasts/episode-1", here)).toBe(true);
  });
  it("is not the list, the same episode, another page, another site or no referrer", () => {
    for (const referrer of [
      "https://site.test/blog/podcasts",
      "https://site.test/blog/podcasts/",
      "https://site.test/blog/podcasts/episode-2",
      "https://site.test/blog",
      "https://other.test/blog/podcasts/episode-1",
      "",
    ])
      expect(fromAnotherEpisode(referrer, here), referrer).toBe(false);
  });
});
