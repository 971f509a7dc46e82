import { describe, expect, it } from "vitest";
import {
  type Budget,
  type Budgets,
  budgets,
  checkBudgets,
  type Figure,
  figures as figureNames,
  formatTable,
  KB,
  pageBudgets,
  pageHydrates,
  type RouteFigures,
  type TableRow,
  THROTTLING_METHODS,
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
  const row = (route: string, figures: Partial<RouteFigures> = {}, hydrates = true): TableRow => ({
    route,
    hydrates,
    limits: budgets,
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
        "route    React   perf   a11y    bp   seo   LCP ms   TBT ms     CLS   JS KB   total KB   HTML B",
        "/        yes       99    100   100   100     1234       13   0.000    79.1      244.1    12000",
        "/about   yes      100    100   100   100      900        0   0.000    60.0      200.0    12000",
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
      "route      React   perf   a11y    bp   seo   LCP ms   TBT ms     CLS   JS KB   total KB   HTML B",
      "/          yes       90 ✗  100   100   100      900      120 ✗ 0.000    60.0      200.0    12000",
      "/about     yes      100    100   100   100      900        0   0.000    60.0      200.0    12000",
      "/contact   yes      100    100   100   100      900        0   0.200 ✗  60.0      200.0    12000",
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

  it("says whether each page hydrates", () => {
    const lines = formatTable([row("/", {}, true), row("/about", {}, false)]).split("\n");
    expect(lines[0]).toMatch(/^route\s+React\s+perf/);
    expect(lines[1]).toMatch(/^\/\s+yes\s/);
    expect(lines[2]).toMatch(/^\/about\s+no\s/);
  });

  it("marks each row against its own budgets", () => {
    // The same figures: within a page that hydrates' budgets, not within a static page's.
    const figures = { jsBytes: 60 * KB, tbtMs: 30 };
    const staticLimits = pageBudgets({ method: "simulate", hydrates: false });
    const lines = formatTable([
      row("/react", figures),
      { ...row("/static", figures, false), limits: staticLimits },
    ]).split("\n");
    expect(lines[1]).not.toContain("✗");
    expect(lines[2]?.match(/✗/g)).toHaveLength(2);
    expect(lines[3]).toBe("2 routes, 2 figures out of budget");
  });
});

const maxOf = (budget: Budget): number => ("max" in budget ? budget.max : Number.NaN);
const minOf = (budget: Budget): number => ("min" in budget ? budget.min : Number.NaN);
const kinds = [true, false] as const;
const pairs = THROTTLING_METHODS.flatMap((method) => kinds.map((hydrates) => [method, hydrates] as const));

/** The figures whose budgets do not depend on the method or on hydration. */
const shared: readonly Figure[] = ["accessibility", "bestPractices", "seo", "cls", "totalBytes", "htmlBytes"];

describe("pageBudgets", () => {
  it.each(pairs)(
    "%s, hydrates %s: accessibility, best practices, SEO, CLS and bytes as the architecture's",
    (method, hydrates) => {
      const limits = pageBudgets({ method, floorLcpMs: 700, hydrates });
      for (const figure of shared) expect(limits[figure]).toEqual(budgets[figure]);
    },
  );

  it.each(THROTTLING_METHODS)(
    "%s: a page that does not hydrate has score 100, TBT ≤ 10 ms, JS ≤ 8 KB",
    (method) => {
      const limits = pageBudgets({ method, floorLcpMs: 700, hydrates: false });
      expect(limits.performance).toEqual({ min: 1 });
      expect(limits.tbtMs).toEqual({ max: 10 });
      expect(limits.jsBytes).toEqual({ max: 8 * KB });
    },
  );

  it.each(THROTTLING_METHODS)(
    "%s: a page that hydrates has the architecture's score and JavaScript budgets",
    (method) => {
      const limits = pageBudgets({ method, floorLcpMs: 700, hydrates: true });
      expect(limits.performance).toEqual(budgets.performance);
      expect(limits.jsBytes).toEqual(budgets.jsBytes);
    },
  );

  it("allows a page that hydrates TBT ≤ 50 ms under simulate, ≤ 100 ms under devtools", () => {
    expect(pageBudgets({ method: "simulate", floorLcpMs: 700, hydrates: true }).tbtMs).toEqual(budgets.tbtMs);
    expect(pageBudgets({ method: "devtools", floorLcpMs: 700, hydrates: true }).tbtMs).toEqual({ max: 100 });
  });

  it.each([
    ["simulate", false, 1.15],
    ["devtools", false, 1.15],
    ["simulate", true, 1.6],
    ["devtools", true, 1.3],
  ] as const)("%s, hydrates %s: LCP ≤ %s × the floor's", (method, hydrates, ratio) => {
    for (const floorLcpMs of [400, 700, 900]) {
      expect(maxOf(pageBudgets({ method, floorLcpMs, hydrates }).lcpMs)).toBeCloseTo(floorLcpMs * ratio);
    }
  });

  it.each(pairs)("%s, hydrates %s: a slower floor never lowers the LCP budget", (method, hydrates) => {
    const lcp = (floorLcpMs: number) => maxOf(pageBudgets({ method, floorLcpMs, hydrates }).lcpMs);
    for (const floorLcpMs of [300, 600, 900, 1200, 2000]) {
      expect(lcp(floorLcpMs + 100)).toBeGreaterThanOrEqual(lcp(floorLcpMs));
    }
  });

  it("never allows more than the architecture's LCP under simulate; devtools has the floor's ratio only", () => {
    for (const hydrates of kinds) {
      expect(pageBudgets({ method: "simulate", floorLcpMs: 2000, hydrates }).lcpMs).toEqual(budgets.lcpMs);
      expect(maxOf(pageBudgets({ method: "devtools", floorLcpMs: 2000, hydrates }).lcpMs)).toBeGreaterThan(
        budgets.lcpMs.max,
      );
    }
  });

  it.each(pairs)("%s, hydrates %s: without a floor, the architecture's LCP budget", (method, hydrates) => {
    expect(pageBudgets({ method, hydrates }).lcpMs).toEqual(budgets.lcpMs);
    expect(pageBudgets({ method, floorLcpMs: Number.NaN, hydrates }).lcpMs).toEqual(budgets.lcpMs);
  });

  it.each(THROTTLING_METHODS)(
    "%s: a page that does not hydrate is held at least as tight as one that does, on every figure",
    (method) => {
      for (const floorLcpMs of [undefined, 700, 2000]) {
        const plain: Budgets = pageBudgets({ method, floorLcpMs, hydrates: false });
        const react: Budgets = pageBudgets({ method, floorLcpMs, hydrates: true });
        for (const figure of figureNames) {
          const [own, theirs] = [plain[figure], react[figure]];
          if ("min" in own) expect(own.min, figure).toBeGreaterThanOrEqual(minOf(theirs));
          else expect(own.max, figure).toBeLessThanOrEqual(maxOf(theirs));
        }
      }
    },
  );
});

describe("pageHydrates", () => {
  it('is true when the <html> start tag has data-hydrate="true"', () => {
    expect(
      pageHydrates('<!doctype html><html lang="fr" data-hydrate="true" data-manifest="/m.json"><head>'),
    ).toBe(true);
    expect(pageHydrates('<!DOCTYPE html>\n<HTML\n  lang="fr"\n  data-hydrate="true">')).toBe(true);
  });

  it("is false without it, or when it is elsewhere than on <html>", () => {
    expect(pageHydrates('<!doctype html><html lang="fr" data-manifest="/m.json"><head>')).toBe(false);
    expect(pageHydrates('<html lang="fr"><body><div data-hydrate="true"></div>')).toBe(false);
    expect(pageHydrates('<html lang="fr" data-hydrated="true">')).toBe(false);
    expect(pageHydrates('<html lang="fr" data-hydrate="false">')).toBe(false);
    expect(pageHydrates("")).toBe(false);
  });
});
