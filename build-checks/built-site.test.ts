import { describe, expect, it } from "vitest";
import { pagePaths } from "../content/routes-data.ts";
import { builtPages, htmlFileFor } from "./built-site.ts";

describe("the built site", () => {
  it("maps page paths to their pre-rendered files, decoding them", () => {
    expect(htmlFileFor("/")).toMatch(/build\/client\/index\.html$/);
    expect(htmlFileFor("/about")).toMatch(/build\/client\/about\/index\.html$/);
    expect(htmlFileFor("/blog/Souffrez_vous_de_l%27hyperchoix")).toMatch(
      /Souffrez_vous_de_l'hyperchoix\/index\.html$/,
    );
  });

  it("has every page pre-rendered, each a complete HTML document", () => {
    const pages = builtPages();
    expect(pages).toHaveLength(pagePaths.length);
    for (const page of pages) {
      expect(page.html.startsWith("<!DOCTYPE html>"), page.path).toBe(true);
      expect(page.html, page.path).toContain("</html>");
    }
  });
});
