/**
 * build/site-config.json: the public configuration a build was made with,
 * written beside build/client (not served). The server reads it at start
 * (config/server.ts): its CSP and relay follow the build, and it refuses to
 * start when its relay keys disagree with the ones baked into the form.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { ConfigError } from "./errors.ts";
import { type PublicConfig, publicConfig, readPublicConfig } from "./public.ts";

const PUBLIC_CONFIG_FILE = "site-config.json";

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** <buildDir>/site-config.json; `buildDir` is the folder that holds client/ (build/). */
export function publicConfigPath(buildDir: string): string {
  return path.join(path.resolve(buildDir), PUBLIC_CONFIG_FILE);
}

/**
 * Writes the public configuration the build used (this process's, checked)
 * to <buildDir>/site-config.json, every variable with its value or default.
 * Returns the file's path.
 */
export function writePublicConfig(buildDir: string, config: PublicConfig = publicConfig()): string {
  const file = publicConfigPath(buildDir);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(config, null, 2)}\n`);
  return file;
}

/**
 * A build's public configuration, checked with the same rules as at build
 * time. Throws a ConfigError naming the file when it is missing or invalid.
 */
export function readBuiltPublicConfig(buildDir: string): PublicConfig {
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
  if (!isRecord(values)) {
    throw new ConfigError(`${file} does not hold a configuration: run npm run build again`);
  }
  try {
    return readPublicConfig(values);
  } catch (error) {
    if (error instanceof ConfigError) throw new ConfigError(`${file}: ${error.message}`);
    throw error;
  }
}
