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
import { KEPT_PUBLICATIONS, Publisher } from "./publisher.ts";

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

function publisher(): Publisher {
  return new Publisher({
    dir,
    codeDir,
    live,
    loadBuild,
    build: [process.execPath, "fake-build.mjs"],
    checks: [process.execPath, "fake-checks.mjs"],
    log: () => undefined,
  });
}

/** Edits a file of the working copy, as the editor does. */
function edit(folder: string, file: string, text: string): void {
  writeFileSync(path.join(folder, "content", "pages", file), text);
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
    expect(ended?.outcome?.status).toBe("published");
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
    ]);
    expect(site.liveId()).toBe(revert.id);
    // After a restart, the server answers from the publication put back.
    expect(Publisher.liveRoot(dir, codeDir)).toBe(live.current.root);
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
});
