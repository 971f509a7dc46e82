import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { readPublicConfig } from "./public.ts";
import { publicConfigPath, readBuiltPublicConfig, writePublicConfig } from "./public-file.ts";

describe("build/site-config.json", () => {
  let buildDir: string;

  beforeEach(() => {
    buildDir = path.join(mkdtempSync(path.join(tmpdir(), "site-config-")), "build");
  });

  afterEach(() => {
    rmSync(path.dirname(buildDir), { recursive: true, force: true });
  });

  it("holds every variable as the build used it, and reads back the same", () => {
    const config = readPublicConfig({ FIRM_NAME: "Cabinet Exemple", EMAILJS_PUBLIC_KEY: "cle" });
    const file = writePublicConfig(buildDir, config);
    expect(file).toBe(path.join(buildDir, "site-config.json"));
    expect(file).toBe(publicConfigPath(buildDir));
    const written = JSON.parse(readFileSync(file, "utf8"));
    expect(written).toMatchObject({
      FIRM_NAME: "Cabinet Exemple",
      LEGAL_NAME: "Cabinet Exemple",
      EMAILJS_PUBLIC_KEY: "cle",
    });
    expect(readBuiltPublicConfig(buildDir)).toEqual(config);
  });

  it("says to build when it is missing", () => {
    expect(() => readBuiltPublicConfig(buildDir)).toThrow(
      `${path.join(buildDir, "site-config.json")} not found: run npm run build first`,
    );
  });
});
