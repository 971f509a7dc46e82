/**
 * The built pages can run no script the site did not write (issue 43,
 * decision 017): every executable inline script carries the build's marker
 * of the site's own scripts and is hashed in build/csp-hashes.json, no other
 * is; a data block is the site's JSON-LD; no page has an event-handler
 * attribute, a srcdoc or a javascript: address. The same reading as the
 * build's CSP step (scripts/pipeline/csp-hashes.ts), over every HTML file
 * of build/client: the pages, the 404 pages, the redirect pages.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { cspManifestPath } from "../config/build-info.ts";
import { readSiteScriptNonce } from "../config/site-scripts.ts";
import {
  cspHash,
  inlineScripts,
  pageScriptHashes,
  pageScriptProblems,
} from "../scripts/pipeline/csp-hashes.ts";
import { listPages, relativeKey } from "../scripts/pipeline/files.ts";
import { builtPages, clientDir } from "./built-site.ts";

/** Every HTML file of the build, by its key in the manifest. */
async function builtFiles(): Promise<Map<string, string>> {
  builtPages(); // fails loudly without a build
  const files = new Map<string, string>();
  for (const file of await listPages(clientDir))
    files.set(relativeKey(clientDir, file), readFileSync(file, "utf8"));
  return files;
}

function siteNonce(): string {
  const nonce = readSiteScriptNonce(clientDir);
  if (nonce === undefined)
    throw new Error("the build wrote no marker of the site's scripts beside build/client");
  return nonce;
}

describe("the built pages' scripts", () => {
  it("hold nothing that could run a script the site did not write", async () => {
    const nonce = siteNonce();
    const problems: string[] = [];
    for (const [key, html] of await builtFiles()) {
      problems.push(...pageScriptProblems(html, nonce).map((problem) => `${key}: ${problem}`));
    }
    expect(problems).toEqual([]);
  });

  it("are hashed in the manifest, the site's own and no other", async () => {
    const nonce = siteNonce();
    const manifest: Record<string, { script: string[] }> = JSON.parse(
      readFileSync(cspManifestPath(clientDir), "utf8"),
    );
    const files = await builtFiles();
    expect(Object.keys(manifest).sort()).toEqual([...files.keys()].sort());
    const withScripts = [...files].filter(([, html]) => inlineScripts(html).length > 0);
    expect(withScripts.length).toBeGreaterThan(0);
    for (const [key, html] of files) {
      expect(manifest[key]?.script, key).toEqual(pageScriptHashes(html, nonce));
      // Every inline script a browser would check is one of the site's.
      for (const script of inlineScripts(html)) expect(manifest[key]?.script, key).toContain(cspHash(script));
    }
  });
});
