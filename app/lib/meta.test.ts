import { describe, expect, it } from "vitest";
import { shareImages } from "../../content/share-images.ts";
import { site } from "../../content/site.ts";
import {
  absoluteUrl,
  DEFAULT_DESCRIPTION,
  DEFAULT_TITLE,
  familyMeta,
  fullTitle,
  normalizePath,
  pageMeta,
} from "./meta.ts";

function find(tags: ReturnType<typeof pageMeta>, key: string, value: string) {
  return tags.find((tag) => (tag as Record<string, unknown>)[key] === value) as
    | Record<string, unknown>
    | undefined;
}

describe("pageMeta", () => {
  it("uses the defaults when a page sets nothing", () => {
    const tags = pageMeta({ path: "/" });
    expect(tags).toContainEqual({ title: DEFAULT_TITLE });
    expect(DEFAULT_TITLE).toContain(site.name);
    expect(find(tags, "name", "description")?.content).toBe(DEFAULT_DESCRIPTION);
    expect(DEFAULT_DESCRIPTION.trim()).not.toBe("");
    expect(find(tags, "name", "robots")?.content).toBe("index, follow");
  });

  it("builds title, description, canonical and Open Graph from the page and the site URL", () => {
    const tags = pageMeta({ title: "Qui sommes-nous", description: "L’équipe.", path: "/about/" });
    expect(tags).toContainEqual({ title: `Qui sommes-nous | ${site.name}` });
    expect(find(tags, "rel", "canonical")).toEqual({
      tagName: "link",
      rel: "canonical",
      href: `${site.url}/about`,
    });
    expect(find(tags, "property", "og:url")?.content).toBe(`${site.url}/about`);
    expect(find(tags, "property", "og:title")?.content).toBe(`Qui sommes-nous | ${site.name}`);
    expect(find(tags, "property", "og:description")?.content).toBe("L’équipe.");
    expect(find(tags, "property", "og:type")?.content).toBe("website");
    expect(find(tags, "property", "og:locale")?.content).toBe("fr_FR");
    expect(find(tags, "property", "og:site_name")?.content).toBe(site.name);
  });

  it("points duplicates to their canonical path and can keep a page out of search results", () => {
    const tags = pageMeta({ path: "/home", canonicalPath: "/", noindex: true });
    expect(find(tags, "rel", "canonical")?.href).toBe(`${site.url}/`);
    expect(find(tags, "name", "robots")?.content).toBe("noindex, follow");
  });

  it("gives every page a share image of its family, with size and text alternative, and a large Twitter card", () => {
    const image = (path: string) => find(pageMeta({ path }), "property", "og:image")?.content;
    expect(image("/")).toBe(`${site.url}${shareImages.default.path}`);
    expect(image("/home")).toBe(`${site.url}${shareImages.default.path}`);
    expect(image("/bilan-de-competence")).toBe(`${site.url}${shareImages.bilan.path}`);
    expect(image("/bilan-de-competence/bilan-de-competence-melun")).toBe(
      `${site.url}${shareImages.bilan.path}`,
    );
    expect(image("/vae")).toBe(`${site.url}${shareImages.services.path}`);
    expect(image("/formation_co-developpement")).toBe(`${site.url}${shareImages.services.path}`);
    expect(image("/blog/Trouver_sa_Voie")).toBe(`${site.url}${shareImages.blog.path}`);
    expect(image("/blog/podcasts")).toBe(`${site.url}${shareImages.blog.path}`);
    const tags = pageMeta({ path: "/vae" });
    expect(find(tags, "property", "og:image:width")?.content).toBe("1200");
    expect(find(tags, "property", "og:image:height")?.content).toBe("630");
    expect(find(tags, "property", "og:image:alt")?.content).toBe(shareImages.services.alt);
    expect(find(tags, "name", "twitter:card")?.content).toBe("summary_large_image");
  });

  it("adds the firm's name to a title only when the whole fits in 60 characters", () => {
    expect(fullTitle("Coaching")).toBe(`Coaching | ${site.name}`);
    const long = "Visualiser sa carrière idéale pour réussir sa reconversion";
    expect(fullTitle(long)).toBe(long);
    expect(fullTitle(undefined)).toBe(DEFAULT_TITLE);
  });

  it("adds one JSON-LD script per structured-data object", () => {
    const tags = pageMeta({ path: "/", jsonLd: [{ "@type": "A" }, { "@type": "B" }] });
    expect(tags.filter((tag) => "script:ld+json" in tag)).toHaveLength(2);
  });
});

describe("paths", () => {
  it("normalises trailing slashes, queries and fragments", () => {
    expect(normalizePath("")).toBe("/");
    expect(normalizePath("/")).toBe("/");
    expect(normalizePath("/about/")).toBe("/about");
    expect(normalizePath("/blog?categorie=x#top")).toBe("/blog");
    expect(absoluteUrl("/vae")).toBe(`${site.url}/vae`);
  });
});

describe("familyMeta", () => {
  const meta = familyMeta(({ page }: { page: { title: string; description: string } }) => ({
    title: page.title,
    description: page.description,
    noindex: true,
  }));

  it("builds the head from the loader's data and the location's path", () => {
    const page = { title: "VAE", description: "La validation des acquis." };
    expect(meta({ location: { pathname: "/vae/" }, loaderData: { page } })).toEqual(
      pageMeta({ ...page, noindex: true, path: "/vae/" }),
    );
  });

  it("falls back on the site's default head without data (an error screen)", () => {
    expect(meta({ location: { pathname: "/vae" }, loaderData: undefined })).toEqual(
      pageMeta({ path: "/vae" }),
    );
  });
});
