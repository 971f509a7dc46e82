import { defineConfig } from "vitest/config";

/**
 * Checks over the built site (build/client): the pre-rendered pages, their
 * structured data, their byte weight. They read files only; `npm test` runs
 * them right after `npm run build` (`npm run test:build`).
 */
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ["build-checks/**/*.test.ts"],
    environment: "node",
    pool: "threads",
    maxWorkers: 2,
  },
});
