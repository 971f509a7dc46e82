import { execFileSync } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterEach, beforeEach, describe, expect, it } from "vitest";

const script = fileURLToPath(new URL("../scripts/post-build.mjs", import.meta.url));

const PAGE = `<!doctype html><html lang="fr"><body>${"<p>Bilan de compétences, VAE, formation.</p>".repeat(100)}</body></html>`;
const NOT_FOUND = `<!doctype html><html lang="fr"><body>${"<p>Page introuvable.</p>".repeat(100)}</body></html>`;

/** The temporary build directory; `dir` is its client/ folder, as build/client. */
let base: string;
let dir: string;

async function put(file: string, content: string | Buffer): Promise<void> {
  const target = path.join(dir, file);
  await mkdir(path.dirname(target), { recursive: true });
  await writeFile(target, content);
}

function run(...args: string[]): string {
  return execFileSync(process.execPath, [script, ...args], { encoding: "utf8", stdio: "pipe" });
}

beforeEach(async () => {
  base = await mkdtemp(path.join(tmpdir(), "post-build-test-"));
  dir = path.join(base, "client");
  await mkdir(dir);
});

afterEach(async () => {
  await rm(base, { recursive: true, force: true });
});

describe("scripts/post-build.mjs", () => {
  it("writes 404.html and precompresses large text files only", async () => {
    await put("index.html", PAGE);
    await put("404/index.html", NOT_FOUND);
    await put("about/index.html", PAGE);
    await put("assets/root-AbC123.js", `console.log(${JSON.stringify("bonjour ".repeat(500))});`);
    await put("assets/root-AbC123.css", "body{margin:0}".repeat(200));
    await put("assets/root-AbC123.js.map", JSON.stringify({ mappings: "A".repeat(5000) }));
    await put("assets/logo.svg", `<svg xmlns="http://www.w3.org/2000/svg">${"<g/>".repeat(500)}</svg>`);
    await put("site.webmanifest", JSON.stringify({ name: "Cap Parcours", pad: "x".repeat(2000) }));
    await put("favicon.svg", "<svg/>"); // under 1 KB
    await put("media/presentation.webm", Buffer.alloc(4096, 7)); // not text
    await put("random.txt", randomBytes(4096)); // incompressible

    const output = run(dir);

    expect(output.trim().split("\n")).toHaveLength(1);
    expect(output).toMatch(/^post-build: /);
    expect(await readFile(path.join(dir, "404.html"), "utf8")).toBe(NOT_FOUND);

    for (const file of [
      "index.html",
      "404.html",
      "404/index.html",
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

  it("writes the CSP hashes of every page beside the client directory", async () => {
    const script = "window.answer = 42;";
    await put("index.html", `<!doctype html><html><body><script>${script}</script></body></html>`);
    await put("404/index.html", NOT_FOUND);
    run(dir);
    const manifest = JSON.parse(await readFile(path.join(base, "csp-hashes.json"), "utf8"));
    const hash = `'sha256-${createHash("sha256").update(script).digest("base64")}'`;
    expect(manifest).toEqual({ "index.html": [hash], "404.html": [], "404/index.html": [] });
    expect(existsSync(path.join(dir, "csp-hashes.json"))).toBe(false);
  });

  it("can run twice over the same directory", async () => {
    await put("index.html", PAGE);
    await put("404/index.html", NOT_FOUND);
    run(dir);
    const output = run(dir);
    expect(output).toMatch(/3 text files/);
    expect(existsSync(path.join(dir, "index.html.br.br"))).toBe(false);
  });

  it("fails clearly when /404 was not pre-rendered", async () => {
    await put("index.html", PAGE);
    expect(() => run(dir)).toThrow(/404/);
  });
});
