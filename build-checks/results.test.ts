import { describe, expect, it } from "vitest";
import { RESULTS_HEADING_ID } from "../app/components/sections/results-block.tsx";
import { landingPages, landingPath } from "../content/landing-pages.ts";
import { resultsBlock, resultsBlockForPage, resultsServicePages } from "../content/results.ts";
import { builtPages } from "./built-site.ts";
import { pageText } from "./page-text.ts";
import { undatedResults, undatedResultsOf } from "./results.ts";

describe("the results check can fail", () => {
  it("finds a share of people or businesses without a year in its paragraph", () => {
    expect(
      undatedResults(["D’après notre suivi, 85 % des entreprises créées sont toujours actives après 3 ans."]),
    ).toHaveLength(1);
    expect(
      undatedResults(["Environ 80 % des personnes accompagnées disent avoir gagné en confiance."]),
    ).toHaveLength(1);
    expect(undatedResults(["95,1 % des candidats ont validé."])).toHaveLength(1);
  });

  it("lets a dated result pass, and a share of time or price", () => {
    expect(
      undatedResults([
        "Nos résultats portent sur les bilans terminés en 2025. Parmi eux, 70 % des personnes ont évolué.",
      ]),
    ).toEqual([]);
    expect(undatedResults(["Environ 80 % du temps est consacré à la pratique."])).toEqual([]);
    expect(undatedResults(["Elle paie ensuite au plus 30 % du prix."])).toEqual([]);
  });

  it("reads a figure of the results block as one paragraph: its share with its period", () => {
    const figure =
      "<body><dl><div><dt>Satisfaction</dt><dd><span>94 %</span> <span>278 des 296 personnes.</span> <span>Période : du 1er janvier au 31 décembre 2025.</span></dd></div></dl></body>";
    expect(undatedResultsOf(figure)).toEqual([]);
    expect(undatedResultsOf(figure.replace(" 2025", ""))).toHaveLength(1);
  });
});

const pages = builtPages();
const htmlOf = (path: string) => pages.find((page) => page.path === path)?.html ?? "";

describe("every built page dates the results it quotes", () => {
  it.each(pages.map((page) => [page.path, page] as const))(
    "%s quotes no result without its year",
    (_, page) => {
      const undated = undatedResultsOf(page.html);
      expect(
        undated,
        `${page.path}\u00a0: un résultat cité sans sa période (l’année) — ${undated.join("\u00a0; ")}`,
      ).toEqual([]);
    },
  );

  it("the skills assessment's page, the city pages and the services with results show the record's block", () => {
    const bilanPages = [
      "/bilan-de-competence",
      ...landingPages.filter((page) => page.local).map((page) => landingPath(page.slug)),
    ];
    const shown = [
      ...bilanPages.map((path) => ({ path, block: resultsBlock("bilan") })),
      ...resultsServicePages.map((path) => ({ path, block: resultsBlockForPage(path) })),
    ];
    for (const { path, block } of shown) {
      const html = htmlOf(path);
      expect.soft(html, `${path}\u00a0: la page n’a pas été construite`).not.toBe("");
      expect
        .soft(html, `${path}\u00a0: le bloc des résultats manque`)
        .toContain(`id="${RESULTS_HEADING_ID}"`);
      const text = pageText(html);
      for (const figure of block?.figures ?? []) {
        for (const part of [figure.period, figure.detail, figure.method]) {
          expect
            .soft(text, `${path}\u00a0: «\u00a0${figure.label}\u00a0» sans «\u00a0${part}\u00a0»`)
            .toContain(part);
        }
      }
      expect
        .soft(text, `${path}\u00a0: le bloc ne dit pas sa mise à jour`)
        .toContain(block?.updatedText ?? "?");
    }
  });
});
