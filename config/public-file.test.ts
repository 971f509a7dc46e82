import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { loadFirm } from "./firm.ts";
import { publicConfigFrom, readBuildSettings } from "./public.ts";
import {
  identityDifferences,
  publicConfigPath,
  readBuiltPublicConfig,
  writePublicConfig,
} from "./public-file.ts";
import { testFirm } from "./testing.ts";

describe("build/site-config.json", () => {
  let buildDir: string;

  beforeEach(() => {
    buildDir = path.join(mkdtempSync(path.join(tmpdir(), "site-config-")), "build");
  });

  afterEach(() => {
    rmSync(path.dirname(buildDir), { recursive: true, force: true });
  });

  it("holds the identity and the settings as the build used them, and reads back the same", () => {
    const firm = testFirm({ name: "Cabinet Exemple" });
    const settings = readBuildSettings({ EMAILJS_PUBLIC_KEY: "cle" });
    const file = writePublicConfig(buildDir, firm, settings);
    expect(file).toBe(path.join(buildDir, "site-config.json"));
    expect(file).toBe(publicConfigPath(buildDir));
    const written = JSON.parse(readFileSync(file, "utf8"));
    expect(written).toMatchObject({
      firm: { name: "Cabinet Exemple" },
      settings: { EMAILJS_PUBLIC_KEY: "cle" },
    });
    expect(readBuiltPublicConfig(buildDir)).toEqual({
      firm,
      settings,
      config: publicConfigFrom(firm, settings),
    });
  });

  it("refuses a copy that breaks the identity's rules, naming the file and the field", () => {
    const file = writePublicConfig(buildDir, { ...loadFirm(), phone: "appelez" }, readBuildSettings({}));
    expect(() => readBuiltPublicConfig(buildDir)).toThrow(`${file} : une erreur`);
    expect(() => readBuiltPublicConfig(buildDir)).toThrow("« phone »");
  });

  it("tells which fields of an identity differ from the build's, the fictional list aside", () => {
    const built = testFirm();
    expect(identityDifferences(built, testFirm({ fictional: [] }))).toEqual([]);
    expect(
      identityDifferences(built, testFirm({ phone: "01 64 00 00 00", "offices.provins.access": ["Gare"] })),
    ).toEqual(["phone", "offices.provins.access"]);
  });

  it("says to build when it is missing", () => {
    expect(() => readBuiltPublicConfig(buildDir)).toThrow(
      `${path.join(buildDir, "site-config.json")} not found: run npm run build first`,
    );
  });
});
