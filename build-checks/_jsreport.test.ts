import path from "node:path";
import { it } from "vitest";
import { builtPages, clientDir } from "./built-site.ts";
import { pageWeight } from "./page-weight.ts";
it("report", () => {
  const rows = builtPages().map((p) => ({ path: p.path, ...pageWeight(p.html, `/${path.relative(clientDir, p.file)}`) }));
  const js = rows.map((r) => (r as unknown as { script: number }).script ?? 0);
  console.log(JSON.stringify(rows[0]));
  console.log("REPORT", rows.length, Object.keys(rows[0] ?? {}));
  for (const key of Object.keys(rows[0] ?? {}).filter((k) => k !== "path")) {
    const v = rows.map((r) => (r as unknown as Record<string, number>)[key]).filter((x) => typeof x === "number");
    if (v.length) console.log("REPORT", key, "min", Math.min(...v), "max", Math.max(...v), "median", v.sort((a, b) => a - b)[Math.floor(v.length / 2)]);
  }
  void js;
});
