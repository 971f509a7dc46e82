import { describe, expect, it } from "vitest";
import {
  blogPostingJsonLd,
  contactPageJsonLd,
  courseJsonLd,
  organizationJsonLd,
  serviceJsonLd,
  webPageJsonLd,
} from "./json-ld.ts";

describe("JSON-LD", () => {
  it("never publishes the firm's own review score as structured data", () => {
    const all = [
      organizationJsonLd(),
      contactPageJsonLd(),
      serviceJsonLd({ name: "Bilan", description: "Un bilan", path: "/bilan-de-competence" }),
      courseJsonLd({
        name: "Formation",
        description: "Une formation",
        path: "/f",
        workload: "PT21H",
        courseMode: ["online"],
      }),
      webPageJsonLd({ name: "Page", path: "/p", dateModified: "2026-11-23" }),
      blogPostingJsonLd({
        headline: "Article",
        description: "Un article",
        path: "/blog/a",
        image: "/media/blog/a.svg",
        datePublished: "2026-01-01",
        author: "Prénom Nom",
        wordCount: 800,
      }),
    ];
    for (const data of all) {
      expect(JSON.stringify(data)).not.toMatch(/aggregateRating|"review"|ratingValue|reviewCount/i);
    }
  });
});
