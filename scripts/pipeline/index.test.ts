import { describe, expect, it } from "vitest";
import { runBuild } from "./index.ts";
import type { BuildStep } from "./step.ts";

const context = { root: "/repo", clientDir: "/repo/build/client" };

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
