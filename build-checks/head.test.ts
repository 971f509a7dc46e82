import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { MAX_DESCRIPTION, MAX_TITLE } from "../content/lib/page-head.ts";
import { manifestPath, siteIcons } from "../content/share-images.ts";
import { site } from "../content/site.ts";
import { pngSize } from "../scripts/seo/images.ts";
import { builtPages, clientDir } from "./built-site.ts";
import { linksOf, metaContents, textLength, titlesOf } from "./html.ts";

/**
 * Pages allowed a longer title or description, each with its reason. Keep it
 * empty: shorten the copy instead (content modules, article frontmatter).
 */
const lengthExceptions: Readonly<Record<string, { title?: number; description?: number; reason: string }>> =
  {};

const fileOf = (urlPath: string) => path.join(clientDir, ...urlPath.split("/").filter(Boolean));

const pages = builtPages().map((page) => {
  const only = (values: string[], what: string) => {
    if (values.length !== 1) throw new Error(`${page.path}: ${values.length} ${what} (expected exactly 1)`);
    return values[0] as string;
  };
  return {
    ...page,
    title: only(titlesOf(page.html), "<title>"),
    description: only(metaContents(page.html, "description"), "meta description"),
    canonical: only(
      linksOf(page.html, "canonical").map((link) => link.href ?? ""),
      "canonical links",
    ),
  };
});

/** Pages grouped by what they must not share; /home and / are one page (decision 002). */
function duplicates(key: "title" | "description"): string[] {
  const byValue = new Map<string, Map<string, string>>();
  for (const page of pages) {
    const canonicals = byValue.get(page[key]) ?? new Map<string, string>();
    if (!canonicals.has(page.canonical)) canonicals.set(page.canonical, page.path);
    byValue.set(page[key], canonicals);
  }
  return [...byValue.entries()]
    .filter(([, canonicals]) => canonicals.size > 1)
    .map(([value, canonicals]) => `${[...canonicals.values()].join(" and ")} share the ${key} « ${value} »`);
}

describe("titles and descriptions", () => {
  it("are unique: no two pages share a title", () => {
    expect(duplicates("title")).toEqual([]);
  });

  it("are unique: no two pages share a description", () => {
    expect(duplicates("description")).toEqual([]);
  });

  it(`fit: titles ≤ ${MAX_TITLE} characters, descriptions ≤ ${MAX_DESCRIPTION}`, () => {
    const tooLong: string[] = [];
    for (const page of pages) {
      const exception = lengthExceptions[page.path];
      const maxTitle = exception?.title ?? MAX_TITLE;
      const maxDescription = exception?.description ?? MAX_DESCRIPTION;
      if (textLength(page.title) > maxTitle)
        tooLong.push(`${page.path}: title of ${textLength(page.title)} characters « ${page.title} »`);
      if (textLength(page.description) > maxDescription)
        tooLong.push(
          `${page.path}: description of ${textLength(page.description)} characters « ${page.description} »`,
        );
      if (textLength(page.description) < 50)
        tooLong.push(`${page.path}: description too short « ${page.description} »`);
    }
    expect(tooLong).toEqual([]);
  });
});

describe("sharing", () => {
  it("gives every page an absolute og:image of 1200×630 that exists, with its alt and a large Twitter card", () => {
    const problems: string[] = [];
    for (const page of pages) {
      const [image, ...others] = metaContents(page.html, "og:image");
      if (!image || others.length > 0) {
        problems.push(`${page.path}: expected one og:image`);
        continue;
      }
      if (!image.startsWith(`${site.url}/`))
        problems.push(`${page.path}: og:image ${image} is not on ${site.url}`);
      const file = fileOf(image.slice(site.url.length));
      if (!existsSync(file)) problems.push(`${page.path}: og:image ${image} is not in the build`);
      else if (JSON.stringify(pngSize(readFileSync(file))) !== '{"width":1200,"height":630}')
        problems.push(`${page.path}: og:image ${image} is not 1200×630`);
      const expect1 = (key: string, value?: string) => {
        const found = metaContents(page.html, key);
        if (found.length !== 1 || (value !== undefined && found[0] !== value) || found[0] === "")
          problems.push(`${page.path}: ${key} is ${JSON.stringify(found)}`);
      };
      expect1("og:image:width", "1200");
      expect1("og:image:height", "630");
      expect1("og:image:alt");
      expect1("og:url", page.canonical);
      expect1("twitter:card", "summary_large_image");
    }
    expect(problems).toEqual([]);
  });
});

describe("icons and the web app manifest", () => {
  it("links the icons and the theme colour from every page, and the manifest only once hydrated", () => {
    for (const page of pages) {
      // The SVG first (browsers that take SVG prefer it), then the PNG.
      const icons = linksOf(page.html, "icon").map((link) => link.href);
      expect(icons, page.path).toEqual([siteIcons.svg, siteIcons.png32]);
      expect(
        linksOf(page.html, "apple-touch-icon").map((link) => link.href),
        page.path,
      ).toEqual([siteIcons.appleTouch]);
      // Linked by app/root.tsx after hydration (e2e/findability.spec.ts): fetched
      // from the HTML, it would share the network with the first screen.
      expect(linksOf(page.html, "manifest"), page.path).toEqual([]);
      expect(metaContents(page.html, "theme-color"), page.path).toEqual(["#0d5261"]);
    }
  });

  it("builds every icon at its size and a French manifest that lists them", () => {
    const sizes: [string, number][] = [
      [siteIcons.png32, 32],
      [siteIcons.appleTouch, 180],
      [siteIcons.png192, 192],
      [siteIcons.png512, 512],
      [siteIcons.maskable512, 512],
    ];
    for (const [file, size] of sizes)
      expect(pngSize(readFileSync(fileOf(file))), file).toEqual({ width: size, height: size });
    const manifest = JSON.parse(readFileSync(fileOf(manifestPath), "utf8"));
    expect(manifest.lang).toBe("fr");
    expect(manifest.short_name).toBe(site.name);
    for (const icon of manifest.icons) expect(existsSync(fileOf(icon.src)), icon.src).toBe(true);
    expect(manifest.icons.some((icon: { purpose?: string }) => icon.purpose === "maskable")).toBe(true);
  });
});
