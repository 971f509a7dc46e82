/**
 * The systemd unit (deploy/cabinet-site.service) and its environment file
 * (deploy/env.example, installed as /etc/cabinet-site/env), read the way
 * systemd reads them, for the two places that must run the server exactly as
 * the unit does: the release script's candidate check (deploy/release.ts) and
 * the deployment test's sandbox (deploy/sandbox.ts).
 */
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const REPO_ROOT = fileURLToPath(new URL("..", import.meta.url));
export const UNIT_FILE = path.join(REPO_ROOT, "deploy", "cabinet-site.service");
export const ENV_EXAMPLE = path.join(REPO_ROOT, "deploy", "env.example");

/** The settings of the unit this project needs, as systemd reads them. */
export interface Unit {
  user: string;
  workingDirectory: string;
  /** The command line of ExecStart, split on spaces (the unit quotes nothing). */
  execStart: string[];
  /** Environment= assignments, in order. */
  environment: Record<string, string>;
  /** EnvironmentFile=, without systemd's optional "-" prefix. */
  environmentFile: string;
  /** /var/lib/<StateDirectory>: systemd creates it and sets STATE_DIRECTORY to it. */
  stateDirectory: string;
}

/** "A=1 \"B=two words\" C=3" -> { A: "1", B: "two words", C: "3" } (systemd's Environment= syntax). */
export function parseAssignments(text: string): Record<string, string> {
  const values: Record<string, string> = {};
  for (const match of text.matchAll(/"((?:[^"\\]|\\.)*)"|'([^']*)'|(\S+)/g)) {
    const word = match[1] ?? match[2] ?? match[3] ?? "";
    const equals = word.indexOf("=");
    if (equals > 0) values[word.slice(0, equals)] = word.slice(equals + 1);
  }
  return values;
}

/** The [Service] keys of a unit file, each with its values in order. */
function serviceSettings(text: string): Map<string, string[]> {
  const settings = new Map<string, string[]>();
  let section = "";
  for (const raw of text.split("\n")) {
    const line = raw.trim();
    if (line === "" || line.startsWith("#") || line.startsWith(";")) continue;
    const header = /^\[(.+)\]$/.exec(line);
    if (header) {
      section = header[1] ?? "";
      continue;
    }
    const equals = line.indexOf("=");
    if (section !== "Service" || equals < 0) continue;
    const key = line.slice(0, equals).trim();
    settings.set(key, [...(settings.get(key) ?? []), line.slice(equals + 1).trim()]);
  }
  return settings;
}

/** Reads the unit file (default: deploy/cabinet-site.service). */
export function readUnit(file: string = UNIT_FILE): Unit {
  const settings = serviceSettings(readFileSync(file, "utf8"));
  const one = (key: string): string => {
    const value = settings.get(key)?.at(-1);
    if (value === undefined) throw new Error(`${file}: no ${key}= in [Service]`);
    return value;
  };
  const environment: Record<string, string> = {};
  for (const line of settings.get("Environment") ?? []) Object.assign(environment, parseAssignments(line));
  return {
    user: one("User"),
    workingDirectory: one("WorkingDirectory"),
    execStart: one("ExecStart").split(/\s+/),
    environment,
    environmentFile: one("EnvironmentFile").replace(/^-/, ""),
    stateDirectory: path.posix.join("/var/lib", one("StateDirectory")),
  };
}

/**
 * An environment file as systemd reads it: one NAME=value a line, blank lines
 * and lines starting with # or ; ignored, a value's surrounding quotes removed.
 */
export function parseEnvironmentFile(text: string): Record<string, string> {
  const values: Record<string, string> = {};
  for (const raw of text.split("\n")) {
    const line = raw.trim();
    if (line === "" || line.startsWith("#") || line.startsWith(";")) continue;
    const match = /^([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*)$/.exec(line);
    if (!match) continue;
    const [, name = "", value = ""] = match;
    values[name] = /^(["']).*\1$/.test(value) ? value.slice(1, -1) : value;
  }
  return values;
}

/**
 * `text` (an environment file) with `values` set: a line that sets or
 * comments out a name gets the new value, the others are kept, and names the
 * file does not mention are added at the end.
 */
export function withValues(text: string, values: Readonly<Record<string, string>>): string {
  const pending = new Map(Object.entries(values));
  const lines = text.split("\n").map((line) => {
    const name = /^#?([A-Z_][A-Z0-9_]*)=/.exec(line)?.[1];
    if (name === undefined || !pending.has(name)) return line;
    const value = pending.get(name);
    pending.delete(name);
    return `${name}=${value}`;
  });
  return [...lines, ...[...pending].map(([name, value]) => `${name}=${value}`), ""].join("\n");
}

/** A user's ids and home, from the password database (getent). */
export interface Account {
  name: string;
  uid: number;
  gid: number;
  home: string;
  shell: string;
}

/** The account `name` from the password database, or undefined when there is none. */
function accountOf(name: string): Account | undefined {
  const result = spawnSync("getent", ["passwd", name], { encoding: "utf8" });
  const [user, , uid, gid, , home, shell] = result.stdout.trim().split(":");
  if (result.status !== 0 || user !== name) return undefined;
  return { name, uid: Number(uid), gid: Number(gid), home: home ?? "/", shell: shell ?? "/usr/sbin/nologin" };
}

/** The unit's user, or `nobody` where it has no account (a machine that is not the server). */
export function serviceAccount(unit: Unit): Account {
  const account = accountOf(unit.user) ?? accountOf("nobody");
  if (!account) throw new Error(`no account to run the server as: neither ${unit.user} nor nobody exists`);
  return account;
}

/**
 * The environment systemd gives the unit's process: its own variables (PATH,
 * the user's, STATE_DIRECTORY), then Environment=, then the environment file,
 * each overriding the one before.
 */
export function unitEnvironment(
  unit: Unit,
  account: Account,
  environmentFile: Readonly<Record<string, string>>,
): Record<string, string> {
  return {
    PATH: "/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin",
    HOME: account.home,
    USER: account.name,
    LOGNAME: account.name,
    SHELL: account.shell,
    STATE_DIRECTORY: unit.stateDirectory,
    ...unit.environment,
    ...environmentFile,
  };
}
