import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { audienceNoticeSentence } from "./audience-notice.ts";
import { AUDIENCE_RETENTION_MONTHS, retentionText } from "./retention.ts";

const file = readFileSync(new URL("./audience-notice.yaml", import.meta.url), "utf8");

/** A content folder whose audience-notice.yaml is `text`. */
function contentWith(text: string): void {
  const root = path.join(mkdtempSync(path.join(tmpdir(), "audience-notice-")), "content");
  mkdirSync(path.join(root, "legal"), { recursive: true });
  writeFileSync(path.join(root, "legal", "audience-notice.yaml"), text);
  vi.stubEnv("CONTENT_DIR", root);
}

describe("the RGPD notice's sentence on the audience measurement", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it("gives the retention period when the audience is measured, and differs when it is not", () => {
    const measured = audienceNoticeSentence(true);
    expect(measured).toContain(retentionText(AUDIENCE_RETENTION_MONTHS));
    expect(measured).not.toMatch(/[{}]/);
    expect(audienceNoticeSentence(false)).not.toBe(measured);
  });

  it("stops, naming the file, the line and the field, when the period's slot is lost or a fact is quoted", () => {
    contentWith(file.replace(/^(measured: .*)\{duree\}/m, (_, before: string) => `${before}25 mois`));
    expect(() => audienceNoticeSentence(true)).toThrow(
      /content\/legal\/audience-notice\.yaml : une erreur[\s\S]*ligne \d+, « measured » : doit contenir \{duree\}/,
    );
    contentWith(file.replace(/^notMeasured: "/m, 'notMeasured: "{{firmName}} '));
    expect(() => audienceNoticeSentence(false)).toThrow(/« notMeasured » : ne peut pas citer de valeur/);
  });
});
