import { describe, expect, it } from "vitest";
import { pageLabels } from "./pages.ts";
import { redirects, redirectTarget } from "./redirects.ts";
import { prerenderPaths } from "./routes-data.ts";

describe("redirect table", () => {
  it("holds the spec's redirects (the firm may add others in « Anciennes adresses »)", () => {
    expect(redirects).toMatchObject({
      "/fr/home": "/home",
      "/temoignages": "/about",
      "/qui-sommes-nous": "/about",
      "/bilan-de-competences": "/bilan-de-competence",
    });
  });

  it("finds a target with or without a trailing slash, and nothing for other paths", () => {
    expect(redirectTarget("/temoignages/")).toBe("/about");
    expect(redirectTarget("/fr/home")).toBe("/home");
    expect(redirectTarget("/about")).toBeUndefined();
    expect(redirectTarget("/")).toBeUndefined();
  });

  it("never redirects to another redirect, and every target is a known page", () => {
    for (const target of Object.values(redirects)) {
      expect(redirects[target]).toBeUndefined();
      expect(pageLabels[target]).toBeDefined();
    }
  });

  it("is not pre-rendered: the build writes each old address's page itself (content/redirect-pages.ts)", () => {
    for (const from of Object.keys(redirects)) expect(prerenderPaths()).not.toContain(from);
  });
});
