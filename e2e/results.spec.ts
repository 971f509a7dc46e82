import { type Browser, expect, type Locator, type Page, test } from "@playwright/test";
import { formatNumber, longDate } from "../content/format.ts";
import { landingPages, landingPath } from "../content/landing-pages.ts";
import { type ResultsService, resultsBlock, resultsRecord } from "../content/results.ts";
import { expectNoAxeViolations } from "./axe.ts";
import { visit } from "./visit.ts";

/** The latest period of a figure, as the record lists them. */
function latest<Period extends { to: string }>(periods: readonly Period[]): Period {
  return periods.reduce((last, period) => (period.to > last.to ? period : last));
}

/** What each figure of the block counts, read from content/results.yaml: its period and its headcount. */
function expectedFigures(
  service: ResultsService,
): Record<string, { from: string; to: string; headcount: number }> {
  const record = resultsRecord();
  const of = (period: { from: string; to: string }, headcount: number) => ({ ...period, headcount });
  if (service === "bilan") {
    const { completion, satisfaction, followUp } = record.bilan;
    const started = latest(completion.periods);
    const rated = latest(satisfaction.periods);
    const followed = latest(followUp.periods);
    return {
      "bilan-completion": of(started, started.started),
      "bilan-satisfaction": of(rated, rated.respondents),
      "bilan-progress": of(followed, followed.reached),
      "bilan-confidence": of(followed, followed.reached),
    };
  }
  if (service === "vae") {
    const { completion, satisfaction, validation } = record.vae;
    const started = latest(completion.periods);
    const rated = latest(satisfaction.periods);
    const judged = latest(validation.periods);
    return {
      "vae-completion": of(started, started.started),
      "vae-satisfaction": of(rated, rated.respondents),
      "vae-validation": of(judged, judged.juries),
    };
  }
  const survival = latest(record.businessCreation.survival.periods);
  return { "creation-survival": of(survival, survival.created) };
}

const city = landingPages.find((page) => page.local);
if (!city) throw new Error("no city page to check the results block on");

const PAGES: readonly { path: string; service: ResultsService }[] = [
  { path: landingPath(city.slug), service: "bilan" },
  { path: "/bilan-de-competence", service: "bilan" },
  { path: "/vae", service: "vae" },
];

/** The block: the region named by its heading. */
const blockOf = (page: Page, service: ResultsService): Locator =>
  page.getByRole("region", { name: resultsBlock(service).title });

/** The page as pre-rendered: JavaScript off, so only the HTML speaks. */
async function withoutScripts(browser: Browser, path: string, read: (page: Page) => Promise<void>) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto(path);
    await read(page);
  } finally {
    await context.close();
  }
}

test.describe("the results block (Qualiopi indicator 2)", () => {
  for (const { path, service } of PAGES) {
    test(`${path}: each figure in the HTML with its period and headcount, and the record's update`, async ({
      browser,
    }) => {
      const expected = expectedFigures(service);
      const { updated } = resultsRecord();
      await withoutScripts(browser, path, async (page) => {
        const block = blockOf(page, service);
        await expect(block).toBeVisible();
        const entries = block.locator("dl > div");
        await expect(entries).toHaveCount(Object.keys(expected).length);
        for (const [id, figure] of Object.entries(expected)) {
          const description = block.locator(`[data-figure="${id}"] dd`);
          // Its period: the last day in full, the first one too when the years differ.
          await expect(description, id).toContainText(longDate(figure.to));
          const first = longDate(figure.from);
          await expect(description, id).toContainText(
            figure.from.slice(0, 4) === figure.to.slice(0, 4) ? first.replace(/ \d{4}$/, "") : first,
          );
          // Its headcount, as French writes numbers.
          await expect(description, id).toContainText(formatNumber(figure.headcount));
          await expect(description.locator('[data-result="method"]'), id).not.toBeEmpty();
        }
        const time = block.locator(`time[datetime="${updated}"]`);
        await expect(time).toHaveText(longDate(updated));
        // Placed before the call-to-action band, the page's last section.
        const beforeBand = await block.evaluate((element) => {
          const band = document.querySelector("section.cta-band");
          return (
            band !== null && (element.compareDocumentPosition(band) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0
          );
        });
        expect(beforeBand).toBe(true);
      });
    });

    test(`${path}: the block passes axe at this width, and reads without horizontal scroll`, {
      tag: "@phone",
    }, async ({ page }) => {
      await visit(page, path);
      const block = blockOf(page, service);
      await block.scrollIntoViewIfNeeded();
      await expect(block).toBeVisible();
      const overflow = await block.evaluate((element) => element.scrollWidth - element.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await expectNoAxeViolations(page);
    });
  }
});
