import { expect, type Locator, type Page, test } from "@playwright/test";
import { articlePaths } from "../content/blog/articles.ts";
import { contact } from "../content/contact.ts";
import { landingPages, landingPath } from "../content/landing-pages.ts";
import { readInbox, validInput } from "./contact-form.ts";
import { expectExpanded, submenuButton } from "./main-nav.ts";
import { visit } from "./visit.ts";

/** Presses Tab until `target` has the focus; fails after `max` presses. */
async function tabTo(page: Page, target: Locator, max = 80): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  await expect(target).toBeFocused();
}

test.describe("a keyboard-only visitor", () => {
  test("goes from the home page through the menu to a sent contact form", { tag: "@phone" }, async ({
    page,
    isMobile,
  }) => {
    await visit(page, "/home");
    const nav = page.getByRole("navigation", { name: "Navigation principale" });

    // The skip link comes first.
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Aller au contenu" })).toBeFocused();

    if (isMobile) {
      const toggle = nav.getByRole("button", { name: "Menu" });
      await tabTo(page, toggle);
      await page.keyboard.press("Enter");
      await expect(nav.getByRole("button", { name: "Fermer le menu" })).toHaveAttribute(
        "aria-expanded",
        "true",
      );
    }
    const career = submenuButton(page, "Gestion emploi et carrière");
    await tabTo(page, career);
    await page.keyboard.press("Enter");
    await expectExpanded(page, "Gestion emploi et carrière", true);
    await page.keyboard.press("Escape");
    await expectExpanded(page, "Gestion emploi et carrière", false);
    await tabTo(page, nav.getByRole("link", { name: "Contact", exact: true }));
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/contact$/);

    const input = validInput();
    const radio = page.getByRole("radio", { name: input.whom });
    await tabTo(page, page.getByRole("radio").first());
    await page.keyboard.press("Space");
    await expect(radio).toBeChecked();
    const typeInto = async (name: string, text: string, exact = false) => {
      await tabTo(page, page.getByRole("textbox", { name, exact }));
      await page.keyboard.type(text);
    };
    await typeInto("Nom", input.lastName, true);
    await typeInto("Prénom", input.firstName);
    await typeInto("Adresse e-mail", input.email);
    await typeInto("Téléphone", input.phone);
    await typeInto("Votre message", input.message);
    await tabTo(page, page.getByRole("button", { name: contact.form.submit }));
    await page.keyboard.press("Enter");

    await expect(page.getByRole("heading", { name: contact.confirmation.title })).toBeFocused();
    const stored = (await readInbox()).find((message) => message.message === input.message);
    expect(stored).toMatchObject({
      lastName: input.lastName,
      firstName: input.firstName,
      email: input.email,
    });
  });
});

const mainPages = [
  "/home",
  "/about",
  "/bilan-de-competence",
  "/vae",
  "/contact",
  "/blog",
  "/blog/podcasts/podcast-reconversion-questions",
  articlePaths()[0] ?? "",
  landingPath(landingPages[0]?.slug ?? ""),
];

test.describe("reflow (WCAG 1.4.10): no horizontal scrolling", () => {
  // 320 CSS px wide, and a 1280 px window zoomed to 200 % (640 CSS px).
  for (const width of [320, 640]) {
    for (const path of mainPages) {
      test(`${path} at ${width} CSS px`, async ({ page }) => {
        await page.setViewportSize({ width, height: 640 });
        await visit(page, path);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);
      });
    }
  }
});
