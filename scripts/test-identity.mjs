#!/usr/bin/env node
/**
 * Builds the site once more with another firm's identity (a copy of
 * content/firm.yaml with another name, site, phone, e-mail and street, given
 * as FIRM_FILE) and runs the head and layout end-to-end specs on that build:
 * the tests read the identity from the same file, so they pass whatever the
 * firm's real values are (issue 15).
 *
 * The same build posts its contact form to another origin, as with the hosted
 * EmailJS service: RELAY_ORIGIN=http://127.0.0.1:<port>, a port free now, also
 * given to the specs as STATIC_HOST_RELAY_PORT. e2e/static-host.spec.ts then
 * serves build/client with a plain static server, checks every page, the 404
 * page and the redirect pages, and sends a message from the form to a fake
 * EmailJS endpoint it starts on that port (issue 16).
 *
 * CI runs it after `npm test` (.ci/run). It leaves build/ built with the other
 * identity: run `npm run build` afterwards to get the default build back.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { firmText } from "../config/testing.ts";
import { freePort } from "./free-port.ts";

const relayPort = await freePort();
const identity = {
  siteUrl: "https://www.cabinet-essai.example",
  name: "Cabinet Essai",
  phone: "01 99 00 11 22",
  email: "bonjour@cabinet-essai.example",
  "address.street": "3 rue de l’Essai",
};
const firmFile = path.join(mkdtempSync(path.join(tmpdir(), "test-identity-")), "firm.yaml");
writeFileSync(firmFile, firmText(identity));
const RELAY_ORIGIN = `http://127.0.0.1:${relayPort}`;
const env = { ...process.env, FIRM_FILE: firmFile, RELAY_ORIGIN, STATIC_HOST_RELAY_PORT: String(relayPort) };

function run(command, args) {
  const result = spawnSync(command, args, { env, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

console.log(
  `test:identity: building as ${identity.name} (${identity.siteUrl}, ${firmFile}), form posting to ${RELAY_ORIGIN}`,
);
run("npm", ["run", "build"]);
run("npx", ["playwright", "test", "e2e/head.spec.ts", "e2e/layout.spec.ts", "e2e/static-host.spec.ts"]);
