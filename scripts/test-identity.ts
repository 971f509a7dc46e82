#!/usr/bin/env node
/**
 * Builds the site once more, in a copy of the project, as another firm, and
 * checks that build three ways (issues 15, 16 and 32):
 *
 * - another identity: a copy of content/firm.yaml with another name, site,
 *   phone, e-mail and street, given as FIRM_FILE; the head, layout and
 *   static-host end-to-end specs run on that build and read the identity
 *   from the same file, so they pass whatever the firm's real values are;
 * - another origin for the form, as with the hosted EmailJS service:
 *   RELAY_ORIGIN=http://127.0.0.1:<port>, a port free now, also given to the
 *   specs as STATIC_HOST_RELAY_PORT; e2e/static-host.spec.ts serves
 *   build/client with a plain static server, checks every page, the 404 page
 *   and the redirect pages, and sends a message from the form to a fake
 *   EmailJS endpoint it starts on that port;
 * - the README's « How to add content » recipes: one new file of each kind
 *   added to the copy before its build (scripts/lib/recipes.ts); each new
 *   page built, in the sitemap and linked, and checked by the specs with the
 *   others.
 *
 * One build (the site's pages, `--site-only`) serves the three. CI runs it
 * after `npm test` (.ci/run); the checkout's own build/ is not touched.
 * `-- --keep` keeps the copy and its build.
 */
import { spawnSync } from "node:child_process";
import { rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { firmText } from "../config/testing.ts";
import { freePort } from "./free-port.ts";
import { addRecipes, copyProject, recipeFailures } from "./lib/project-copy.ts";

const relayPort = await freePort();
const identity = {
  siteUrl: "https://www.cabinet-essai.example",
  name: "Cabinet Essai",
  phone: "01 99 00 11 22",
  email: "bonjour@cabinet-essai.example",
  "address.street": "3 rue de l’Essai",
};
const copy = copyProject(process.cwd(), "test-identity");
const firmFile = path.join(copy, "firm-essai.yaml");
writeFileSync(firmFile, firmText(identity));
const added = await addRecipes(copy);
const RELAY_ORIGIN = `http://127.0.0.1:${relayPort}`;
const env = {
  ...process.env,
  CONTENT_DIR: "",
  FIRM_FILE: firmFile,
  RELAY_ORIGIN,
  STATIC_HOST_RELAY_PORT: String(relayPort),
};

function run(command: string, args: readonly string[]): void {
  const result = spawnSync(command, args, { cwd: copy, env, stdio: "inherit" });
  if (result.status !== 0) {
    console.error(`test:identity: ${command} ${args.join(" ")} failed (copy kept in ${copy})`);
    process.exit(result.status ?? 1);
  }
}

console.log(
  `test:identity: building as ${identity.name} (${identity.siteUrl}, ${firmFile}), form posting to ${RELAY_ORIGIN}, with ${added.length} pages added by the recipes`,
);
run("npm", ["run", "build", "--", "--site-only"]);
const failures = recipeFailures(copy, added);
if (failures.length > 0) {
  console.error(
    `test:identity: ${failures.length} recipe failures (copy kept in ${copy})\n  ${failures.join("\n  ")}`,
  );
  process.exit(1);
}
console.log(`test:identity: ${added.length} kinds, each added as one file, built, listed and linked`);
run("npx", ["playwright", "test", "e2e/head.spec.ts", "e2e/layout.spec.ts", "e2e/static-host.spec.ts"]);
if (process.argv.includes("--keep")) console.log(`test:identity: the copy and its build are kept in ${copy}`);
else rmSync(copy, { recursive: true, force: true });
