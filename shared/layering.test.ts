/**
 * Lower layers never import upper ones: the server does not reach into the
 * build's scripts, the configuration does not reach into the server, and
 * shared/ (used by the pages, the server and the build alike) reaches into
 * none of them. A scan of the import specifiers of every source file but the
 * tests and their fixtures (testing.ts, which may build a site with the
 * build's own steps); a failure names the file and the import.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "..");

/** Folder -> the top-level folders its files must not import from. */
const FORBIDDEN: Record<string, readonly string[]> = {
  server: ["scripts"],
  config: ["server", "scripts", "app"],
  shared: ["server", "scripts", "app"],
};

/** `from "…"`, `import "…"` and `import("…")`: the specifier of each static or dynamic import and re-export. */
const IMPORT = /(?:\bfrom\s*|\bimport\s*\(?\s*)["']([^"']+)["']/g;

/** A test, or a test's fixtures (imported by tests only). */
const TEST_FILE = /(?:\.test\.tsx?|(?:^|[/\\])testing\.ts)$/;

/** The TypeScript files under `folder` but the tests, relative to the repository. */
function sourceFiles(folder: string): string[] {
  return readdirSync(path.join(ROOT, folder), { recursive: true, encoding: "utf8" })
    .filter((file) => /\.tsx?$/.test(file) && !TEST_FILE.test(file))
    .map((file) => path.join(folder, file));
}

/** The relative import specifiers of a source text. */
function importSpecifiers(source: string): string[] {
  return [...source.matchAll(IMPORT)].map((match) => match[1] ?? "").filter((spec) => spec.startsWith("."));
}

/** "server/csp.ts imports ../scripts/pipeline/csp-hashes.ts (scripts/)" for each import out of bounds. */
function violations(folder: string, forbidden: readonly string[]): string[] {
  const found: string[] = [];
  for (const file of sourceFiles(folder)) {
    for (const spec of importSpecifiers(readFileSync(path.join(ROOT, file), "utf8"))) {
      const target = path.relative(ROOT, path.resolve(ROOT, path.dirname(file), spec));
      const top = target.split(path.sep)[0] ?? "";
      if (forbidden.includes(top)) found.push(`${file} imports ${spec} (${top}/)`);
    }
  }
  return found;
}

describe("layering", () => {
  it("reads static imports, re-exports and dynamic imports", () => {
    const source = [
      'import { a } from "../server/a.ts";',
      'export { b } from "./b.ts";',
      'import "../scripts/side-effect.ts";',
      'const c = await import("../app/c.ts");',
      'import fs from "node:fs";',
    ].join("\n");
    expect(importSpecifiers(source)).toEqual([
      "../server/a.ts",
      "./b.ts",
      "../scripts/side-effect.ts",
      "../app/c.ts",
    ]);
  });

  for (const [folder, forbidden] of Object.entries(FORBIDDEN)) {
    it(`${folder}/ imports nothing from ${forbidden.map((name) => `${name}/`).join(", ")}`, () => {
      expect(violations(folder, forbidden)).toEqual([]);
    });
  }
});
