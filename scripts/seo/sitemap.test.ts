import { describe, expect, it } from "vitest";
import { redirects } from "../../content/redirects.ts";
import { noindexPaths, pagePaths } from "../../content/routes-data.ts";
import { staticPagePaths } from "../../content/static-pages.ts";
import {
  contentDates,
  pageUrl,
  robotsTxt,
  type SitemapSources,
  sitemapEntries,
  sitemapXml,
  siteSitemapSources,
} from "./sitemap.ts";

const sources = (overrides: Partial<SitemapSources> = {}): SitemapSources => ({
  pagePaths: ["/", "/home", "/about", "/vae", "/pub"],
  noindexPaths: ["/pub"],
  aliases: { "/home": "/" },
  contentDates: new Map([["/vae", "2025-03-02"]]),
  staticDates: { "/": "2026-01-10", "/about": "2026-02-01" },
  ...overrides,
});

describe("sitemap entries", () => {
  it("lists the indexable canonical pages with their content's date, in pre-render order", () => {
    expect(sitemapEntries(sources())).toEqual([
      { path: "/", lastmod: "2026-01-10" },
      { path: "/about", lastmod: "2026-02-01" },
      { path: "/vae", lastmod: "2025-03-02" },
    ]);
  });

  it("prefers the content's own date to the static table", () => {
    const entries = sitemapEntries(
      sources({
        staticDates: { "/": "2026-01-10", "/about": "x", "/vae": "1999-01-01" },
        contentDates: new Map([
          ["/vae", "2025-03-02"],
          ["/about", "2026-02-03"],
        ]),
      }),
    );
    expect(entries.map((entry) => entry.lastmod)).toEqual(["2026-01-10", "2026-02-03", "2025-03-02"]);
  });

  it("fails, naming the path and where to add the date, when a page has no date", () => {
    const run = () => sitemapEntries(sources({ pagePaths: ["/", "/mentions-legales", "/accessibilite"] }));
    expect(run).toThrow(
      /\/mentions-legales has no last-modified date: add it to staticPageDates in content\/static-pages\.ts/,
    );
    expect(run).toThrow(/\/accessibilite has no last-modified date/);
  });

  it("fails on a date that is not an ISO calendar day", () => {
    expect(() =>
      sitemapEntries(sources({ staticDates: { "/": "21/11/2026", "/about": "2026-02-01" } })),
    ).toThrow('/ has an invalid last-modified date "21/11/2026"');
  });
});

describe("the site's sitemap", () => {
  const entries = sitemapEntries();
  const paths = entries.map((entry) => entry.path);

  it("has a date for every indexable page (a new static page needs one in content/static-pages.ts)", () => {
    expect(paths.length).toBeGreaterThan(30);
    for (const entry of entries) expect(entry.lastmod, entry.path).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it("keeps out no-index pages, redirect sources and /home, and keeps every other page", () => {
    for (const path of noindexPaths) expect(paths).not.toContain(path);
    for (const path of Object.keys(redirects)) expect(paths).not.toContain(path);
    expect(paths).not.toContain("/home");
    expect(paths).toContain("/");
    const expected = pagePaths.filter((path) => path !== "/home" && !noindexPaths.includes(path));
    expect(paths).toEqual(expected);
  });

  it("dates every static page that has no content module", () => {
    const { staticDates, contentDates: dates } = siteSitemapSources();
    for (const path of staticPagePaths) {
      // /home is an alias of /; a no-index page is not in the sitemap, so it needs no date.
      if (path === "/home" || noindexPaths.includes(path)) continue;
      expect(dates.get(path) ?? staticDates[path], path).toBeDefined();
    }
  });

  it("dates the blog index no earlier than its newest article", () => {
    const dates = contentDates();
    const newest = [...dates.entries()]
      .filter(([path]) => path.startsWith("/blog/") && !path.startsWith("/blog/podcasts"))
      .map(([, day]) => day)
      .sort()
      .at(-1);
    expect((dates.get("/blog") ?? "") >= (newest ?? "")).toBe(true);
  });
});

describe("sitemap.xml and robots.txt", () => {
  it("writes absolute, escaped URLs with their lastmod", () => {
    const xml = sitemapXml(
      [
        { path: "/", lastmod: "2026-01-10" },
        { path: "/blog/Souffrez_vous_de_l'hyperchoix", lastmod: "2024-11-26" },
      ],
      "https://www.example.fr",
    );
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">/,
    );
    expect(xml).toContain("<loc>https://www.example.fr/</loc>\n    <lastmod>2026-01-10</lastmod>");
    expect(xml).toContain("<loc>https://www.example.fr/blog/Souffrez_vous_de_l&apos;hyperchoix</loc>");
    expect(xml.trimEnd().endsWith("</urlset>")).toBe(true);
  });

  it("escapes what a URL must not carry raw", () => {
    expect(pageUrl("/a b", "https://x.fr")).toBe("https://x.fr/a%20b");
    expect(pageUrl("/", "https://x.fr")).toBe("https://x.fr/");
  });

  it("allows everything and names the sitemap", () => {
    expect(robotsTxt("https://www.example.fr")).toBe(
      "User-agent: *\nAllow: /\n\nSitemap: https://www.example.fr/sitemap.xml\n",
    );
  });
});
