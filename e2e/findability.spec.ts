import { expect, test } from "@playwright/test";
import { manifestPath, siteIcons } from "../content/share-images.ts";

// What crawlers, link previews and the home screen fetch, as the server answers them.
test.describe("findability files", () => {
  test("the manifest linked from the page loads, in French, with icons that load", async ({
    page,
    request,
  }) => {
    await page.goto("/");
    // Linked once the page is hydrated, after its first paint (app/root.tsx).
    await page.locator("html[data-ready]").waitFor({ state: "attached" });
    const href = await page.locator('link[rel="manifest"]').getAttribute("href");
    expect(href).toBe(manifestPath);
    expect(await page.locator('link[rel="manifest"]').count()).toBe(1);
    const response = await request.get(href ?? "");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^application\/manifest\+json/);
    const manifest = await response.json();
    expect(manifest).toMatchObject({ lang: "fr", start_url: "/", display: "standalone" });
    for (const icon of manifest.icons) {
      const file = await request.get(icon.src);
      expect(file.status(), icon.src).toBe(200);
    }
    const touch = await request.get(siteIcons.appleTouch);
    expect(touch.headers()["content-type"]).toBe("image/png");
  });

  test("robots.txt names the sitemap, served as XML; the page's share image is a PNG", async ({
    page,
    request,
  }) => {
    const robots = await request.get("/robots.txt");
    expect(robots.headers()["content-type"]).toMatch(/^text\/plain/);
    const sitemapUrl = /^Sitemap: (\S+)$/m.exec(await robots.text())?.[1] ?? "";
    const sitemap = await request.get(new URL(sitemapUrl).pathname);
    expect(sitemap.status()).toBe(200);
    expect(sitemap.headers()["content-type"]).toMatch(/xml/);
    await page.goto("/vae");
    const image = await page.locator('meta[property="og:image"]').getAttribute("content");
    const png = await request.get(new URL(image ?? "").pathname);
    expect(png.status()).toBe(200);
    expect(png.headers()["content-type"]).toBe("image/png");
  });
});
