import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { readBuiltPublicConfig } from "../../config/public-file.ts";
import { publicConfigStep } from "./public-config.ts";

describe("the public configuration step", () => {
  it("writes the configuration beside build/client, readable by the server", async () => {
    const root = mkdtempSync(path.join(tmpdir(), "public-config-"));
    const clientDir = path.join(root, "build", "client");
    const summary = await publicConfigStep.run({ root, clientDir });
    expect(summary).toContain("site-config.json");
    const written = JSON.parse(readFileSync(path.join(root, "build", "site-config.json"), "utf8"));
    expect(readBuiltPublicConfig(path.join(root, "build"))).toEqual(written);
  });
});
