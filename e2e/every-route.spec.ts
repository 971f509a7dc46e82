import { expect, type Request, test } from "@playwright/test";
import { notFoundPath, pagePaths, podcastNotFoundPath } from "../content/routes-data.ts";
import { expectNoAxeViolations } from "./axe.ts";
import { visit } from "./visit.ts";

/**
 * Every pre-rendered page, at both widths: nothing is requested from another
 * host while it loads and idles (fonts, images, scripts, embeds all wait for
 * a click), and axe finds no WCAG A/AA violation. Plus an unknown address
 * (the site's 404) and an unknown podcast (the podcasts' 404).
 */
const routes = [...pagePaths, "/page-inconnue", "/blog/podcasts/episode-inexistant"];

test("the route list covers the pages and both not-found pages", () => {
  expect(routes).toContain("/home");
  expect(notFoundPath).toBe("/404");
  expect(podcastNotFoundPath.startsWith("/blog/podcasts/")).toBe(true);
});

for (const route of routes) {
  test(`${route}: no third-party request while loading and idling, no axe violation`, async ({
    page,
    baseURL,
  }) => {
    const origin = new URL(baseURL ?? "").origin;
    const elsewhere: string[] = [];
    const record = (request: Request) => {
      const url = new URL(request.url());
      if (url.protocol !== "data:" && url.origin !== origin) elsewhere.push(request.url());
    };
    page.on("request", record);
    await visit(page, route);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForLoadState("networkidle");
    await page.evaluate(() => window.scrollTo(0, 0));
    expect(elsewhere).toEqual([]);
    await expectNoAxeViolations(page);
  });
}
