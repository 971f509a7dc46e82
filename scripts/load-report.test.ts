import { describe, expect, it } from "vitest";
import { figuresOf, formatLoadTable, loadProblems } from "./load-report.ts";

const result = (
  rps: number,
  p99: number,
  extra: Partial<{ errors: number; timeouts: number; non2xx: number }> = {},
) => ({
  requests: { average: rps, total: rps * 20 },
  latency: { p99, average: p99 / 4 },
  throughput: { average: 25e6 },
  errors: extra.errors ?? 0,
  timeouts: extra.timeouts ?? 0,
  non2xx: extra.non2xx ?? 0,
});

describe("load report", () => {
  it("prints both servers and the ratio of the site to the baseline", () => {
    const table = formatLoadTable(figuresOf(result(3000, 80)), figuresOf(result(4000, 40)));
    expect(table).toContain("site (server/)");
    expect(table).toContain("static (sirv)");
    expect(table).toMatch(/site \/ static: 0\.75× the requests per second, 2\.00× the p99 latency/);
  });

  it("counts errors, timeouts and non-2xx answers as problems", () => {
    expect(loadProblems("site", figuresOf(result(3000, 80)))).toEqual([]);
    expect(loadProblems("site", figuresOf(result(3000, 80, { errors: 1, timeouts: 2, non2xx: 5 })))).toEqual([
      "site: 3 errors or timeouts",
      "site: 5 responses not 2xx",
    ]);
    expect(loadProblems("site", figuresOf(result(0, 0)))).toEqual(["site: no response at all"]);
  });
});
