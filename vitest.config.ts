import { globSync, readFileSync } from "node:fs";
import { defineConfig } from "vitest/config";

const UNIT_TESTS = [
  "app/**/*.test.{ts,tsx}",
  "admin/**/*.test.{ts,tsx}",
  "content/**/*.test.ts",
  "config/**/*.test.ts",
  "shared/**/*.test.ts",
  "server/**/*.test.ts",
  "scripts/**/*.test.ts",
  // The unit's reader and the release's build inputs; the rest of deploy/ runs with npm run test:deploy.
  "deploy/unit.test.ts",
  "deploy/release.test.ts",
];

/**
 * What makes a test file need a module graph of its own (Vitest's « Per-File
 * Isolation Settings » recipe): it mocks a module, stubs a global or the
 * environment, sets process.env, listens on process, or patches a prototype.
 * Such files run isolated; the others share their worker's modules, which
 * saves importing the same code once per file (most of the suite's time).
 * Read from the files themselves, so a new test that stubs is isolated
 * without anyone listing it.
 */
const NEEDS_ISOLATION =
  /vi\.(mock|doMock|stubGlobal|stubEnv)\(|process\.env(\.\w+|\[[^\]]+\]) = |delete process\.env|Object\.assign\(process\.env|process\.on\(|\.prototype\.\w+ = /;
const isolated = globSync(UNIT_TESTS).filter((file) => NEEDS_ISOLATION.test(readFileSync(file, "utf8")));

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    // The pages show each document's size: the documents are rendered once
    // per run and their lists given to every test file, as the build does.
    globalSetup: ["scripts/pipeline/documents.vitest-global.ts"],
    setupFiles: ["scripts/pipeline/documents.vitest-setup.ts"],
    environment: "node",
    pool: "threads",
    // This machine's two cores (CI runs on the same kind).
    maxWorkers: 2,
    // `npm run test:unit` leaves out the slow files (`// @module-tag slow`): each starts
    // processes or builds; `npm run test:unit:all` and CI run them too.
    tags: [{ name: "slow", description: "starts servers or Node processes, or builds: run in CI" }],
    projects: [
      { extends: true, test: { name: "shared", include: UNIT_TESTS, exclude: isolated, isolate: false } },
      { extends: true, test: { name: "isolated", include: isolated, isolate: true } },
    ],
  },
});
