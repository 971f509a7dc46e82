/**
 * Build step: `react-router build`, which bundles the app and pre-renders
 * every page of content/routes-data.ts into build/client (see
 * react-router.config.ts). It runs in its own process, as the command line
 * runs it, with this process's environment (the site's variables) and the
 * build's new marker of the site's own inline scripts (config/site-scripts.ts),
 * written beside build/client once the pages are.
 */
import { spawn } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { build } from "vite";
import { PAGE_SCRIPT_VARIABLE, PAGE_SCRIPTS_DIR } from "../../app/page-scripts/address.ts";
import {
  newSiteScriptNonce,
  SITE_SCRIPT_NONCE_VARIABLE,
  writeSiteScriptNonce,
} from "../../config/site-scripts.ts";
import type { BuildStep } from "./step.ts";

/**
 * Builds the site's page script (app/page-scripts/, its own Vite build) into
 * `outDir` (outside build/, which react-router build empties) and returns its
 * entry's address, read from Vite's manifest (its documented backend integration).
 */
async function buildPageScript(root: string, outDir: string): Promise<string> {
  await build({
    configFile: path.join(root, "app", "page-scripts", "vite.config.ts"),
    logLevel: "warn",
    mode: "production",
    build: { outDir },
  });
  const manifestFile = path.join(outDir, ".vite", "manifest.json");
  const manifest: Record<string, { file: string; isEntry?: boolean }> = JSON.parse(
    readFileSync(manifestFile, "utf8"),
  );
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  if (!entry) throw new Error(`${path.relative(root, manifestFile)} names no entry`);
  return `/${entry.file}`;
}

/** The React Router command line's script, as its package declares it. */
function reactRouterBin(): string {
  const require = createRequire(import.meta.url);
  const manifest = require.resolve("@react-router/dev/package.json");
  const { bin }: { bin: Record<string, string | undefined> } = require(manifest);
  const script = bin["react-router"];
  if (!script) throw new Error("@react-router/dev declares no react-router command");
  return path.join(path.dirname(manifest), script);
}

/** Runs the React Router command line with `args` in `cwd` and `env` added; rejects when it fails. */
function reactRouter(
  args: readonly string[],
  cwd: string,
  env: Readonly<Record<string, string>>,
): Promise<void> {
  const bin = reactRouterBin();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [bin, ...args], {
      cwd,
      stdio: "inherit",
      env: { ...process.env, ...env },
    });
    child.on("error", reject);
    child.on("exit", (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`react-router ${args.join(" ")} exited with ${signal ?? `code ${code}`}`));
    });
  });
}

/** The pipeline's step; it fails when the build left no home page. */
export const prerenderStep: BuildStep = {
  name: "pre-render",
  async run({ root, clientDir }) {
    const nonce = newSiteScriptNonce();
    const pageScripts = mkdtempSync(path.join(tmpdir(), "page-scripts-"));
    try {
      const pageScript = await buildPageScript(root, pageScripts);
      await reactRouter(["build"], root, {
        [SITE_SCRIPT_NONCE_VARIABLE]: nonce,
        [PAGE_SCRIPT_VARIABLE]: pageScript,
      });
      // The page script's files, beside the framework's.
      cpSync(path.join(pageScripts, PAGE_SCRIPTS_DIR), path.join(clientDir, PAGE_SCRIPTS_DIR), {
        recursive: true,
      });
    } finally {
      rmSync(pageScripts, { recursive: true, force: true });
    }
    const home = path.join(clientDir, "index.html");
    if (!existsSync(home)) throw new Error(`react-router build wrote no ${path.relative(root, home)}`);
    writeSiteScriptNonce(clientDir, nonce);
    return `pages pre-rendered into ${path.relative(root, clientDir)}/`;
  },
};
