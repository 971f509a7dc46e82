// @module-tag slow
/**
 * The publisher over a small release of its own: a real git working copy,
 * real child processes for the build and the checks (two short scripts that
 * stand for the site's pipeline and build checks), real folders and links.
 */
import { execFileSync } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readlinkSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { LiveSite, loadSiteBuild, type SiteBuild } from "../site-build.ts";
import { KEPT_PUBLICATIONS, Publisher, QueueFullError } from "./publisher.ts";

/** The stand-in build: one page per content/pages/*.yaml, its text the file's `text`; `wait: N` sleeps N ms first. */
const FAKE_BUILD = `
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
const pages = readdirSync("content/pages").filter((file) => file.endsWith(".yaml"));
const texts = Object.fromEntries(pages.map((file) => [file.replace(/\\.yaml$/, ""), readFileSync("content/pages/" + file, "utf8")]));
const wait = Number(/wait: (\\d+)/.exec(Object.values(texts).join("\\n"))?.[1] ?? 0);
if (Object.values(texts).some((text) => text.includes("BROKEN"))) {
  console.error("content/pages/home.yaml, ligne 1 : le champ « text » doit faire 3 caractères au moins");
  process.exit(1);
}
console.log("[1/2] documents: none (0.0 s)");
await new Promise((resolve) => setTimeout(resolve, wait));
mkdirSync("build/client", { recursive: true });
const hashes = {};
for (const [name, text] of Object.entries(texts)) {
  const dir = name === "home" ? "build/client" : "build/client/" + name;
  mkdirSync(dir, { recursive: true });
  writeFileSync(dir + "/index.html", "<!doctype html><html lang=fr><head><title>" + name + "</title></head><body><main>" + text + "</main></body></html>");
  hashes[(name === "home" ? "" : name + "/") + "index.html"] = { script: [], style: [] };
}
writeFileSync("build/csp-hashes.json", JSON.stringify(hashes));
console.log("[2/2] pre-render: done (0.0 s)");
`;

/** The stand-in checks: a page saying STALE fails « the law's figures », reported as Vitest's JSON reporter does. */
const FAKE_CHECKS = `
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
const failures = [];
for (const file of readdirSync("content/pages")) {
  if (readFileSync("content/pages/" + file, "utf8").includes("STALE")) {
    const page = file === "home.yaml" ? "/" : "/" + file.replace(/\\.yaml$/, "");
    failures.push(page + "\u00a0: le plafond du CPF est périmé (pages vérifiées\u00a0: " + process.env.CHECK_PAGES + "): expected [ 'STALE' ] to deeply equal []");
  }
}
writeFileSync("check-report.json", JSON.stringify({
  numFailedTests: failures.length,
  success: failures.length === 0,
  testResults: [{
    name: process.cwd() + "/build-checks/regulation.test.ts",
    status: failures.length ? "failed" : "passed",
    assertionResults: failures.map((message) => ({
      ancestorTitles: ["regulation"], title: "no stale figure", fullName: "regulation no stale figure",
      status: "failed", failureMessages: ["AssertionError: " + message],
    })),
  }],
}));
process.exit(failures.length ? 1 : 0);
`;

let root: string;
let codeDir: string;
let dir: string;
let live: LiveSite;
const loadBuild = (folder: string) => loadSiteBuild(folder, { "default-src": ["'self'"] });
const marie = { name: "marie", email: "marie@cabinet.test" };

function makeRelease(): void {
  mkdirSync(path.join(codeDir, "content", "pages"), { recursive: true });
  writeFileSync(path.join(codeDir, "content", "pages", "home.yaml"), "text: Bienvenue\n");
  writeFileSync(path.join(codeDir, "content", "pages", "prix.yaml"), "text: Le bilan coûte 1 500 €\n");
  writeFileSync(path.join(codeDir, "content", "loader.ts"), "export const code = true;\n");
  writeFileSync(path.join(codeDir, "fake-build.mjs"), FAKE_BUILD);
  writeFileSync(path.join(codeDir, "fake-checks.mjs"), FAKE_CHECKS);
  mkdirSync(path.join(codeDir, "node_modules", "some-package"), { recursive: true });
  writeFileSync(path.join(codeDir, "node_modules", "some-package", "index.js"), "");
  // The release's own build, which the server answers with before any publication.
  execFileSync(process.execPath, ["fake-build.mjs"], { cwd: codeDir });
  writeFileSync(
    path.join(codeDir, "build", "build-info.json"),
    JSON.stringify({ id: "release1", builtAt: "2026-11-27T08:00:00.000Z" }),
  );
}

function publisher(build: readonly string[] = [process.execPath, "fake-build.mjs"]): Publisher {
  return new Publisher({
    dir,
    codeDir,
    live,
    loadBuild,
    build,
    checks: [process.execPath, "fake-checks.mjs"],
    log: () => undefined,
  });
}

/** Edits a file of the working copy, as the editor does. */
function edit(folder: string, file: string, text: string): void {
  writeFileSync(path.join(folder, "content", "pages", file), text);
}

/** Resolves once the job's build has started. */
async function building(job: { steps: { key: string; state: string }[] }): Promise<void> {
  while (job.steps.find((step) => step.key === "build")?.state !== "running")
    await new Promise((resolve) => setTimeout(resolve, 20));
}

/** Whether the process `pid` runs (a zombie, killed and not yet reaped, does not). */
function alive(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return !/^[ZX]/.test(stat.slice(stat.lastIndexOf(")") + 2));
  } catch {
    return false;
  }
}

async function until(condition: () => boolean, ms = 5_000): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (!condition() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
  return condition();
}

function pageText(build: SiteBuild, page = "/"): string {
  const file = build.files.get(page);
  return file?.identity.body?.toString("utf8") ?? "";
}

beforeEach(async () => {
  root = mkdtempSync(path.join(tmpdir(), "publisher-"));
  codeDir = path.join(root, "release");
  dir = path.join(root, "state", "publish");
  makeRelease();
  live = new LiveSite(await loadBuild(path.join(codeDir, "build", "client")));
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

// Real child processes build and check each publication: a loaded machine needs more than the default 5 s.
describe("Publisher", { timeout: 60_000 }, () => {
  it("publishes the edited content: the new build answers at once, the working copy is committed by the editor, naming the pages", async () => {
    const site = publisher();
    const repo = site.workingCopy();
    edit(repo, "prix.yaml", "text: Le bilan coûte 1 600 €\n");
    expect(site.pending().map((change) => change.file)).toEqual(["content/pages/prix.yaml"]);

    const job = site.start("publication", marie);
    const ended = await site.finished(job.id);
    expect(ended?.outcome, JSON.stringify(ended?.outcome)).toMatchObject({ status: "published" });
    expect(ended?.steps.every((step) => step.state === "done")).toBe(true);
    expect(pageText(live.current, "/prix")).toContain("1 600 €");
    expect(live.current.root).toBe(path.join(dir, "sites", job.id, "build", "client"));
    expect(readlinkSync(path.join(dir, "live"))).toBe(path.join("sites", job.id));

    const [publication] = site.history();
    expect(publication?.by).toBe("marie");
    expect(publication?.pages.changed).toEqual(["/prix"]);
    expect(site.liveId()).toBe(publication?.id);
    expect(site.pending()).toEqual([]);
    const log = execFileSync("git", ["log", "-1", "--format=%an <%ae>%n%B"], { cwd: repo, encoding: "utf8" });
    expect(log).toContain("marie <marie@cabinet.test>");
    expect(log).toContain("/prix");
    // The release's code and folders are untouched; the workspace is gone.
    expect(readFileSync(path.join(codeDir, "content", "pages", "prix.yaml"), "utf8")).toContain("1 500 €");
    expect(existsSync(path.join(dir, "work"))).toBe(false);
  });

  it("refuses a build whose content breaks a rule: the problem named in French, nothing switched", async () => {
    const site = publisher();
    const before = live.current;
    edit(site.workingCopy(), "home.yaml", "text: BROKEN\n");
    const ended = await site.finished(site.start("publication", marie).id);
    expect(ended?.outcome?.status).toBe("refused");
    const problems = ended?.outcome?.status === "refused" ? ended.outcome.problems : [];
    expect(problems.map((problem) => problem.message).join("\n")).toContain("content/pages/home.yaml");
    expect(live.current).toBe(before);
    expect(site.history()).toEqual([]);
  });

  it("refuses a build the checks fail, naming the page and the check; the live site is unchanged", async () => {
    const site = publisher();
    const before = live.current;
    edit(site.workingCopy(), "prix.yaml", "text: STALE\n");
    const ended = await site.finished(site.start("publication", marie).id);
    expect(ended?.outcome?.status).toBe("refused");
    const problems = ended?.outcome?.status === "refused" ? ended.outcome.problems : [];
    expect(problems.some((problem) => problem.page === "/prix")).toBe(true);
    // The checks are told which pages the publication changes (the accessibility check reads those).
    expect(problems.map((problem) => problem.message).join()).toContain("pages vérifiées\u00a0: /prix)");
    expect(live.current).toBe(before);
    expect(pageText(live.current, "/prix")).toContain("1 500 €");
    expect(site.history()).toEqual([]);
  });

  it("runs two publications one after the other", async () => {
    const site = publisher();
    edit(site.workingCopy(), "prix.yaml", "text: Le bilan coûte 1 600 €\nwait: 300\n");
    const first = site.start("publication", marie);
    const second = site.start("publication", { name: "paul", email: "paul@cabinet.test" });
    expect(second.startedAt).toBeUndefined();
    await site.finished(second.id);
    expect(first.outcome?.status).toBe("published");
    // Nothing left to publish once the first is live.
    expect(second.outcome?.status).toBe("unchanged");
    expect(Date.parse(second.startedAt ?? "")).toBeGreaterThanOrEqual(Date.parse(first.endedAt ?? ""));
  });

  it("a publication stopped halfway leaves the live site on its last good build, and a new start clears what it left", async () => {
    const site = publisher();
    edit(site.workingCopy(), "prix.yaml", "text: Le bilan coûte 1 700 €\nwait: 5000\n");
    const before = live.current;
    const job = site.start("publication", marie);
    while (job.steps.find((step) => step.key === "build")?.state !== "running")
      await new Promise((resolve) => setTimeout(resolve, 20));
    await new Promise((resolve) => setTimeout(resolve, 200));
    site.stop();
    const ended = await site.finished(job.id);
    expect(ended?.outcome?.status).not.toBe("published");
    expect(live.current).toBe(before);
    expect(existsSync(path.join(dir, "live"))).toBe(false);

    // A server killed during a build: its workspace and a half-moved build are left behind.
    mkdirSync(path.join(dir, "work", "build"), { recursive: true });
    mkdirSync(path.join(dir, "sites", "20261127T100000Z-dead00", "build"), { recursive: true });
    publisher();
    expect(existsSync(path.join(dir, "work"))).toBe(false);
    expect(existsSync(path.join(dir, "sites", "20261127T100000Z-dead00"))).toBe(false);
    expect(Publisher.liveRoot(dir, codeDir)).toBeUndefined();
  });

  it("goes back to an earlier publication without a build, content included", async () => {
    const site = publisher();
    const repo = site.workingCopy();
    edit(repo, "prix.yaml", "text: Le bilan coûte 1 600 €\n");
    const first = await site.finished(site.start("publication", marie).id);
    edit(repo, "prix.yaml", "text: Le bilan coûte 1 800 €\n");
    await site.finished(site.start("publication", marie).id);
    expect(pageText(live.current, "/prix")).toContain("1 800 €");

    const firstId = first?.outcome?.status === "published" ? first.outcome.publication.id : "";
    const revert = await site.revert(firstId, { name: "paul", email: "paul@cabinet.test" });
    expect(revert.kind).toBe("revert");
    expect(revert.pages.changed).toEqual(["/prix"]);
    expect(pageText(live.current, "/prix")).toContain("1 600 €");
    expect(readFileSync(path.join(repo, "content", "pages", "prix.yaml"), "utf8")).toContain("1 600 €");
    expect(site.pending()).toEqual([]);
    expect(site.history().map((publication) => publication.kind)).toEqual([
      "revert",
      "publication",
      "publication",
      "release",
    ]);
    expect(site.liveId()).toBe(revert.id);
    // After a restart, the server answers from the publication put back.
    expect(Publisher.liveRoot(dir, codeDir)).toBe(live.current.root);
  });

  it("keeps the site as the release put it online, from the first publication on, and puts it back", async () => {
    const site = publisher();
    const repo = site.workingCopy();
    const released = pageText(live.current, "/prix");
    const releasedText = readFileSync(path.join(repo, "content", "pages", "prix.yaml"), "utf8");
    edit(repo, "prix.yaml", "text: Le bilan coûte 1 600 €\n");
    await site.finished(site.start("publication", marie).id);
    const origin = site.history().find((publication) => publication.kind === "release");
    expect(origin).toMatchObject({ pages: { added: [], changed: [], removed: [] } });
    // A second publication adds no second such entry.
    edit(repo, "prix.yaml", "text: Le bilan coûte 1 700 €\n");
    await site.finished(site.start("publication", marie).id);
    expect(site.history().filter((publication) => publication.kind === "release")).toHaveLength(1);

    await site.revert(origin?.id ?? "", marie);
    expect(pageText(live.current, "/prix")).toBe(released);
    expect(readFileSync(path.join(repo, "content", "pages", "prix.yaml"), "utf8")).toBe(releasedText);
    // Pruned at last, the entry takes its link away, never the release's own build.
    for (let index = 0; index < KEPT_PUBLICATIONS + 1; index += 1) {
      edit(repo, "prix.yaml", `text: Le bilan coûte ${2_000 + index} €\n`);
      await site.finished(site.start("publication", marie).id);
    }
    expect(site.history().some((publication) => publication.kind === "release")).toBe(false);
    expect(existsSync(path.join(codeDir, "build", "client"))).toBe(true);
  });

  it("keeps the builds of the last publications only", async () => {
    const site = publisher();
    const repo = site.workingCopy();
    for (let index = 0; index < KEPT_PUBLICATIONS + 2; index += 1) {
      edit(repo, "prix.yaml", `text: Le bilan coûte ${1_000 + index} €\n`);
      await site.finished(site.start("publication", marie).id);
    }
    expect(site.history()).toHaveLength(KEPT_PUBLICATIONS);
    await expect(site.revert("20200101T000000Z-000000", marie)).rejects.toThrow(/plus disponible/);
  });

  it("serves a publication after a restart only when this release built it", async () => {
    const site = publisher();
    edit(site.workingCopy(), "prix.yaml", "text: Le bilan coûte 1 600 €\n");
    await site.finished(site.start("publication", marie).id);
    expect(Publisher.liveRoot(dir, codeDir)).toBe(live.current.root);
    writeFileSync(
      path.join(codeDir, "build", "build-info.json"),
      JSON.stringify({ id: "release2", builtAt: "2026-11-28T08:00:00.000Z" }),
    );
    expect(Publisher.liveRoot(dir, codeDir)).toBeUndefined();
  });

  it("builds a preview without touching the live site", async () => {
    const site = publisher();
    edit(site.workingCopy(), "prix.yaml", "text: Le bilan coûte 1 900 €\n");
    const before = live.current;
    const ended = await site.finished(site.start("preview", marie).id);
    expect(ended?.outcome).toEqual({
      status: "previewed",
      changes: { added: [], changed: ["/prix"], removed: [] },
    });
    expect(live.current).toBe(before);
    expect(live.preview && pageText(live.preview, "/prix")).toContain("1 900 €");
    expect(site.pending().length).toBe(1);
  });

  it("publishes the preview's own build when nothing changed since: no second build, and the preview ends", async () => {
    // A build that counts its runs (the build is given no variable of ours): the publication must not add one.
    const runs = path.join(root, "runs");
    writeFileSync(runs, "");
    const counted = `${FAKE_BUILD}\nimport { appendFileSync as countRun } from "node:fs";\ncountRun(${JSON.stringify(runs)}, "x");\n`;
    writeFileSync(path.join(codeDir, "counted-build.mjs"), counted);
    const site = publisher([process.execPath, "counted-build.mjs"]);
    edit(site.workingCopy(), "prix.yaml", "text: Le bilan coûte 1 900 €\n");
    await site.finished(site.start("preview", marie).id);
    expect(readFileSync(runs, "utf8")).toBe("x");
    const job = site.start("publication", marie);
    const ended = await site.finished(job.id);
    expect(ended?.outcome?.status).toBe("published");
    expect(readFileSync(runs, "utf8")).toBe("x");
    expect(
      ended?.steps.filter((step) => step.detail === "repris de l’aperçu").map((step) => step.key),
    ).toEqual(["copy", "build", "checks"]);
    expect(pageText(live.current, "/prix")).toContain("1 900 €");
    expect(live.preview).toBeUndefined();
    expect(site.pending()).toEqual([]);

    // Content changed after a preview: the publication builds it anew.
    edit(site.workingCopy(), "prix.yaml", "text: Le bilan coûte 2 000 €\n");
    await site.finished(site.start("preview", marie).id);
    edit(site.workingCopy(), "prix.yaml", "text: Le bilan coûte 2 100 €\n");
    const rebuilt = await site.finished(site.start("publication", marie).id);
    expect(rebuilt?.steps.some((step) => step.detail === "repris de l’aperçu")).toBe(false);
    expect(readFileSync(runs, "utf8")).toBe("xxx");
    expect(pageText(live.current, "/prix")).toContain("2 100 €");
    // That publication ends the preview too: it was built over the site live before.
    expect(live.preview).toBeUndefined();
  });

  it("builds and commits the content as it was when it started: a file saved during the build stays pending, for the next publication", async () => {
    const site = publisher();
    const repo = site.workingCopy();
    edit(repo, "prix.yaml", "text: Le bilan coûte 1 600 €\nwait: 1500\n");
    const job = site.start("publication", marie);
    await building(job);
    // Saved in the editor while the build runs.
    edit(repo, "prix.yaml", "text: Le bilan coûte 1 700 €\n");
    edit(repo, "home.yaml", "text: Bienvenue au cabinet\n");
    const ended = await site.finished(job.id);
    expect(ended?.outcome?.status).toBe("published");
    expect(pageText(live.current, "/prix")).toContain("1 600 €");
    expect(pageText(live.current, "/")).not.toContain("au cabinet");
    // The commit is what was built; the later saves are listed as still to publish.
    const committed = (file: string) =>
      execFileSync("git", ["show", `HEAD:content/pages/${file}`], { cwd: repo, encoding: "utf8" });
    expect(committed("prix.yaml")).toContain("1 600 €");
    expect(committed("home.yaml")).toBe("text: Bienvenue\n");
    expect(site.pending().map((change) => change.file)).toEqual([
      "content/pages/home.yaml",
      "content/pages/prix.yaml",
    ]);
    expect(readFileSync(path.join(repo, "content", "pages", "prix.yaml"), "utf8")).toContain("1 700 €");

    // The next publication takes them; going back to the first restores what its build had.
    const next = await site.finished(site.start("publication", marie).id);
    expect(next?.outcome?.status).toBe("published");
    expect(pageText(live.current, "/prix")).toContain("1 700 €");
    expect(site.pending()).toEqual([]);
    const firstId = ended?.outcome?.status === "published" ? ended.outcome.publication.id : "";
    await site.revert(firstId, marie);
    expect(readFileSync(path.join(repo, "content", "pages", "prix.yaml"), "utf8")).toContain("1 600 €");
    expect(readFileSync(path.join(repo, "content", "pages", "home.yaml"), "utf8")).toBe("text: Bienvenue\n");
  });

  it("lets one job wait behind the running one, and refuses a third in French", async () => {
    const site = publisher();
    edit(site.workingCopy(), "prix.yaml", "text: Le bilan coûte 1 600 €\nwait: 500\n");
    const first = site.start("publication", marie);
    const second = site.start("publication", marie);
    expect(() => site.start("publication", marie)).toThrow(QueueFullError);
    expect(() => site.start("preview", marie)).toThrow(
      "Une publication est déjà en attente\u00a0: elle commencera dès la fin de celle en cours",
    );
    expect(site.jobs().map((job) => job.id)).toEqual([second.id, first.id]);
    await site.finished(second.id);
    // Once it has ended, a new one is taken again.
    const third = site.start("publication", marie);
    expect((await site.finished(third.id))?.outcome?.status).toBe("unchanged");
  });

  it("gives the build and the checks only the variables they need: none of the server's secrets", async () => {
    const dump = path.join(root, "build-env.json");
    writeFileSync(
      path.join(codeDir, "env-build.mjs"),
      `import { writeFileSync } from "node:fs";\nwriteFileSync(${JSON.stringify(dump)}, JSON.stringify(process.env));\nawait import("./fake-build.mjs");\n`,
    );
    const saved = { ...process.env };
    Object.assign(process.env, {
      SMTP_URL: "smtps://site:motdepasse@smtp.example.fr:465",
      BOOKING_SECRET: "x".repeat(48),
      EMAILJS_PUBLIC_KEY: "clé-publique",
      NODE_ENV: "production",
    });
    try {
      const site = publisher([process.execPath, "env-build.mjs"]);
      edit(site.workingCopy(), "prix.yaml", "text: Le bilan coûte 1 600 €\n");
      const ended = await site.finished(site.start("publication", marie).id);
      expect(ended?.outcome?.status).toBe("published");
    } finally {
      for (const name of ["SMTP_URL", "BOOKING_SECRET", "EMAILJS_PUBLIC_KEY", "NODE_ENV"]) {
        if (saved[name] === undefined) delete process.env[name];
        else process.env[name] = saved[name];
      }
    }
    const env = JSON.parse(readFileSync(dump, "utf8")) as Record<string, string>;
    expect(env.SMTP_URL).toBeUndefined();
    expect(env.BOOKING_SECRET).toBeUndefined();
    // What the build needs still comes: the system's, a build setting, the workspace's content.
    expect(env).toMatchObject({ NODE_ENV: "production", EMAILJS_PUBLIC_KEY: "clé-publique" });
    expect(env.PATH).toContain(path.dirname(process.execPath));
    expect(env.CONTENT_DIR).toBe(path.join(dir, "work", "content"));
  });

  it("ends, at the next start, a build a killed server left running, with the processes it started", async () => {
    const pids = path.join(root, "build-pids.json");
    writeFileSync(
      path.join(codeDir, "slow-build.mjs"),
      `import { spawn } from "node:child_process";
import { writeFileSync } from "node:fs";
const worker = spawn(process.execPath, ["-e", "setInterval(() => {}, 1000)"], { stdio: "ignore" });
writeFileSync(process.argv[2], JSON.stringify({ build: process.pid, worker: worker.pid }));
setInterval(() => {}, 1000);
`,
    );
    const site = publisher([process.execPath, "slow-build.mjs", pids]);
    edit(site.workingCopy(), "prix.yaml", "text: Le bilan coûte 1 600 €\n");
    const job = site.start("publication", marie);
    expect(await until(() => existsSync(pids))).toBe(true);
    const { build, worker } = JSON.parse(readFileSync(pids, "utf8")) as { build: number; worker: number };
    try {
      expect(alive(build) && alive(worker)).toBe(true);
      // The server was killed (site is never stopped); the next one starts.
      publisher();
      expect(await until(() => !alive(build) && !alive(worker))).toBe(true);
      expect((await site.finished(job.id))?.outcome?.status).not.toBe("published");
    } finally {
      for (const pid of [build, worker]) {
        try {
          process.kill(pid, "SIGKILL");
        } catch {
          // Ended.
        }
      }
    }
  });

  it("stops the build's whole process group when the server stops", async () => {
    const pids = path.join(root, "build-pids.json");
    writeFileSync(
      path.join(codeDir, "slow-build.mjs"),
      `import { spawn } from "node:child_process";
import { writeFileSync } from "node:fs";
const worker = spawn(process.execPath, ["-e", "setInterval(() => {}, 1000)"], { stdio: "ignore" });
writeFileSync(process.argv[2], JSON.stringify({ build: process.pid, worker: worker.pid }));
setInterval(() => {}, 1000);
`,
    );
    const site = publisher([process.execPath, "slow-build.mjs", pids]);
    edit(site.workingCopy(), "prix.yaml", "text: Le bilan coûte 1 600 €\n");
    const job = site.start("publication", marie);
    expect(await until(() => existsSync(pids))).toBe(true);
    const { worker } = JSON.parse(readFileSync(pids, "utf8")) as { worker: number };
    try {
      site.stop();
      await site.finished(job.id);
      expect(await until(() => !alive(worker))).toBe(true);
    } finally {
      try {
        process.kill(worker, "SIGKILL");
      } catch {
        // Ended.
      }
    }
  });
});
