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
  const labels = (slug: string) =>
    relatedLandings(landingForPath(landingPath(slug))).map((link) => link.label);

  it("gives a city page the other cities and the topics, never itself nor the advertising page", () => {
    const related = labels("bilan-de-competence-melun");
    expect(related).toContain("Bilan de compétences à Provins");
    expect(related).toContain("Bilan de compétences avec le CPF");
    expect(related).not.toContain("Bilan de compétences à Melun");
    expect(related).not.toContain("Votre bilan de compétences");
  });

  it("gives a topic page the other topics and every city", () => {
    const related = labels("bilan-de-competence-CPF");
    expect(related).toContain("Bilan de compétences avec l’Apec");
    expect(related).toContain("Bilan de compétences à Melun");
    expect(related).not.toContain("Bilan de compétences avec le CPF");
    expect(related).toHaveLength(landingPages.filter((row) => !row.noindex).length - 1);
  });
});
