/**
 * What the bench (scripts/bench.ts) reads from a Lighthouse result: the
 * figures of scripts/budgets.ts, the audits that lost points, the layout
 * shifts; and the table that sets two builds' figures side by side.
 */
import type { Result } from "lighthouse";
import { type BudgetFailure, KB, type RouteFigures } from "../budgets.ts";

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];

/** The rows of Lighthouse's network-requests table, undefined when it has none. */
function networkRequests(lhr: Result) {
  const details = lhr.audits["network-requests"]?.details;
  return details?.type === "table" ? details.items : undefined;
}

/** The transfer size of the script requests of the load. */
function scriptBytes(lhr: Result): number {
  const items = networkRequests(lhr);
  if (!items) return Number.NaN;
  let total = 0;
  for (const item of items) {
    if (item.resourceType === "Script" && typeof item.transferSize === "number") total += item.transferSize;
  }
  return total;
}

/** The transfer size of the page's own response (the first document request), headers included. */
function documentBytes(lhr: Result): number {
  const document = networkRequests(lhr)?.find((item) => item.resourceType === "Document");
  return typeof document?.transferSize === "number" ? document.transferSize : Number.NaN;
}

export function figuresOf(lhr: Result): RouteFigures {
  const score = (id: string) => lhr.categories[id]?.score ?? Number.NaN;
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    lcpMs: numeric("largest-contentful-paint"),
    tbtMs: numeric("total-blocking-time"),
    cls: numeric("cumulative-layout-shift"),
    jsBytes: scriptBytes(lhr),
    totalBytes: numeric("total-byte-weight"),
    htmlBytes: documentBytes(lhr),
  };
}

/** Per category below 100: the weighted audits that lost points, to see at once what to fix. */
export function failingAudits(
  lhr: Result,
): Record<string, Array<{ id: string; title: string; score: number }>> {
  const found: Record<string, Array<{ id: string; title: string; score: number }>> = {};
  for (const id of CATEGORIES) {
    const category = lhr.categories[id];
    if (!category || category.score === 1) continue;
    found[id] = category.auditRefs.flatMap((ref) => {
      const audit = lhr.audits[ref.id];
      return ref.weight > 0 && audit && audit.score !== null && audit.score < 1
        ? [{ id: ref.id, title: audit.title, score: audit.score }]
        : [];
    });
  }
  return found;
}

/** What moved in a run whose CLS is not 0: each shift's score and the elements Lighthouse names for it. */
export function layoutShifts(lhr: Result): string[] {
  const details = lhr.audits["layout-shifts"]?.details;
  if (details?.type !== "table") return [];
  return details.items.map((item) => {
    const node = item.node as { selector?: string } | undefined;
    const score = typeof item.score === "number" ? item.score.toFixed(3) : "?";
    return `${score} ${node?.selector ?? "(no element)"}`;
  });
}

export const missing: RouteFigures = {
  performance: Number.NaN,
  accessibility: Number.NaN,
  bestPractices: Number.NaN,
  seo: Number.NaN,
  lcpMs: Number.NaN,
  tbtMs: Number.NaN,
  cls: Number.NaN,
  jsBytes: Number.NaN,
  totalBytes: Number.NaN,
  htmlBytes: Number.NaN,
};

export interface RouteResult {
  route: string;
  url: string;
  /** The figures of the median run (NaN, written as null, where none could be had). */
  figures: RouteFigures;
  outOfBudget: BudgetFailure[];
  /** Index in `runs` of the run chosen by Lighthouse's computeMedianRun. */
  medianRun: number | null;
  /** Of the median run: per category below 100, the audits that lost points. */
  failingAudits: ReturnType<typeof failingAudits>;
  runs: Array<{ figures: RouteFigures; runtimeError?: string; shifts?: string[] }>;
}

/** One line per route, this build beside the baseline: LCP (and its ratio to the floor), TBT, score, JS, HTML. */
export function comparisonTable(current: RouteResult[], baseline: RouteResult[], floorLcp: number): string {
  const cell = (r: RouteResult | undefined) => {
    const f = r?.figures ?? missing;
    const ratio = Number.isFinite(floorLcp) ? ` (${(f.lcpMs / floorLcp).toFixed(2)}×)` : "";
    return [
      `${Math.round(f.lcpMs)}${ratio}`,
      String(Math.round(f.tbtMs)),
      String(Math.round(f.performance * 100)),
      (f.jsBytes / KB).toFixed(1),
      String(Math.round(f.htmlBytes)),
    ];
  };
  const header = [
    "route",
    "LCP ms before",
    "after",
    "TBT before",
    "after",
    "perf before",
    "after",
    "JS KB before",
    "after",
    "HTML B before",
    "after",
  ];
  const rows = current.map((after) => {
    const before = baseline.find((r) => r.route === after.route);
    const [b, a] = [cell(before), cell(after)];
    return [after.route, ...b.flatMap((value, i) => [value, a[i] ?? ""])];
  });
  const lines = [header, ...rows];
  const widths = header.map((_, i) => Math.max(...lines.map((line) => (line[i] ?? "").length)));
  return lines
    .map((line) =>
      line
        .map((value, i) => (i === 0 ? value.padEnd(widths[i] ?? 0) : value.padStart(widths[i] ?? 0)))
        .join("  "),
    )
    .join("\n");
}
