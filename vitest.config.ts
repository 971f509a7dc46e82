import { defineConfig } from "vitest/config";
import { documentsPlugin } from "./scripts/documents/vite-plugin.ts";

export default defineConfig({
  // The pages show each document's size: the same build step as the site.
  plugins: [documentsPlugin()],
  resolve: { tsconfigPaths: true },
  test: {
    include: [
      "app/**/*.test.{ts,tsx}",
      "content/**/*.test.ts",
      "config/**/*.test.ts",
      "shared/**/*.test.ts",
      "server/**/*.test.ts",
      "scripts/**/*.test.ts",
    ],
    environment: "node",
    pool: "threads",
    maxWorkers: 2,
  },
});
