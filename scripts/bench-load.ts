/**
 * Load bench: the site's server (server/) and a plain static file server
 * (scripts/static-server.mjs, sirv) serve the same build/client folder, one
 * after the other, under the same autocannon load: pages, stylesheet, script,
 * image and document, brotli accepted, as a browser asks for them.
 *
 *   npm run bench:load -- [--connections 100] [--duration 20] [--no-build]
 *
 * stdout: the table and the ratio. Exit code 0 when neither server had an
 * error, a timeout or a non-2xx answer; 1 otherwise; 2 when it could not run.
 */
import { spawnSync } from "node:child_process";
import { readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { pagePaths } from "../content/routes-data.ts";
import { SITE_SERVER, startServer } from "./lib/server-process.ts";
import { figuresOf, formatLoadTable, type LoadFigures, loadProblems } from "./load-report.ts";

const root = fileURLToPath(new URL("..", import.meta.url));
const clientDir = path.join(root, "build/client");

const { values } = parseArgs({
  options: {
    connections: { type: "string", default: "100" },
    duration: { type: "string", default: "20" },
    "no-build": { type: "boolean", default: false },
  },
});
const connections = Number(values.connections);
const duration = Number(values.duration);
if (!(connections > 0 && duration > 0)) {
  console.error("bench:load: --connections and --duration must be positive numbers");
  process.exit(2);
}

/** What one connection asks for, in a loop: every fifth page, and the assets a page loads. */
function requestMix(): string[] {
  const assets = readdirSync(path.join(clientDir, "assets"));
  const first = (pattern: RegExp) => {
    const file = assets.find((name) => pattern.test(name));
    if (!file) throw new Error(`no ${pattern} in build/client/assets: run npm run build`);
    return `/assets/${file}`;
  };
  const pages = pagePaths.filter((_, index) => index % 5 === 0);
  return [
    ...pages,
    first(/^root-.*\.css$/),
    first(/^vendor-.*\.js$/),
    first(/^illustration-accompagnement-.*\.svg$/),
    "/favicon.svg",
  ];
}

async function measure(name: string, args: string[], env: Record<string, string>): Promise<LoadFigures> {
  const server = await startServer({ args, env });
  try {
    const paths = requestMix();
    console.error(
      `bench:load: ${name}, ${connections} connections, ${duration} s, ${paths.length} addresses`,
    );
    const result = await autocannon({
      url: server.url,
      connections,
      duration,
      headers: { "accept-encoding": "br, gzip", accept: "text/html,*/*" },
      requests: paths.map((p) => ({ method: "GET", path: p })),
    });
    return figuresOf(result);
  } finally {
    await server.stop();
  }
}

try {
  if (!values["no-build"]) {
    const build = spawnSync("npm", ["run", "build"], { cwd: root, stdio: ["ignore", 2, "inherit"] });
    if (build.status !== 0) throw new Error("npm run build failed");
  }
  // The server gets a state directory of its own; this bench only sends GET requests.
  const site = await measure("site server", SITE_SERVER, {
    DATA_DIR: path.join(root, "var/bench-load"),
  });
  const baseline = await measure("static server", ["scripts/static-server.mjs", clientDir], {});
  console.log(formatLoadTable(site, baseline));
  const problems = [...loadProblems("site", site), ...loadProblems("static", baseline)];
  for (const problem of problems) console.error(`bench:load: ${problem}`);
  process.exit(problems.length === 0 ? 0 : 1);
} catch (error) {
  console.error(`bench:load: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(2);
}
