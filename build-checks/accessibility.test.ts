/**
 * Every built page passes axe's WCAG A/AA rules that its HTML alone decides
 * (accessibility.ts). A publication from the back office checks the pages it
 * changes: CHECK_PAGES (their paths, comma-separated) narrows the list;
 * without it, every page is checked.
 */
import { describe, expect, it } from "vitest";
import { accessibilityProblems } from "./accessibility.ts";
import { builtPages } from "./built-site.ts";

const only = process.env.CHECK_PAGES?.split(",").filter(Boolean);
const pages = builtPages().filter((page) => !only || only.includes(page.path));

describe("the accessibility of the built pages (axe, without layout)", () => {
  it("finds a page without an image's text, a nameless link and a nameless button", async () => {
    const html =
      '<!doctype html><html lang="fr"><head><title>Essai</title></head><body><main><h1>Essai</h1>' +
      '<img src="/x.png"><a href="/y"></a><button></button></main></body></html>';
    const rules = (await accessibilityProblems("/essai", html)).map((problem) => problem.rule).sort();
    expect(rules).toEqual(["button-name", "image-alt", "link-name"]);
  });

  it.runIf(pages.length > 0).each(pages.map((page) => [page.path, page] as const))(
    "%s has no accessibility fault its HTML decides",
    async (pagePath, page) => {
      const problems = (await accessibilityProblems(pagePath, page.html)).map(
        (problem) => `${problem.message} («\u00a0${problem.rule}\u00a0», ${problem.targets.join(", ")})`,
      );
      expect(problems, `${pagePath}\u00a0: ${problems.join("\u00a0; ")}`).toEqual([]);
    },
    20_000,
  );
});
