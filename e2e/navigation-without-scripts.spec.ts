import { expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations } from "./axe.ts";
import { expectExpanded, mainNav, submenuButton } from "./main-nav.ts";
import { visit } from "./visit.ts";

// The main navigation is native HTML (a popover list, <details> submenus): it
// works before the deferred scripts have hydrated the page, and without scripts.

const toggleButton = (page: Page, name: "Menu" | "Fermer le menu") =>
  mainNav(page).getByRole("button", { name, exact: true });
const navLink = (page: Page, name: string) => mainNav(page).getByRole("link", { name, exact: true });

test.describe("without scripts", () => {
  test.use({ javaScriptEnabled: false });

  test.describe("on a phone (375 px)", { tag: "@phone" }, () => {
    test.skip(({ isMobile }) => !isMobile, "phone behaviour");

    test("the menu and a submenu open, and a service link leads to its page", async ({ page }) => {
      await page.goto("/about");
      await expect(navLink(page, "Accueil")).toBeHidden();
      await toggleButton(page, "Menu").tap();
      await expect(toggleButton(page, "Fermer le menu")).toBeVisible();
      await expectExpanded(page, "Fermer le menu", true);
      await expect(navLink(page, "Accueil")).toBeVisible();

      const career = submenuButton(page, "Gestion emploi et carrière");
      const training = submenuButton(page, "Formation");
      await expectExpanded(page, "Gestion emploi et carrière", false);
      await career.tap();
      await expect(navLink(page, "Psychologie du travail")).toBeVisible();
      await expectExpanded(page, "Gestion emploi et carrière", true);
      // One submenu at a time, and the menu stays open.
      await training.tap();
      await expect(navLink(page, "Formation à la création d’entreprise")).toBeVisible();
      await expect(navLink(page, "Psychologie du travail")).toBeHidden();
      await expectExpanded(page, "Gestion emploi et carrière", false);
      await expect(navLink(page, "Accueil")).toBeVisible();
      await career.tap();

      await navLink(page, "VAE").tap();
      await expect(page).toHaveURL(/\/vae$/);
      await expect(page.getByRole("heading", { level: 1 })).toContainText("VAE");
      await expect(navLink(page, "Accueil")).toBeHidden();
    });

    test("Escape, or a tap elsewhere, closes the menu", async ({ page }) => {
      await page.goto("/about");
      await toggleButton(page, "Menu").tap();
      await submenuButton(page, "Gestion emploi et carrière").tap();
      await expect(navLink(page, "VAE")).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(navLink(page, "Accueil")).toBeHidden();
      await expectExpanded(page, "Menu", false);

      await toggleButton(page, "Menu").tap();
      await expect(navLink(page, "Accueil")).toBeVisible();
      await page.getByRole("contentinfo").tap({ position: { x: 5, y: 5 } });
      await expect(navLink(page, "Accueil")).toBeHidden();
    });
  });

  test.describe("on a desktop (1280 px)", () => {
    test("the entries show, a submenu opens, and a link in it leads to its page", async ({ page }) => {
      await page.goto("/about");
      await expect(toggleButton(page, "Menu")).toBeHidden();
      for (const name of ["Accueil", "Qui sommes-nous", "Blog", "Contact"]) {
        await expect(navLink(page, name)).toBeVisible();
      }
      await submenuButton(page, "Gestion emploi et carrière").click();
      await expect(navLink(page, "Bilan de compétences")).toBeVisible();
      await expectExpanded(page, "Gestion emploi et carrière", true);
      // One at a time.
      await submenuButton(page, "Formation").click();
      await expect(navLink(page, "Formation à la création d’entreprise")).toBeVisible();
      await expect(navLink(page, "Bilan de compétences")).toBeHidden();
      await expectExpanded(page, "Gestion emploi et carrière", false);

      await navLink(page, "Formation à la création d’entreprise").click();
      await expect(page).toHaveURL(/\/formation_creation_entreprise$/);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(navLink(page, "Formation à la création d’entreprise")).toBeHidden();
    });

    test("the keyboard opens and closes a submenu and reaches its links", async ({ page }) => {
      await page.goto("/about");
      const training = submenuButton(page, "Formation");
      await training.focus();
      await page.keyboard.press("Enter");
      await expectExpanded(page, "Formation", true);
      await page.keyboard.press("Tab");
      await expect(navLink(page, "Formation à la création d’entreprise")).toBeFocused();
      await page.keyboard.press("Shift+Tab");
      await page.keyboard.press("Space");
      await expectExpanded(page, "Formation", false);
      await expect(navLink(page, "Formation à la création d’entreprise")).toBeHidden();
    });
  });
});

// Axe is a script, and cannot run in a page without scripts: here the page's
// own scripts are blocked instead, which leaves the same page.
test.describe("with the page's scripts blocked", { tag: "@phone" }, () => {
  test("axe finds no violation with the menu and a submenu open", async ({ page, isMobile }) => {
    await page.route("**/*", (route) =>
      route.request().resourceType() === "script" ? route.abort() : route.fallback(),
    );
    await page.goto("/about");
    await page.waitForLoadState("load");
    if (isMobile) await toggleButton(page, "Menu").click();
    await submenuButton(page, "Gestion emploi et carrière").click();
    await expect(navLink(page, "VAE")).toBeVisible();
    await expectNoAxeViolations(page);
    await expect(page.locator("html[data-ready]")).toHaveCount(0);
  });
});

test.describe("with scripts", { tag: "@phone" }, () => {
  test("axe finds no violation with the menu and a submenu open", async ({ page, isMobile }) => {
    await visit(page, "/about");
    if (isMobile) await toggleButton(page, "Menu").click();
    await submenuButton(page, "Gestion emploi et carrière").click();
    await expect(navLink(page, "VAE")).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe("before hydration, on a phone (375 px)", { tag: "@phone" }, () => {
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
    await page.route("**/assets/**/*.js", async (route) => {
      await tapDone;
      await route.continue();
    });
    // When the tap lands (before the page's scripts start?), and whether the menu ever closes on its own.
    await page.addInitScript(() => {
      const log = { readyAtTap: null as boolean | null, paintAt: 0, tapAt: 0, closes: 0 };
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
          log.readyAtTap ??= document.documentElement.hasAttribute("data-ready");
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
    expect(atTap).toMatchObject({ readyAtTap: false });
    await expect(navLink(page, "Accueil")).toBeVisible();

    // Hydration keeps it open, and the scripts then know it is open.
    await page.locator("html[data-ready]").waitFor({ state: "attached", timeout: 20_000 });
    const close = toggleButton(page, "Fermer le menu");
    await expect(close).toHaveAttribute("aria-expanded", "true");
    await expect(navLink(page, "Accueil")).toBeVisible();
    expect(await log()).toMatchObject({ closes: 0 });
    await close.tap();
    await expect(toggleButton(page, "Menu")).toHaveAttribute("aria-expanded", "false");
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
    await page.route("**/assets/**/*.js", async (route) => {
      await scriptsHeld;
      await route.continue();
    });
    // Not "load" nor "domcontentloaded": the page script, held here, is part of both.
    await page.goto("/about", { waitUntil: "commit" });
    await toggleButton(page, "Menu").tap();
    const career = submenuButton(page, "Gestion emploi et carrière");
    await career.tap();
    await expect(navLink(page, "VAE")).toBeVisible();
    await expect(page.locator("html[data-ready]")).toHaveCount(0);

    release();
    await page.locator("html[data-ready]").waitFor({ state: "attached" });
    await expect(toggleButton(page, "Fermer le menu")).toHaveAttribute("aria-expanded", "true");
    await expectExpanded(page, "Gestion emploi et carrière", true);
    await expect(navLink(page, "VAE")).toBeVisible();

    // Escape now closes the submenu only and gives the focus back to its button.
    await navLink(page, "VAE").focus();
    await page.keyboard.press("Escape");
    await expectExpanded(page, "Gestion emploi et carrière", false);
    await expect(career).toBeFocused();
    await expect(navLink(page, "VAE")).toBeHidden();
    await expect(navLink(page, "Accueil")).toBeVisible();
  });
});
