/**
 * The marker of the inline scripts the site itself writes (decision 017,
 * issue 43). The build draws a new random value for each build and hands it
 * to the pre-render in the environment (SITE_SCRIPT_NONCE); the server
 * entry gives it to React Router's `<ServerRouter nonce>`, its documented
 * way to mark its own inline scripts (the route data, the module bootstrap,
 * the scroll restoration). The CSP step then hashes only the inline scripts
 * that carry it, and refuses any other: a script that came in with the
 * content cannot know a value drawn after the content was written.
 *
 * The value is written beside build/client (build/site-script-nonce.txt,
 * not a public file) for the CSP step and the build checks. The policy
 * lists hashes, never this nonce: in the pages it is a plain attribute.
 */
import { randomBytes } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

/** The variable through which the build hands the pre-render its marker. */
export const SITE_SCRIPT_NONCE_VARIABLE = "SITE_SCRIPT_NONCE";

const NONCE_FILE = "site-script-nonce.txt";
const NONCE = /^[A-Za-z0-9_-]{22,}$/;

/** A new marker: 128 random bits, base64url. */
export function newSiteScriptNonce(): string {
  return randomBytes(16).toString("base64url");
}

/** Where the marker of a client directory's build lives: build/client -> build/site-script-nonce.txt. */
function siteScriptNoncePath(clientDir: string): string {
  return path.join(path.dirname(path.resolve(clientDir)), NONCE_FILE);
}

/** Writes the marker of the build in `clientDir` beside it. */
export function writeSiteScriptNonce(clientDir: string, nonce: string): void {
  if (!NONCE.test(nonce)) throw new Error("a site script nonce is at least 22 base64url characters");
  writeFileSync(siteScriptNoncePath(clientDir), `${nonce}\n`);
}

/** The marker of the build in `clientDir`; undefined when it has none (a site made by hand, in the tests). */
export function readSiteScriptNonce(clientDir: string): string | undefined {
  const file = siteScriptNoncePath(clientDir);
  if (!existsSync(file)) return undefined;
  const nonce = readFileSync(file, "utf8").trim();
  if (!NONCE.test(nonce)) throw new Error(`${file} does not hold a site script nonce`);
  return nonce;
}
