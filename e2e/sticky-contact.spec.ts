import { expect, type Page, test } from "@playwright/test";
import { landingPath } from "../content/landing-common.ts";
import { site } from "../content/site.ts";
import { expectNoAxeViolations } from "./axe.ts";
import { visit } from "./visit.ts";

/** Phone screens, narrowest first: an iPhone SE (1st gen.), an iPhone X-class phone, a large Android. */
const SCREENS = [
  { width: 320, height: 568 },
  { width: 375, height: 812 },
  { width: 414, height: 896 },
] as const;

/** The home page, a city page, the contact page (no sticky button there) and a service page. */
const PAGES = ["/home", landingPath("bilan-de-competence-melun"), "/contact", "/vae"] as const;

const STICKY_NAME = `Je contacte ${site.name}`;

/**
 * What the sticky contact button covers on the screen as it is now: every visible control
 * (link, button, field, summary, focusable element) and every line of text whose box, inside
 * the viewport, meets the button's box, described as « tag "text" ». Empty when the button
 * is not shown (absent, hidden or transparent).
 */
function coveredByStickyButton(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const button = document.querySelector<HTMLElement>(".sticky-contact");
    if (!button?.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return [];
    const box = button.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return [];
    const viewport = { top: 0, left: 0, bottom: window.innerHeight, right: window.innerWidth };
    const meets = (rect: DOMRect) => {
      // Only the part of the box that is on the screen, and at least 2 px wide and high:
      // visually-hidden text (a 1 px clipped box) is not something one can see covered.
      const top = Math.max(rect.top, viewport.top);
      const bottom = Math.min(rect.bottom, viewport.bottom);
      const left = Math.max(rect.left, viewport.left);
      const right = Math.min(rect.right, viewport.right);
      if (bottom - top < 2 || right - left < 2) return false;
      return top < box.bottom && bottom > box.top && left < box.right && right > box.left;
    };
    const shown = (element: Element) =>
      !button.contains(element) &&
      !element.closest("[inert], [aria-hidden='true']") &&
      element.checkVisibility({ opacityProperty: true, visibilityProperty: true });
    const label = (element: Element, text: string) =>
      `${element.tagName.toLowerCase()} "${text.replace(/\s+/g, " ").trim().slice(0, 60)}"`;

    const covered: string[] = [];
    const controls = document.querySelectorAll(
      "a[href], button, input, select, textarea, summary, [tabindex]:not([tabindex='-1'])",
    );
    for (const control of controls) {
      if (!shown(control)) continue;
      if ([...control.getClientRects()].some(meets)) {
        covered.push(label(control, control.textContent || control.getAttribute("aria-label") || ""));
      }
    }
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!node.textContent?.trim() || !parent || !shown(parent)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      if ([...range.getClientRects()].some(meets)) covered.push(label(parent, node.textContent));
    }
    return covered;
  });
}

/** Scrolls to the very end of the page, and waits for the sticky button (if any) to have come in. */
async function scrollToEnd(page: Page) {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const sticky = page.locator(".sticky-contact");
  if ((await sticky.count()) > 0) await expect(sticky).toBeInViewport({ ratio: 1 });
}

for (const screen of SCREENS) {
  test.describe(`at ${screen.width} × ${screen.height}`, { tag: "@phone" }, () => {
    // Phone sizes: the mobile project (touch, phone user agent) is the one that matters here.
    test.skip(({ isMobile }) => !isMobile, "phone screens");
    test.use({ viewport: screen });

    for (const path of PAGES) {
      test(`${path}: the sticky button covers nothing on the first screen, nor at the end`, async ({
        page,
      }) => {
        await visit(page, path);
        expect(await coveredByStickyButton(page), "covered on the first screen").toEqual([]);
        await scrollToEnd(page);
        expect(await coveredByStickyButton(page), "covered at the end of the page").toEqual([]);
        // At the end the button is there (except on /contact, which it would only point to).
        const sticky = page.getByRole("link", { name: STICKY_NAME });
        if (path === "/contact") await expect(sticky).toHaveCount(0);
        else await expect(sticky).toBeInViewport({ ratio: 1 });
      });
    }
  });
}

test("the button appears once the first screen has scrolled away, and leads to /contact", {
  tag: "@phone",
}, async ({ page }) => {
  // At the project's size: 375 × 740 on a phone, 1280 × 800 on a desktop.
  await visit(page, "/home");
  const sticky = page.getByRole("link", { name: STICKY_NAME });
  await expect(sticky).toBeHidden();
  // Half a screen down, the first screen's own « Découvrir le bilan de compétences » is still in view.
  await page.evaluate(() => window.scrollTo(0, window.innerHeight / 2));
  await expect(sticky).toBeHidden();
  // Most of a screen down, it rises into place, never half-transparent (its text keeps its contrast)…
  await page.evaluate(() => window.scrollTo(0, window.innerHeight * 0.93));
  await expect(sticky).toBeVisible();
  await expect(sticky).not.toHaveCSS("translate", "none");
  await expect(sticky).toHaveCSS("opacity", "1");
  await expectNoAxeViolations(page);
  // …and past the first screen it is fully there.
  await page.evaluate(() => window.scrollTo(0, window.innerHeight * 1.5));
  await expect
    .poll(() => sticky.evaluate((button) => innerHeight - button.getBoundingClientRect().bottom))
    .toBe(12);
  await expectNoAxeViolations(page);
  await sticky.click();
  await expect(page).toHaveURL(/\/contact$/);
});

test("without scripts, it still covers nothing and still appears further down", { tag: "@phone" }, async ({
  browser,
  isMobile,
}) => {
  test.skip(!isMobile, "a phone's screen");
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 375, height: 812 },
  });
  const page = await context.newPage();
  await page.goto("/home");
  expect(await coveredByStickyButton(page)).toEqual([]);
  const sticky = page.getByRole("link", { name: STICKY_NAME });
  await expect(sticky).toBeHidden();
  await page.evaluate(() => window.scrollTo(0, window.innerHeight * 1.5));
  await expect(sticky).toBeVisible();
  await scrollToEnd(page);
  expect(await coveredByStickyButton(page)).toEqual([]);
  await context.close();
});

test("with reduced motion, the button appears without moving", { tag: "@phone" }, async ({
  browser,
  isMobile,
}) => {
  test.skip(!isMobile, "a phone's screen");
  const context = await browser.newContext({
    reducedMotion: "reduce",
    viewport: { width: 375, height: 812 },
  });
  const page = await context.newPage();
  await visit(page, "/home");
  const sticky = page.getByRole("link", { name: STICKY_NAME });
  // Anywhere in its range, the button sits where it will stay: no slide.
  const offsets: string[] = [];
  for (const screens of [0.86, 0.9, 0.95, 1.5]) {
    await page.evaluate((y) => window.scrollTo(0, y), Math.round(812 * screens));
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    offsets.push(await sticky.evaluate((button) => getComputedStyle(button).translate));
  }
  expect(offsets).toEqual(["none", "none", "none", "none"]);
  await expect(sticky).toBeVisible();
  await context.close();
});

test("a browser without scroll-driven animations docks the button at the end of the page", {
  tag: "@phone",
}, async ({ page, isMobile }) => {
  test.skip(!isMobile, "a phone's screen");
  // Such a browser skips the @supports block: the stylesheet is served without it.
  await page.route(/\.css$/, async (route) => {
    const response = await route.fetch();
    const css = (await response.text()).replace(
      /@supports\s*\(animation-timeline:\s*scroll\(\)\)/g,
      "@supports (animation-timeline: no-such-timeline())",
    );
    await route.fulfill({ response, body: css });
  });
  await visit(page, "/home");
  // The page's inlined critical CSS has the block too (decision 027): it goes the same way.
  await page.evaluate(() => {
    for (const sheet of [...document.styleSheets]) {
      if (sheet.href !== null) continue;
      for (let index = sheet.cssRules.length - 1; index >= 0; index--) {
        const rule = sheet.cssRules[index];
        if (rule instanceof CSSSupportsRule && rule.conditionText.includes("animation-timeline")) {
          sheet.deleteRule(index);
        }
      }
    }
  });
  const sticky = page.getByRole("link", { name: STICKY_NAME });
  await expect(sticky).toHaveCSS("position", "relative");
  await expect(sticky).not.toBeInViewport();
  expect(await coveredByStickyButton(page)).toEqual([]);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(sticky).toBeInViewport({ ratio: 1 });
  expect(await coveredByStickyButton(page)).toEqual([]);
  // Docked inside the footer's band: the page ends with the footer, not below it.
  // Measured once the held stylesheets have applied (decision 027): until then the footer may still move.
  await expect
    .poll(() =>
      page.evaluate(() => {
        const footer = document.querySelector(".site-footer")?.getBoundingClientRect().bottom ?? 0;
        return document.documentElement.scrollHeight - (footer + window.scrollY);
      }),
    )
    .toBeLessThanOrEqual(1);
  await expectNoAxeViolations(page);
  // A stylesheet still in flight when the test ends must not outlive it.
  await page.unrouteAll({ behavior: "ignoreErrors" });
});
