import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: [
      "app/**/*.test.{ts,tsx}",
      "admin/**/*.test.{ts,tsx}",
      "content/**/*.test.ts",
      "config/**/*.test.ts",
      "shared/**/*.test.ts",
      "server/**/*.test.ts",
      "scripts/**/*.test.ts",
      // The unit's reader; the rest of deploy/ runs with npm run test:deploy.
      "deploy/unit.test.ts",
    ],
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
  },
});
