/**
 * Link check over the built site, served by the production server: every
 * page is crawled (starting from every pre-rendered page, following links
 * on the site), and every internal link, fragment, stylesheet, script,
 * image and document must answer. Links to other sites are not followed
 * (no network here); they are checked for shape by the e2e specs.
 */
import { mkdtemp, writeFile } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { check, LinkState } from "linkinator";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pagePaths } from "../content/routes-data.ts";
import { buildServer } from "../server/app.ts";
import { clientDir } from "./built-site.ts";

let server: FastifyInstance;
let base: string;

beforeAll(async () => {
  server = await buildServer({ root: clientDir });
  await server.listen({ port: 0, host: "127.0.0.1" });
  base = `http://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  // The crawler keeps its connections alive; close them with the server.
  server?.server.closeAllConnections();
  await server?.close();
});

describe("links of the built site", () => {
  it("has no broken internal link, fragment or asset", { timeout: 120_000 }, async () => {
    const result = await check({
      path: pagePaths.map((page) => `${base}${page}`),
      recurse: true,
      checkFragments: true,
      concurrency: 8,
      linksToSkip: async (link) => !link.startsWith(base),
    });
    const broken = result.links.filter((link) => link.state === LinkState.BROKEN);
    for (const link of broken) {
      const page = link.parent?.startsWith(base)
        ? link.parent.slice(base.length) || "/"
        : (link.parent ?? "?");
      const target = link.url.startsWith(base) ? link.url.slice(base.length) : link.url;
      expect
        .soft(
          target,
          `${page}\u00a0: un lien de la page mène à une adresse introuvable, ${target} (réponse ${link.status ?? "aucune"})`,
        )
        .toBeUndefined();
    }
    const checked = result.links.filter((link) => link.state === LinkState.OK);
    // Every page, its assets and its documents: far more than the page count.
    expect(checked.length).toBeGreaterThan(pagePaths.length * 2);
    expect(checked.some((link) => link.url.endsWith(".pdf"))).toBe(true);
  });

  it("would see a missing page, asset or fragment (the same check on a broken fixture)", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "links-"));
    await writeFile(
      path.join(dir, "index.html"),
      '<!DOCTYPE html><html lang="fr"><body><main id="contenu"><a href="#contenu">ok</a> <a href="#absent">x</a> ' +
        '<a href="/manquante">y</a> <img src="/image.svg" alt=""></main></body></html>',
    );
    const result = await check({ path: dir, recurse: true, checkFragments: true });
    const broken = result.links.filter((link) => link.state === LinkState.BROKEN).map((link) => link.url);
    expect(broken.some((url) => url.endsWith("#absent"))).toBe(true);
    expect(broken.some((url) => url.endsWith("/manquante"))).toBe(true);
    expect(broken.some((url) => url.endsWith("/image.svg"))).toBe(true);
    expect(broken.some((url) => url.endsWith("#contenu"))).toBe(false);
  });
});
