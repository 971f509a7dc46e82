import { expect, type Locator, type Page, test } from "@playwright/test";
import { expectNoAxeViolations } from "./axe.ts";
import { visit } from "./visit.ts";

// The main navigation is native HTML (popover buttons): it works before the
// deferred scripts have hydrated the page, and without scripts at all.

const mainNav = (page: Page) => page.getByRole("navigation", { name: "Navigation principale" });
const menuButton = (page: Page, name: string) => mainNav(page).getByRole("button", { name, exact: true });
const navLink = (page: Page, name: string) => mainNav(page).getByRole("link", { name, exact: true });

/** The expanded state the browser itself exposes to assistive technologies (its accessibility tree). */
async function exposedExpanded(page: Page, button: Locator): Promise<unknown> {
  const selector = `#${await button.evaluate((element) => {
    element.id ||= `test-${Math.random().toString(36).slice(2)}`;
    return element.id;
  })}`;
  const cdp = await page.context().newCDPSession(page);
  try {
    const { root } = await cdp.send("DOM.getDocument", { depth: 0 });
    const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector });
    const { nodes } = await cdp.send("Accessibility.getPartialAXTree", { nodeId, fetchRelatives: false });
    const property = nodes[0]?.properties?.find((p) => p.name === "expanded");
    return property?.value.value ?? false;
  } finally {
    await cdp.detach();
  }
}

test.describe("without scripts", () => {
  test.use({ javaScriptEnabled: false });

  test.describe("on a phone (375 px)", () => {
    test.skip(({ isMobile }) => !isMobile, "phone behaviour");

    test("the menu and a submenu open, and a service link leads to its page", async ({ page }) => {
      await page.goto("/about");
      const toggle = menuButton(page, "Menu");
      await expect(navLink(page, "Accueil")).toBeHidden();
      await toggle.tap();
      const close = menuButton(page, "Fermer le menu");
      await expect(close).toBeVisible();
      expect(await exposedExpanded(page, close)).toBe(true);
      await expect(navLink(page, "Accueil")).toBeVisible();

      const career = menuButton(page, "Gestion emploi et carrière");
      const training = menuButton(page, "Formation");
      expect(await exposedExpanded(page, career)).toBe(false);
      await career.tap();
      await expect(navLink(page, "Psychologie du travail")).toBeVisible();
      expect(await exposedExpanded(page, career)).toBe(true);
      // One submenu at a time, and the menu stays open.
      await training.tap();
      await expect(navLink(page, "Formation à la création d’entreprise")).toBeVisible();
      await expect(navLink(page, "Psychologie du travail")).toBeHidden();
      await expect(navLink(page, "Accueil")).toBeVisible();
      await career.tap();

      await navLink(page, "VAE").tap();
      await expect(page).toHaveURL(/\/vae$/);
      await expect(page.getByRole("heading", { level: 1 })).toContainText("VAE");
      await expect(navLink(page, "Accueil")).toBeHidden();
    });

    test("Escape closes the submenu, then the menu, and a tap elsewhere closes it", async ({ page }) => {
      await page.goto("/about");
      await menuButton(page, "Menu").tap();
      const career = menuButton(page, "Gestion emploi et carrière");
      await career.tap();
      await expect(navLink(page, "VAE")).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(navLink(page, "VAE")).toBeHidden();
      await expect(navLink(page, "Accueil")).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(navLink(page, "Accueil")).toBeHidden();
      await expect(menuButton(page, "Menu")).toBeVisible();

      await menuButton(page, "Menu").tap();
      await expect(navLink(page, "Accueil")).toBeVisible();
      await page.getByRole("contentinfo").tap();
      await expect(navLink(page, "Accueil")).toBeHidden();
    });
  });

  test.describe("on a desktop (1280 px)", () => {
    test.skip(({ isMobile }) => isMobile, "desktop behaviour");

    test("the entries show, a submenu opens, and a link in it leads to its page", async ({ page }) => {
      await page.goto("/about");
      await expect(menuButton(page, "Menu")).toBeHidden();
      for (const name of ["Accueil", "Qui sommes-nous", "Blog", "Contact"]) {
        await expect(navLink(page, name)).toBeVisible();
      }
      const career = menuButton(page, "Gestion emploi et carrière");
      const training = menuButton(page, "Formation");
      await career.click();
      await expect(navLink(page, "Bilan de compétences")).toBeVisible();
      expect(await exposedExpanded(page, career)).toBe(true);
      await training.click();
      await expect(navLink(page, "Formation à la création d’entreprise")).toBeVisible();
      await expect(navLink(page, "Bilan de compétences")).toBeHidden();
      expect(await exposedExpanded(page, career)).toBe(false);

      await navLink(page, "Formation à la création d’entreprise").click();
      await expect(page).toHaveURL(/\/formation_creation_entreprise$/);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(navLink(page, "Formation à la création d’entreprise")).toBeHidden();
    });

    test("Escape closes a submenu and returns focus to its button; a click elsewhere closes it", async ({
      page,
    }) => {
      await page.goto("/about");
      const training = menuButton(page, "Formation");
      await training.focus();
      await page.keyboard.press("Enter");
      await expect(navLink(page, "Formation à la création d’entreprise")).toBeVisible();
      await page.keyboard.press("Tab");
      await expect(navLink(page, "Formation à la création d’entreprise")).toBeFocused();
      await page.keyboard.press("Escape");
      await expect(navLink(page, "Formation à la création d’entreprise")).toBeHidden();
      await expect(training).toBeFocused();

      await training.click();
      await expect(navLink(page, "Formation à la création d’entreprise")).toBeVisible();
      await page.locator("main").click({ position: { x: 5, y: 5 } });
      await expect(navLink(page, "Formation à la création d’entreprise")).toBeHidden();
    });
  });

  test("axe finds no violation with the menu and a submenu open", async ({ page, isMobile }) => {
    await page.goto("/about");
    if (isMobile) await menuButton(page, "Menu").click();
    await menuButton(page, "Gestion emploi et carrière").click();
    await expect(navLink(page, "VAE")).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe("with scripts", () => {
  test("axe finds no violation with the menu and a submenu open", async ({ page, isMobile }) => {
    await visit(page, "/about");
    if (isMobile) await menuButton(page, "Menu").click();
    await menuButton(page, "Gestion emploi et carrière").click();
    await expect(navLink(page, "VAE")).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe("before hydration, on a phone (375 px)", () => {
  test.skip(({ isMobile }) => !isMobile, "phone behaviour");

  test("a tap on « Menu » right after the first paint, on a 4× slower CPU, opens it", async ({ page }) => {
    // The page reports its first paint with the button's centre; the tap follows at once.
    let tapped: Promise<void> | undefined;
    let reportTap = () => {};
    const tapDone = new Promise<void>((resolve) => {
      reportTap = resolve;
    });
    await page.exposeBinding("firstPaint", (_source, centre: { x: number; y: number }) => {
      tapped = page.touchscreen.tap(centre.x, centre.y).then(reportTap);
    });
    // A slow phone is still downloading them: on this machine the page's
    // scripts would race the tap, so they wait for it.
    await page.route("**/assets/*.js", async (route) => {
      await tapDone;
      await route.continue();
    });
    // When the tap lands (before the page's scripts start?), and whether the menu ever closes on its own.
    await page.addInitScript(() => {
      const log = { hydratedAtTap: null as boolean | null, paintAt: 0, tapAt: 0, closes: 0 };
      const win = window as unknown as { navLog: typeof log; firstPaint: (centre: object) => void };
      win.navLog = log;
      new PerformanceObserver((entries) => {
        const paint = entries.getEntriesByName("first-contentful-paint")[0];
        const box = document.querySelector(".site-nav__toggle")?.getBoundingClientRect();
        if (!paint || !box || log.paintAt) return;
        log.paintAt = paint.startTime;
        win.firstPaint({ x: box.x + box.width / 2, y: box.y + box.height / 2 });
      }).observe({ type: "paint", buffered: true });
      document.addEventListener(
        "pointerdown",
        () => {
          log.tapAt ||= performance.now();
          log.hydratedAtTap ??= document.documentElement.hasAttribute("data-hydrated");
        },
        { capture: true },
      );
      document.addEventListener(
        "toggle",
        (event) => {
          if ((event as ToggleEvent).newState === "closed") log.closes++;
        },
        { capture: true },
      );
    });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });

    await page.goto("/about", { waitUntil: "commit" });
    await expect.poll(() => tapped !== undefined).toBe(true);
    await tapped;
    const log = () => page.evaluate(() => (window as unknown as { navLog: Record<string, unknown> }).navLog);
    const atTap = await log();
    test.info().annotations.push({ type: "timing", description: JSON.stringify(atTap) });
    expect(atTap).toMatchObject({ hydratedAtTap: false });
    await expect(navLink(page, "Accueil")).toBeVisible();

    // Hydration keeps it open, and the scripts then know it is open.
    await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 20_000 });
    const close = menuButton(page, "Fermer le menu");
    await expect(close).toHaveAttribute("aria-expanded", "true");
    await expect(navLink(page, "Accueil")).toBeVisible();
    expect(await log()).toMatchObject({ closes: 0 });
    await close.tap();
    await expect(menuButton(page, "Menu")).toHaveAttribute("aria-expanded", "false");
    await expect(navLink(page, "Accueil")).toBeHidden();
  });

  test("a menu and a submenu opened before hydration stay open, and the scripts take over", async ({
    page,
  }) => {
    // The page's scripts wait until the menus are open.
    let release = () => {};
    const scriptsHeld = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/assets/*.js", async (route) => {
      await scriptsHeld;
      await route.continue();
    });
    await page.goto("/about");
    await menuButton(page, "Menu").tap();
    const career = menuButton(page, "Gestion emploi et carrière");
    await career.tap();
    await expect(navLink(page, "VAE")).toBeVisible();
    await expect(page.locator("html[data-hydrated]")).toHaveCount(0);

    release();
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await expect(menuButton(page, "Fermer le menu")).toHaveAttribute("aria-expanded", "true");
    await expect(career).toHaveAttribute("aria-expanded", "true");
    await expect(navLink(page, "VAE")).toBeVisible();

    // Escape now closes the submenu only and gives the focus back to its button.
    await navLink(page, "VAE").focus();
    await page.keyboard.press("Escape");
    await expect(career).toHaveAttribute("aria-expanded", "false");
    await expect(career).toBeFocused();
    await expect(navLink(page, "VAE")).toBeHidden();
    await expect(navLink(page, "Accueil")).toBeVisible();
  });
});
