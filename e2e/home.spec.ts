import { expect, type Page, test } from "@playwright/test";
import { counterFigure } from "../app/lib/counters.ts";
import { longDate } from "../content/format.ts";
import { home } from "../content/home.ts";
import { counterPhrase, counters } from "../content/key-numbers.ts";
import { reviewsClaim } from "../content/reviews.ts";
import { site } from "../content/site.ts";
import { jsonLdBlocks } from "./html.ts";
import { visit } from "./visit.ts";

const figures = (page: Page) => page.locator(".key-numbers__figure");
/** A figure as a number: « +4 800 » -> 4800. */
const figureValue = (figure: string | null) => Number((figure ?? "").replace(/\D/g, ""));
/** The figures once every counter has reached its target: « +16 », « +4 800 », « 6 ». */
const finals = counters.map((counter) => counterFigure(counter, counter.to));
/** A counter of content/key-numbers.ts, by its id. */
function counterById(id: string) {
  const counter = counters.find((candidate) => candidate.id === id);
  if (!counter) throw new Error(`no counter ${id}`);
  return counter;
}

test.describe("home page", () => {
  test("the key numbers count up once visible and stop on their targets", async ({ page }) => {
    await page.clock.install();
    await visit(page, "/home");
    const block = page.locator(".key-numbers__list");
    // Hydrated and out of view: the counters wait at their start values.
    await expect(figures(page)).toHaveText(counters.map((counter) => counterFigure(counter, counter.from)));
    await block.scrollIntoViewIfNeeded();
    // The observer reports the block on a real frame; then the fake clock drives the count.
    const years1 = async () => {
      await page.clock.runFor(400);
      return figureValue(await figures(page).first().textContent());
    };
    const yearsCounter = counterById("experience");
    const peopleCounter = counterById("personnes");
    await expect.poll(years1).toBeGreaterThan(yearsCounter.from);
    await page.clock.runFor(1200);
    const texts = await figures(page).allTextContents();
    const [years, people] = texts.map(figureValue);
    expect(years).toBeGreaterThan(yearsCounter.from);
    expect(years).toBeLessThan(yearsCounter.to);
    expect(people).toBeGreaterThan(peopleCounter.from);
    expect(people).toBeLessThan(peopleCounter.to);
    // While counting, a figure keeps its final form (the thousands' narrow no-break space).
    expect(texts[1]).toBe(counterFigure(peopleCounter, people ?? Number.NaN));
    await page.clock.runFor(10_000);
    await expect(figures(page)).toHaveText(finals);
    for (const counter of counters) {
      await expect(page.locator(".key-numbers .sr-only", { hasText: counterPhrase(counter) })).toBeAttached();
    }
  });

  test("the pre-rendered HTML already holds the final figures", async ({ request }) => {
    const html = await (await request.get("/home")).text();
    for (const figure of finals) expect(html).toContain(`>${figure}<`);
  });

  test("the video plays when half visible and pauses when scrolled away", async ({ page }) => {
    await visit(page, "/home");
    const video = page.locator("video");
    const isPaused = () => video.evaluate((element: HTMLVideoElement) => element.paused);
    // The poster is a lazy image under the video, loaded once it comes near the screen.
    const poster = page.locator(".video-player__poster");
    await expect(poster).toHaveAttribute("src", /presentation-poster/);
    await video.scrollIntoViewIfNeeded();
    await expect
      .poll(() => poster.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
      .toBe(true);
    await expect.poll(isPaused, { timeout: 10_000 }).toBe(false);
    await expect(page.getByRole("button", { name: "Mettre la vidéo en pause" })).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(isPaused).toBe(true);
    await expect(page.getByRole("button", { name: "Lire la vidéo" })).toBeAttached();
  });

  test("the visitor can pause the video, and it stays paused", async ({ page }) => {
    await visit(page, "/home");
    const video = page.locator("video");
    await video.scrollIntoViewIfNeeded();
    await page.getByRole("button", { name: "Mettre la vidéo en pause" }).click();
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);
    await page.getByRole("button", { name: "Lire la vidéo" }).click();
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(false);
  });

  test("the reviews widget loads from its host only after a click", async ({ page }) => {
    const widgetRequests: string[] = [];
    await page.route(`${new URL(site.reviews.widgetUrl).origin}/**`, (route) => {
      widgetRequests.push(route.request().url());
      return route.fulfill({ status: 200, contentType: "text/html", body: "<p>Avis</p>" });
    });
    await visit(page, "/home");
    const reviews = page.locator("section", { has: page.getByRole("button", { name: /Afficher les avis/ }) });
    await expect(reviews.getByText(reviewsClaim(site.reviews).score, { exact: true })).toBeVisible();
    await expect(page.locator("iframe")).toHaveCount(0);
    await page.getByRole("button", { name: /Afficher les avis/ }).click();
    const frame = page.locator('iframe[title="Google Widget"]');
    await expect(frame).toHaveAttribute("src", site.reviews.widgetUrl);
    await expect.poll(() => widgetRequests.length).toBeGreaterThan(0);
  });

  test("the review score is shown as a reading: its source and the day it was read", async ({ page }) => {
    await visit(page, "/");
    const claim = reviewsClaim(site.reviews);
    expect(claim.text).toMatch(new RegExp(`avis ${site.reviews.source}, relevé le \\d`));
    await expect(page.locator(".reviews__summary")).toHaveText(claim.text);
    await expect(page.locator(".reviews__summary")).toBeVisible();
  });

  test("the JSON-LD carries no review score", async ({ request }) => {
    for (const path of ["/", "/bilan-de-competence"]) {
      const html = await (await request.get(path)).text();
      expect(jsonLdBlocks(html).length, path).toBeGreaterThan(0);
      expect(JSON.stringify(jsonLdBlocks(html)), path).not.toMatch(/aggregateRating|"review"|ratingValue/i);
    }
  });

  test("the quality block shows the validity date, the categories and the access delay", async ({ page }) => {
    await visit(page, "/home");
    const copy = home.quality;
    const block = page.locator("section", {
      has: page.getByRole("heading", { name: copy.title, exact: true }),
    });
    const { validUntil, certifier, categories } = site.quality;
    await expect(block.locator(`time[datetime="${validUntil}"]`)).toHaveText(longDate(validUntil));
    await expect(block.getByText(certifier)).toBeVisible();
    // The categories, then when the service starts on each funding route (decision 020).
    await expect(block.getByRole("listitem")).toContainText([...categories, ...copy.accessDelays]);
    // The first appointment.
    await expect(block.getByText(copy.accessDelay)).toBeVisible();
  });
});

test.describe("home page with reduced motion", () => {
  test.use({ reducedMotion: "reduce" });

  test("keeps the final figures and does not start the video", async ({ page }) => {
    await visit(page, "/home");
    await page.locator("video").scrollIntoViewIfNeeded();
    await page.locator(".key-numbers__list").scrollIntoViewIfNeeded();
    await expect(figures(page)).toHaveText(finals);
    await page.locator("video").scrollIntoViewIfNeeded();
    await page.waitForTimeout(500);
    expect(await page.locator("video").evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);
    await expect(page.getByRole("button", { name: "Lire la vidéo" })).toBeVisible();
  });
});
