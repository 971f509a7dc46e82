import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { precompress, precompressStep } from "./precompress.ts";

const PAGE = `<!doctype html><html lang="fr"><body>${"<p>Bilan de compétences, VAE, formation.</p>".repeat(100)}</body></html>`;

let dir: string;

async function put(file: string, content: string | Buffer): Promise<void> {
  const target = path.join(dir, file);
  await mkdir(path.dirname(target), { recursive: true });
  await writeFile(target, content);
}

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "precompress-"));
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe("precompress", () => {
  it("compresses large text files only, each to a smaller .br and .gz", async () => {
    await put("index.html", PAGE);
    await put("about/index.html", PAGE);
    await put("assets/root-AbC123.js", `console.log(${JSON.stringify("bonjour ".repeat(500))});`);
    await put("assets/root-AbC123.css", "body{margin:0}".repeat(200));
    await put("assets/root-AbC123.js.map", JSON.stringify({ mappings: "A".repeat(5000) }));
    await put("assets/logo.svg", `<svg xmlns="http://www.w3.org/2000/svg">${"<g/>".repeat(500)}</svg>`);
    await put("site.webmanifest", JSON.stringify({ name: "Cap Parcours", pad: "x".repeat(2000) }));
    await put("favicon.svg", "<svg/>"); // under 512 bytes
    await put("media/presentation.webm", Buffer.alloc(4096, 7)); // not text
    await put("random.txt", randomBytes(4096)); // incompressible

    const totals = await precompress(dir);

    expect(totals).toMatchObject({ files: 7, brFiles: 6, gzFiles: 6 });
    for (const file of [
      "index.html",
      "about/index.html",
      "assets/root-AbC123.js",
      "assets/root-AbC123.css",
      "assets/logo.svg",
      "site.webmanifest",
    ]) {
      const original = await readFile(path.join(dir, file));
      const br = await readFile(path.join(dir, `${file}.br`));
      const gz = await readFile(path.join(dir, `${file}.gz`));
      expect(brotliDecompressSync(br).equals(original), file).toBe(true);
      expect(gunzipSync(gz).equals(original), file).toBe(true);
      expect(br.length, file).toBeLessThan(original.length);
      expect(gz.length, file).toBeLessThan(original.length);
    }
    for (const file of [
      "assets/root-AbC123.js.map",
      "favicon.svg",
      "media/presentation.webm",
      "random.txt",
    ]) {
      expect(existsSync(path.join(dir, `${file}.br`)), file).toBe(false);
      expect(existsSync(path.join(dir, `${file}.gz`)), file).toBe(false);
    }
  });

  it("can run twice over the same directory", async () => {
    await put("index.html", PAGE);
    await precompress(dir);
    expect(await precompress(dir)).toMatchObject({ files: 1 });
    expect(existsSync(path.join(dir, "index.html.br.br"))).toBe(false);
  });

  it("fails when there is no file to compress", async () => {
    await put("favicon.svg", "<svg/>");
    await put("media/presentation.webm", Buffer.alloc(4096, 7));
    await expect(precompressStep.run({ root: dir, clientDir: dir })).rejects.toThrow(
      /no text file of 512 bytes or more/,
    );
  });
});
