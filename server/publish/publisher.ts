/**
 * « Publier » (issue 34, decision 039): builds the site from the content the
 * firm edited, checks it, and puts it live at once; « Prévisualiser » builds
 * it for the signed-in editors only; « Revenir à cette version » puts an
 * earlier publication back, without a build.
 *
 * One job at a time: a second « Publier » waits for the first (the queue is a
 * chain of promises), and no more than one waits (QueueFullError). A job runs
 * in the workspace (workspace.ts):
 *   1. copy   the release's code into work/, and a snapshot of the working
 *             copy's content (a git tree) into its content/
 *   2. build  the site's build (scripts/pipeline), in a child process: a
 *             process group of its own (stopped whole, ended at the next
 *             start if a killed server left it), given no secret
 *             (buildVariables)
 *   3. checks the build checks (build-checks/), their failures turned into
 *             French sentences naming the page (check-report.ts)
 *   4. switch the new build moved into sites/<id>, loaded in full, then the
 *             server answers from it (LiveSite.swap) and `live` points at it
 *   5. commit that snapshot, by the editor, naming the pages: a file saved
 *             during the job stays pending, for the next publication
 * A publication of the very content the preview shown now was built from,
 * by the same release and over the same live site, takes the preview's
 * checked build instead of steps 1 to 3 (« repris de l’aperçu »), and the
 * preview ends: it is the site.
 * Until step 4 nothing live changes: a job that fails, or a server killed
 * halfway, leaves the site on its last good build (the workspace is
 * discarded at the next start).
 */
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  realpathSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import { buildSettingKeys } from "../../config/public.ts";
import type { LiveSite, SiteBuild } from "../site-build.ts";
import { buildProblems } from "./build-problems.ts";
import { changedPages, type PageChanges } from "./changes.ts";
import { type CheckProblem, readCheckReport } from "./check-report.ts";
import {
  commitTree,
  copySource,
  ensureWorkingCopy,
  exportContent,
  git,
  headTree,
  linkModules,
  overlayContent,
  pendingChanges,
  releaseIdentity,
  snapshotContent,
} from "./workspace.ts";

/** How many publications stay available for « Revenir à cette version ». */
export const KEPT_PUBLICATIONS = 10;

export type JobKind = "publication" | "preview";
export type StepKey = "copy" | "build" | "checks" | "switch" | "commit";
export type StepState = "pending" | "running" | "done" | "failed";

export interface JobStep {
  key: StepKey;
  state: StepState;
  /** What it is doing now, or did (« étape 3/11 : pre-render »). */
  detail?: string;
  startedAt?: string;
  endedAt?: string;
}

export type JobOutcome =
  | { status: "published"; publication: Publication }
  | { status: "previewed"; changes: PageChanges }
  | { status: "unchanged" }
  | { status: "refused"; problems: CheckProblem[] }
  | { status: "failed"; message: string };

export interface Job {
  id: string;
  kind: JobKind;
  by: string;
  queuedAt: string;
  startedAt?: string;
  endedAt?: string;
  steps: JobStep[];
  outcome?: JobOutcome;
}

export interface Publication {
  /** The folder of its build under sites/. */
  id: string;
  at: string;
  by: string;
  /** « release »: the site as the release put it online, recorded at the first publication so that it can be put back. */
  kind: "publication" | "revert" | "release";
  /** For a revert: the publication put back. */
  revertOf?: string;
  pages: PageChanges;
  /** The working copy's commit of its content. */
  commit: string;
  /** The release whose code built it. */
  release: string;
}

export interface Author {
  name: string;
  email: string;
}

/** A command run in the workspace: the program and its arguments. */
export type Command = readonly string[];

export interface PublisherOptions {
  /** STATE/publish. */
  dir: string;
  /** The release's folder: its code builds the publications. */
  codeDir: string;
  /** The site served (the server's). */
  live: LiveSite;
  loadBuild(root: string): Promise<SiteBuild>;
  /** The build (default: the release's pipeline with this Node). */
  build?: Command;
  /** The checks; they write a Vitest JSON report to the file named by CHECK_REPORT (default: the build checks). */
  checks?: Command;
  /**
   * What the firm's files hold that the build would refuse, checked before it
   * builds (services.ts: content/lib/content-check.ts, in the editor's words);
   * none: the build finds it.
   */
  checkContent?: (work: string) => CheckProblem[];
  /**
   * The environment both are given their variables from (default: this
   * process's): only those BUILD_VARIABLES names, never a secret.
   */
  env?: NodeJS.ProcessEnv;
  now?: () => Date;
  log?: (line: string) => void;
}

const STEPS: Record<JobKind, StepKey[]> = {
  publication: ["copy", "build", "checks", "switch", "commit"],
  preview: ["copy", "build", "checks"],
};

function defaultBuild(): Command {
  return [process.execPath, "node_modules/tsx/dist/cli.mjs", "scripts/pipeline/index.ts", "--site-only"];
}

function defaultChecks(): Command {
  return [
    process.execPath,
    "node_modules/vitest/vitest.mjs",
    "run",
    "--config",
    "vitest.build.config.ts",
    "--reporter=json",
    "--outputFile=check-report.json",
  ];
}

/**
 * The variables a build and its checks get from the server's environment
 * (an allow-list: the server's secrets, SMTP_URL, BOOKING_SECRET…, are never
 * given to code that runs the firm's content): the system's, the checks'
 * programs (Chromium, Java), and the site's build settings (config/public.ts).
 */
function buildVariables(): string[] {
  return [
    "PATH",
    "HOME",
    "NODE_ENV",
    "LANG",
    "LANGUAGE",
    "LC_ALL",
    "TZ",
    "TMPDIR",
    "CHROME_PATH",
    "JAVA_HOME",
    ...buildSettingKeys(),
  ];
}

/** The build's environment: `from`'s allowed variables only. */
function buildEnvironment(from: NodeJS.ProcessEnv): Record<string, string> {
  const env: Record<string, string> = {};
  for (const name of buildVariables()) {
    const value = from[name];
    if (value !== undefined) env[name] = value;
  }
  return env;
}

/** What a publication refuses when one already waits behind the running one (French). */
export class QueueFullError extends Error {}

class CommandFailed extends Error {
  readonly output: string;
  constructor(output: string, message: string) {
    super(message);
    this.output = output;
  }
}

function stamp(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d+Z$/, "Z");
}

/** The last lines of a command's output, for the firm's message and the log. */
function tail(output: string, lines = 12): string {
  return output.trim().split("\n").slice(-lines).join("\n");
}

export class Publisher {
  readonly #options: PublisherOptions;
  readonly #now: () => Date;
  readonly #log: (line: string) => void;
  readonly release: string;
  #queue: Promise<void> = Promise.resolve();
  readonly #jobs: Job[] = [];
  readonly #done = new Map<string, Promise<void>>();
  #child: ChildProcess | undefined;
  /** What the preview shown now was built from: its content's tree, the release, the live publication. */
  #preview: { tree: string; release: string; live: string | undefined } | undefined;

  constructor(options: PublisherOptions) {
    this.#options = options;
    this.#now = options.now ?? (() => new Date());
    this.#log = options.log ?? ((line) => console.log(line));
    this.release = releaseIdentity(options.codeDir);
    mkdirSync(this.#sites, { recursive: true });
    // A build or checks left running by a server killed halfway: ended with all it started.
    endLeftoverBuild(this.#pidFile, this.#work);
    // A job cut short by a stop or a crash: its workspace is worth nothing.
    rmSync(this.#work, { recursive: true, force: true });
    rmSync(this.#snapshot, { recursive: true, force: true });
    // A preview belongs to the run that made it; a build folder without its
    // record was cut short before it went live.
    for (const name of readdirSync(this.#sites)) {
      const site = path.join(this.#sites, name);
      if (name === "preview" || !existsSync(path.join(site, "publication.json")))
        rmSync(site, { recursive: true, force: true });
    }
  }

  get #work(): string {
    return path.join(this.#options.dir, "work");
  }
  get #sites(): string {
    return path.join(this.#options.dir, "sites");
  }
  get #repo(): string {
    return path.join(this.#options.dir, "repo");
  }
  get #snapshot(): string {
    return path.join(this.#options.dir, "snapshot");
  }
  get #pidFile(): string {
    return path.join(this.#options.dir, "build.pid");
  }
  get #liveLink(): string {
    return path.join(this.#options.dir, "live");
  }

  /**
   * The client folder of the live publication when there is one built by
   * this release; undefined otherwise (the server then serves the release's
   * own build: a new release's code has not built the firm's content yet).
   */
  static liveRoot(dir: string, codeDir: string): string | undefined {
    const link = path.join(dir, "live");
    if (!existsSync(link)) return undefined;
    const site = path.resolve(dir, readlinkSync(link));
    const publication = readPublication(site);
    if (!publication || publication.release !== releaseIdentity(codeDir)) return undefined;
    const client = path.join(site, "build", "client");
    return existsSync(path.join(client, "index.html")) ? realpathSync(client) : undefined;
  }

  /** The working copy's folder, made on first use. */
  workingCopy(): string {
    return ensureWorkingCopy(this.#repo, this.#options.codeDir, this.release);
  }

  /** The content files edited since the last publication. */
  pending(): { status: string; file: string }[] {
    return pendingChanges(this.workingCopy());
  }

  /** The id of the live publication, if the site is served from one. */
  liveId(): string | undefined {
    if (!existsSync(this.#liveLink)) return undefined;
    const site = path.resolve(this.#options.dir, readlinkSync(this.#liveLink));
    const root = path.join(site, "build", "client");
    if (!existsSync(root)) return undefined;
    return realpathSync(this.#options.live.current.root) === realpathSync(root)
      ? path.basename(site)
      : undefined;
  }

  /** The publications, newest first (the last KEPT_PUBLICATIONS, whose builds are kept). */
  history(): Publication[] {
    return readdirSync(this.#sites)
      .filter((name) => name !== "preview")
      .map((name) => readPublication(path.join(this.#sites, name)))
      .filter((publication): publication is Publication => publication !== undefined)
      .sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : a.id < b.id ? 1 : -1));
  }

  /** The jobs of this run, newest first. */
  jobs(): Job[] {
    return [...this.#jobs].reverse();
  }

  job(id: string): Job | undefined {
    return this.#jobs.find((job) => job.id === id);
  }

  /**
   * Queues a job; it runs after the one running, if any. Returns it at once
   * (its state changes as it runs). At most one job waits: throws a
   * QueueFullError when one already does.
   */
  start(kind: JobKind, author: Author): Job {
    const unfinished = this.#jobs.filter((candidate) => candidate.endedAt === undefined);
    const waiting = unfinished.length > 1 ? unfinished[unfinished.length - 1] : undefined;
    if (waiting) {
      throw new QueueFullError(
        waiting.kind === "publication"
          ? "Une publication est déjà en attente\u00a0: elle commencera dès la fin de celle en cours et prendra toutes les modifications enregistrées d’ici là."
          : "Un aperçu est déjà en attente\u00a0: relancez votre demande quand il sera construit.",
      );
    }
    const job: Job = {
      id: `${stamp(this.#now())}-${randomBytes(3).toString("hex")}`,
      kind,
      by: author.name,
      queuedAt: this.#now().toISOString(),
      steps: STEPS[kind].map((key) => ({ key, state: "pending" })),
    };
    this.#jobs.push(job);
    for (const old of this.#jobs.splice(0, Math.max(0, this.#jobs.length - 50))) this.#done.delete(old.id);
    const done = this.#queue.then(() => this.#run(job, author));
    this.#queue = done;
    this.#done.set(job.id, done);
    return job;
  }

  /** Resolves when the job `id` has ended (at once for an unknown one). */
  async finished(id: string): Promise<Job | undefined> {
    await this.#done.get(id);
    return this.job(id);
  }

  /** Resolves once every queued job has ended. */
  idle(): Promise<void> {
    return this.#queue;
  }

  /** Stops the running job's command and everything it started (the server is stopping). */
  stop(): void {
    const pid = this.#child?.pid;
    if (pid === undefined) return;
    try {
      process.kill(-pid, "SIGTERM");
    } catch {
      // Already ended.
    }
  }

  async #run(job: Job, author: Author): Promise<void> {
    job.startedAt = this.#now().toISOString();
    try {
      job.outcome = await this.#steps(job, author);
    } catch (error) {
      const running = job.steps.find((step) => step.state === "running");
      if (running) this.#end(running, "failed");
      const message = error instanceof Error ? error.message : String(error);
      this.#log(`publish: ${job.kind} ${job.id} failed: ${message}`);
      job.outcome = { status: "failed", message };
    } finally {
      job.endedAt = this.#now().toISOString();
      if (job.kind === "publication") rmSync(this.#work, { recursive: true, force: true });
    }
  }

  #begin(job: Job, key: StepKey): JobStep {
    const step = job.steps.find((candidate) => candidate.key === key);
    if (!step) throw new Error(`no step ${key} in a ${job.kind}`);
    step.state = "running";
    step.startedAt = this.#now().toISOString();
    return step;
  }

  #end(step: JobStep, state: StepState): void {
    step.state = state;
    step.endedAt = this.#now().toISOString();
  }

  async #steps(job: Job, author: Author): Promise<JobOutcome> {
    const repo = this.workingCopy();
    let step = this.#begin(job, "copy");
    // The content as it is now: built, checked and committed as such, whatever is saved meanwhile.
    const snapshot = this.#snapshot;
    rmSync(snapshot, { recursive: true, force: true });
    mkdirSync(snapshot, { recursive: true });
    const tree = snapshotContent(repo, path.join(snapshot, "index"));
    const edited = tree !== headTree(repo);
    const previewed = path.join(this.#sites, "preview", "build");
    if (job.kind === "publication" && this.#previewOf(tree) && existsSync(previewed)) {
      // « Publier » right after « Prévisualiser », nothing changed meanwhile: the preview's
      // build, checked, is the publication's (the same content, code and live site).
      rmSync(snapshot, { recursive: true, force: true });
      for (const key of ["copy", "build", "checks"] as const) {
        const reused = key === "copy" ? step : this.#begin(job, key);
        reused.detail = "repris de l’aperçu";
        this.#end(reused, "done");
      }
      this.#preview = undefined;
      const changes = await changedPages(this.#options.live.current.root, path.join(previewed, "client"));
      const outcome = await this.#publish(job, author, { built: previewed, tree, edited, changes });
      this.#options.live.setPreview(undefined);
      rmSync(path.join(this.#sites, "preview"), { recursive: true, force: true });
      return outcome;
    }
    const work = this.#work;
    rmSync(work, { recursive: true, force: true });
    copySource(this.#options.codeDir, work);
    exportContent(repo, tree, snapshot, path.join(snapshot, "index"));
    overlayContent(work, path.join(snapshot, "content"));
    rmSync(snapshot, { recursive: true, force: true });
    linkModules(this.#options.codeDir, work);
    this.#end(step, "done");

    step = this.#begin(job, "build");
    // What the build would refuse in the firm's files, said in the editor's words, before it builds.
    const invalid = this.#options.checkContent?.(work) ?? [];
    if (invalid.length > 0) {
      this.#end(step, "failed");
      return { status: "refused", problems: invalid };
    }
    try {
      await this.#command(this.#options.build ?? defaultBuild(), work, (line) => {
        const progress = /^\[(\d+)\/(\d+)\] ([^:]+):/.exec(line);
        if (progress) step.detail = `${progress[1]}/${progress[2]} : ${progress[3]}`;
      });
    } catch (error) {
      if (!(error instanceof CommandFailed)) throw error;
      this.#end(step, "failed");
      return { status: "refused", problems: buildProblems(error.output) };
    }
    this.#end(step, "done");

    const built = path.join(work, "build");
    const changes = await changedPages(this.#options.live.current.root, path.join(built, "client"));
    step = this.#begin(job, "checks");
    const reportFile = path.join(work, "check-report.json");
    try {
      await this.#command(this.#options.checks ?? defaultChecks(), work, () => undefined, {
        CHECK_REPORT: reportFile,
        // The accessibility check reads the pages this publication changes (build-checks/accessibility.test.ts).
        CHECK_PAGES: [...changes.added, ...changes.changed]
          .filter((page) => !page.startsWith("/documents/"))
          .join(","),
      });
    } catch (error) {
      if (!(error instanceof CommandFailed)) throw error;
      this.#end(step, "failed");
      const problems = existsSync(reportFile) ? (await readCheckReport(reportFile)).problems : [];
      return {
        status: "refused",
        problems:
          problems.length > 0
            ? problems
            : [
                {
                  check: "Vérifications",
                  message: `Les vérifications n’ont pas abouti : ${tail(error.output, 3)}`,
                },
              ],
      };
    }
    this.#end(step, "done");

    if (job.kind === "preview") {
      const preview = path.join(this.#sites, "preview");
      this.#options.live.setPreview(undefined);
      this.#preview = undefined;
      rmSync(preview, { recursive: true, force: true });
      mkdirSync(preview);
      renameSync(built, path.join(preview, "build"));
      this.#options.live.setPreview(await this.#options.loadBuild(path.join(preview, "build", "client")));
      this.#preview = { tree, release: this.release, live: this.liveId() };
      return { status: "previewed", changes };
    }
    return this.#publish(job, author, { built, tree, edited, changes });
  }

  /** Whether the preview shown now was built from `tree`, by this release, over the site live now. */
  #previewOf(tree: string): boolean {
    const preview = this.#preview;
    return preview?.tree === tree && preview.release === this.release && preview.live === this.liveId();
  }

  /** Steps 4 and 5 of a publication: `built` (a checked build of `tree`) live, then committed. */
  async #publish(
    job: Job,
    author: Author,
    { built, tree, edited, changes }: { built: string; tree: string; edited: boolean; changes: PageChanges },
  ): Promise<JobOutcome> {
    const repo = this.workingCopy();
    const nothing = changes.added.length + changes.changed.length + changes.removed.length === 0;
    if (nothing && !edited) {
      for (const key of ["switch", "commit"] as const) this.#end(this.#begin(job, key), "done");
      return { status: "unchanged" };
    }

    let step = this.#begin(job, "switch");
    const id = job.id;
    const site = path.join(this.#sites, id);
    mkdirSync(site);
    renameSync(built, path.join(site, "build"));
    let loaded: SiteBuild;
    try {
      loaded = await this.#options.loadBuild(path.join(site, "build", "client"));
      if (!loaded.files.has("/")) throw new Error(`${site}: the build has no home page`);
    } catch (error) {
      rmSync(site, { recursive: true, force: true });
      throw error;
    }
    const publication: Publication = {
      id,
      at: this.#now().toISOString(),
      by: author.name,
      kind: "publication",
      pages: changes,
      commit: "",
      release: this.release,
    };
    writePublication(site, publication);
    if (this.history().every((earlier) => earlier.id === id)) this.#recordRelease(repo);
    this.#switchTo(id, loaded);
    this.#end(step, "done");

    step = this.#begin(job, "commit");
    publication.commit = commitTree(repo, tree, publicationMessage(changes, author), author);
    writePublication(site, publication);
    this.#end(step, "done");
    this.#prune();
    this.#log(`publish: ${id} live (${summarize(changes)}), by ${author.email}`);
    return { status: "published", publication };
  }

  /**
   * Before the first publication: the site as the release put it online (its
   * build, the working copy's content as committed then) becomes an entry of
   * the history, so that « Revenir à cette version » can put it back. Its
   * folder holds a link to the release's build, never a copy.
   */
  #recordRelease(repo: string): void {
    const before = new Date(this.#now().getTime() - 1000);
    const id = `${stamp(before)}-mise-en-ligne`;
    const record = path.join(this.#sites, id);
    mkdirSync(record, { recursive: true });
    symlinkSync(path.dirname(this.#options.live.current.root), path.join(record, "build"));
    writePublication(record, {
      id,
      at: before.toISOString(),
      by: "mise en ligne",
      kind: "release",
      pages: { added: [], changed: [], removed: [] },
      commit: git(repo, ["rev-parse", "HEAD"]).trim(),
      release: this.release,
    });
  }

  /**
   * Answers from `build` and points `live` at sites/<id>, with one rename. A
   * preview was built over the site live until now: it ends (its changes are
   * published, or stale).
   */
  #switchTo(id: string, build: SiteBuild): void {
    this.#options.live.swap(build);
    if (this.#preview || this.#options.live.preview) {
      this.#options.live.setPreview(undefined);
      this.#preview = undefined;
      rmSync(path.join(this.#sites, "preview"), { recursive: true, force: true });
    }
    const next = `${this.#liveLink}.next`;
    rmSync(next, { force: true });
    symlinkSync(path.join("sites", id), next);
    renameSync(next, this.#liveLink);
  }

  /** Commits content/ of the working copy; returns the commit (the previous one when nothing changed). */
  #commit(repo: string, author: Author, message: string): string {
    git(repo, ["add", "-A", "--", "content"]);
    const staged = git(repo, ["diff", "--cached", "--name-only"]).trim();
    if (staged !== "") git(repo, ["commit", "-q", "-m", message], author);
    return git(repo, ["rev-parse", "HEAD"]).trim();
  }

  /**
   * « Revenir à cette version »: the site answers from the publication `id`
   * again, at once (its build was kept), and the working copy's content
   * becomes that publication's, in a commit of its own.
   */
  async revert(id: string, author: Author): Promise<Publication> {
    let result: Publication | undefined;
    const run = async () => {
      const target = this.history().find((publication) => publication.id === id);
      if (!target) throw new RevertError("Cette version n’est plus disponible.");
      const kept = this.history().slice(0, KEPT_PUBLICATIONS);
      if (!kept.some((publication) => publication.id === id))
        throw new RevertError("Seules les dix dernières versions peuvent être remises en ligne.");
      const site = path.join(this.#sites, id);
      const build = await this.#options.loadBuild(path.join(site, "build", "client"));
      const repo = this.workingCopy();
      const changes = await changedPages(this.#options.live.current.root, build.root);
      this.#switchTo(id, build);
      git(repo, ["restore", `--source=${target.commit}`, "--staged", "--worktree", "--", "content"]);
      const when = target.at;
      const commit = this.#commit(repo, author, `Retour à la version du ${when} (${id})`);
      const publication: Publication = {
        id: `${stamp(this.#now())}-${randomBytes(3).toString("hex")}`,
        at: this.#now().toISOString(),
        by: author.name,
        kind: "revert",
        revertOf: id,
        pages: changes,
        commit,
        release: target.release,
      };
      // A revert is listed in the history; its build is the one put back.
      const record = path.join(this.#sites, publication.id);
      mkdirSync(record);
      symlinkSync(path.join("..", id, "build"), path.join(record, "build"));
      writePublication(record, publication);
      this.#switchTo(publication.id, build);
      this.#log(`publish: back to ${id} (${publication.id}), by ${author.email}`);
      result = publication;
    };
    const queued = this.#queue.then(run);
    this.#queue = queued.catch(() => undefined);
    await queued;
    if (!result) throw new Error("revert did not run");
    return result;
  }

  /** Keeps the KEPT_PUBLICATIONS newest, the live one, and the builds those point at. */
  #prune(): void {
    const history = this.history();
    const keep = new Set(history.slice(0, KEPT_PUBLICATIONS).map((publication) => publication.id));
    const live = this.liveId();
    if (live) keep.add(live);
    for (const publication of history) {
      if (publication.revertOf && keep.has(publication.id)) keep.add(publication.revertOf);
    }
    for (const publication of history) {
      if (!keep.has(publication.id))
        rmSync(path.join(this.#sites, publication.id), { recursive: true, force: true });
    }
  }

  /** Runs `command` in `cwd`; each line of its output to `onLine`; throws CommandFailed with its output on failure. */
  #command(
    command: Command,
    cwd: string,
    onLine: (line: string) => void,
    extraEnv: Record<string, string> = {},
  ): Promise<void> {
    const [program = "", ...args] = command;
    const env = buildEnvironment(this.#options.env ?? process.env);
    return new Promise((resolve, reject) => {
      const child = spawn(program, args, {
        cwd,
        env: {
          ...env,
          ...extraEnv,
          PATH: [path.join(cwd, "node_modules", ".bin"), path.dirname(process.execPath), env.PATH].join(":"),
          // The content of this workspace, not of any folder CONTENT_DIR names.
          CONTENT_DIR: path.join(cwd, "content"),
        },
        stdio: ["ignore", "pipe", "pipe"],
        // A process group of its own: stopped as a whole, with the workers it starts (Vite, Vitest, Java).
        detached: true,
      });
      this.#child = child;
      if (child.pid !== undefined) writeBuildPid(this.#pidFile, child.pid);
      let output = "";
      let partial = "";
      const take = (chunk: Buffer) => {
        const text = chunk.toString("utf8");
        output = (output + text).slice(-200_000);
        const lines = (partial + text).split("\n");
        partial = lines.pop() ?? "";
        for (const line of lines) onLine(line);
      };
      child.stdout.on("data", take);
      child.stderr.on("data", take);
      child.on("error", (error) => reject(error));
      child.on("close", (code, signal) => {
        this.#child = undefined;
        rmSync(this.#pidFile, { force: true });
        if (code === 0) resolve();
        else
          reject(
            new CommandFailed(
              output,
              `${command.join(" ")}: ${signal ?? `exit code ${code}`}\n${tail(output)}`,
            ),
          );
      });
    });
  }
}

export class RevertError extends Error {}

/** A process's start time (clock ticks since boot) and process group, from /proc; undefined when it is gone. */
function processInfo(pid: number): { start: string; group: number } | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // After the command's name, in parentheses: state, ppid, pgrp… starttime is the 22nd field.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    const start = fields[19];
    const group = Number(fields[2]);
    return start === undefined ? undefined : { start, group };
  } catch {
    return undefined;
  }
}

/** Records the running build's process group (its leader's pid and start time), for endLeftoverBuild. */
function writeBuildPid(file: string, pid: number): void {
  const start = processInfo(pid)?.start ?? "";
  writeFileSync(`${file}.tmp`, `${JSON.stringify({ pid, start })}\n`);
  renameSync(`${file}.tmp`, file);
}

/**
 * Ends the build a server killed halfway left running (its record in
 * `file`): its whole process group, when it is still that build — its leader
 * with the start time recorded, or a process of the group still working in
 * `work` — and nothing else (a pid can be reused after a reboot).
 */
function endLeftoverBuild(file: string, work: string): void {
  let record: { pid?: unknown; start?: unknown };
  try {
    record = JSON.parse(readFileSync(file, "utf8")) as typeof record;
  } catch {
    rmSync(file, { force: true });
    return;
  }
  rmSync(file, { force: true });
  const { pid, start } = record;
  if (typeof pid !== "number" || !Number.isInteger(pid) || pid <= 1) return;
  const members = existsSync("/proc")
    ? readdirSync("/proc")
        .filter((name) => /^\d+$/.test(name))
        .map(Number)
        .filter((member) => processInfo(member)?.group === pid)
    : [];
  const folder = existsSync(work) ? realpathSync(work) : work;
  const inWork = (member: number) => {
    try {
      const cwd = readlinkSync(`/proc/${member}/cwd`);
      return cwd === folder || cwd.startsWith(`${folder}/`);
    } catch {
      return false;
    }
  };
  const ours = members.some(
    (member) => (member === pid && processInfo(member)?.start === start) || inWork(member),
  );
  if (!ours) return;
  try {
    process.kill(-pid, "SIGKILL");
  } catch {
    // Ended meanwhile.
  }
}

function readPublication(site: string): Publication | undefined {
  try {
    return JSON.parse(readFileSync(path.join(site, "publication.json"), "utf8")) as Publication;
  } catch {
    return undefined;
  }
}

function writePublication(site: string, publication: Publication): void {
  const file = path.join(site, "publication.json");
  writeFileSync(`${file}.tmp`, `${JSON.stringify(publication, null, 2)}\n`);
  renameSync(`${file}.tmp`, file);
}

function summarize(changes: PageChanges): string {
  return `${changes.added.length} added, ${changes.changed.length} changed, ${changes.removed.length} removed`;
}

/** The commit message: who, and the pages changed. */
function publicationMessage(changes: PageChanges, author: Author): string {
  const lines = [
    ...changes.added.map((page) => `- ajoutée : ${page}`),
    ...changes.changed.map((page) => `- modifiée : ${page}`),
    ...changes.removed.map((page) => `- retirée : ${page}`),
  ];
  const count = changes.added.length + changes.changed.length + changes.removed.length;
  const title = `Publication par ${author.name} : ${count} page${count > 1 ? "s" : ""}`;
  return lines.length > 0 ? `${title}\n\n${lines.join("\n")}\n` : `${title}\n`;
}
