// @vitest-environment happy-dom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { type ResultsBlockData, resultsBlock } from "../../../content/results.ts";
import { RESULTS_HEADING_ID, ResultsBlock } from "./results-block.tsx";

afterEach(cleanup);

/** A block as a route's loader gives it: the component only shows it. */
const block: ResultsBlockData = {
  title: "Titre du bloc",
  intro: "Introduction du bloc",
  updatedLabel: "Libellé de mise à jour",
  updated: "2026-11-01",
  updatedText: "1er novembre 2026",
  figures: [
    {
      id: "un",
      label: "Premier chiffre",
      value: "95\u00a0%",
      detail: "19 des 20 personnes.",
      headcount: "20",
      period: "Période du premier.",
      from: "2025-01-01",
      to: "2025-12-31",
      method: "Méthode du premier.",
      fictional: true,
    },
    {
      id: "deux",
      label: "Second chiffre",
      value: "50\u00a0%",
      detail: "1 des 2 candidats.",
      headcount: "2",
      period: "Période du second.",
      from: "2023-01-01",
      to: "2024-12-31",
      asOf: "Situation du second.",
      method: "Méthode du second.",
      fictional: false,
    },
  ],
};

/** The figures of a rendered block: each `dt` with the text of its `dd`. */
function shownFigures(section: HTMLElement) {
  return [...section.querySelectorAll("dl > div")].map((entry) => ({
    term: entry.querySelector("dt")?.textContent,
    description: entry.querySelector("dd")?.textContent ?? "",
  }));
}

describe("ResultsBlock", () => {
  it("is a region named by its heading, one term and one description per figure, dated by the update", () => {
    render(<ResultsBlock {...block} />);
    const section = screen.getByRole("region", { name: block.title });
    expect(section.querySelector("h2")?.id).toBe(RESULTS_HEADING_ID);
    const figures = shownFigures(section);
    expect(figures.map((figure) => figure.term)).toEqual(block.figures.map((figure) => figure.label));
    for (const [index, figure] of block.figures.entries()) {
      const { description } = figures[index] ?? { description: "" };
      // The share, its part and headcount, its period and method read as one description.
      for (const part of [figure.value, figure.detail, figure.period, figure.method]) {
        expect(description, figure.id).toContain(part);
      }
      if (figure.asOf) expect(description).toContain(figure.asOf);
    }
    const time = within(section).getByText(block.updatedText);
    expect(time.tagName).toBe("TIME");
    expect(time.getAttribute("datetime")).toBe(block.updated);
    expect(time.parentElement?.textContent).toContain(block.updatedLabel);
  });

  it("shows each of the record's figures with its period and headcount (content/results.yaml)", () => {
    for (const service of ["bilan", "vae", "businessCreation"] as const) {
      const data = resultsBlock(service);
      const { unmount } = render(<ResultsBlock {...data} />);
      const section = screen.getByRole("region", { name: data.title });
      const figures = shownFigures(section);
      expect(figures).toHaveLength(data.figures.length);
      for (const [index, figure] of data.figures.entries()) {
        const description = figures[index]?.description ?? "";
        expect(description, figure.id).toContain(figure.headcount);
        expect(description, figure.id).toMatch(/\b20\d\d\b/);
        expect(description, figure.id).toContain(figure.period);
      }
      unmount();
    }
  });
});
