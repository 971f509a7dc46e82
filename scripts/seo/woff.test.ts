import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { woffToSfnt } from "./woff.ts";

const require = createRequire(import.meta.url);
const woffFile = require.resolve("@fontsource/inter/files/inter-latin-700-normal.woff");

describe("woffToSfnt", () => {
  it("unwraps the site's typeface into an OpenType font with the same tables", () => {
    const woff = readFileSync(woffFile);
    const sfnt = woffToSfnt(woff);
    const numTables = woff.readUInt16BE(12);
    expect(sfnt.readUInt32BE(0)).toBe(woff.readUInt32BE(4));
    expect(sfnt.readUInt16BE(4)).toBe(numTables);
    // The total size the WOFF header announces for the decoded font.
    expect(sfnt.length).toBe(woff.readUInt32BE(16));
    const tags = Array.from({ length: numTables }, (_, index) =>
      sfnt.toString("latin1", 12 + index * 16, 16 + index * 16),
    );
    expect(tags).toEqual(expect.arrayContaining(["cmap", "glyf", "head", "hmtx", "name"]));
  });

  it("refuses anything else", () => {
    expect(() => woffToSfnt(Buffer.from("not a font at all, definitely not one".repeat(2)))).toThrow(/WOFF/);
  });
});
