import { expect, test } from "@playwright/test";
import { labelFor, siteMap } from "../content/pages.ts";
import { expectExpanded, mainNav, submenuButton } from "./main-nav.ts";
import { visit } from "./visit.ts";

// The submenus are <details>: their state is checked as the browser exposes it (expectExpanded).

/** The groups of a menu of the main navigation (content/navigation.yaml), by its id. */
function menuGroups(id: string) {
  const entry = siteMap.navigation.find((item) => item.kind === "menu" && item.menu.id === id);
  return entry?.kind === "menu" ? entry.menu.groups : [];
}

test.describe("main navigation on a desktop (1280 px)", () => {
  test("shows every entry without a menu button", async ({ page }) => {
    await visit(page, "/about");
    const nav = mainNav(page);
    await expect(nav.getByRole("button", { name: "Menu" })).toBeHidden();
    for (const name of ["Accueil", "Qui sommes-nous", "Blog", "Contact"]) {
      await expect(nav.getByRole("link", { name, exact: true })).toBeVisible();
    }
    for (const name of [
      "Gestion emploi et carrière",
      "Formation",
      "Ingénierie et administration de la formation",
    ]) {
      await expect(submenuButton(page, name)).toBeVisible();
      await expectExpanded(page, name, false);
    }
  });

  test("opens a submenu on hover, one at a time, and closes it when the mouse leaves", async ({ page }) => {
    await visit(page, "/about");
    const career = submenuButton(page, "Gestion emploi et carrière");
    const training = submenuButton(page, "Formation");
    await career.hover();
    await expectExpanded(page, "Gestion emploi et carrière", true);
    const careerPanel = page.locator(`#${await career.getAttribute("aria-controls")}`);
    await expect(
      careerPanel.getByRole("link", { name: labelFor("/bilan-de-competence"), exact: true }),
    ).toBeVisible();
    const careerLinks = menuGroups("emploi-carriere").flatMap((group) => group.links);
    await expect(careerPanel.getByRole("link")).toHaveCount(careerLinks.length);
    await training.hover();
    await expectExpanded(page, "Formation", true);
    await expectExpanded(page, "Gestion emploi et carrière", false);
    await expect(careerPanel).toBeHidden();
    await page.mouse.move(640, 700);
    await expectExpanded(page, "Formation", false);
  });

  test("shows the nested groups of the engineering menu", async ({ page }) => {
    await visit(page, "/about");
    const engineering = submenuButton(page, "Ingénierie et administration de la formation");
    await engineering.click();
    const panel = page.locator(`#${await engineering.getAttribute("aria-controls")}`);
    const groups = menuGroups("ingenierie");
    // Nested groups: a titled one at least, beside the untitled links.
    expect(groups.filter((group) => group.title).length).toBeGreaterThan(0);
    for (const group of groups) {
      const labels = group.links.map((link) => link.label);
      if (!group.title) {
        for (const label of labels)
          await expect(panel.getByRole("link", { name: label, exact: true })).toBeVisible();
        continue;
      }
      await expect(panel.getByText(group.title, { exact: true })).toBeVisible();
      await expect(panel.getByRole("list", { name: group.title }).getByRole("link")).toHaveText(labels);
    }
  });

  test("works with the keyboard: Enter and Space open, Escape closes and returns focus", async ({ page }) => {
    await visit(page, "/about");
    const training = submenuButton(page, "Formation");
    await training.focus();
    await page.keyboard.press("Enter");
    await expectExpanded(page, "Formation", true);
    await page.keyboard.press("Tab");
    await expect(
      page.getByRole("link", { name: menuGroups("formation")[0]?.links[0]?.label ?? "", exact: true }),
    ).toBeFocused();
    await page.keyboard.press("Escape");
    await expectExpanded(page, "Formation", false);
    await expect(training).toBeFocused();
    await page.keyboard.press("Space");
    await expectExpanded(page, "Formation", true);
    await page.keyboard.press("Space");
    await expectExpanded(page, "Formation", false);
  });

  test("a link chosen in the menu loads the new page at its top, its menus closed", async ({ page }) => {
    await visit(page, "/about");
    const career = submenuButton(page, "Gestion emploi et carrière");
    await career.click();
    await expectExpanded(page, "Gestion emploi et carrière", true);
    await mainNav(page).getByRole("link", { name: "Accueil" }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expectExpanded(page, "Gestion emploi et carrière", false);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("a click elsewhere closes an open submenu", async ({ page }) => {
    await visit(page, "/about");
    const training = submenuButton(page, "Formation");
    await training.click();
    await expectExpanded(page, "Formation", true);
    await page.locator("main").click({ position: { x: 5, y: 5 } });
    await expectExpanded(page, "Formation", false);
  });
});

test.describe("main navigation on a phone (375 px)", { tag: "@phone" }, () => {
  test.skip(({ isMobile }) => !isMobile, "phone behaviour");

  test("the menu button toggles the menu, submenus open by tap, a link closes everything", async ({
    page,
  }) => {
    await visit(page, "/about");
    const toggle = mainNav(page).getByRole("button", { name: "Menu" });
    const home = mainNav(page).getByRole("link", { name: "Accueil", exact: true });
    await expect(home).toBeHidden();
    await toggle.tap();
    await expect(mainNav(page).getByRole("button", { name: "Fermer le menu" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    await expect(home).toBeVisible();

    const career = submenuButton(page, "Gestion emploi et carrière");
    const training = submenuButton(page, "Formation");
    await career.tap();
    await expectExpanded(page, "Gestion emploi et carrière", true);
    await expect(
      page.getByRole("link", { name: labelFor("/psychologie_du_travail"), exact: true }),
    ).toBeVisible();
    await training.tap();
    await expectExpanded(page, "Formation", true);
    await expectExpanded(page, "Gestion emploi et carrière", false);
    await training.tap();
    await expectExpanded(page, "Formation", false);

    await home.tap();
    await expect(page).toHaveURL(/\/home$/);
    await expect(mainNav(page).getByRole("button", { name: "Menu" })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
    await expect(home).toBeHidden();
  });

  test("Escape closes the menu and returns focus to its button", async ({ page }) => {
    await visit(page, "/about");
    await mainNav(page).getByRole("button", { name: "Menu" }).tap();
    await mainNav(page).getByRole("link", { name: "Blog" }).focus();
    await page.keyboard.press("Escape");
    const toggle = mainNav(page).getByRole("button", { name: "Menu" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(toggle).toBeFocused();
  });
});
