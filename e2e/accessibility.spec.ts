import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { visit } from "./visit";

const paths = ["/", "/about", "/page-inconnue"];

for (const path of paths) {
  test(`axe finds no WCAG A/AA violation on ${path}`, async ({ page }) => {
    await visit(page, path);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.evaluate(() => window.scrollTo(0, 0));
    const results = await new AxeBuilder({ page })
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
      .analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`)).toEqual([]);
  });
}

test("axe finds no violation with a submenu open", async ({ page, isMobile }) => {
  await visit(page, "/about");
  if (isMobile) await page.getByRole("button", { name: "Menu" }).click();
  await page.getByRole("button", { name: "Gestion emploi et carrière" }).click();
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21aa", "wcag22aa"])
    .analyze();
  expect(results.violations.map((v) => v.id)).toEqual([]);
});
