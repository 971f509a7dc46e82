/**
 * The site's server run as deploy/cabinet-site.service runs it, on a machine
 * where systemd is not there to do it (this workplace, CI), for the
 * deployment test: the unit's User (or `nobody` where that account does not
 * exist), WorkingDirectory, ExecStart, Environment= and EnvironmentFile, the
 * STATE_DIRECTORY systemd sets, and its file system, in a private mount
 * namespace (`unshare`, as root): everything read-only (ProtectSystem=strict)
 * but the state directory, a private /tmp, no capability, no new privilege.
 *
 * The site's folder (`siteRoot`, with its `releases/` and `current` link, as
 * deploy/release.ts lays them) appears at /srv/cabinet-site and the state
 * folder at /var/lib/cabinet-site, the paths the unit names.
 *
 * A small service manager over a run folder, like systemctl over a unit:
 *   node deploy/sandbox.ts start|stop|restart RUN_DIR
 * RUN_DIR holds options.json (written by `prepare`), the process id and the
 * server's output (output.log). The release script's RESTART_COMMAND calls
 * `restart` in the test, where production calls `systemctl restart`.
 */
import { spawn, spawnSync } from "node:child_process";
import { chmodSync, chownSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseEnvironmentFile, readUnit, serviceAccount, UNIT_FILE, unitEnvironment } from "./unit.ts";

/** Where the unit expects the site's folder (the parent of WorkingDirectory's `current`). */
const SITE_MOUNT = "/srv/cabinet-site";

export interface SandboxOptions {
  /** The folder that appears at /srv/cabinet-site: `current` and `releases/`. */
  siteRoot: string;
  /** The folder that appears at /var/lib/cabinet-site (the unit's StateDirectory). */
  stateDir: string;
  /** The unit's environment file (a copy of deploy/env.example). */
  environmentFile: string;
  /** Default: deploy/cabinet-site.service. */
  unitFile?: string;
}

function runFile(runDir: string, name: string): string {
  return path.join(runDir, name);
}

/** Shell-quotes one word. */
function quote(word: string): string {
  return `'${word.replace(/'/g, "'\\''")}'`;
}

/**
 * The command that runs `argv` (default: the unit's ExecStart) as the unit
 * would: the mounts, then the user, the working directory and the
 * environment. Run as root.
 */
function sandboxCommand(options: SandboxOptions, argv?: readonly string[]): string[] {
  const unitFile = options.unitFile ?? UNIT_FILE;
  const unit = readUnit(unitFile);
  if (!unit.workingDirectory.startsWith(`${SITE_MOUNT}/`)) {
    throw new Error(`${unitFile}: WorkingDirectory ${unit.workingDirectory} is not under ${SITE_MOUNT}`);
  }
  const account = serviceAccount(unit);
  const environment = unitEnvironment(
    unit,
    account,
    parseEnvironmentFile(readFileSync(options.environmentFile, "utf8")),
  );
  const script = [
    "set -e",
    // The site's folder where the unit looks for it, read-only…
    `mount -t tmpfs -o mode=0755 tmpfs ${path.posix.dirname(SITE_MOUNT)}`,
    `mkdir ${SITE_MOUNT}`,
    `mount --bind ${quote(options.siteRoot)} ${SITE_MOUNT}`,
    `mount -o remount,bind,ro ${SITE_MOUNT}`,
    // …StateDirectory= (and ReadWritePaths=) the one writable folder…
    `mount -t tmpfs -o mode=0755 tmpfs ${path.posix.dirname(unit.stateDirectory)}`,
    `mkdir ${unit.stateDirectory}`,
    `mount --bind ${quote(options.stateDir)} ${unit.stateDirectory}`,
    // …PrivateTmp=…
    "mount -t tmpfs -o mode=1777 tmpfs /tmp",
    // …and ProtectSystem=strict: the rest of the file system read-only (the
    // mounts above are mounts of their own, which keep their flags).
    "mount -o remount,bind,ro /",
    `cd ${quote(unit.workingDirectory)}`,
    [
      "exec setpriv",
      `--reuid=${account.uid}`,
      `--regid=${account.gid}`,
      "--clear-groups",
      "--no-new-privs",
      "--inh-caps=-all",
      "--bounding-set=-all",
      "-- env -i",
      ...Object.entries(environment).map(([name, value]) => quote(`${name}=${value}`)),
      ...(argv ?? unit.execStart).map(quote),
    ].join(" "),
  ].join("\n");
  return ["unshare", "--mount", "--propagation", "private", "--", "sh", "-c", script];
}

/** Makes the state folder the service user's, mode 0700, as systemd's StateDirectory= does. */
function prepareStateDir(stateDir: string, unitFile: string = UNIT_FILE): void {
  const account = serviceAccount(readUnit(unitFile));
  mkdirSync(stateDir, { recursive: true });
  chownSync(stateDir, account.uid, account.gid);
  chmodSync(stateDir, 0o700);
}

/** Writes RUN_DIR/options.json: what `start` runs. */
export function prepare(runDir: string, options: SandboxOptions): void {
  mkdirSync(runDir, { recursive: true });
  prepareStateDir(options.stateDir, options.unitFile);
  writeFileSync(runFile(runDir, "options.json"), `${JSON.stringify(options, null, 2)}\n`);
}

function readOptions(runDir: string): SandboxOptions {
  return JSON.parse(readFileSync(runFile(runDir, "options.json"), "utf8")) as SandboxOptions;
}

function runningPid(runDir: string): number | undefined {
  let pid: number;
  try {
    pid = Number(readFileSync(runFile(runDir, "pid"), "utf8"));
  } catch {
    return undefined;
  }
  try {
    // The third field of /proc/<pid>/stat is the state: Z for a process that
    // exited and waits for its parent (a restart's CLI that is gone) to reap it.
    const state = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ").at(-1)?.[0];
    return state === undefined || state === "Z" ? undefined : pid;
  } catch {
    return undefined;
  }
}

/** Starts the unit in the background (Type=exec: returns once it runs); its output goes to RUN_DIR/output.log. */
function start(runDir: string): number {
  if (runningPid(runDir) !== undefined) throw new Error(`${runDir}: already running`);
  const [command = "unshare", ...args] = sandboxCommand(readOptions(runDir));
  const log = openSync(runFile(runDir, "output.log"), "a");
  const child = spawn(command, args, { detached: true, stdio: ["ignore", log, log] });
  if (child.pid === undefined) throw new Error("the sandbox did not start");
  child.unref();
  writeFileSync(runFile(runDir, "pid"), String(child.pid));
  return child.pid;
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** SIGTERM, then SIGKILL after 20 s (the unit's KillSignal and TimeoutStopSec). */
export async function stop(runDir: string): Promise<void> {
  const pid = runningPid(runDir);
  if (pid === undefined) return;
  process.kill(pid, "SIGTERM");
  const deadline = Date.now() + 20_000;
  while (runningPid(runDir) !== undefined) {
    if (Date.now() > deadline) process.kill(pid, "SIGKILL");
    await sleep(50);
  }
  rmSync(runFile(runDir, "pid"), { force: true });
}

/** The server's output so far. */
export function output(runDir: string): string {
  try {
    return readFileSync(runFile(runDir, "output.log"), "utf8");
  } catch {
    return "";
  }
}

/** Runs `argv` once in the sandbox, in the foreground, and returns its exit status and output. */
export function runOnce(options: SandboxOptions, argv: readonly string[]) {
  const [command = "unshare", ...args] = sandboxCommand(options, argv);
  const result = spawnSync(command, args, { encoding: "utf8" });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [action, runDir] = process.argv.slice(2);
  if (!runDir || !["start", "stop", "restart"].includes(action ?? "")) {
    console.error("Usage: node deploy/sandbox.ts start|stop|restart RUN_DIR");
    process.exit(2);
  }
  if (action !== "start") await stop(runDir);
  if (action !== "stop") start(runDir);
}
