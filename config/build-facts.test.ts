import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { buildFactsPath, readBuildFacts, writeBuildFacts } from "./build-facts.ts";
import { ConfigError } from "./errors.ts";

const dir = mkdtempSync(path.join(tmpdir(), "build-facts-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("the facts a build was made with", () => {
  it("are read back as written", () => {
    const facts = {
      interests: ["Bilan de compétences", "Coaching"],
      redirects: { "/ancienne": "/home" },
      booking: { slotMinutes: 45, minimumNoticeHours: 12, horizonDays: 14 },
    };
    writeBuildFacts(dir, facts);
    expect(readBuildFacts(dir)).toEqual(facts);
  });

  it("are refused, naming the file, when missing, unreadable or not facts", () => {
    const missing = path.join(dir, "missing");
    expect(() => readBuildFacts(missing)).toThrow(ConfigError);
    expect(() => readBuildFacts(missing)).toThrow(buildFactsPath(missing));
    for (const text of ["{", '{"interests":[]}', '{"interests":["ok"],"other":1}', '{"interests":[""]}']) {
      writeFileSync(buildFactsPath(dir), text);
      expect(() => readBuildFacts(dir), text).toThrow(buildFactsPath(dir));
    }
  });

  it("are never written invalid", () => {
    const booking = { slotMinutes: 30, minimumNoticeHours: 24, horizonDays: 28 };
    expect(() => writeBuildFacts(dir, { interests: [], redirects: {}, booking })).toThrow();
    expect(() =>
      writeBuildFacts(dir, { interests: ["ok"], redirects: {}, booking: { ...booking, slotMinutes: 0 } }),
    ).toThrow();
  });
});
