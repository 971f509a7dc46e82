/**
 * The MDN HTTP Observatory scanner (@mdn/mdn-http-observatory), installed on
 * demand into var/tools/observatory (ignored by git) rather than as a project
 * dependency: it brings some 230 packages (a database client, jsdom, an API
 * server) that only this check uses. Run by deploy/observatory-scan.mjs in a
 * process of its own, which trusts the test's CA through NODE_EXTRA_CA_CERTS.
 */
import { execFile, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { REPO_ROOT } from "./unit.ts";

const OBSERVATORY_PACKAGE = "@mdn/mdn-http-observatory";
const OBSERVATORY_VERSION = "1.4.8";

const TOOLS_DIR = path.join(REPO_ROOT, "var", "tools", "observatory");
const PACKAGE_DIR = path.join(TOOLS_DIR, "node_modules", ...OBSERVATORY_PACKAGE.split("/"));

function installedVersion(): string | undefined {
  const manifest = path.join(PACKAGE_DIR, "package.json");
  if (!existsSync(manifest)) return undefined;
  return (JSON.parse(readFileSync(manifest, "utf8")) as { version?: string }).version;
}

/**
 * The scanner's package folder, installed first if needed. Its install
 * scripts are skipped (--ignore-scripts): they download the HSTS preload list
 * and the list of top-level domains. The scan reads only the preload list,
 * written here empty: the site is then graded on its own headers and
 * redirects, as a domain not (yet) on the list is.
 */
function ensureObservatory(): string {
  if (installedVersion() !== OBSERVATORY_VERSION) {
    mkdirSync(TOOLS_DIR, { recursive: true });
    writeFileSync(
      path.join(TOOLS_DIR, "package.json"),
      `${JSON.stringify(
        {
          private: true,
          description: "Installed by deploy/observatory.ts",
          dependencies: { [OBSERVATORY_PACKAGE]: OBSERVATORY_VERSION },
        },
        null,
        2,
      )}\n`,
    );
    console.log(`Installing ${OBSERVATORY_PACKAGE}@${OBSERVATORY_VERSION} into ${TOOLS_DIR}…`);
    const result = spawnSync("npm", ["install", "--ignore-scripts", "--no-audit", "--no-fund"], {
      cwd: TOOLS_DIR,
      encoding: "utf8",
    });
    if (result.status !== 0 || installedVersion() !== OBSERVATORY_VERSION) {
      throw new Error(
        `npm install of ${OBSERVATORY_PACKAGE}@${OBSERVATORY_VERSION} failed in ${TOOLS_DIR}:\n${result.stderr ?? result.error}`,
      );
    }
  }
  const preload = path.join(PACKAGE_DIR, "conf", "hsts-preload.json");
  if (!existsSync(preload)) writeFileSync(preload, "{}\n");
  return PACKAGE_DIR;
}

interface ObservatoryTest {
  result: string;
  pass: boolean;
  scoreModifier: number;
}

export interface ObservatoryResult {
  scan: { grade: string; score: number; statusCode: number; testsPassed: number; testsQuantity: number };
  tests: Record<string, ObservatoryTest>;
}

const run = promisify(execFile);

/** Scans http://host:httpPort and https://host:httpsPort, trusting the CA in `caFile`. */
export async function scanSite(
  host: string,
  httpPort: number,
  httpsPort: number,
  caFile: string,
): Promise<ObservatoryResult> {
  const packageDir = ensureObservatory();
  const { stdout } = await run(
    process.execPath,
    [
      path.join(REPO_ROOT, "deploy", "observatory-scan.mjs"),
      packageDir,
      host,
      String(httpPort),
      String(httpsPort),
    ],
    { env: { ...process.env, NODE_EXTRA_CA_CERTS: caFile }, timeout: 60_000 },
  ).catch((error: { stdout?: string; stderr?: string; message: string }) => {
    throw new Error(`the observatory scan failed: ${error.stdout || error.stderr || error.message}`);
  });
  return JSON.parse(stdout) as ObservatoryResult;
}

/** The grade, the score and each test's result, one line each, failed tests marked. */
export function formatScan({ scan, tests }: ObservatoryResult): string {
  const lines = [
    `MDN HTTP Observatory ${OBSERVATORY_VERSION}: grade ${scan.grade}, score ${scan.score}/100, ` +
      `${scan.testsPassed}/${scan.testsQuantity} tests passed`,
  ];
  for (const [name, test] of Object.entries(tests)) {
    const modifier = test.scoreModifier > 0 ? `+${test.scoreModifier}` : String(test.scoreModifier);
    lines.push(`  ${test.pass ? "pass" : "FAIL"} ${name}: ${test.result} (${modifier})`);
  }
  return lines.join("\n");
}
