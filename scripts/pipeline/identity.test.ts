import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type FirmEdits, firmText, nonFictionalEdits } from "../../config/testing.ts";
import { identityStep } from "./identity.ts";

/** Runs the step on a copy of content/firm.yaml with `edits`, under NODE_ENV=`mode`. */
function run(edits: FirmEdits, mode: "production" | "development") {
  const root = mkdtempSync(path.join(tmpdir(), "identity-"));
  const file = path.join(root, "firm.yaml");
  writeFileSync(file, firmText(edits));
  vi.stubEnv("FIRM_FILE", file);
  vi.stubEnv("NODE_ENV", mode);
  return identityStep.run({ root, clientDir: path.join(root, "build", "client") });
}

/** Every value of the repository's firm replaced. */
const REAL: FirmEdits = nonFictionalEdits();

describe("the identity step", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it("stops a production build on every fictional value, naming each one « fictive »", async () => {
    const failure = run(
      { ...REAL, fictional: ["name", "legal.siren"], email: "bonjour@cabinet.example" },
      "production",
    );
    await expect(failure).rejects.toThrow(/3 valeurs sont encore fictives/);
    const message = await failure.catch((error: Error) => error.message);
    const lines = message.split("\n").filter((line) => line.startsWith("  - "));
    expect(lines.map((line) => /« ([^»]+) »/.exec(line)?.[1])).toEqual(["name", "legal.siren", "email"]);
    for (const line of lines) expect(line).toMatch(/fictive/);
    expect(message).toContain("firm.yaml");
  });

  it("stops a production build on the repository's fictional firm", async () => {
    await expect(run({}, "production")).rejects.toThrow(/encore fictives/);
  });

  it("lets a development build go on, with one warning", async () => {
    const summary = await run({}, "development");
    expect(summary).toMatch(/attention, \d+ valeurs fictives/);
  });

  it("lets a production build go on once every value is the firm's", async () => {
    expect(await run(REAL, "production")).toMatch(/no fictional value/);
  });

  it("stops any build on an invalid file, naming the field", async () => {
    await expect(run({ phone: "appelez-nous" }, "development")).rejects.toThrow(
      /« phone » : doit être un numéro/,
    );
  });
});
