import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { buildId, readBuildId, UNKNOWN_BUILD, writeBuildInfo } from "../../config/build-info.ts";
import { publicConfigFrom, readBuildSettings } from "../../config/public.ts";
import { readBuiltPublicConfig } from "../../config/public-file.ts";
import { testFirm } from "../../config/testing.ts";
import { publicConfigStep } from "./public-config.ts";

describe("the public configuration step", () => {
  it("writes the configuration and the build id beside build/client, readable by the server", async () => {
    const root = mkdtempSync(path.join(tmpdir(), "public-config-"));
    const clientDir = path.join(root, "build", "client");
    const summary = await publicConfigStep.run({ root, clientDir });
    expect(summary).toContain("site-config.json");
    const written = JSON.parse(readFileSync(path.join(root, "build", "site-config.json"), "utf8"));
    const built = readBuiltPublicConfig(path.join(root, "build"));
    expect({ firm: built.firm, settings: built.settings }).toEqual(written);
    const info = JSON.parse(readFileSync(path.join(root, "build", "build-info.json"), "utf8"));
    expect(info.id).toMatch(/^[0-9a-f]{12}$/);
    expect(summary).toContain(`build ${info.id}`);
    expect(Date.parse(info.builtAt)).toBeLessThanOrEqual(Date.now());
    expect(readBuildId(path.join(root, "build"))).toBe(info.id);
  });
});

describe("the build id", () => {
  const config = publicConfigFrom(testFirm(), readBuildSettings({}));

  it("is the same for the same files and configuration, another when either changes", () => {
    const buildDir = mkdtempSync(path.join(tmpdir(), "build-id-"));
    const assets = path.join(buildDir, "client", "assets");
    mkdirSync(assets, { recursive: true });
    writeFileSync(path.join(assets, "entry-Bx81kd.js"), "");
    const first = writeBuildInfo(buildDir, config, new Date("2026-01-01T00:00:00Z"));
    const again = writeBuildInfo(buildDir, config, new Date("2026-02-01T00:00:00Z"));
    expect(again.id).toBe(first.id);
    expect(again.builtAt).toBe("2026-02-01T00:00:00.000Z");

    writeFileSync(path.join(assets, "root-Q9zT2a.css"), "");
    const restyled = buildId(path.join(buildDir, "client"), config);
    expect(restyled).not.toBe(first.id);
    expect(
      buildId(
        path.join(buildDir, "client"),
        publicConfigFrom(testFirm({ siteUrl: "https://autre.example" }), readBuildSettings({})),
      ),
    ).not.toBe(restyled);
  });

  it("is unknown for a build without build-info.json", () => {
    expect(readBuildId(mkdtempSync(path.join(tmpdir(), "no-build-info-")))).toBe(UNKNOWN_BUILD);
  });
});
