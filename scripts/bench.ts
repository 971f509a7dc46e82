/**
 * Performance bench: builds the site, starts the production server, runs
 * Lighthouse (mobile) on every indexable page and checks the median run of
 * each against the budgets of scripts/budgets.ts, once per throttling method:
 * `simulate` (Lighthouse's default, what PageSpeed Insights shows), then
 * `devtools` (applied throttling).
 *
 *   npm run bench -- [--runs 3] [--routes /,/about] [--no-build] [--port 4310]
 *                    [--throttling simulate,devtools] [--baseline DIR] [--no-floor]
 *
 * Before measuring, each route's HTML is fetched from the bench's server: a
 * page whose <html> says data-hydrate="true" loads React, and has the budgets
 * of such a page; the others have tighter ones (pageBudgets).
 * For each method: first the floor, a bare 2 KB page (scripts/lib/floor-page.ts),
 * measured with that method; then every route, whose LCP budget is a ratio
 * of the floor's LCP with the same method.
 * With --baseline, another checkout of the site, built (DIR/build), is served
 * by its own server beside this one and measured route by route, alternately
 * with this one, so that both see the same machine: per method, the table of
 * each, then the two side by side.
 *
 * stdout: per method, a heading, the floor's LCP and the table. stderr: build
 * output, progress, where the JSON went.
 * Exit code: 0 all within budget, 1 some figure of some method out of budget, 2 the bench could not run.
 * Results: bench-results/bench-<ISO timestamp>.json (git-ignored): `methods`, per method its
 * floor, its routes (with whether each hydrates and the budgets it was held to) and the baseline's.
 * Chromium: /usr/bin/chromium, or env CHROME_PATH. Nothing is ever downloaded.
 */

import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type Result } from "lighthouse";
import { computeMedianRun, filterToValidRuns } from "lighthouse/core/lib/median-run.js";
import { noindexPaths, pagePaths } from "../content/routes-data.ts";
import {
  type Budgets,
  budgets,
  checkBudgets,
  formatTable,
  pageBudgets,
  pageHydrates,
  THROTTLING_METHODS,
  type ThrottlingMethod,
} from "./budgets.ts";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./chromium.ts";
import { startFloorServer } from "./lib/floor-page.ts";
import {
  comparisonTable,
  failingAudits,
  figuresOf,
  layoutShifts,
  missing,
  type RouteResult,
} from "./lib/lighthouse-figures.ts";
import { startServer } from "./lib/server-process.ts";

const root = fileURLToPath(new URL("..", import.meta.url));
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];

const USAGE =
  "usage: tsx scripts/bench.ts [--runs 3] [--routes /,/about] [--no-build] [--port 4310] " +
  "[--throttling simulate,devtools] [--baseline DIR] [--no-floor]";

/** The heading of each method's tables on stdout. */
const METHOD_TITLES: Record<ThrottlingMethod, string> = {
  simulate: "simulate (Lighthouse's simulation, as PageSpeed Insights)",
  devtools: "devtools (applied throttling)",
};

class UsageError extends Error {}

interface Options {
  runs: number;
  routes: string[];
  build: boolean;
  port: number;
  /** The server entry, relative to the project root. Only changed to test this script itself. */
  serverEntry: string;
  /** Another checkout of the site, already built, to measure beside this one. */
  baseline?: string;
  /** Whether to measure the floor page first (the LCP budgets are ratios of its LCP). */
  floor: boolean;
  /** Lighthouse's throttling methods, measured one after the other in this order. */
  methods: ThrottlingMethod[];
}

const argSpec = {
  runs: { type: "string", default: "3" },
  routes: { type: "string" },
  "no-build": { type: "boolean", default: false },
  port: { type: "string", default: "4310" },
  "server-entry": { type: "string", default: "server/index.ts" },
  baseline: { type: "string" },
  "no-floor": { type: "boolean", default: false },
  throttling: { type: "string", default: THROTTLING_METHODS.join(",") },
} as const;

function readArgs(argv: string[]) {
  try {
    return parseArgs({ args: argv, options: argSpec, allowPositionals: false }).values;
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
}

function parseOptions(argv: string[]): Options {
  const values = readArgs(argv);
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1)
    throw new UsageError(`--runs must be a whole number ≥ 1, not "${values.runs}"`);
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 1 || port > 65_535) {
    throw new UsageError(`--port must be a port number, not "${values.port}"`);
  }
  const routes =
    values.routes === undefined
      ? [...pagePaths]
      : values.routes
          .split(",")
          .map((route) => route.trim())
          .filter((route) => route !== "");
  if (routes.length === 0) throw new UsageError("no route to bench");
  const bad = routes.find((route) => !route.startsWith("/"));
  if (bad !== undefined) throw new UsageError(`a route must start with "/": "${bad}"`);
  const baseline = values.baseline === undefined ? undefined : path.resolve(values.baseline);
  const methods = [
    ...new Set(
      values.throttling
        .split(",")
        .map((method) => method.trim())
        .filter((method) => method !== ""),
    ),
  ];
  if (methods.length === 0) throw new UsageError("--throttling names no method");
  const unknown = methods.find((method) => !isThrottlingMethod(method));
  if (unknown !== undefined) {
    throw new UsageError(`--throttling takes ${THROTTLING_METHODS.join(" or ")}, not "${unknown}"`);
  }
  return {
    runs,
    routes,
    build: !values["no-build"],
    port,
    serverEntry: values["server-entry"],
    ...(baseline ? { baseline } : {}),
    floor: !values["no-floor"],
    methods: methods.filter(isThrottlingMethod),
  };
}

function isThrottlingMethod(value: string): value is ThrottlingMethod {
  return (THROTTLING_METHODS as readonly string[]).includes(value);
}

function log(message: string): void {
  process.stderr.write(`${message}\n`);
}

/**
 * The processes this script started, stopped at the end, last first: the browser, then the server.
 * `stop` is the clean way; `kill` is synchronous, for when the process is exiting anyway.
 */
const running: Array<{ stop: () => Promise<void>; kill: () => void }> = [];

let cleaning: Promise<void> | undefined;

/** Stops everything; every caller (end of run, error, signal) waits for the same clean-up. */
function cleanUp(): Promise<void> {
  cleaning ??= (async () => {
    for (let entry = running.pop(); entry; entry = running.pop()) {
      try {
        await entry.stop();
      } catch (error) {
        log(`bench: clean-up failed: ${String(error)}`);
      }
    }
  })();
  return cleaning;
}

process.once("exit", () => {
  for (const { kill } of running) kill();
});

let interrupted = false;
for (const [signal, code] of [
  ["SIGINT", 130],
  ["SIGTERM", 143],
] as const) {
  // tsx's launcher relays the signal too: every copy after the first is ignored.
  process.on(signal, () => {
    if (interrupted) return;
    interrupted = true;
    log(`\nbench: ${signal}, stopping`);
    // The first step of each stop, a kill signal, is sent before the first await.
    void cleanUp().finally(() => process.exit(code));
  });
}

function runBuild(): Promise<void> {
  log("bench: npm run build");
  // The build's stdout goes to stderr, so that stdout carries the table only.
  const child = spawn("npm", ["run", "build"], { cwd: root, stdio: ["inherit", 2, "inherit"] });
  return new Promise((resolve, reject) => {
    child.once("error", reject);
    child.once("exit", (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`npm run build failed (${signal ?? `exit code ${code}`})`)),
    );
  });
}

/** Starts the production server of the checkout at `cwd` and waits until GET / answers 200. Returns its base URL. */
async function startSite(options: Options, cwd = root, port = options.port): Promise<string> {
  log(`bench: starting ${options.serverEntry} of ${cwd} on port ${port}`);
  const server = await startServer({
    args: [options.serverEntry],
    port,
    cwd,
    // Production requires BOOKING_SECRET (config/server.ts): one of this run.
    env: {
      NODE_ENV: "production",
      BOOKING_SECRET: process.env.BOOKING_SECRET || randomBytes(32).toString("base64url"),
    },
  });
  running.push({ stop: () => server.stop("SIGTERM", 5_000), kill: () => server.child.kill("SIGKILL") });
  void server.exited.then((how) => {
    if (server.stopping) return;
    // The server's own output (request logs) is kept, not shown, unless it fails.
    log(`bench: the server stopped during the bench (${how})`);
    if (server.output().trim()) log(server.output().trimEnd());
  });
  return server.url;
}

/** A route's result, with whether the page hydrates and the budgets it was held to. */
interface BenchedRoute extends RouteResult {
  hydrates: boolean;
  budgets: Budgets;
}

/** What one throttling method measured: the floor (unless --no-floor), the routes, the baseline's routes. */
interface MethodResults {
  floor?: RouteResult;
  routes: BenchedRoute[];
  baseline?: BenchedRoute[];
}

/** Whether the page at `url` hydrates, from its HTML as the server sends it. */
async function fetchHydrates(url: string): Promise<boolean> {
  const response = await fetch(url);
  const html = await response.text();
  if (!response.ok) log(`bench: ${url} answers ${response.status}`);
  return pageHydrates(html);
}

async function benchRoute(
  url: string,
  route: string,
  label: string,
  options: { runs: number; port: number; method: ThrottlingMethod; limits: Budgets },
): Promise<{ result: RouteResult; lhr?: Result }> {
  const { runs, port, method, limits } = options;
  const lhrs: Result[] = [];
  const runResults: RouteResult["runs"] = [];
  for (let run = 1; run <= runs; run++) {
    const started = Date.now();
    // A page kept out of search engines on purpose fails "is-crawlable" by design: not counted.
    const skipAudits = noindexPaths.includes(route) ? ["is-crawlable"] : undefined;
    const runnerResult = await lighthouse(url, {
      port,
      logLevel: "error",
      onlyCategories: CATEGORIES,
      throttlingMethod: method,
      ...(skipAudits ? { skipAudits } : {}),
    });
    if (!runnerResult) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = runnerResult;
    const figures = figuresOf(lhr);
    const runtimeError = lhr.runtimeError
      ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}`
      : undefined;
    const shifts = figures.cls > 0 ? layoutShifts(lhr) : [];
    lhrs.push(lhr);
    runResults.push({
      figures,
      ...(runtimeError ? { runtimeError } : {}),
      ...(shifts.length > 0 ? { shifts } : {}),
    });
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    log(
      `${label} ${route} run ${run}/${runs}: ` +
        (runtimeError
          ? `error ${runtimeError}`
          : `perf ${Math.round(figures.performance * 100)}, LCP ${Math.round(figures.lcpMs)} ms, ` +
            `TBT ${Math.round(figures.tbtMs)} ms, CLS ${figures.cls.toFixed(3)}`) +
        ` (${seconds} s)` +
        (shifts.length > 0 ? `; moved: ${shifts.join("; ")}` : ""),
    );
  }
  // median-run.d.ts refers to a global LH namespace that is not in scope here: it types as any.
  const valid: Result[] = filterToValidRuns(lhrs);
  if (valid.length === 0) {
    log(`${label} ${route}: no valid run`);
    return {
      result: {
        route,
        url,
        figures: missing,
        outOfBudget: checkBudgets(missing, limits),
        medianRun: null,
        failingAudits: {},
        runs: runResults,
      },
    };
  }
  const median: Result = computeMedianRun(valid);
  const figures = figuresOf(median);
  const failing = failingAudits(median);
  for (const [category, audits] of Object.entries(failing)) {
    log(`${label} ${route} ${category} < 100: ${audits.map((a) => a.id).join(", ") || "?"}`);
  }
  return {
    result: {
      route,
      url,
      figures,
      outOfBudget: checkBudgets(figures, limits),
      medianRun: lhrs.indexOf(median),
      failingAudits: failing,
      runs: runResults,
    },
    lhr: median,
  };
}

async function main(): Promise<number> {
  const options = parseOptions(process.argv.slice(2));
  const started = new Date().toISOString();
  if (options.build) await runBuild();

  const base = await startSite(options);
  const baselineBase = options.baseline
    ? await startSite(options, options.baseline, options.port + 1)
    : undefined;
  const floor = options.floor ? await startFloorServer(options.port + 2) : undefined;
  if (floor) running.push({ stop: floor.close, kill: () => undefined });

  // Whether each page hydrates sets its budgets: read from its HTML before any measure.
  const hydrates = new Map<string, boolean>();
  const baselineHydrates = new Map<string, boolean>();
  for (const route of options.routes) {
    hydrates.set(route, await fetchHydrates(new URL(route, base).href));
    if (baselineBase) baselineHydrates.set(route, await fetchHydrates(new URL(route, baselineBase).href));
  }

  const chromePath = CHROMIUM_PATH;
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: CHROMIUM_FLAGS,
    handleSIGINT: false,
    logLevel: "silent",
  });
  running.push({ stop: async () => chrome.kill(), kill: () => chrome.kill() });
  log(
    `bench: ${chromePath} on port ${chrome.port}; ${options.routes.length} route(s) × ${options.runs} run(s)` +
      ` × ${options.methods.join(", ")}` +
      (baselineBase ? `, and the same for ${options.baseline}` : "") +
      (floor ? ", after the floor" : ""),
  );

  const results: Array<[ThrottlingMethod, MethodResults]> = [];
  let environment: Result["environment"] | undefined;
  let lighthouseVersion: string | undefined;
  for (const method of options.methods) {
    const measure = (url: string, route: string, label: string, limits: Budgets) =>
      benchRoute(url, route, label, { runs: options.runs, port: chrome.port, method, limits });
    const floorResult = floor
      ? (await measure(floor.url, "floor", `[${method} floor]`, budgets)).result
      : undefined;
    const floorLcpMs = floorResult?.figures.lcpMs;
    const bench = async (siteBase: string, route: string, label: string, hydrated: boolean) => {
      const limits = pageBudgets({ method, floorLcpMs, hydrates: hydrated });
      const { result, lhr } = await measure(new URL(route, siteBase).href, route, label, limits);
      environment ??= lhr?.environment;
      lighthouseVersion ??= lhr?.lighthouseVersion;
      return { ...result, hydrates: hydrated, budgets: limits };
    };
    const routes: BenchedRoute[] = [];
    const baselineRoutes: BenchedRoute[] = [];
    for (const [i, route] of options.routes.entries()) {
      const label = `[${method} ${i + 1}/${options.routes.length}]`;
      routes.push(await bench(base, route, label, hydrates.get(route) ?? false));
      if (baselineBase) {
        baselineRoutes.push(
          await bench(baselineBase, route, `${label} baseline`, baselineHydrates.get(route) ?? false),
        );
      }
    }
    results.push([
      method,
      {
        ...(floorResult ? { floor: floorResult } : {}),
        routes,
        ...(baselineBase ? { baseline: baselineRoutes } : {}),
      },
    ]);
  }

  await cleanUp();

  const rows = (list: BenchedRoute[]) =>
    list.map((r) => ({ route: r.route, hydrates: r.hydrates, limits: r.budgets, ...r.figures }));
  const sections = results.map(([method, { floor: floorResult, routes, baseline }]) => {
    const floorLcp = floorResult?.figures.lcpMs ?? Number.NaN;
    const lines = [`${METHOD_TITLES[method]}:`];
    if (floorResult) lines.push(`floor (a bare 2 KB page): LCP ${Math.round(floorLcp)} ms`);
    lines.push(formatTable(rows(routes)));
    if (baseline) {
      lines.push(`\nbaseline ${options.baseline}:\n${formatTable(rows(baseline))}`);
      lines.push(`\n${comparisonTable(routes, baseline, floorLcp)}`);
    }
    return lines.join("\n");
  });
  process.stdout.write(`${sections.join("\n\n")}\n`);

  const file = path.join(root, "bench-results", `bench-${started.replaceAll(":", "-")}.json`);
  await mkdir(path.dirname(file), { recursive: true });
  const report = {
    date: started,
    baseUrl: base,
    runs: options.runs,
    lighthouseVersion,
    environment,
    budgets,
    ...(baselineBase ? { baseline: options.baseline } : {}),
    methods: Object.fromEntries(results),
  };
  await writeFile(file, `${JSON.stringify(report, null, 2)}\n`);
  log(`bench: results written to ${path.relative(process.cwd(), file)}`);

  const outOfBudget = results.some(([, { routes }]) => routes.some((r) => r.outOfBudget.length > 0));
  return outOfBudget ? 1 : 0;
}

// process.exit: Lighthouse and chrome-launcher may leave handles open.
main().then(
  (code) => process.exit(code),
  async (error: unknown) => {
    // Interrupted: the errors are those of the browser going away; the signal handler exits.
    if (interrupted) return;
    log(`bench: ${error instanceof Error ? error.message : String(error)}`);
    if (error instanceof UsageError) {
      log(USAGE);
    }
    await cleanUp();
    process.exit(2);
  },
);
