/**
 * build/site-config.json: what a build was made with, written beside
 * build/client (not served): the firm's identity (content/firm.yaml as the
 * build read it) and the build settings. The server reads it at start
 * (config/server.ts): its CSP and relay follow the build, and it refuses to
 * start when its own identity file or its relay keys disagree with the build's.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { ConfigError } from "./errors.ts";
import { checkFirm, type Firm, loadFirm } from "./firm.ts";
import { type BuildSettings, type PublicConfig, publicConfigFrom, readBuildSettings } from "./public.ts";

const PUBLIC_CONFIG_FILE = "site-config.json";

/** What a build was made with: its two sources, and the configuration they give. */
export interface BuiltConfig {
  firm: Firm;
  settings: BuildSettings;
  config: PublicConfig;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** <buildDir>/site-config.json; `buildDir` is the folder that holds client/ (build/). */
export function publicConfigPath(buildDir: string): string {
  return path.join(path.resolve(buildDir), PUBLIC_CONFIG_FILE);
}

/**
 * Writes the identity and the build settings a build used (by default this
 * process's) to <buildDir>/site-config.json. Returns the file's path.
 */
export function writePublicConfig(
  buildDir: string,
  firm: Firm = loadFirm(),
  settings: BuildSettings = readBuildSettings(process.env),
): string {
  const file = publicConfigPath(buildDir);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify({ firm, settings }, null, 2)}\n`);
  return file;
}

/**
 * A build's identity and settings, checked with the same rules as at build
 * time. Throws a ConfigError naming the file when it is missing or invalid.
 */
export function readBuiltPublicConfig(buildDir: string): BuiltConfig {
  const file = publicConfigPath(buildDir);
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch {
    throw new ConfigError(`${file} not found: run npm run build first`);
  }
  let values: unknown;
  try {
    values = JSON.parse(text);
  } catch {
    throw new ConfigError(`${file} is not valid JSON: run npm run build again`);
  }
  if (!isRecord(values) || !isRecord(values.firm) || !isRecord(values.settings)) {
    throw new ConfigError(`${file} does not hold an identity and build settings: run npm run build again`);
  }
  try {
    const firm = checkFirm(values.firm, file);
    const settings = readBuildSettings(values.settings);
    return { firm, settings, config: publicConfigFrom(firm, settings) };
  } catch (error) {
    if (error instanceof ConfigError && !error.message.startsWith(file)) {
      throw new ConfigError(`${file}: ${error.message}`);
    }
    throw error;
  }
}

/**
 * The fields whose values differ between two identities ("phone",
 * "offices.provins.street"…), so that a server can refuse to run with
 * another identity than its build's.
 */
export function identityDifferences(built: Firm, current: Firm = loadFirm()): string[] {
  const differences: string[] = [];
  const walk = (a: unknown, b: unknown, at: string) => {
    if (isRecord(a) && isRecord(b) && !Array.isArray(a)) {
      for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
        walk(a[key], b[key], at ? `${at}.${key}` : key);
      }
    } else if (JSON.stringify(a) !== JSON.stringify(b)) {
      differences.push(at);
    }
  };
  // The list of fictional values changes nothing the pages show.
  const { fictional: _builtList, ...builtValues } = built;
  const { fictional: _currentList, ...currentValues } = current;
  walk(builtValues, currentValues, "");
  return differences;
}
