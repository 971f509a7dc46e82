import { globSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { buildInputs } from "./release.ts";

let folder: string;

function write(file: string, text: string): void {
  mkdirSync(path.dirname(path.join(folder, file)), { recursive: true });
  writeFileSync(path.join(folder, file), text);
}

beforeEach(() => {
  folder = mkdtempSync(path.join(tmpdir(), "release-inputs-"));
  write("content/pages/home.yaml", "title: Accueil\n");
  write("app/root.tsx", "export default 1;\n");
  write("server/index.ts", "console.log('server');\n");
  write("deploy/release.ts", "// release\n");
  write("package-lock.json", "{}\n");
  write("node_modules/some-package/index.js", "module.exports = 1;\n");
});

afterEach(() => rmSync(folder, { recursive: true, force: true }));

const env = { NODE_ENV: "production" };

describe("the build inputs of a release", () => {
  it("stay the same when only the server's code or the deployment's changes, or what npm installed", () => {
    const before = buildInputs(folder, env);
    write("server/index.ts", "throw new Error('broken');\n");
    write("deploy/release.ts", "// another release script\n");
    write("node_modules/some-package/index.js", "module.exports = 2;\n");
    write("build/client/index.html", "<!doctype html>");
    expect(buildInputs(folder, env)).toBe(before);
  });

  it("change with the content, the pages' code, the lock file or a new file", () => {
    const before = buildInputs(folder, env);
    for (const [file, text] of [
      ["content/pages/home.yaml", "title: Bienvenue\n"],
      ["app/root.tsx", "export default 2;\n"],
      ["package-lock.json", "{ }\n"],
      ["content/blog/nouveau.md", "# Nouveau\n"],
    ] as const) {
      write(file, text);
      expect(buildInputs(folder, env), file).not.toBe(before);
    }
  });

  it("change with the build's environment: NODE_ENV and the site's build settings", () => {
    const before = buildInputs(folder, env);
    expect(buildInputs(folder, { NODE_ENV: "development" })).not.toBe(before);
    expect(buildInputs(folder, { ...env, RELAY_ORIGIN: "https://relais.example" })).not.toBe(before);
    expect(buildInputs(folder, { ...env, SMTP_URL: "smtp://secret" })).toBe(before);
  });
});

describe("what the build reads", () => {
  it("imports no code of server/ nor deploy/ (type declarations only, which the build erases)", () => {
    const root = path.resolve(import.meta.dirname, "..");
    const folders = [
      "app",
      "admin",
      "content",
      "config",
      "shared",
      "scripts/pipeline",
      "scripts/documents",
      "build-checks",
    ];
    const sources = [
      ...globSync(
        folders.map((folder) => `${folder}/**/*.{ts,tsx}`),
        { cwd: root },
      ),
      "vite.config.ts",
      "react-router.config.ts",
    ].filter((file) => !/\.(test|spec)\.tsx?$/.test(file));
    expect(sources.length).toBeGreaterThan(50);
    const code =
      /^\s*(import|export)\s+(?!type\b)[^;]*?from\s+["'](\.\.\/)+(server|deploy)\/|await import\(["'](\.\.\/)+(server|deploy)\//m;
    const offenders = sources.filter((file) => code.test(readFileSync(path.join(root, file), "utf8")));
    expect(offenders).toEqual([]);
  });
});
