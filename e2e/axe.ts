import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** The WCAG levels checked on every page: 2.0, 2.1 and 2.2, A and AA. */
const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * Runs axe on the page once loaded (its stylesheets applied: a page answered to a form posted
 * without scripts may still be fetching them when its text shows, and target sizes depend on
 * them), and fails with the rule and the elements of each violation.
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  await page.waitForLoadState("load");
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`)).toEqual([]);
}
