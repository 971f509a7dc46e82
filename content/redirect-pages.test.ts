import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { redirectPageHtml, writeRedirectPages } from "./redirect-pages.ts";
import { redirects } from "./redirects.ts";

describe("redirect pages", () => {
  const html = redirectPageHtml("/about", "https://cabinet.example");

  it("send the browser to the new address at once, as the HTML standard writes a refresh", () => {
    expect(html).toContain('<meta http-equiv="refresh" content="0; url=/about">');
  });

  it("name the new page's canonical URL, and link to it in French", () => {
    expect(html).toContain('<link rel="canonical" href="https://cabinet.example/about">');
    expect(html).toMatch(/<html lang="fr">/);
    expect(html).toMatch(/<meta charset="utf-8">/);
    expect(html).toMatch(/Cette page a changé d’adresse : <a href="\/about">[^<]+<\/a>/);
  });

  it("carry no script", () => {
    expect(html).not.toMatch(/<script/i);
  });

  it("refuse a target that is not a page of the site", () => {
    expect(() => redirectPageHtml("/nulle-part")).toThrow(/not a page/);
  });

  it("are written at each old address", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "redirect-pages-"));
    try {
      const files = await writeRedirectPages(dir);
      expect(files.map((file) => path.relative(dir, file)).sort()).toEqual(
        Object.keys(redirects)
          .map((from) => `${from.slice(1)}/index.html`)
          .sort(),
      );
      const page = await readFile(path.join(dir, "fr/home/index.html"), "utf8");
      expect(page).toContain('content="0; url=/home"');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
