import { describe, expect, it } from "vitest";
import { landingPages, landingPath } from "../../content/landing-pages";
import { landingForPath, relatedLandings } from "./landing.server";

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
  it("lists the other pages, never the same city nor the advertising page", () => {
    const melun = landingForPath("/bilan-de-competence/bilan-de-competence-melun");
    const related = relatedLandings(melun);
    expect(related.map((link) => link.label)).toContain("Bilan de compétences à Provins");
    expect(related.map((link) => link.path)).not.toContain(landingPath("bilan-de-competence-melun"));
    expect(related.map((link) => link.path)).not.toContain(landingPath("Landing-Page"));
    // Topic pages are about the head office's town: they do not list each other's city either.
    for (const link of related) expect(landingForPath(link.path).city).not.toBe(melun.city);
  });
});
