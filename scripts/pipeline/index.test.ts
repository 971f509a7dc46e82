import { describe, expect, it } from "vitest";
import { buildSteps, runBuild } from "./index.ts";
import type { BuildStep } from "./step.ts";

const context = { root: "/repo", clientDir: "/repo/build/client" };

describe("the build's steps", () => {
  it("run in this order", () => {
    expect(buildSteps.map((step) => step.name)).toEqual([
      // First: a bad or fictional identity stops the build before any work.
      "identity",
      // The pages show the PDFs' sizes: the documents come before the pre-render.
      "documents",
      "pre-render",
      // Beside build/client, which the pre-render empties: the server checks its keys against it.
      "public configuration",
      "not-found pages",
      "hydration deferral",
      // Its inline loader is hashed with the others.
      "audience loader",
      // The inlined <style> of each page needs its hash too.
      "critical CSS",
      // After the critical CSS was taken from the stylesheets, which it rewrites.
      "icon sprite",
      "favicon",
      // The hashes are those of the final HTML, 404 pages included.
      "CSP hashes",
      "SEO files",
      // Last: every text file is written.
      "precompression",
    ]);
  });
});

describe("runBuild", () => {
  const step = (name: string, run: () => Promise<string>): BuildStep => ({ name, run });

  it("runs the steps one after the other and prints one line each", async () => {
    const ran: string[] = [];
    const lines: string[] = [];
    await runBuild(
      context,
      [
        step("first", async () => {
          ran.push("first");
          return "one thing done";
        }),
        step("second", async () => {
          ran.push("second");
          return "another";
        }),
      ],
      (line) => lines.push(line),
    );
    expect(ran).toEqual(["first", "second"]);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^\[1\/2\] first: one thing done \(\d+\.\d s\)$/);
    expect(lines[1]).toMatch(/^\[2\/2\] second: another/);
  });

  it("stops at the first step that fails, naming it", async () => {
    const ran: string[] = [];
    const build = runBuild(
      context,
      [
        step("first", async () => {
          throw new Error("nothing to do");
        }),
        step("second", async () => {
          ran.push("second");
          return "";
        }),
      ],
      () => {},
    );
    await expect(build).rejects.toThrow("build step 1/2 (first) failed: nothing to do");
    expect(ran).toEqual([]);
  });
});
