/**
 * Load bench of the audience endpoint (decision 029): the site's server with
 * its own databases, under autocannon.
 *
 *   npm run bench:audience -- [--connections 100] [--duration 10] [--port 4734]
 *
 * 1. beacons alone: POST /api/audience, a real beacon (two views, three vitals),
 *    the rate limit off (AUDIENCE_RATE_LIMIT=0), `connections` connections;
 * 2. pages alone, then pages while half the connections send beacons: a page's
 *    latency must not suffer from the beacons;
 * 3. beacons with the default rate limit: everything beyond it is a cheap 429.
 * Prints a table. Exit code 0 when no run had an error or a timeout and the
 * beacons were all answered 202 (1 otherwise, 2 when it could not run).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { AUDIENCE_PATH } from "../shared/audience.ts";
import { startServer } from "./lib/server-process.ts";
import { figuresOf, type LoadFigures } from "./load-report.ts";

const { values } = parseArgs({
  options: {
    connections: { type: "string", default: "100" },
    duration: { type: "string", default: "10" },
    port: { type: "string" },
  },
});
const connections = Number(values.connections);
const duration = Number(values.duration);

const BROWSER =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0 Safari/537.36";
const beacon = {
  method: "POST" as const,
  path: AUDIENCE_PATH,
  headers: { "content-type": "text/plain;charset=UTF-8", "user-agent": BROWSER },
  body: JSON.stringify({
    device: "mobile",
    referrer: "www.google.com",
    views: [{ path: "/bilan-de-competence" }, { path: "/contact" }],
    vitals: [
      { path: "/bilan-de-competence", metric: "LCP", value: 1180 },
      { path: "/bilan-de-competence", metric: "CLS", value: 0.01 },
      { path: "/bilan-de-competence", metric: "INP", value: 88 },
    ],
  }),
};
const pages = ["/", "/contact", "/bilan-de-competence", "/vae"].map((page) => ({
  method: "GET" as const,
  path: page,
  headers: { "accept-encoding": "br", accept: "text/html", "user-agent": BROWSER },
}));

function run(url: string, requests: autocannon.Request[], count: number): Promise<LoadFigures> {
  return autocannon({ url, connections: count, duration, requests }).then(figuresOf);
}

const directory = mkdtempSync(path.join(tmpdir(), "bench-audience-"));
const rows: [string, LoadFigures][] = [];
try {
  const env = (rateLimit: string) => ({
    // A state directory per run: its own inbox and audience counts.
    DATA_DIR: path.join(directory, `run-${rateLimit}`),
    STATE_DIRECTORY: undefined,
    AUDIENCE_RATE_LIMIT: rateLimit,
    LOG_LEVEL: "warn",
  });
  const port = values.port ? Number(values.port) : undefined;
  let server = await startServer({ env: env("0"), ...(port && { port }) });
  try {
    rows.push([`beacons, ${connections} connections`, await run(server.url, [beacon], connections)]);
    rows.push([`pages, ${connections / 2} connections`, await run(server.url, pages, connections / 2)]);
    const [pagesUnderLoad, beaconsBeside] = await Promise.all([
      run(server.url, pages, connections / 2),
      run(server.url, [beacon], connections / 2),
    ]);
    rows.push([`pages, ${connections / 2} conn., beside beacons`, pagesUnderLoad]);
    rows.push([`beacons, ${connections / 2} conn., beside pages`, beaconsBeside]);
  } finally {
    await server.stop();
  }
  server = await startServer({ env: env("60"), ...(port && { port }) });
  try {
    rows.push([`beacons, rate limit 60/min`, await run(server.url, [beacon], connections)]);
  } finally {
    await server.stop();
  }
} catch (error) {
  console.error(`bench:audience: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(2);
} finally {
  rmSync(directory, { recursive: true, force: true });
}

const table = [
  ["run", "req/s", "mean ms", "p99 ms", "requests", "errors", "non-2xx"],
  ...rows.map(([name, f]) => [
    name,
    f.requestsPerSecond.toFixed(0),
    f.meanMs.toFixed(2),
    String(f.p99Ms),
    String(f.requests),
    String(f.errors),
    String(f.non2xx),
  ]),
];
const widths =
  table[0]?.map((_, column) => Math.max(...table.map((row) => (row[column] ?? "").length))) ?? [];
for (const row of table)
  console.log(row.map((cell, column) => cell.padStart(widths[column] ?? 0)).join("  "));
const failed = rows.some(
  ([name, f]) => f.errors > 0 || f.requests === 0 || (!name.includes("rate limit") && f.non2xx > 0),
);
process.exit(failed ? 1 : 0);
