/** Pure helpers of `npm run bench:load`: the figures kept from autocannon and the printed table. */

export interface LoadFigures {
  /** Mean requests per second over the run. */
  requestsPerSecond: number;
  /** 99th percentile latency, ms. */
  p99Ms: number;
  /** Mean latency, ms. */
  meanMs: number;
  /** Responses received. */
  requests: number;
  /** Connection errors and timeouts. */
  errors: number;
  /** Responses whose status was not 2xx. */
  non2xx: number;
  /** Mean bytes per second. */
  bytesPerSecond: number;
}

/** The subset of an autocannon result this bench reads. */
export interface AutocannonLike {
  requests: { average: number; total: number };
  latency: { p99: number; average: number };
  throughput: { average: number };
  errors: number;
  timeouts: number;
  non2xx: number;
}

export function figuresOf(result: AutocannonLike): LoadFigures {
  return {
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    meanMs: result.latency.average,
    requests: result.requests.total,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    bytesPerSecond: result.throughput.average,
  };
}

/** A failed run: any error, timeout or non-2xx answer, or no answer at all. */
export function loadProblems(name: string, figures: LoadFigures): string[] {
  const problems: string[] = [];
  if (figures.requests === 0) problems.push(`${name}: no response at all`);
  if (figures.errors > 0) problems.push(`${name}: ${figures.errors} errors or timeouts`);
  if (figures.non2xx > 0) problems.push(`${name}: ${figures.non2xx} responses not 2xx`);
  return problems;
}

/** Two rows (site server, static baseline) and the ratio of the site server to the baseline. */
export function formatLoadTable(site: LoadFigures, baseline: LoadFigures): string {
  const rows = [
    ["server", "req/s", "mean ms", "p99 ms", "MB/s", "requests", "errors", "non-2xx"],
    ...(
      [
        ["site (server/)", site],
        ["static (sirv)", baseline],
      ] as const
    ).map(([name, f]) => [
      name,
      f.requestsPerSecond.toFixed(0),
      f.meanMs.toFixed(1),
      f.p99Ms.toFixed(0),
      (f.bytesPerSecond / 1e6).toFixed(1),
      String(f.requests),
      String(f.errors),
      String(f.non2xx),
    ]),
  ];
  const widths =
    rows[0]?.map((_, column) => Math.max(...rows.map((row) => (row[column] ?? "").length))) ?? [];
  const lines = rows.map((row) =>
    row
      .map((cell, column) =>
        column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0),
      )
      .join("   "),
  );
  const ratio =
    baseline.requestsPerSecond > 0 ? site.requestsPerSecond / baseline.requestsPerSecond : Number.NaN;
  const p99Ratio = baseline.p99Ms > 0 ? site.p99Ms / baseline.p99Ms : Number.NaN;
  lines.push(
    `site / static: ${ratio.toFixed(2)}× the requests per second, ${p99Ratio.toFixed(2)}× the p99 latency`,
  );
  return lines.join("\n");
}
