import { defineConfig } from "vitest/config";

/**
 * The HTTPS deployment test (`npm run test:deploy`, after `npm run build`):
 * Caddy with deploy/Caddyfile in front of the site's server, on local ports.
 * One file, its steps in order; the first run also installs the observatory
 * scanner into var/tools/observatory.
 */
export default defineConfig({
  test: {
    include: ["deploy/**/*.test.ts"],
    environment: "node",
    pool: "forks",
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
