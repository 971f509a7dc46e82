import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { contentDir } from "./collection.ts";

/** Every data file of content/: the firm's Markdown and YAML. */
const dataFiles = readdirSync(contentDir(), { recursive: true, encoding: "utf8" })
  .filter((file) => /\.(md|ya?ml)$/.test(file))
  .sort();

describe("the content's data files", () => {
  it("are found", () => {
    expect(dataFiles.length).toBeGreaterThan(0);
  });

  it.each(dataFiles)("%s holds plain French: no typed no-break space, no tab", (file) => {
    const text = readFileSync(path.join(contentDir(), file), "utf8");
    const lines = text.split("\n");
    const offending = lines.flatMap((line, index) =>
      /[\u00a0\u202f\t]/.test(line) ? [`ligne ${index + 1}`] : [],
    );
    expect(offending, "the code adds the no-break spaces (content/format.ts): type ordinary spaces").toEqual(
      [],
    );
  });

  it.each(dataFiles.filter((file) => file.endsWith(".yml")))(
    "%s is named .yaml, as every other record",
    (file) => {
      expect(file).not.toMatch(/\.yml$/);
    },
  );
});
