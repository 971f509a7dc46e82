import { expect, type Page, test } from "@playwright/test";
import { landingPath } from "../content/landing-common.ts";
import { visit } from "./visit.ts";

/**
 * The share of a drawn star that is lit, read from its pixels: of the columns of the
 * screenshot where the star shows (lit or not), the share that holds the accent colour.
 * The PNG is decoded by a canvas in a blank page (the site's CSP keeps data: images out).
 */
async function litShare(
  page: Page,
  star: ReturnType<Page["locator"]>,
): Promise<{ columns: number; area: number }> {
  const png = (await star.screenshot()).toString("base64");
  const blank = await page.context().newPage();
  const share = await blank.evaluate(async (data) => {
    const image = new Image();
    image.src = `data:image/png;base64,${data}`;
    await image.decode();
    const canvas = document.createElement("canvas");
    canvas.width = image.width;
    canvas.height = image.height;
    const context = canvas.getContext("2d");
    if (!context) throw new Error("no 2D canvas");
    context.drawImage(image, 0, 0);
    const { data: pixels } = context.getImageData(0, 0, image.width, image.height);
    let shown = 0;
    let lit = 0;
    let litPixels = 0;
    for (let x = 0; x < image.width; x++) {
      let columnShown = false;
      let columnLit = false;
      for (let y = 0; y < image.height; y++) {
        const i = (y * image.width + x) * 4;
        const [r = 0, g = 0, b = 0] = [pixels[i], pixels[i + 1], pixels[i + 2]];
        const accent = r - g > 60 && g - b > 30; // #a5480f and its blends
        const grey = Math.abs(r - g) < 12 && Math.abs(g - b) < 12 && r < 215; // the unlit part
        columnLit ||= accent;
        if (accent) litPixels++;
        columnShown ||= accent || grey;
      }
      if (columnShown) shown++;
      if (columnLit) lit++;
    }
    return { columns: lit / shown, area: litPixels / (image.width * image.height) };
  }, png);
  await blank.close();
  return share;
}

for (const path of ["/home", landingPath("bilan-de-competence-melun")]) {
  test(`${path}: the stars are drawn filled to the score`, { tag: "@phone" }, async ({ page }) => {
    await visit(page, path);
    const stars = page.locator(".reviews__star");
    const count = await stars.count();
    expect(count % 5).toBe(0);
    const summary = page.locator(".reviews__summary").first();
    await summary.scrollIntoViewIfNeeded();
    // The configured score is 5/5: five full stars.
    await expect(summary).toContainText("5/5");
    // Five full stars: lit across, and filled (an outlined star inks about a quarter of its box,
    // a filled one over 40 %).
    for (let index = 0; index < 5; index++) {
      const { columns, area } = await litShare(page, stars.nth(index));
      expect(columns).toBeGreaterThan(0.97);
      expect(area).toBeGreaterThan(0.35);
    }
    // A part-filled star shows that part lit, and the rest in grey: 4.6 → 60 % of the fifth.
    for (const fill of [60, 30, 0]) {
      await stars.nth(4).evaluate((star, value) => star.style.setProperty("--star-fill", `${value}%`), fill);
      expect((await litShare(page, stars.nth(4))).columns).toBeCloseTo(fill / 100, 1);
    }
  });
}
