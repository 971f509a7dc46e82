import { expect, type Request, test } from "@playwright/test";
import { notFoundPath, pagePaths, podcastNotFoundPath } from "../content/routes-data.ts";
import { expectNoAxeViolations } from "./axe.ts";
import { visit } from "./visit.ts";

/**
 * Every pre-rendered page, at both widths: nothing is requested from another
 * host while it loads and idles (fonts, images, scripts, embeds all wait for
 * a click), axe finds no WCAG A/AA violation, and no script asks for the
 * browser's locale data (decision 032: its first use costs 15–35 ms of main
 * thread), the booking page included: its API writes Paris time, which
 * shared/french-day.ts reads and writes without it. The city, service and
 * bilan pages show their « next free slot » line here (the server answers).
 * A page whose route does not ask for the framework (decision 045) loads no
 * script of React Router's build: the site's page script alone.
 * Plus an unknown address (the site's 404) and an unknown podcast (the
 * podcasts' 404).
 */
const routes = [...pagePaths, "/page-inconnue", "/blog/podcasts/episode-inexistant"];

test("the route list covers the pages and both not-found pages", () => {
  expect(routes).toContain("/home");
  expect(notFoundPath).toBe("/404");
  expect(podcastNotFoundPath.startsWith("/blog/podcasts/")).toBe(true);
});

declare global {
  interface Window {
    localeDataCalls?: string[];
  }
}

/** Records every call that makes the browser load its locale data (Intl, toLocale…, localeCompare). */
function recordLocaleDataCalls() {
  const calls: string[] = [];
  window.localeDataCalls = calls;
  for (const name of Object.getOwnPropertyNames(Intl)) {
    const original = Reflect.get(Intl, name);
    if (typeof original !== "function") continue;
    const wrapped = new Proxy(original, {
      construct(target, args, newTarget) {
        calls.push(`Intl.${name}`);
        return Reflect.construct(target, args, newTarget);
      },
      apply(target, self, args) {
        calls.push(`Intl.${name}`);
        return Reflect.apply(target, self, args);
      },
    });
    Reflect.set(Intl, name, wrapped);
  }
  const methods = [
    [Date.prototype, "toLocaleString"],
    [Date.prototype, "toLocaleDateString"],
    [Date.prototype, "toLocaleTimeString"],
    [Number.prototype, "toLocaleString"],
    [String.prototype, "localeCompare"],
  ] as const;
  for (const [prototype, name] of methods) {
    const original = Reflect.get(prototype, name) as (...args: unknown[]) => unknown;
    Reflect.set(prototype, name, function (this: unknown, ...args: unknown[]) {
      calls.push(name);
      return original.apply(this, args);
    });
  }
}

for (const route of routes) {
  test(`${route}: no third-party request while loading and idling, no axe violation, no locale data`, {
    tag: "@phone",
  }, async ({ page, baseURL }) => {
    const origin = new URL(baseURL ?? "").origin;
    const elsewhere: string[] = [];
    const scripts: string[] = [];
    const record = (request: Request) => {
      const url = new URL(request.url());
      if (url.protocol !== "data:" && url.origin !== origin) elsewhere.push(request.url());
      else if (request.resourceType() === "script") scripts.push(url.pathname);
    };
    page.on("request", record);
    await page.addInitScript(recordLocaleDataCalls);
    await visit(page, route);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForLoadState("networkidle");
    await page.evaluate(() => window.scrollTo(0, 0));
    expect(elsewhere).toEqual([]);
    if ((await page.locator("html[data-hydrate]").count()) === 0)
      expect(scripts.filter((path) => !path.startsWith("/assets/page/"))).toEqual([]);
    expect(await page.evaluate(() => window.localeDataCalls)).toEqual([]);
    await expectNoAxeViolations(page);
  });
}
