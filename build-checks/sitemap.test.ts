import { readFileSync } from "node:fs";
import path from "node:path";
import { decodeXML } from "entities";
import { describe, expect, it } from "vitest";
import { redirects } from "../content/redirects.ts";
import { site } from "../content/site.ts";
import { builtPages, clientDir } from "./built-site.ts";
import { linksOf, metaContents } from "./html.ts";

const xml = readFileSync(path.join(clientDir, "sitemap.xml"), "utf8");
const robots = readFileSync(path.join(clientDir, "robots.txt"), "utf8");

/** The <url> entries of the sitemap, read strictly: any other shape is an error. */
function sitemapUrls(source: string): { loc: string; lastmod: string }[] {
  const body =
    /^<\?xml version="1\.0" encoding="UTF-8"\?>\s*<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">([\s\S]*)<\/urlset>\s*$/.exec(
      source,
    );
  if (!body) throw new Error("sitemap.xml: not a <urlset> document of the sitemaps.org namespace");
  const entries = [
    ...(body[1] as string).matchAll(/<url>\s*<loc>([^<]+)<\/loc>\s*<lastmod>([^<]+)<\/lastmod>\s*<\/url>/g),
  ];
  const rest = (body[1] as string)
    .replace(/<url>\s*<loc>[^<]+<\/loc>\s*<lastmod>[^<]+<\/lastmod>\s*<\/url>/g, "")
    .trim();
  if (rest) throw new Error(`sitemap.xml: unexpected content « ${rest.slice(0, 80)} »`);
  return entries.map((match) => {
    const raw = match[1] as string;
    if (/&(?!(amp|lt|gt|quot|apos);)|[<>"']/.test(raw))
      throw new Error(`sitemap.xml: unescaped character in ${raw}`);
    return { loc: decodeXML(raw), lastmod: match[2] as string };
  });
}

describe("sitemap.xml", () => {
  const urls = sitemapUrls(xml);
  const pages = builtPages();
  const indexable = pages.filter(
    (page) => page.indexable && !metaContents(page.html, "robots").some((value) => value.includes("noindex")),
  );
  const canonicals = new Set(indexable.map((page) => linksOf(page.html, "canonical")[0]?.href));

  it("is well formed, each URL once, with an ISO lastmod", () => {
    expect(urls.length).toBeGreaterThan(0);
    expect(new Set(urls.map((url) => url.loc)).size).toBe(urls.length);
    for (const url of urls) {
      expect(url.lastmod, url.loc).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(Number.isNaN(Date.parse(url.lastmod)), url.loc).toBe(false);
    }
  });

  it("lists exactly the canonical URLs of the indexable pages, absolute", () => {
    expect(urls.map((url) => url.loc).sort()).toEqual([...canonicals].sort());
    for (const url of urls) expect(url.loc.startsWith(`${site.url}/`), url.loc).toBe(true);
  });

  it("lists no no-index page and no redirect source", () => {
    const locs = new Set(urls.map((url) => url.loc));
    for (const page of pages) {
      if (metaContents(page.html, "robots").some((value) => value.includes("noindex")))
        expect(locs.has(`${site.url}${page.path}`), page.path).toBe(false);
    }
    for (const from of Object.keys(redirects)) expect(locs.has(`${site.url}${from}`), from).toBe(false);
    expect(locs.has(`${site.url}/home`)).toBe(false);
  });
});

describe("robots.txt", () => {
  it("allows every crawler and names the sitemap by its absolute URL", () => {
    expect(robots).toMatch(/^User-agent: \*$/m);
    expect(robots).toMatch(/^Allow: \/$/m);
    expect(robots).not.toMatch(/^Disallow: \/\S/m);
    expect(robots).toMatch(
      new RegExp(`^Sitemap: ${site.url.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}/sitemap\\.xml$`, "m"),
    );
  });
});
