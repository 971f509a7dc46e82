import { expect, type Page, test } from "@playwright/test";
import { layoutShifts, pageClock } from "./layout-shifts.ts";

/**
 * Each page carries the CSS it uses in a <style> and fetches its stylesheets
 * once it is hydrated (decisions 027, 036): the page must look the same with the
 * inlined CSS alone as with the stylesheets, so that nothing moves when they
 * arrive, and it must paint without waiting for them.
 */

const ROUTES = [
  "/home",
  "/contact",
  "/vae",
  "/blog",
  "/blog/La_Question_qui_Tue",
  "/bilan-de-competence/bilan-de-competence-melun",
  "/mentions-legales",
];

/**
 * Every element of the body: where it is and the computed styles that show.
 * An icon's image counts on the first screen only (a header, the first
 * section of <main>): the others come with the stylesheets, in boxes already
 * sized (scripts/pipeline/critical-css.ts).
 */
function layout(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const firstSection = document.querySelector("main section");
    const onFirstScreen = (element: Element) =>
      element.closest("header") !== null || (firstSection?.contains(element) ?? false);
    return [...document.body.querySelectorAll("*")].map((element) => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return [
        element.tagName,
        element.className,
        [box.x, box.y, box.width, box.height].map(Math.round).join(","),
        style.display,
        style.color,
        style.backgroundColor,
        style.fontSize,
        style.fontWeight,
        style.borderTopWidth,
        // Whether it has an image.
        onFirstScreen(element) ? (style.maskImage === "none" ? "no mask" : "masked") : "",
      ].join(" | ");
    });
  });
}

/**
 * Where two layouts differ: a style that is not equal, or a box more than
 * 1 px away (a box at x.5 px rounds either way from one layout to the next).
 */
function layoutMismatches(actual: string[], expected: string[]): string[] {
  const withinOnePixel = (a: string, b: string) => {
    const box = (line: string) => line.split(" | ")[2]?.split(",").map(Number) ?? [];
    const [boxA, boxB] = [box(a), box(b)];
    return (
      boxA.length === boxB.length && boxA.every((value, index) => Math.abs(value - (boxB[index] ?? NaN)) <= 1)
    );
  };
  const strip = (line: string) => line.split(" | ").toSpliced(2, 1).join(" | ");
  const mismatches = actual.flatMap((line, index) => {
    const other = expected[index] ?? "";
    return strip(line) === strip(other) && withinOnePixel(line, other) ? [] : [`${line}\n   ≠ ${other}`];
  });
  return actual.length === expected.length
    ? mismatches
    : [`${actual.length} elements ≠ ${expected.length}`, ...mismatches];
}

/** The two layouts are the same. */
function expectSameLayout(actual: string[], expected: string[]): void {
  expect(layoutMismatches(actual, expected)).toEqual([]);
}

/** Waits until every stylesheet link is enabled, loaded and applied (no `media="not all"` left). */
async function stylesheetsApplied(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.querySelectorAll<HTMLLinkElement>("head link[rel=stylesheet]")].every(
          (link) => !link.disabled && link.sheet !== null && !link.hasAttribute("media"),
        ),
      ),
    )
    .toBe(true);
}

/** Waits until every stylesheet of the site is loaded and applies (with scripts, once enabled; without, from <noscript>). */
async function siteSheetsApplied(page: Page): Promise<void> {
  const expected = await page.locator("head link[rel=stylesheet]").count();
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          [...document.styleSheets].filter((sheet) => sheet.href?.includes("/assets/") && !sheet.disabled)
            .length,
      ),
    )
    .toBe(expected);
}

test.describe("critical CSS", () => {
  for (const route of ROUTES) {
    // The pre-rendered HTML, without scripts: what the inlined CSS must cover
    // (what React adds once hydrated is styled by the stylesheets, which are
    // smaller than the scripts and asked for before them).
    test(`${route}: the inlined CSS alone lays the page out as the stylesheets do`, {
      tag: "@phone",
    }, async ({ browser }) => {
      const contextOptions = {
        viewport: test.info().project.use.viewport ?? null,
        isMobile: test.info().project.use.isMobile ?? false,
        javaScriptEnabled: false,
      };
      const withSheets = await browser.newContext(contextOptions);
      const inlinedOnly = await browser.newContext(contextOptions);
      try {
        const full = await withSheets.newPage();
        await full.goto(route);
        await siteSheetsApplied(full);
        expect(await full.locator("head > style").count()).toBe(1);

        const bare = await inlinedOnly.newPage();
        let refused = 0;
        await bare.route("**/assets/*.css", (request) => {
          refused += 1;
          return request.abort();
        });
        await bare.goto(route);
        await expect.poll(() => refused).toBe(await bare.locator("head link[rel=stylesheet]").count());
        // Polled, both read again: a scroll-driven animation (the sticky button's) may take effect a
        // frame after a page's first layout, which can be read in between.
        await expect.poll(async () => layoutMismatches(await layout(bare), await layout(full))).toEqual([]);
      } finally {
        await withSheets.close();
        await inlinedOnly.close();
      }
    });
  }

  test("the page paints before its stylesheets arrive, and nothing moves when they do", {
    tag: "@phone",
  }, async ({ page }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const requested: string[] = [];
    await page.route("**/assets/*.css", async (request) => {
      requested.push(request.request().url());
      await held;
      await request.continue();
    });
    // Not "load": a stylesheet asked for before the load event (hydration can come first)
    // holds that event back for as long as the test holds the stylesheet.
    await page.goto("/home", { waitUntil: "commit" });
    // Painted, with the stylesheets asked for only after the paint and still held.
    await expect
      .poll(() => page.evaluate(() => performance.getEntriesByName("first-contentful-paint").length))
      .toBe(1);
    await expect.poll(() => requested.length).toBeGreaterThan(0);
    await page.locator("html[data-ready]").waitFor({ state: "attached" });
    const before = await layout(page);
    const read = await pageClock(page);
    const footerIcon = page.locator("footer .icon").first();
    const mask = () => footerIcon.evaluate((element) => getComputedStyle(element).maskImage);
    // The footer's icons are drawn by the stylesheets, in boxes the inlined CSS sized.
    expect(await mask()).toBe("none");
    const box = await footerIcon.boundingBox();
    // The menu's icon: drawn by the inlined CSS already.
    const menuIcon = page.locator("header .icon--menu").first();
    const menuMask = () => menuIcon.evaluate((element) => getComputedStyle(element).maskImage);
    expect(await menuMask()).toContain("data:image/svg+xml");
    release();
    await stylesheetsApplied(page);
    expectSameLayout(await layout(page), before);
    // The stylesheets draw the footer's icons, and the menu's the same as before.
    expect(await mask()).toContain("data:image/svg+xml");
    expect(await menuMask()).toContain("data:image/svg+xml");
    const after = await footerIcon.boundingBox();
    for (const key of ["x", "y", "width", "height"] as const) {
      expect(Math.abs((after?.[key] ?? Number.NaN) - (box?.[key] ?? Number.NaN))).toBeLessThanOrEqual(1);
    }
    expect(await layoutShifts(page, read)).toEqual([]);
  });
});

test.describe("the stylesheets apply all at once", () => {
  // Applied one by one, a stylesheet re-asserted its rules over the inlined
  // copies of the later ones' (root's `.card` padding over the contact form's
  // own) until the next one came (decision 034).
  for (const route of ["/contact", "/bilan-de-competence/bilan-de-competence-melun"]) {
    test(`${route}: the others loaded, nothing applies or moves until the last one comes`, async ({
      page,
    }) => {
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      // The last stylesheet of the page (its family's: contact, landing) is held.
      let last = "";
      await page.route("**/assets/*.css", async (request) => {
        if (new URL(request.request().url()).pathname === last) await held;
        await request.continue();
      });
      const response = await page.request.get(route);
      const hrefs = [
        ...(await response.text()).matchAll(/<link\b[^>]*\brel="stylesheet" href="([^"#]+)#?" disabled=""/g),
      ];
      last = hrefs.at(-1)?.[1] ?? "";
      expect(hrefs.length).toBeGreaterThan(1);
      // Not "load": the held stylesheet, asked for before the load event, would hold it back.
      await page.goto(route, { waitUntil: "commit" });
      // Hydrated first: what React adds is not what this test looks at.
      await page.locator("html[data-ready]").waitFor({ state: "attached" });
      const before = await layout(page);
      const read = await pageClock(page);
      const others = () =>
        page.evaluate(
          (held) =>
            [...document.querySelectorAll<HTMLLinkElement>("head link[rel=stylesheet]")]
              .filter((link) => new URL(link.href).pathname !== held)
              .map((link) => `${link.sheet !== null} ${link.getAttribute("media")}`),
          last,
        );
      // The others have loaded, and wait: still « not all ».
      await expect.poll(others).toEqual(hrefs.slice(0, -1).map(() => "true not all"));
      expectSameLayout(await layout(page), before);
      release();
      await stylesheetsApplied(page);
      expectSameLayout(await layout(page), before);
      expect(await layoutShifts(page, read)).toEqual([]);
    });
  }
});

test.describe("the stylesheets wait for the page", () => {
  for (const route of ["/home", "/contact", "/bilan-de-competence/bilan-de-competence-melun"]) {
    // Held back by the build and enabled by the application once hydrated
    // (app/lib/stylesheets.ts): they never share the network with the HTML
    // and the first screen's images.
    test(`${route}: no stylesheet is fetched before the first paint`, async ({ page }) => {
      await page.goto(route);
      await page.locator("html[data-ready]").waitFor({ state: "attached" });
      await stylesheetsApplied(page);
      const { painted, stylesheets } = await page.evaluate(() => ({
        painted: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN,
        stylesheets: performance
          .getEntriesByType("resource")
          .filter((entry) => new URL(entry.name).pathname.endsWith(".css"))
          .map((entry) => entry.startTime),
      }));
      expect(stylesheets.length).toBeGreaterThan(0);
      expect(stylesheets.filter((start) => !(start > painted))).toEqual([]);
    });
  }
});
