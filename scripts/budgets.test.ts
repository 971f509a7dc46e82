import { describe, expect, it } from "vitest";
import {
  budgets,
  budgetsOverFloor,
  checkBudgets,
  type Figure,
  formatTable,
  KB,
  type RouteFigures,
  type TableRow,
} from "./budgets.ts";

/** Figures comfortably within every budget. */
const good: RouteFigures = {
  performance: 1,
  accessibility: 1,
  bestPractices: 1,
  seo: 1,
  lcpMs: 900,
  tbtMs: 0,
  cls: 0,
  jsBytes: 60 * KB,
  totalBytes: 200 * KB,
  htmlBytes: 12_000,
};

/** For each figure: a value just inside its budget and one just outside. */
const edges: ReadonlyArray<[Figure, number, number]> = [
  ["performance", 0.98, 0.97],
  ["accessibility", 1, 0.99],
  ["bestPractices", 1, 0.99],
  ["seo", 1, 0.99],
  ["lcpMs", 1500, 1500.5],
  ["tbtMs", 50, 50.5],
  ["cls", 0, 0.0001],
  ["jsBytes", 133_120, 133_121],
  ["totalBytes", 358_400, 358_401],
  ["htmlBytes", 14_600, 14_601],
];

describe("budgets", () => {
  it("holds the architecture document's numbers, and the first round trip's", () => {
    expect(budgets).toEqual({
      performance: { min: 0.98 },
      accessibility: { min: 1 },
      bestPractices: { min: 1 },
      seo: { min: 1 },
      lcpMs: { max: 1500 },
      tbtMs: { max: 50 },
      cls: { max: 0 },
      jsBytes: { max: 130 * 1024 },
      totalBytes: { max: 350 * 1024 },
      // Not the architecture document's: what one simulated round trip carries (decision 031).
      htmlBytes: { max: 14_600 },
    });
  });
});

describe("checkBudgets", () => {
  it("finds nothing when every figure is within budget", () => {
    expect(checkBudgets(good)).toEqual([]);
  });

  it.each(edges)("%s: %s is within budget, %s is not", (figure, inside, outside) => {
    expect(checkBudgets({ ...good, [figure]: inside })).toEqual([]);
    expect(checkBudgets({ ...good, [figure]: outside })).toEqual([
      { figure, value: outside, budget: budgets[figure] },
    ]);
  });

  it("lists every figure out of budget, in table order", () => {
    const bad = { ...good, seo: 0.92, performance: 0.5, totalBytes: 400 * KB };
    expect(checkBudgets(bad).map((f) => f.figure)).toEqual(["performance", "seo", "totalBytes"]);
  });

  it("counts a missing figure (NaN) as out of budget", () => {
    expect(checkBudgets({ ...good, lcpMs: Number.NaN }).map((f) => f.figure)).toEqual(["lcpMs"]);
    expect(checkBudgets({ ...good, performance: Number.NaN }).map((f) => f.figure)).toEqual(["performance"]);
  });
});

describe("formatTable", () => {
  const row = (route: string, figures: Partial<RouteFigures> = {}): TableRow => ({
    route,
    ...good,
    ...figures,
  });

  it("prints a header, one line per route and the verdict", () => {
    const table = formatTable([
      row("/", {
        performance: 0.99,
        lcpMs: 1234.4,
        tbtMs: 12.6,
        cls: 0,
        jsBytes: 81_000,
        totalBytes: 250_000,
      }),
      row("/about"),
    ]);
    expect(table).toBe(
      [
        "route   perf   a11y    bp   seo   LCP ms   TBT ms     CLS   JS KB   total KB   HTML B",
        "/         99    100   100   100     1234       13   0.000    79.1      244.1    12000",
        "/about   100    100   100   100      900        0   0.000    60.0      200.0    12000",
        "2 routes, all within budget",
      ].join("\n"),
    );
  });

  it.each(edges)("%s: marks %s as within budget and %s with ✗", (figure, inside, outside) => {
    const insideLines = formatTable([row("/", { [figure]: inside })]).split("\n");
    expect(insideLines[1]).not.toContain("✗");
    expect(insideLines[2]).toBe("1 route, all within budget");

    const outsideLines = formatTable([row("/", { [figure]: outside })]).split("\n");
    expect(outsideLines[1]?.match(/✗/g)).toHaveLength(1);
    expect(outsideLines[2]).toBe("1 route, 1 figure out of budget");
  });

  it("marks the right cells and counts every figure out of budget over all routes", () => {
    const lines = formatTable([
      row("/", { performance: 0.9, tbtMs: 120 }),
      row("/about"),
      row("/contact", { cls: 0.2 }),
    ]).split("\n");
    expect(lines).toEqual([
      "route     perf   a11y    bp   seo   LCP ms   TBT ms     CLS   JS KB   total KB   HTML B",
      "/           90 ✗  100   100   100      900      120 ✗ 0.000    60.0      200.0    12000",
      "/about     100    100   100   100      900        0   0.000    60.0      200.0    12000",
      "/contact   100    100   100   100      900        0   0.200 ✗  60.0      200.0    12000",
      "3 routes, 3 figures out of budget",
    ]);
  });

  it("shows a missing figure as n/a, out of budget", () => {
    const lines = formatTable([row("/", { lcpMs: Number.NaN })]).split("\n");
    expect(lines[1]).toContain("n/a ✗");
    expect(lines[2]).toBe("1 route, 1 figure out of budget");
  });

  it("handles no route", () => {
    expect(formatTable([]).split("\n").at(-1)).toBe("0 routes, all within budget");
  });
});

describe("budgetsOverFloor", () => {
  it("allows 1.3 × the floor's LCP to a page that fits the first round trip, 1.4 × to a longer one", () => {
    const max = (budget: ReturnType<typeof budgetsOverFloor>["lcpMs"]) => ("max" in budget ? budget.max : 0);
    expect(max(budgetsOverFloor(700, 14_600).lcpMs)).toBeCloseTo(910);
    expect(max(budgetsOverFloor(700, 14_601).lcpMs)).toBeCloseTo(980);
  });

  it("never allows more than the absolute budget, and leaves the other budgets as they are", () => {
    expect(budgetsOverFloor(2000, 1000).lcpMs).toEqual(budgets.lcpMs);
    const { lcpMs: _, ...others } = budgetsOverFloor(700, 1000);
    const { lcpMs: __, ...expected } = budgets;
    expect(others).toEqual(expected);
  });
});
