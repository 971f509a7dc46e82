import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { moveSectionNotFoundPages, writeNotFoundPage } from "./not-found.ts";

const NOT_FOUND = "<!doctype html><title>Page introuvable</title>";
const PODCAST_NOT_FOUND = "<!doctype html><title>Podcast non trouvé</title>";

let dir: string;

async function put(file: string, content: string): Promise<void> {
  const target = path.join(dir, file);
  await mkdir(path.dirname(target), { recursive: true });
  await writeFile(target, content);
}

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "not-found-"));
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe("writeNotFoundPage", () => {
  it("copies the pre-rendered /404 page to 404.html", async () => {
    await put("404/index.html", NOT_FOUND);
    await writeNotFoundPage(dir);
    expect(await readFile(path.join(dir, "404.html"), "utf8")).toBe(NOT_FOUND);
  });

  it("fails clearly when /404 was not pre-rendered", async () => {
    await put("index.html", "<!doctype html>");
    await expect(writeNotFoundPage(dir)).rejects.toThrow(/is \/404 pre-rendered\?/);
  });
});

describe("moveSectionNotFoundPages", () => {
  const pages = [{ path: "/blog/podcasts/podcast-introuvable", scope: "/blog/podcasts/" }];

  it("moves the page to {section}/404.html and removes its own address", async () => {
    await put("blog/podcasts/podcast-introuvable/index.html", PODCAST_NOT_FOUND);
    await put("blog/podcasts/podcast-introuvable.data", "[]");
    await put("blog/podcasts/index.html", "<!doctype html><title>Podcasts</title>");
    await moveSectionNotFoundPages(dir, pages);
    expect(await readFile(path.join(dir, "blog/podcasts/404.html"), "utf8")).toBe(PODCAST_NOT_FOUND);
    expect(existsSync(path.join(dir, "blog/podcasts/podcast-introuvable"))).toBe(false);
    expect(existsSync(path.join(dir, "blog/podcasts/podcast-introuvable.data"))).toBe(false);
    expect(existsSync(path.join(dir, "blog/podcasts/index.html"))).toBe(true);
  });

  it("fails, naming the page, when it was not pre-rendered", async () => {
    await expect(moveSectionNotFoundPages(dir, pages)).rejects.toThrow(
      "cannot move the not-found page /blog/podcasts/podcast-introuvable to /blog/podcasts/404.html",
    );
  });
});
