/**
 * The old addresses of the build (build/build-facts.json, what the server
 * redirects: decision 044) each lead to a page the build made: a redirect
 * the firm adds in « Anciennes adresses » to an address that is no page
 * stops « Publier » here, naming it.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { readBuildFacts } from "../config/build-facts.ts";
import { pagePaths } from "../content/routes-data.ts";
import { clientDir, htmlFileFor } from "./built-site.ts";

describe("the old addresses", () => {
  const { redirects } = readBuildFacts(path.dirname(clientDir));

  it("each lead to a page of the site, and have their own page for a static host", () => {
    for (const [from, to] of Object.entries(redirects)) {
      expect(
        existsSync(htmlFileFor(to)),
        `Anciennes adresses : ${from} mène à ${to}, qui n’est pas une page du site`,
      ).toBe(true);
      expect(existsSync(path.join(clientDir, from.slice(1), "index.html")), from).toBe(true);
    }
  });

  it("are no page of the site", () => {
    const pages = new Set(pagePaths);
    for (const from of Object.keys(redirects)) {
      expect(pages.has(from), `Anciennes adresses : ${from} est l’adresse d’une page du site`).toBe(false);
    }
  });
});
