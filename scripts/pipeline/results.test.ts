import { describe, expect, it } from "vitest";
import { fictionalPeriods, resultsRecord } from "../../content/results.ts";
import { resultsStep, resultsSummary } from "./results.ts";

const context = { root: "/repo", clientDir: "/repo/build/client" };

describe("the results step", () => {
  it("warns, without failing, naming every figure still fictional, one line each", () => {
    const summary = resultsSummary("content/results.yaml", 3, [
      "bilan.satisfaction.periods[0] (du 1er janvier au 31 décembre 2025)",
      "vae.validation.periods[0] (du 1er janvier 2023 au 31 décembre 2024)",
    ]);
    const lines = summary.split("\n");
    expect(lines[0]).toMatch(/^content\/results\.yaml: .*attention, 2 chiffres sont encore fictifs/);
    expect(lines.filter((line) => line.startsWith("  - "))).toEqual([
      "  - bilan.satisfaction.periods[0] (du 1er janvier au 31 décembre 2025)",
      "  - vae.validation.periods[0] (du 1er janvier 2023 au 31 décembre 2024)",
    ]);
    expect(resultsSummary("content/results.yaml", 3, ["x"])).toContain("un chiffre est encore fictif");
  });

  it("says one line, with no warning, once every figure is the firm's", () => {
    const summary = resultsSummary("content/results.yaml", 7, []);
    expect(summary).toBe("content/results.yaml: 7 periods checked, none fictional");
  });

  it("names the repository's fictional figures, in production too", async () => {
    const fictional = fictionalPeriods(resultsRecord());
    const previous = process.env.NODE_ENV;
    process.env.NODE_ENV = "production";
    try {
      const summary = await resultsStep.run(context);
      for (const name of fictional) expect(summary).toContain(name);
      expect(summary.includes("attention")).toBe(fictional.length > 0);
    } finally {
      process.env.NODE_ENV = previous;
    }
  });
});
