import { describe, expect, it } from "vitest";
import { articleCountText, filterArticles } from "./blog-filter.ts";

const articles = [
  { PageLink: "/blog/a", categorie: ["évolution professionnelle"] },
  { PageLink: "/blog/b", categorie: ["évolution professionnelle", "Conseils recherche d'emploi"] },
  { PageLink: "/blog/c", categorie: ["Droit à la formation"] },
  { PageLink: "", categorie: ["Droit à la formation", "évolution professionnelle"] },
];
const links = (list: { PageLink: string }[]) => list.map((article) => article.PageLink);

describe("filterArticles", () => {
  it("shows every linked article when no category, or the link to all of them ('CATEGORIE'), is chosen", () => {
    expect(links(filterArticles(articles))).toEqual(["/blog/a", "/blog/b", "/blog/c"]);
    expect(links(filterArticles(articles, "CATEGORIE", "CATEGORIE"))).toEqual([
      "/blog/a",
      "/blog/b",
      "/blog/c",
    ]);
  });

  it("keeps the linked articles whose categories contain the choice", () => {
    expect(links(filterArticles(articles, "évolution professionnelle"))).toEqual(["/blog/a", "/blog/b"]);
    expect(links(filterArticles(articles, "Conseils recherche d'emploi"))).toEqual(["/blog/b"]);
    expect(links(filterArticles(articles, "Droit à la formation"))).toEqual(["/blog/c"]);
  });

  it("shows nothing for a category no article has", () => {
    expect(filterArticles(articles, "Cuisine")).toEqual([]);
  });
});

describe("articleCountText", () => {
  const texts = { one: "{nombre} article", many: "{nombre} articles" };

  it("says how many articles the filter shows, singular up to one", () => {
    expect(articleCountText(texts, 0)).toBe("0 article");
    expect(articleCountText(texts, 1)).toBe("1 article");
    expect(articleCountText(texts, 6)).toBe("6 articles");
  });
});
