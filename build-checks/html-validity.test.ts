import { execFile } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import vnuJarPath from "vnu-jar";
import { builtPages, clientDir } from "./built-site.ts";
import { describeMessage, fileOf, ignoredBy, parseVnuReport } from "./vnu-report.ts";

/**
 * Every built HTML file (pages, redirect pages, 404 pages, the SPA fallback)
 * through the W3C Nu HTML checker, vnu.jar from the vnu-jar package, run by
 * Java (Debian's default-jre-headless: `npm run test:build` installs it when
 * missing, scripts/ensure-java.mjs). One Java process for all the files: the
 * start is the slow part. Any error fails, but the CSS errors of the one
 * ignore list (build-checks/vnu-report.ts, each with its reason).
 */
const vnuJar = String(vnuJarPath);

/**
 * -Xss4m: the checker needs a deep stack (it says so when it overflows);
 * -XX:TieredStopAtLevel=1: the quick compiler only, which halves the CPU time
 * of a run this short.
 */
const JAVA_OPTIONS = ["-Xss4m", "-XX:TieredStopAtLevel=1"];

/** Runs the checker over `files`; resolves with its JSON report (written to stderr). */
function runVnu(files: readonly string[]): Promise<string> {
  const args = [...JAVA_OPTIONS, "-jar", vnuJar, "--format", "json", "--errors-only", ...files];
  return new Promise((resolve, reject) => {
    execFile("java", args, { maxBuffer: 64 * 1024 * 1024 }, (error, _stdout, stderr) => {
      // Exit status 1 means "errors found": the report says which.
      if (error && (error as NodeJS.ErrnoException).code === "ENOENT") {
        reject(new Error("java is missing: run `node scripts/ensure-java.mjs` (npm run test:build does)."));
      } else resolve(stderr);
    });
  });
}

describe("the W3C Nu HTML checker", () => {
  it("finds no error in any built HTML file", { timeout: 180_000 }, async () => {
    builtPages(); // fails when there is no build
    const files = readdirSync(clientDir, { recursive: true, encoding: "utf8" })
      .filter((file) => file.endsWith(".html"))
      .map((file) => path.join(clientDir, file))
      .sort();
    expect(files.length).toBeGreaterThan(builtPages().length);

    const messages = parseVnuReport(await runVnu(files));
    const sources = new Map<string, string>();
    const sourceOf = (url: string) => {
      const file = fileOf(url);
      const source = sources.get(file) ?? readFileSync(file, "utf8");
      sources.set(file, source);
      return source;
    };
    const errors = messages.filter((message) => !ignoredBy(message, sourceOf));
    for (const message of errors) {
      const file = message.url ? path.relative(clientDir, fileOf(message.url)).split(path.sep).join("/") : "";
      const page = file === "index.html" ? "/" : `/${file.replace(/\/?index\.html$/, "")}`;
      const detail = describeMessage(message, (absolute) => path.relative(clientDir, absolute));
      expect
        .soft(
          detail,
          `${page}\u00a0: le code HTML de la page n’est pas valide (vérificateur du W3C) — ${detail}`,
        )
        .toBeUndefined();
    }
  });
});
