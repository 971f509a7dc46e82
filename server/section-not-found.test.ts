import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { writeCspHashes } from "../scripts/pipeline/csp-hashes.ts";
import { buildServer } from "./app.ts";
import { loadNotFoundPages, notFoundPageFor } from "./not-found.ts";

let base: string;
let root: string;

beforeEach(async () => {
  base = await mkdtemp(path.join(tmpdir(), "section-404-"));
  root = path.join(base, "client");
  await mkdir(root);
  await writeFile(path.join(root, "404.html"), "<p>Désolée, cette page n’existe plus</p>");
  await mkdir(path.join(root, "blog", "podcasts"), { recursive: true });
  await writeFile(path.join(root, "blog", "podcasts", "404.html"), "<h1>Podcast non trouvé</h1>");
  await writeFile(path.join(root, "blog", "podcasts", "index.html"), "<h1>Podcasts</h1>");
  await writeCspHashes(root);
});

afterEach(async () => {
  await rm(base, { recursive: true, force: true });
});

describe("a not-found page per section", () => {
  it("picks the deepest section's page, the site's otherwise", async () => {
    const pages = await loadNotFoundPages(root);
    expect(notFoundPageFor(pages, "/blog/podcasts/inconnu").identity.toString()).toContain(
      "Podcast non trouvé",
    );
    expect(notFoundPageFor(pages, "/blog/inconnu").identity.toString()).toContain("n’existe plus");
    expect(notFoundPageFor(pages, "/ailleurs").identity.toString()).toContain("n’existe plus");
  });

  it("answers an unknown episode with 404 and the podcasts' page, never the page itself with 200", async () => {
    const app = await buildServer({ root, logger: false });
    try {
      const unknown = await app.inject({ method: "GET", url: "/blog/podcasts/inconnu" });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.body).toContain("Podcast non trouvé");
      const direct = await app.inject({ method: "GET", url: "/blog/podcasts/404.html" });
      expect(direct.statusCode).toBe(404);
      expect((await app.inject({ method: "GET", url: "/blog/podcasts" })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
