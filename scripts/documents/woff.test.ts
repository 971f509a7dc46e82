import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import PDFDocument from "pdfkit";
import { describe, expect, it } from "vitest";
import { sfntFromWoff } from "./woff.ts";

const require = createRequire(import.meta.url);
const FACES = ["400-normal", "400-italic", "600-normal", "700-normal"].map((face) =>
  require.resolve(`@fontsource/inter/files/inter-latin-${face}.woff`),
);

/** A one-page PDF with a French sentence in `font` (a WOFF file's path or an sfnt's bytes), its dates and id fixed. */
function pdfWith(font: string | Buffer): Promise<Buffer> {
  const fixed = new Date("2026-01-01T12:00:00Z");
  const doc = new PDFDocument({ info: { CreationDate: fixed, ModDate: fixed } });
  (doc as unknown as { _id: Buffer })._id = Buffer.from("woff-test-------");
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on("end", () => resolve(Buffer.concat(chunks))));
  doc.registerFont("face", font);
  doc.font("face").fontSize(12).text("Bilan de compétences à Melun : « 24 heures », l’été ; 1 900 € !");
  doc.end();
  return done;
}

describe("sfntFromWoff", () => {
  it.each(FACES)("gives pdfkit the same font as the WOFF file itself: %s", async (file) => {
    const woff = readFileSync(file);
    const sfnt = sfntFromWoff(woff);
    expect(sfnt.readUInt32BE(0)).toBe(woff.readUInt32BE(4));
    expect(sfnt.length).toBe(woff.readUInt32BE(16));
    expect((await pdfWith(sfnt)).equals(await pdfWith(file))).toBe(true);
  });

  it("refuses what is not a WOFF 1.0 font", () => {
    expect(() => sfntFromWoff(Buffer.from("wOF2 and more bytes than a header holds, surely"))).toThrow(
      "not a WOFF 1.0 font",
    );
    expect(() => sfntFromWoff(Buffer.from("wOFF"))).toThrow("not a WOFF 1.0 font");
  });
});
