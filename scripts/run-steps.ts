/**
 * Runs npm scripts one after the other, stopping at the first that fails,
 * and prints each one's time at the end (`npm test` is this, with its steps
 * listed in package.json; .ci/run reports the same way).
 *
 *   node scripts/run-steps.ts typecheck lint test:unit:all
 *
 * Exit code: the failed script's, or 0.
 */
import { spawnSync } from "node:child_process";

const times: [string, string][] = [];

function report(): void {
  const width = Math.max(...times.map(([name]) => name.length));
  console.log(`\n${times.map(([name, time]) => `${name.padEnd(width)}  ${time}`).join("\n")}`);
}

for (const script of process.argv.slice(2)) {
  const started = performance.now();
  const result = spawnSync("npm", ["run", script], { stdio: "inherit" });
  const seconds = `${((performance.now() - started) / 1000).toFixed(0)} s`;
  if (result.status !== 0) {
    times.push([script, `${seconds}  FAILED`]);
    report();
    process.exit(result.status ?? 1);
  }
  times.push([script, seconds]);
}
report();
