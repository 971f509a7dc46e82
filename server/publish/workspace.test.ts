/** The build workspace's folders, over real files. */
import { existsSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { linkModules, overlayContent } from "./workspace.ts";

let root: string;

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), "workspace-"));
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe("the build workspace", () => {
  it("links the release's packages and .bin, never its caches or temporary folders (the release is read-only)", () => {
    const release = path.join(root, "release");
    for (const entry of ["vite", "zod", ".bin", ".vite", ".vite-temp", ".cache"]) {
      mkdirSync(path.join(release, "node_modules", entry), { recursive: true });
    }
    const work = path.join(root, "work");
    linkModules(release, work);
    const entries = readdirSync(path.join(work, "node_modules")).sort();
    expect(entries).toEqual([".bin", "vite", "zod"]);
    for (const entry of entries) {
      expect(lstatSync(path.join(work, "node_modules", entry)).isSymbolicLink(), entry).toBe(true);
    }
  });

  it("takes the content files from the working copy and keeps the release's code of content/", () => {
    const tree = path.join(root, "work");
    mkdirSync(path.join(tree, "content", "cities"), { recursive: true });
    writeFileSync(path.join(tree, "content", "loader.ts"), "export {};\n");
    writeFileSync(path.join(tree, "content", "cities", "ancienne.yaml"), "slug: ancienne\n");
    const copy = path.join(root, "repo", "content");
    mkdirSync(path.join(copy, "cities"), { recursive: true });
    writeFileSync(path.join(copy, "cities", "nouvelle.yaml"), "slug: nouvelle\n");
    writeFileSync(path.join(copy, "pirate.ts"), "throw new Error();\n");
    overlayContent(tree, copy);
    expect(existsSync(path.join(tree, "content", "loader.ts"))).toBe(true);
    expect(existsSync(path.join(tree, "content", "cities", "ancienne.yaml"))).toBe(false);
    expect(existsSync(path.join(tree, "content", "cities", "nouvelle.yaml"))).toBe(true);
    expect(existsSync(path.join(tree, "content", "pirate.ts"))).toBe(false);
  });
});
