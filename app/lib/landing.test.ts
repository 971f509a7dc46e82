import { describe, expect, it } from "vitest";
import { landingPages, landingPath } from "../../content/landing-pages.ts";
import { landingForPath, relatedLandings } from "./landing.server.ts";

describe("landingForPath", () => {
  it("finds every row of the table from its path", () => {
    for (const row of landingPages) {
      expect(landingForPath(landingPath(row.slug))).toBe(row);
    }
  });

  it("accepts a trailing slash and percent-encoded characters, keeping the case of the slug", () => {
    expect(landingForPath("/bilan-de-competence/bilan-de-competence-CPF/").slug).toBe(
      "bilan-de-competence-CPF",
    );
    expect(landingForPath("/bilan-de-competence/bilan-de-competence-%43PF").slug).toBe(
      "bilan-de-competence-CPF",
    );
    expect(() => landingForPath("/bilan-de-competence/bilan-de-competence-cpf")).toThrow(/No landing page/);
  });

  it("refuses a path of no row, even a malformed one", () => {
    expect(() => landingForPath("/bilan-de-competence/paris")).toThrow(/No landing page/);
    expect(() => landingForPath("/bilan-de-competence/%E0%A4%A")).toThrow(/No landing page/);
  });
});

describe("relatedLandings", () => {
  const indexed = landingPages.filter((row) => !row.noindex);
  const cities = indexed.filter((row) => row.kind === "city");
  const topics = indexed.filter((row) => row.kind === "topic");
  const paths = (slug: string) => relatedLandings(landingForPath(landingPath(slug))).map((link) => link.path);

  it("gives a city page the other towns and the topics, never itself nor a page out of search engines", () => {
    const [city] = cities;
    if (!city) throw new Error("no city page");
    const related = paths(city.slug);
    for (const row of [...cities, ...topics].filter((row) => row.city !== city.city)) {
      expect(related, row.slug).toContain(landingPath(row.slug));
    }
    expect(related).not.toContain(landingPath(city.slug));
    for (const row of landingPages.filter((page) => page.noindex)) {
      expect(related).not.toContain(landingPath(row.slug));
    }
  });

  it("gives a topic page the other topics and every city", () => {
    const [topic] = topics;
    if (!topic) throw new Error("no topic page");
    const related = paths(topic.slug);
    expect(related).not.toContain(landingPath(topic.slug));
    expect(related.sort()).toEqual(
      indexed
        .filter((row) => row.slug !== topic.slug)
        .map((row) => landingPath(row.slug))
        .sort(),
    );
  });
});
