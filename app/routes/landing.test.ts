import { describe, expect, it } from "vitest";
import { landingPages, landingPath } from "../../content/landing-pages";
import { landingForPath } from "./landing";

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
