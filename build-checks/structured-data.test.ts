import { describe, expect, it } from "vitest";
import { articlePaths } from "../content/blog/articles.ts";
import { landingPages, landingPath } from "../content/landing-pages.ts";
import { officeById } from "../content/offices.ts";
import { podcastPath, podcasts } from "../content/podcasts.ts";
import { servicePages } from "../content/services/index.ts";
import { site } from "../content/site.ts";
import { builtPages } from "./built-site.ts";
import { jsonLdSources } from "./html.ts";
import { checkStructuredData } from "./structured-data.ts";

const json = (data: object) => JSON.stringify(data);

describe("the JSON-LD schemas", () => {
  const crumbs = {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: [
      { "@type": "ListItem", position: 1, name: "Accueil", item: `${site.url}/` },
      { "@type": "ListItem", position: 2, name: "VAE", item: `${site.url}/vae` },
    ],
  };

  it("accept a well-formed block and report its type", () => {
    expect(checkStructuredData("/vae", [json(crumbs)])).toEqual({ types: ["BreadcrumbList"], problems: [] });
  });

  it("name the page, the type and the property that fails", () => {
    const bad = {
      ...crumbs,
      itemListElement: [{ ...crumbs.itemListElement[0], name: "" }, crumbs.itemListElement[1]],
    };
    expect(checkStructuredData("/vae", [json(bad)]).problems).toEqual([
      "/vae: BreadcrumbList: itemListElement.0.name: must not be empty",
    ]);
    const video = {
      "@context": "https://schema.org",
      "@type": "VideoObject",
      name: "Épisode",
      description: "Un épisode.",
      thumbnailUrl: "https://i.ytimg.com/vi/x/hqdefault.jpg",
      uploadDate: "08/07/2024",
    };
    expect(checkStructuredData("/blog/podcasts/x", [json(video)]).problems).toEqual([
      "/blog/podcasts/x: VideoObject: uploadDate: an ISO 8601 date",
      "/blog/podcasts/x: VideoObject: embedUrl: embedUrl or contentUrl is required",
    ]);
  });

  it("refuse unknown types, invalid JSON and addresses off the site", () => {
    expect(checkStructuredData("/a", ['{"@type":"Thing"}']).problems[0]).toMatch(
      /no known @type \("Thing"\)/,
    );
    expect(checkStructuredData("/a", ["{oops"]).problems[0]).toMatch(
      /^\/a: JSON-LD block 1 is not valid JSON/,
    );
    const offSite = {
      ...crumbs,
      itemListElement: crumbs.itemListElement.map((c) => ({ ...c, item: "https://autre.example/" })),
    };
    expect(checkStructuredData("/a", [json(offSite)]).problems).toContain(
      `/a: BreadcrumbList: itemListElement.0.item: an absolute URL on ${site.url}`,
    );
  });
});

describe("the built pages' structured data", () => {
  const pages = builtPages();
  const results = new Map(
    pages.map((page) => [page.path, checkStructuredData(page.path, jsonLdSources(page.html))]),
  );
  const typesOf = (path: string) => results.get(path)?.types ?? [];

  it("is valid on every page", () => {
    for (const [pagePath, { problems }] of results) {
      expect
        .soft(
          problems,
          `${pagePath}\u00a0: les données structurées de la page (JSON-LD, lues par les moteurs de recherche) ne sont pas valides — ${problems.join("\u00a0; ")}`,
        )
        .toEqual([]);
    }
  });

  it("describes the firm on the home page", () => {
    expect(typesOf("/")).toContain("ProfessionalService");
  });

  it("gives every page but the home page its breadcrumb", () => {
    for (const page of pages) {
      if (page.path === "/" || page.path === "/home") continue;
      expect(typesOf(page.path), page.path).toContain("BreadcrumbList");
    }
  });

  it("gives each page family the types it should have", () => {
    const expected: [string, string[]][] = [
      ["/contact", ["ContactPage"]],
      ["/bilan-de-competence", ["Service", "WebPage", "FAQPage"]],
      ["/vae", ["Service", "WebPage", "FAQPage"]],
      ...servicePages.map((page): [string, string[]] => [page.path, [page.schema.type, "WebPage"]]),
      ...articlePaths().map((path): [string, string[]] => [path, ["BlogPosting"]]),
      ...podcasts.map((podcast): [string, string[]] => [podcastPath(podcast.link), ["VideoObject"]]),
      ...landingPages.map((page): [string, string[]] => [
        landingPath(page.slug),
        ["Service", "WebPage", "FAQPage"],
      ]),
    ];
    expect(servicePages.some((page) => page.schema.type === "Course")).toBe(true);
    for (const [path, types] of expected) {
      for (const type of types) expect(typesOf(path), `${path} should have ${type}`).toContain(type);
    }
  });

  it("describes, on each city page, the office that serves the town", () => {
    for (const page of landingPages.filter((row) => row.local)) {
      const path = landingPath(page.slug);
      const html = pages.find((built) => built.path === path)?.html ?? "";
      const blocks = jsonLdSources(html).map((source) => JSON.parse(source));
      const office = blocks.find(
        (block) => block["@type"] === "ProfessionalService" && block.parentOrganization,
      );
      expect(office, `${path} describes its office`).toBeDefined();
      const record = officeById(page.local?.office ?? "head");
      expect(office.address.streetAddress).toBe(record.street);
      expect(office.address.postalCode).toBe(record.postalCode);
      expect(office.geo).toMatchObject(record.geo);
      expect(office.parentOrganization["@id"]).toBe(`${site.url}/#organisation`);
      const served = office.areaServed.map((area: { name: string }) => area.name);
      expect(served).toContain(page.city);
      for (const town of page.local?.nearbyTowns ?? []) expect(served).toContain(town);
    }
  });
});
