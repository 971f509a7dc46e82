/**
 * Performance budgets from the architecture document, and the pure helpers that
 * check one route's Lighthouse figures against them and print the bench table.
 * Used by scripts/bench.ts; no I/O here so that it can be imported anywhere.
 */

/** One route's figures, taken from the median Lighthouse run. */
export interface RouteFigures {
  /** Lighthouse category scores, 0–1 as Lighthouse reports them (0.98 = 98). */
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** Largest Contentful Paint, ms (mobile throttling, simulated or applied). */
  lcpMs: number;
  /** Total Blocking Time, ms. */
  tbtMs: number;
  /** Cumulative Layout Shift, unitless. */
  cls: number;
  /** Sum of the transfer sizes (compressed) of the script requests of the first load, bytes. */
  jsBytes: number;
  /** Lighthouse total-byte-weight, bytes. */
  totalBytes: number;
  /** The page's own response as transferred (compressed HTML and response headers), bytes. */
  htmlBytes: number;
}

export type Figure = keyof RouteFigures;

/** A lower bound (the figure must be ≥ min) or an upper bound (the figure must be ≤ max). */
export type Budget = { readonly min: number } | { readonly max: number };

export type Budgets = { readonly [F in Figure]: Budget };

/** 1 KB = 1024 bytes, as Lighthouse counts (KiB). */
export const KB = 1024;

/**
 * What the first round trip of a new connection carries in Lighthouse's
 * simulation: an initial congestion window of 10 segments of 1 460 bytes. A
 * page whose response (headers included) is larger waits one more round trip
 * (150 ms) before it can paint, so it cannot reach the 0.8 s LCP target
 * (decision 031). Not a budget of the architecture document: the reason for
 * its LCP target.
 */
export const FIRST_ROUND_TRIP_BYTES = 14_600;

/**
 * The budgets: those of a page that hydrates, measured with simulate (the
 * bench sets each page's own from them, pageBudgets). Scores are on
 * Lighthouse's 0–1 scale: 0.98 is "≥ 98", 1 is "= 100".
 */
export const budgets = {
  performance: { min: 0.98 },
  accessibility: { min: 1 },
  bestPractices: { min: 1 },
  seo: { min: 1 },
  lcpMs: { max: 1500 },
  tbtMs: { max: 50 },
  cls: { max: 0 },
  jsBytes: { max: 130 * KB },
  totalBytes: { max: 350 * KB },
  htmlBytes: { max: FIRST_ROUND_TRIP_BYTES },
} as const satisfies Budgets;

/**
 * How Lighthouse throttles the page (its `throttlingMethod`): `simulate`, its
 * default and what PageSpeed Insights shows, loads the page at full speed and
 * computes the figures of a slow phone and network from what it saw;
 * `devtools` slows the browser's network and CPU down while the page loads.
 */
export const THROTTLING_METHODS = ["simulate", "devtools"] as const;

export type ThrottlingMethod = (typeof THROTTLING_METHODS)[number];

/**
 * The LCP a page may take, as a ratio of the floor's (a bare 2 KB page
 * measured in the same bench run with the same throttling method,
 * scripts/lib/floor-page.ts). A page that does not hydrate is HTML and CSS
 * only: 1.15 × under both methods. A page that hydrates loads React, which
 * each method weighs its own way: 1.3 × under devtools, 1.6 × under simulate.
 * The throttled network, not the page, sets most of an LCP: a ratio holds from
 * one machine and Lighthouse version to the next.
 */
const LCP_FLOOR_RATIO = {
  static: { simulate: 1.15, devtools: 1.15 },
  hydrated: { simulate: 1.6, devtools: 1.3 },
} as const satisfies Record<"static" | "hydrated", Record<ThrottlingMethod, number>>;

/**
 * A page that does not hydrate runs no more than the site's page script: no
 * blocking time to speak of, a few KB of JavaScript, a perfect score.
 */
const staticPageBudgets = {
  ...budgets,
  performance: { min: 1 },
  tbtMs: { max: 10 },
  jsBytes: { max: 8 * KB },
} as const satisfies Budgets;

/** The TBT a page that hydrates may take, per method: the architecture document's under simulate. */
const HYDRATED_TBT_MS: Record<ThrottlingMethod, number> = { simulate: budgets.tbtMs.max, devtools: 100 };

/** Whether a page hydrates (loads React): its `<html>` start tag says `data-hydrate="true"` (app/root.tsx). */
export function pageHydrates(html: string): boolean {
  return /<html\b[^>]*\sdata-hydrate=(["'])true\1/i.test(html);
}

/**
 * The budgets of one page, measured with `method`: those of a page that
 * hydrates or not, its LCP budget a ratio of the floor's LCP measured with the
 * same method (LCP_FLOOR_RATIO). Under simulate, what PageSpeed Insights
 * shows, the LCP budget never exceeds the architecture document's (1.5 s);
 * applied throttling has no absolute LCP budget, only the floor's ratio.
 * Without a floor (NaN or undefined), the LCP budget is the architecture
 * document's under both methods.
 */
export function pageBudgets({
  method,
  floorLcpMs,
  hydrates,
}: {
  method: ThrottlingMethod;
  floorLcpMs?: number | undefined;
  hydrates: boolean;
}): Budgets {
  const base: Budgets = hydrates
    ? { ...budgets, tbtMs: { max: HYDRATED_TBT_MS[method] } }
    : staticPageBudgets;
  if (floorLcpMs === undefined || !Number.isFinite(floorLcpMs)) return { ...base, lcpMs: budgets.lcpMs };
  const ratio = LCP_FLOOR_RATIO[hydrates ? "hydrated" : "static"][method];
  const overFloor = floorLcpMs * ratio;
  return {
    ...base,
    lcpMs: { max: method === "simulate" ? Math.min(overFloor, budgets.lcpMs.max) : overFloor },
  };
}

/**
 * The compressed-JavaScript ceiling the build checks hold every page to
 * (build-checks/page-weight.test.ts), counted from the built files (the
 * bench's figure, Lighthouse's, adds the responses' headers). A 100 KB budget
 * is not reachable with the mandated stack: React 19 and React Router alone
 * weigh about 92 KB compressed (decision 009); the architecture holds the
 * bench to "no more than 122–130 KB", and this ceiling stops the JavaScript
 * from growing further.
 * It was 115 KB until React Router's bootstrap module (0.35 KB, uncompressed:
 * under the size worth compressing) left the HTML for a file of its own
 * (decision 033), and 115.5 KB until the hydration loader (0.55 KB) did the
 * same (decision 034): the same code each time, now counted as JavaScript.
 * It is 118.5 KB since decision 036: React Router 8.5 weighs 2.0 KB more than
 * 8.4, and the audience measurement, now a dynamic import() from the app,
 * brings Vite's preload helper (0.75 KB) into every page.
 */
export const STACK_JS_CEILING = 118.5 * KB;

/** The figures in table order. */
export const figures: readonly Figure[] = [
  "performance",
  "accessibility",
  "bestPractices",
  "seo",
  "lcpMs",
  "tbtMs",
  "cls",
  "jsBytes",
  "totalBytes",
  "htmlBytes",
];

export interface BudgetFailure {
  figure: Figure;
  value: number;
  budget: Budget;
}

/** Whether a value is within a budget. A missing (NaN or infinite) value never is. */
export function withinBudget(value: number, budget: Budget): boolean {
  if (!Number.isFinite(value)) return false;
  return "min" in budget ? value >= budget.min : value <= budget.max;
}

/** The figures of one route that are outside budget, in table order (empty when all are within). */
export function checkBudgets(result: RouteFigures, limits: Budgets = budgets): BudgetFailure[] {
  const failures: BudgetFailure[] = [];
  for (const figure of figures) {
    const value = result[figure];
    const budget = limits[figure];
    if (!withinBudget(value, budget)) failures.push({ figure, value, budget });
  }
  return failures;
}

export interface TableRow extends RouteFigures {
  route: string;
  /** Whether the page hydrates (loads React): the "React" column. */
  hydrates: boolean;
  /** The route's own budgets (pageBudgets), which its figures are marked against. */
  limits: Budgets;
}

const columns: ReadonlyArray<{ figure: Figure; title: string; format: (value: number) => string }> = [
  { figure: "performance", title: "perf", format: score },
  { figure: "accessibility", title: "a11y", format: score },
  { figure: "bestPractices", title: "bp", format: score },
  { figure: "seo", title: "seo", format: score },
  { figure: "lcpMs", title: "LCP ms", format: (v) => v.toFixed(0) },
  { figure: "tbtMs", title: "TBT ms", format: (v) => v.toFixed(0) },
  { figure: "cls", title: "CLS", format: (v) => v.toFixed(3) },
  { figure: "jsBytes", title: "JS KB", format: (v) => (v / KB).toFixed(1) },
  { figure: "totalBytes", title: "total KB", format: (v) => (v / KB).toFixed(1) },
  { figure: "htmlBytes", title: "HTML B", format: (v) => v.toFixed(0) },
];

function score(value: number): string {
  return Math.round(value * 100).toString();
}

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? "" : "s"}`;
}

const REACT_TITLE = "React";

/**
 * The bench table: one line per route, whether it hydrates ("React": yes or
 * no), scores ×100, every figure outside the row's own budgets followed by "✗"
 * (numbers stay right-aligned), and a last line with the verdict.
 */
export function formatTable(rows: readonly TableRow[]): string {
  let outOfBudget = 0;
  const body = rows.map((row) =>
    columns.map(({ figure, format }) => {
      const value = row[figure];
      const ok = withinBudget(value, row.limits[figure]);
      if (!ok) outOfBudget++;
      return { text: Number.isFinite(value) ? format(value) : "n/a", ok };
    }),
  );
  const routeWidth = Math.max("route".length, ...rows.map((row) => row.route.length));
  const widths = columns.map((c, i) =>
    Math.max(c.title.length, ...body.map((cells) => cells[i]?.text.length ?? 0)),
  );
  const header = [
    "route".padEnd(routeWidth + 2),
    `${REACT_TITLE}  `,
    ...columns.map((c, i) => `${c.title.padStart(widths[i] ?? 0)}  `),
  ];
  const lines = [
    header,
    ...rows.map((row, r) => [
      row.route.padEnd(routeWidth + 2),
      (row.hydrates ? "yes" : "no").padEnd(REACT_TITLE.length + 2),
      ...(body[r] ?? []).map((cell, i) => `${cell.text.padStart(widths[i] ?? 0)}${cell.ok ? "  " : " ✗"}`),
    ]),
  ].map((cells) => cells.join(" ").trimEnd());
  const routes = plural(rows.length, "route");
  lines.push(
    outOfBudget === 0
      ? `${routes}, all within budget`
      : `${routes}, ${plural(outOfBudget, "figure")} out of budget`,
  );
  return lines.join("\n");
}
