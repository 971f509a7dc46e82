import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { cp, mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { pagePaths } from "../../content/routes-data.ts";
import { pdfSaying } from "../../scripts/documents/testing.ts";
import { type CheckProblem, checkReport, readCheckReport } from "./check-report.ts";

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, "../..");
const builtClient = path.join(root, "build", "client");
const LAW = "Chiffres de la loi";
/** What a stale page or PDF says: the CPF participation before 2026. */
const STALE = "Une participation forfaitaire de 100\u00a0€ reste due par le titulaire du compte.";

const temps: string[] = [];
afterAll(async () => {
  for (const dir of temps) await rm(dir, { recursive: true, force: true });
});

/**
 * A copy of the project whose build/client is `client` (the checks read the
 * build beside them): build-checks/ and build/ are its own, the rest links
 * to this checkout.
 */
async function projectWith(fill: (clientDir: string) => Promise<void>): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), "check-report-"));
  temps.push(dir);
  for (const entry of await readdir(root)) {
    if (entry === "build" || entry === "build-checks" || entry === ".git") continue;
    await symlink(path.join(root, entry), path.join(dir, entry));
  }
  await cp(path.join(root, "build-checks"), path.join(dir, "build-checks"), { recursive: true });
  const clientDir = path.join(dir, "build", "client");
  await mkdir(clientDir, { recursive: true });
  await fill(clientDir);
  return dir;
}

/** Runs the law-figure and typography checks on the project `dir` with the JSON reporter; the report's problems. */
async function runChecks(dir: string): Promise<CheckProblem[]> {
  const output = path.join(dir, "report.json");
  const vitest = path.join(root, "node_modules", "vitest", "vitest.mjs");
  const args = [vitest, "run", "--config", "vitest.build.config.ts", "--root", dir, "--reporter=json"];
  const files = ["build-checks/regulation.test.ts", "build-checks/typography.test.ts"];
  await run(process.execPath, [...args, `--outputFile=${output}`, ...files], {
    cwd: dir,
    maxBuffer: 64 * 1024 * 1024,
  }).catch((error: { code?: number }) => {
    // Failing checks exit 1; anything else (no report written) fails below.
    if (error.code !== 1) throw error;
  });
  return (await readCheckReport(output)).problems;
}

/** Inserts `sentence` as the first paragraph of a built page's main content. */
async function addSentence(clientDir: string, pagePath: string, sentence: string): Promise<void> {
  const file = path.join(clientDir, pagePath.slice(1), "index.html");
  const html = await readFile(file, "utf8");
  const main = /<main\b[^>]*>/.exec(html);
  if (!main) throw new Error(`${file}: no <main>`);
  const at = main.index + main[0].length;
  await writeFile(file, `${html.slice(0, at)}<p>${sentence}</p>${html.slice(at)}`);
}

const STALE_PAGE = "/bilan-de-competence";

describe("the report of a failed run of the build checks", () => {
  it.skipIf(!existsSync(path.join(builtClient, "index.html")))(
    "names the page and the PDF that state a former CPF figure, with the law-figure check, and nothing else (the built site)",
    { timeout: 240_000 },
    async () => {
      let stalePdf = "";
      const dir = await projectWith(async (clientDir) => {
        await cp(builtClient, clientDir, { recursive: true });
        await addSentence(clientDir, STALE_PAGE, STALE);
        const documents = (await readdir(path.join(clientDir, "documents"))).filter((file) =>
          file.endsWith(".pdf"),
        );
        stalePdf = `/documents/${documents[0]}`;
        await writeFile(path.join(clientDir, stalePdf), await pdfSaying(STALE));
      });
      const problems = await runChecks(dir);
      expect(problems.map((problem) => [problem.check, problem.page])).toEqual(
        expect.arrayContaining([
          [LAW, STALE_PAGE],
          [LAW, stalePdf],
        ]),
      );
      for (const problem of problems) {
        expect(problem.check).toBe(LAW);
        expect([STALE_PAGE, stalePdf]).toContain(problem.page);
        expect(problem.message).toMatch(/participation forfaitaire/);
        expect(problem.message).not.toMatch(/expected|AssertionError/);
      }
    },
  );

  it("names the stale page and PDF on any site the checks run on (a bare one here)", {
    timeout: 240_000,
  }, async () => {
    const dir = await projectWith(async (clientDir) => {
      for (const pagePath of pagePaths) {
        const folder = path.join(clientDir, decodeURIComponent(pagePath).slice(1));
        await mkdir(folder, { recursive: true });
        await writeFile(
          path.join(folder, "index.html"),
          '<!DOCTYPE html><html lang="fr"><head><title>Page</title></head><body><main><p>Texte.</p></main></body></html>',
        );
      }
      await addSentence(clientDir, STALE_PAGE, STALE);
      await mkdir(path.join(clientDir, "documents"));
      await writeFile(path.join(clientDir, "documents", "signe.pdf"), await pdfSaying(STALE));
    });
    const problems = await runChecks(dir);
    const law = problems.filter((problem) => problem.check === LAW);
    const about = (page: string) => law.filter((problem) => problem.page === page);
    expect(about(STALE_PAGE).some((problem) => /participation forfaitaire/.test(problem.message))).toBe(true);
    expect(
      about("/documents/signe.pdf").some((problem) => /participation forfaitaire/.test(problem.message)),
    ).toBe(true);
    // Only the stale page states a former rule.
    const superseded = law.filter((problem) => /règle qui a changé/.test(problem.message));
    expect(new Set(superseded.map((problem) => problem.page))).toEqual(
      new Set([STALE_PAGE, "/documents/signe.pdf"]),
    );
  });
});

describe("checkReport", () => {
  const report = (testResults: unknown[]) => ({ testResults });
  const file = (name: string, assertionResults: unknown[], extra: object = {}) => ({
    name: `/site/build-checks/${name}`,
    status: assertionResults.some((result) => (result as { status: string }).status === "failed")
      ? "failed"
      : "passed",
    message: "",
    assertionResults,
    ...extra,
  });

  it("takes the page from the test's title when the message does not name it", () => {
    const { problems } = checkReport(
      report([
        file("typography.test.ts", [
          {
            title: "/contact",
            status: "failed",
            failureMessages: ["AssertionError: expected [ 'x' ] to deeply equal []\n    at test.ts:1:1"],
          },
        ]),
      ]),
    );
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ check: "Typographie", page: "/contact" });
    expect(problems[0]?.message).toMatch(/^la vérification «\u00a0\/contact\u00a0» a échoué/);
  });

  it("reports a check that could not run, and a check of an unknown file by its name", () => {
    const { problems } = checkReport(
      report([
        file("links.test.ts", [], { status: "failed", message: "Error: No build in /x/build/client" }),
        file("nouveau.test.ts", [{ title: "t", status: "failed", failureMessages: ["Error: boom"] }]),
        file("head.test.ts", [{ title: "t", status: "passed", failureMessages: [] }]),
      ]),
    );
    expect(problems.map((problem) => problem.check)).toEqual(["Liens", "nouveau"]);
    expect(problems[0]?.message).toMatch(/n’a pas pu s’exécuter/);
  });

  it("refuses what is not a vitest JSON report, in French", () => {
    expect(() => checkReport({ hello: 1 })).toThrow(/n’est pas le rapport JSON/);
  });
});
