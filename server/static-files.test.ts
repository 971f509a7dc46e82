import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chooseRepresentation, findStaticFile, loadStaticFiles, MAX_CACHED_BYTES } from "./static-files.ts";

let root: string;

async function put(file: string, content: string | Buffer): Promise<void> {
  const target = path.join(root, file);
  await mkdir(path.dirname(target), { recursive: true });
  await writeFile(target, content);
}

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), "static-files-"));
  await put("index.html", "<!doctype html><title>Accueil</title>");
  await put("about/index.html", "<!doctype html><title>À propos</title>");
  await put("about/index.html.br", brotliCompressSync("<!doctype html><title>À propos</title>"));
  await put("blog/l'hyperchoix/index.html", "<!doctype html><title>Hyperchoix</title>");
  await put("assets/app.js", "export {};");
  await put("big.bin", Buffer.alloc(MAX_CACHED_BYTES + 1));
  await put(".env", "SECRET=1");
  await put(".git/config", "[core]");
});

afterAll(() => rm(root, { recursive: true, force: true }));

describe("the index of a build's files", () => {
  it("finds every file by its path, and a folder's index.html at the folder's path", async () => {
    const files = await loadStaticFiles(root);
    expect(findStaticFile(files, "/")?.relative).toBe("index.html");
    expect(findStaticFile(files, "/about")?.relative).toBe("about/index.html");
    expect(findStaticFile(files, "/about/index.html")?.relative).toBe("about/index.html");
    expect(findStaticFile(files, "/assets/app.js")?.contentType).toBe(
      "application/javascript; charset=utf-8",
    );
    expect(findStaticFile(files, "/blog/l%27hyperchoix")?.relative).toBe("blog/l'hyperchoix/index.html");
  });

  it("never lists a dotfile, a dot-folder, a folder without index or a malformed path", async () => {
    const files = await loadStaticFiles(root);
    for (const url of ["/.env", "/.git/config", "/assets", "/about/", "/%E0%A4%A", "/ABOUT"]) {
      expect(findStaticFile(files, url), url).toBeUndefined();
    }
  });

  it("keeps small files in memory with their precompressed variants, not large ones", async () => {
    const files = await loadStaticFiles(root, (file) => ({ "x-file": path.basename(file) }));
    const about = findStaticFile(files, "/about");
    expect(about?.identity.body?.toString()).toContain("À propos");
    expect(about?.variants.br?.body).toBeInstanceOf(Buffer);
    expect(about?.headers).toEqual({ "x-file": "index.html" });
    expect(findStaticFile(files, "/big.bin")?.identity.body).toBeUndefined();
  });

  it("chooses the variant the client accepts, the file itself otherwise", async () => {
    const about = findStaticFile(await loadStaticFiles(root), "/about");
    if (!about) throw new Error("no /about");
    expect(chooseRepresentation(about, "gzip, br").encoding).toBe("br");
    expect(chooseRepresentation(about, "gzip").encoding).toBeUndefined();
    expect(chooseRepresentation(about, undefined)).toBe(about.identity);
    expect(about.variants.br?.etag).not.toBe(about.identity.etag);
  });

  it("is empty for a missing folder", async () => {
    expect((await loadStaticFiles(path.join(root, "missing"))).size).toBe(0);
  });
});
