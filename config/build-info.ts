/**
 * build/build-info.json: which build this is, written beside build/client
 * (not served) by the build's « public configuration » step and read by the
 * server at start, which shows the id on /healthz (server/health.ts).
 *
 * The id is the first 12 hex digits of a SHA-256 over the names of the files
 * in build/client/assets (Vite names each after a hash of its content) and
 * the public configuration the pages were built with: the same sources and
 * settings give the same id, any change to the code, styles or configuration
 * gives another. `builtAt` says when the build ran; it is not part of the id.
 */
import { createHash } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { PublicConfig } from "./public.ts";

const BUILD_INFO_FILE = "build-info.json";

/** The CSP manifest's file name (decision 017), beside the client directory. */
const CSP_MANIFEST_NAME = "csp-hashes.json";

/**
 * Where the CSP manifest of a client directory lives: build/client ->
 * build/csp-hashes.json. Written by scripts/pipeline/csp-hashes.ts, read by
 * the server at start (server/csp.ts).
 */
export function cspManifestPath(clientDir: string): string {
  return path.join(path.dirname(path.resolve(clientDir)), CSP_MANIFEST_NAME);
}

/** What /healthz says when the build has no build-info.json (made before it existed, or by hand). */
export const UNKNOWN_BUILD = "unknown";

export interface BuildInfo {
  id: string;
  builtAt: string;
}

/** Every file under `dir`, as sorted "/"-separated paths relative to it; none when it is missing. */
function filesUnder(dir: string): string[] {
  let entries: string[];
  try {
    entries = readdirSync(dir, { recursive: true, encoding: "utf8" });
  } catch {
    return [];
  }
  return entries.map((entry) => entry.split(path.sep).join("/")).sort();
}

/** The build id of the client files in `clientDir` built with `config`. */
export function buildId(clientDir: string, config: PublicConfig): string {
  const hash = createHash("sha256");
  for (const name of filesUnder(path.join(clientDir, "assets"))) hash.update(`${name}\n`);
  hash.update(JSON.stringify(config));
  return hash.digest("hex").slice(0, 12);
}

/** Writes <buildDir>/build-info.json for the build in <buildDir>/client; returns it. */
export function writeBuildInfo(buildDir: string, config: PublicConfig, now = new Date()): BuildInfo {
  const info: BuildInfo = { id: buildId(path.join(buildDir, "client"), config), builtAt: now.toISOString() };
  mkdirSync(buildDir, { recursive: true });
  writeFileSync(path.join(buildDir, BUILD_INFO_FILE), `${JSON.stringify(info, null, 2)}\n`);
  return info;
}

/** The id in <buildDir>/build-info.json, or UNKNOWN_BUILD when the file is missing or holds none. */
export function readBuildId(buildDir: string): string {
  try {
    const { id } = JSON.parse(readFileSync(path.join(buildDir, BUILD_INFO_FILE), "utf8")) as { id?: unknown };
    return typeof id === "string" && /^[0-9a-f]{12}$/.test(id) ? id : UNKNOWN_BUILD;
  } catch {
    return UNKNOWN_BUILD;
  }
}
