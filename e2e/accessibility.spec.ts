import { test } from "@playwright/test";
import { expectNoAxeViolations } from "./axe";
import { visit } from "./visit";

const paths = ["/", "/about", "/contact", "/page-inconnue"];

for (const path of paths) {
  test(`axe finds no WCAG A/AA violation on ${path}`, async ({ page }) => {
    await visit(page, path);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectNoAxeViolations(page);
  });
}

test("axe finds no violation with a submenu open", async ({ page, isMobile }) => {
  await visit(page, "/about");
  if (isMobile) await page.getByRole("button", { name: "Menu" }).click();
  await page.getByRole("button", { name: "Gestion emploi et carrière" }).click();
  await expectNoAxeViolations(page);
});
