/**
 * `npm run release`: puts this checkout live, or leaves the live site as it
 * was. Run as root in the source checkout on the server (docs/deployment.md, « Deploying »):
 *
 *   1. copies the checkout's files (those git tracks or would track) into
 *      SITE_ROOT/releases/<time>-<commit>/, with the live release's
 *      node_modules hard-linked when its package-lock.json is the same, else
 *      a copy of the checkout's;
 *   2. builds there with NODE_ENV=production: a fictional value in
 *      content/firm.yaml stops it (scripts/pipeline/identity.ts);
 *   3. runs the build checks (npm run test:build);
 *      2 and 3 are skipped when the build's inputs are those of the live
 *      release (a change to the server's code alone, server/ or deploy/,
 *      which the build never reads): its checked build/ is copied instead;
 *   4. starts the new server as the unit would (its environment and user) on
 *      a spare port, with an empty state folder of its own, and asks /healthz;
 *   5. points SITE_ROOT/current at the release (an atomic rename) and runs
 *      RESTART_COMMAND;
 *   6. asks the live server's /healthz for the new build; if it does not
 *      answer in time, points `current` back at the previous release, restarts
 *      again and exits 1;
 *   7. keeps the KEEP_RELEASES newest releases, the live one and the one before.
 *
 * Any failure before step 5 deletes the new release and leaves the live site
 * untouched. Each step prints its time. Variables (defaults for the unit in
 * deploy/): SITE_ROOT (/srv/cabinet-site), SITE_ENV_FILE (the unit's
 * EnvironmentFile), RESTART_COMMAND (systemctl restart cabinet-site),
 * KEEP_RELEASES (5), HEALTH_TIMEOUT (seconds, 30).
 */
import { spawn, spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import {
  chownSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { readBuildId } from "../config/build-info.ts";
import { buildSettingKeys } from "../config/public.ts";
import { freePort } from "../scripts/free-port.ts";
import { parseEnvironmentFile, readUnit, serviceAccount, unitEnvironment } from "./unit.ts";

const SOURCE = fileURLToPath(new URL("..", import.meta.url));

class ReleaseError extends Error {
  override name = "ReleaseError";
}

interface Settings {
  siteRoot: string;
  environmentFile: string;
  restartCommand: string;
  keepReleases: number;
  healthTimeoutMs: number;
}

function settingsFrom(env: NodeJS.ProcessEnv): Settings {
  const unit = readUnit();
  return {
    siteRoot: path.resolve(env.SITE_ROOT ?? "/srv/cabinet-site"),
    environmentFile: env.SITE_ENV_FILE ?? unit.environmentFile,
    restartCommand: env.RESTART_COMMAND ?? "systemctl restart cabinet-site",
    keepReleases: Math.max(2, Number(env.KEEP_RELEASES ?? 5) || 5),
    healthTimeoutMs: (Number(env.HEALTH_TIMEOUT ?? 30) || 30) * 1000,
  };
}

function log(line: string): void {
  console.log(`release: ${line}`);
}

/** Runs `step`, printing its name (or what it says it did) and its time. */
async function timed<T>(name: string | ((result: T) => string), step: () => T | Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await step();
  const said = typeof name === "string" ? name : name(result);
  log(`${said} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
  return result;
}

/** Runs a command, its output shown; throws a ReleaseError when it fails. */
function run(
  command: string,
  args: readonly string[],
  options: { cwd: string; env?: NodeJS.ProcessEnv },
): void {
  const result = spawnSync(command, args, { ...options, stdio: "inherit" });
  if (result.status !== 0) {
    throw new ReleaseError(
      `${command} ${args.join(" ")} failed (${result.signal ?? `exit code ${result.status}`})`,
    );
  }
}

/** The release's name: the time and the commit, "20261127T091500Z-9e1c8d2". */
function releaseName(now = new Date()): string {
  const stamp = now
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d+Z$/, "Z");
  const commit = spawnSync("git", ["-C", SOURCE, "rev-parse", "--short", "HEAD"], { encoding: "utf8" });
  return `${stamp}-${commit.status === 0 ? commit.stdout.trim() : "local"}`;
}

/**
 * Copies the files of the checkout `from` that git tracks or would track (not
 * build/, var/ nor node_modules) into `to`, as they are in its working tree.
 */
export function copyWorkingTree(from: string, to: string): void {
  const listed = spawnSync(
    "git",
    ["-C", from, "ls-files", "-z", "--cached", "--others", "--exclude-standard"],
    {
      encoding: "utf8",
    },
  );
  if (listed.status !== 0) throw new ReleaseError(`git ls-files failed in ${from}: ${listed.stderr}`);
  const files = listed.stdout
    .split("\0")
    .filter((file) => file !== "" && file !== "node_modules" && existsSync(path.join(from, file)));
  mkdirSync(to, { recursive: true });
  const tar = spawnSync("sh", ["-c", `tar --null -T - -cf - | tar -xf - -C '${to.replace(/'/g, "'\\''")}'`], {
    cwd: from,
    input: files.join("\0"),
    stdio: ["pipe", "inherit", "inherit"],
  });
  if (tar.status !== 0) throw new ReleaseError(`copying ${from} into ${to} failed`);
}

function lockOf(folder: string): string | undefined {
  try {
    return readFileSync(path.join(folder, "package-lock.json"), "utf8");
  } catch {
    return undefined;
  }
}

/**
 * The release's node_modules. The live release's, hard-linked, when it was
 * installed from the same package-lock.json: a release is never changed once
 * made, so two can share files (the tools' caches aside, .vite and .cache,
 * which each release makes anew). Else a copy of the checkout's, which a later
 * `npm install` there may change. Returns what it did.
 */
function installModules(release: string, live: string | undefined): string {
  const modules = path.join(release, "node_modules");
  const lock = lockOf(SOURCE);
  if (live && lock !== undefined && lockOf(live) === lock && existsSync(path.join(live, "node_modules"))) {
    run("cp", ["-al", path.join(live, "node_modules"), modules], { cwd: release });
    for (const cache of [".vite", ".cache"])
      rmSync(path.join(modules, cache), { recursive: true, force: true });
    return `linked node_modules of ${path.basename(live)} (same package-lock.json)`;
  }
  // "/." copies what node_modules holds, even where it is a link to another folder.
  run("cp", ["-a", "--reflink=auto", `${path.join(SOURCE, "node_modules")}/.`, modules], { cwd: release });
  return `copied ${path.join(SOURCE, "node_modules")}`;
}

/**
 * The folders of a release the build never reads (nothing under app/,
 * admin/, content/, config/, shared/, scripts/ nor build-checks/ imports
 * their code; admin/ takes type declarations only, which the build erases).
 */
const NOT_BUILD_INPUTS = ["server/", "deploy/"];
/** Beside a release's build/: the digest of what it was built from (buildInputs). */
const BUILD_INPUTS_FILE = "build-inputs.sha256";

/**
 * A digest of what a release's build is made from: every file of the
 * release but those of NOT_BUILD_INPUTS (names and contents), and the
 * build's environment (NODE_ENV and the site's build settings, config/public.ts).
 */
export function buildInputs(folder: string, env: NodeJS.ProcessEnv): string {
  const hash = createHash("sha256");
  const listed = spawnSync(
    "find",
    [
      ".",
      "-path",
      "./node_modules",
      "-prune",
      "-o",
      "-path",
      "./build",
      "-prune",
      "-o",
      "-type",
      "f",
      "-print0",
    ],
    {
      cwd: folder,
      encoding: "utf8",
      maxBuffer: 1 << 26,
    },
  );
  if (listed.status !== 0) throw new ReleaseError(`listing ${folder} failed: ${listed.stderr}`);
  const files = listed.stdout
    .split("\0")
    .filter((file) => file !== "")
    .map((file) => file.replace(/^\.\//, ""))
    .filter((file) => !NOT_BUILD_INPUTS.some((prefix) => file.startsWith(prefix)))
    .sort();
  for (const file of files)
    hash
      .update(`${file}\0`)
      .update(readFileSync(path.join(folder, file)))
      .update("\0");
  for (const key of ["NODE_ENV", ...buildSettingKeys()].sort()) hash.update(`${key}=${env[key] ?? ""}\0`);
  return hash.digest("hex");
}

/**
 * Builds the release and checks its build, or copies the live release's
 * checked build when it was made from the same inputs. Returns what it did.
 */
function buildRelease(folder: string, live: string | undefined): string {
  const env = buildEnvironment();
  const inputs = buildInputs(folder, env);
  const liveInputs =
    live && existsSync(path.join(live, BUILD_INPUTS_FILE))
      ? readFileSync(path.join(live, BUILD_INPUTS_FILE), "utf8")
      : undefined;
  if (live && liveInputs === inputs && existsSync(path.join(live, "build"))) {
    run("cp", ["-a", path.join(live, "build"), path.join(folder, "build")], { cwd: folder });
    writeFileSync(path.join(folder, BUILD_INPUTS_FILE), inputs);
    return `reused the checked build of ${path.basename(live)} (the same inputs: only ${NOT_BUILD_INPUTS.join(" or ")} changed)`;
  }
  const built = performance.now();
  run("npm", ["run", "build"], { cwd: folder, env });
  const checked = performance.now();
  run("npm", ["run", "test:build"], { cwd: folder, env });
  writeFileSync(path.join(folder, BUILD_INPUTS_FILE), inputs);
  const seconds = (from: number, to: number) => ((to - from) / 1000).toFixed(1);
  return `built with NODE_ENV=production (${seconds(built, checked)} s), build checks passed (${seconds(checked, performance.now())} s)`;
}

/** The environment of a build in the release: this one's, without an identity file of another checkout. */
function buildEnvironment(): NodeJS.ProcessEnv {
  const { FIRM_FILE: _ignored, ...env } = process.env;
  return { ...env, NODE_ENV: "production" };
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Waits for `url` to answer 200 with build `id`; returns what it last saw when it does not in time. */
async function waitForBuild(
  url: string,
  id: string,
  timeoutMs: number,
  alive = () => true,
): Promise<string | true> {
  const deadline = Date.now() + timeoutMs;
  let last = "no answer";
  while (Date.now() < deadline && alive()) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      const body = await response.text();
      if (response.status === 200 && (JSON.parse(body) as { build?: string }).build === id) return true;
      last = `HTTP ${response.status} ${body}`;
    } catch (error) {
      last =
        error instanceof Error
          ? ((error.cause as Error | undefined)?.message ?? error.message)
          : String(error);
    }
    await sleep(200);
  }
  return alive() ? last : "the server exited";
}

/**
 * Starts the release's server as the unit would (its Environment= and
 * EnvironmentFile, its user, WorkingDirectory = the release) on a spare
 * port, with a state folder of its own so that it touches nothing live.
 */
async function checkCandidate(release: string, settings: Settings, id: string): Promise<void> {
  const unit = readUnit(path.join(release, "deploy", "cabinet-site.service"));
  const account = serviceAccount(unit);
  const state = mkdtempSync(path.join(tmpdir(), "release-candidate-"));
  if (process.getuid?.() === 0) chownSync(state, account.uid, account.gid);
  const port = await freePort();
  const env = {
    ...unitEnvironment(unit, account, parseEnvironmentFile(readFileSync(settings.environmentFile, "utf8"))),
    STATE_DIRECTORY: state,
    HOST: "127.0.0.1",
    PORT: String(port),
  };
  const [program = "", ...args] = unit.execStart;
  const child = spawn(path.join(release, path.relative(unit.workingDirectory, program)), args, {
    cwd: release,
    env,
    stdio: ["ignore", "pipe", "pipe"],
    ...(process.getuid?.() === 0 ? { uid: account.uid, gid: account.gid } : {}),
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk));
  const answer = await waitForBuild(
    `http://127.0.0.1:${port}/healthz`,
    id,
    settings.healthTimeoutMs,
    () => child.exitCode === null && child.signalCode === null,
  );
  child.kill("SIGTERM");
  rmSync(state, { recursive: true, force: true });
  if (answer !== true) {
    throw new ReleaseError(
      `the new server did not answer /healthz with build ${id}: ${answer}\n${output.slice(-4000)}`,
    );
  }
}

/** Points SITE_ROOT/current at `target` (relative to SITE_ROOT) with one atomic rename. */
function pointCurrent(siteRoot: string, target: string): void {
  const next = path.join(siteRoot, "current.next");
  rmSync(next, { force: true });
  symlinkSync(target, next);
  renameSync(next, path.join(siteRoot, "current"));
}

function currentTarget(siteRoot: string): string | undefined {
  const link = path.join(siteRoot, "current");
  return existsSync(link) && lstatSync(link).isSymbolicLink() ? readlinkSync(link) : undefined;
}

/** The live server's /healthz, from the port and host the unit's environment gives it. */
function liveHealthUrl(settings: Settings): string {
  const unit = readUnit();
  const env = {
    ...unit.environment,
    ...parseEnvironmentFile(readFileSync(settings.environmentFile, "utf8")),
  };
  const host = env.HOST && env.HOST !== "0.0.0.0" ? env.HOST : "127.0.0.1";
  return `http://${host}:${env.PORT ?? "3000"}/healthz`;
}

/** Deletes the oldest releases, keeping `keep` and the two named. */
function prune(siteRoot: string, keep: number, live: readonly (string | undefined)[]): void {
  const releases = readdirSync(path.join(siteRoot, "releases")).sort().reverse();
  for (const name of releases.slice(keep)) {
    if (live.some((target) => target && path.basename(target) === name)) continue;
    rmSync(path.join(siteRoot, "releases", name), { recursive: true, force: true });
    log(`removed the old release ${name}`);
  }
}

async function release(settings: Settings): Promise<void> {
  const name = releaseName();
  const target = path.join("releases", name);
  const folder = path.join(settings.siteRoot, target);
  mkdirSync(folder, { recursive: true });
  let id: string;
  try {
    await timed(`copied ${SOURCE} into ${folder}`, () => copyWorkingTree(SOURCE, folder));
    const live = currentTarget(settings.siteRoot);
    await timed(
      (what: string) => what,
      () => installModules(folder, live && path.join(settings.siteRoot, live)),
    );
    await timed(
      (what: string) => what,
      () => buildRelease(folder, live && path.join(settings.siteRoot, live)),
    );
    id = readBuildId(path.join(folder, "build"));
    await timed(`the new server answered /healthz with build ${id}`, () =>
      checkCandidate(folder, settings, id),
    );
  } catch (error) {
    rmSync(folder, { recursive: true, force: true });
    throw error;
  }
  const previous = currentTarget(settings.siteRoot);
  const url = liveHealthUrl(settings);
  const switched = performance.now();
  pointCurrent(settings.siteRoot, target);
  run("sh", ["-c", settings.restartCommand], { cwd: settings.siteRoot });
  const answer = await waitForBuild(url, id, settings.healthTimeoutMs);
  if (answer === true) {
    log(
      `live: ${name}, build ${id}, ${((performance.now() - switched) / 1000).toFixed(1)} s after the switch`,
    );
    prune(settings.siteRoot, settings.keepReleases, [target, previous]);
    return;
  }
  if (!previous)
    throw new ReleaseError(
      `${url} did not answer with build ${id} (${answer}), and there is no release to go back to`,
    );
  pointCurrent(settings.siteRoot, previous);
  run("sh", ["-c", settings.restartCommand], { cwd: settings.siteRoot });
  rmSync(folder, { recursive: true, force: true });
  const back = await waitForBuild(
    url,
    readBuildId(path.join(settings.siteRoot, previous, "build")),
    settings.healthTimeoutMs,
  );
  throw new ReleaseError(
    `${url} did not answer with build ${id} (${answer}): back on ${previous} ` +
      `(${back === true ? "answering" : `not answering either: ${back}`}, ${((performance.now() - switched) / 1000).toFixed(1)} s after the switch)`,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    const settings = settingsFrom(process.env);
    await timed("done", () => release(settings));
  } catch (error) {
    console.error(`release: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
