import { expect, test } from "@playwright/test";
import { fullTitle } from "../app/lib/meta.ts";
import { about } from "../content/about.ts";
import { homeMeta } from "../content/home.ts";
import { pageLabels } from "../content/pages.ts";
import { site } from "../content/site.ts";
import { decode } from "./html.ts";

// The raw HTML, as a search engine or a visitor without JavaScript gets it.
const pages = [
  { path: "/", canonical: "/", title: homeMeta.title },
  { path: "/home", canonical: "/", title: homeMeta.title },
  { path: "/about", canonical: "/about", title: about.title },
];

test.describe("head tags in the pre-rendered HTML", () => {
  for (const page of pages) {
    test(`${page.path} has its title, description, canonical and Open Graph tags before any script`, async ({
      request,
    }) => {
      const response = await request.get(page.path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      const title = html.match(/<title>([^<]+)<\/title>/)?.[1] ?? "";
      expect(decode(title)).toBe(fullTitle(page.title));
      // The firm's name follows the page's title when the whole fits in 60 characters (app/lib/meta.ts).
      expect(title).toBe(fullTitle(title.replace(` | ${site.name}`, "")));
      expect(html).toMatch(/<meta name="description" content="[^"]{50,}"/);
      expect(html).toContain('<meta name="robots" content="index, follow"/>');
      expect(html).toContain(`<link rel="canonical" href="${site.url}${page.canonical}"/>`);
      expect(html).toContain(`<meta property="og:url" content="${site.url}${page.canonical}"/>`);
      for (const property of ["og:title", "og:description", "og:type", "og:site_name"]) {
        expect(html).toContain(`<meta property="${property}"`);
      }
      expect(html).toContain('<meta property="og:locale" content="fr_FR"/>');
      expect(html).toMatch(/<html lang="fr"[ >]/);
      expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    });
  }

  test("the home page describes the firm as a professional service in JSON-LD", async ({ request }) => {
    const html = await (await request.get("/")).text();
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.+?)<\/script>/g)].map((m) =>
      JSON.parse(m[1] ?? "{}"),
    );
    const org = blocks.find((block) => block["@type"] === "ProfessionalService");
    expect(org).toMatchObject({
      name: site.name,
      telephone: site.phone,
      address: { addressLocality: site.address.city, postalCode: site.address.postalCode },
    });
    expect(org.openingHoursSpecification).toEqual(JSON.parse(JSON.stringify(site.openingHours)));
  });

  test("the about page holds all of its text and a breadcrumb in JSON-LD", async ({ request }) => {
    const html = await (await request.get("/about")).text();
    expect(decode(html)).toContain(about.founder.name);
    expect(decode(html)).toContain(about.values.title);
    const breadcrumb = [...html.matchAll(/<script type="application\/ld\+json">(.+?)<\/script>/g)]
      .map((m) => JSON.parse(m[1] ?? "{}"))
      .find((block) => block["@type"] === "BreadcrumbList");
    expect(breadcrumb.itemListElement.map((item: { name: string }) => item.name)).toEqual([
      pageLabels["/"],
      pageLabels["/about"],
    ]);
  });
});
