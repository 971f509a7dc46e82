import { type Browser, expect, type Page, test } from "@playwright/test";
import { articleCountText } from "../app/lib/blog-filter.ts";
import { fullTitle } from "../app/lib/meta.ts";
import { loadArticles } from "../content/blog/articles.ts";
import { ALL_CATEGORIES_LABEL, blogCategories, displayCategory } from "../content/blog/categories.ts";
import { blogCopy } from "../content/blog/copy.ts";
import { podcastPath, podcasts } from "../content/podcasts.ts";
import { site } from "../content/site.ts";
import { expectNoAxeViolations } from "./axe.ts";
import { visit } from "./visit.ts";

const articles = loadArticles();
const linked = articles.filter((article) => article.PageLink);
const hidden = articles.find((article) => !article.PageLink);

async function withoutScripts(browser: Browser, path: string, read: (page: Page) => Promise<void>) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await read(page);
  } finally {
    await context.close();
  }
}

const jsonLd = async (page: Page) =>
  (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
    (text) => JSON.parse(text) as Record<string, unknown>,
  );

const cardTitles = (page: Page) => page.locator(".blog-card__title").allTextContents();

test.describe("blog pages in the pre-rendered HTML", () => {
  test("/blog lists the linked articles, never the hidden one, with their pictures sized", async ({
    browser,
  }) => {
    await withoutScripts(browser, "/blog", async (page) => {
      await expect(page).toHaveTitle(`${blogCopy.index.title} | ${site.name}`);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${site.url}/blog`);
      expect((await cardTitles(page)).sort()).toEqual(linked.map((article) => article.title).sort());
      expect(await cardTitles(page)).not.toContain(hidden?.title);
      for (const picture of await page.locator(".blog-card__picture").all()) {
        await expect(picture).toHaveAttribute("width", /\d+/);
        await expect(picture).toHaveAttribute("height", /\d+/);
      }
      await expect(page.locator(".blog-card__picture").last()).toHaveAttribute("loading", "lazy");
      await expect(page.getByRole("link", { name: blogCopy.index.readMore })).toHaveCount(linked.length);
    });
  });

  for (const article of linked) {
    test(`${article.PageLink} has its own head, its text and BlogPosting JSON-LD`, async ({ browser }) => {
      await withoutScripts(browser, article.PageLink, async (page) => {
        await expect(page).toHaveTitle(fullTitle(article.title));
        await expect(page.locator('meta[name="description"]')).toHaveAttribute(
          "content",
          article.description,
        );
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
          "href",
          `${site.url}${article.PageLink}`,
        );
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(article.title);
        await expect(page.locator(".article-body h2").first()).toBeVisible();
        await expect(page.locator(".date-strip a")).toHaveAttribute("href", "/blog");
        const posting = (await jsonLd(page)).find((data) => data["@type"] === "BlogPosting");
        expect(posting).toMatchObject({ headline: article.title, datePublished: article.date });
        await expect(
          page.locator(".cta-band").getByRole("link", { name: blogCopy.index.contactLink }),
        ).toHaveAttribute("href", "/contact");
      });
    });
  }

  for (const podcast of podcasts) {
    test(`${podcastPath(podcast.link)} has its own head and VideoObject JSON-LD`, async ({ browser }) => {
      await withoutScripts(browser, podcastPath(podcast.link), async (page) => {
        await expect(page).toHaveTitle(`${podcast.titlePage} | ${site.name}`);
        await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", podcast.metades);
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
          "href",
          `${site.url}${podcastPath(podcast.link)}`,
        );
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(podcast.title);
        for (const line of podcast.text.split("\n")) await expect(page.getByText(line)).toBeVisible();
        expect((await jsonLd(page)).map((data) => data["@type"])).toContain("VideoObject");
      });
    });
  }

  test("/blog/podcasts has its own head", async ({ browser }) => {
    await withoutScripts(browser, "/blog/podcasts", async (page) => {
      await expect(page).toHaveTitle(`${blogCopy.podcasts.title} | ${site.name}`);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        "href",
        `${site.url}/blog/podcasts`,
      );
    });
  });
});

test.describe("the article with an apostrophe in its address", () => {
  const article = linked.find((row) => row.PageLink.includes("'"));

  for (const address of ["/blog/Souffrez_vous_de_l'hyperchoix", "/blog/Souffrez_vous_de_l%27hyperchoix"]) {
    test(`answers at ${address}`, async ({ page }) => {
      const response = await visit(page, address);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(article?.title ?? "");
      await expect(page.getByRole("navigation", { name: "Fil d’Ariane" })).toContainText(
        article?.label ?? "",
      );
    });
  }
});

test.describe("the blog filter", () => {
  test("each category shows only its articles, CATEGORIE shows them all, the URL and back button follow", async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
    await visit(page, "/blog");
    const nav = page.getByRole("navigation", { name: blogCopy.index.categoriesLabel });
    for (const category of blogCategories) {
      await nav.getByRole("link", { name: displayCategory(category.label), exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/blog\\?categorie=${category.slug}$`));
      const expected = linked.filter((article) => article.categorie.includes(category.label));
      await expect
        .poll(async () => (await cardTitles(page)).sort())
        .toEqual(expected.map((a) => a.title).sort());
      await expect(page.getByRole("status")).toHaveText(
        articleCountText(blogCopy.index.count, expected.length),
      );
    }
    await nav.getByRole("link", { name: ALL_CATEGORIES_LABEL, exact: true }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect.poll(async () => (await cardTitles(page)).length).toBe(linked.length);
    await page.goBack();
    const last = blogCategories.at(-1);
    await expect(page).toHaveURL(new RegExp(`categorie=${last?.slug}$`));
    await expect
      .poll(async () => (await cardTitles(page)).length)
      .toBe(linked.filter((article) => article.categorie.includes(last?.label ?? "")).length);
    expect(errors).toEqual([]);
  });

  test("a shared filtered address shows the filtered list, without a hydration error", async ({ page }) => {
    const errors: string[] = [];
    page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
    const category = blogCategories.at(-1);
    if (!category) throw new Error("content/blog/categories.yaml lists no category");
    await visit(page, `/blog?categorie=${category.slug}`);
    const expected = linked.filter((article) => article.categorie.includes(category.label));
    await expect
      .poll(async () => (await cardTitles(page)).sort())
      .toEqual(expected.map((a) => a.title).sort());
    await expect(
      page.getByRole("link", { name: displayCategory(category.label), exact: true }),
    ).toHaveAttribute("aria-current", "page");
    expect(errors).toEqual([]);
  });
});

test.describe("an article page", () => {
  test("its strip shows today's date (dd/mm/yyyy) and leads to the blog", async ({ page }) => {
    const errors: string[] = [];
    page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
    await visit(page, linked[0]?.PageLink ?? "/");
    const today = await page.evaluate(() =>
      new Intl.DateTimeFormat("fr-FR", { day: "2-digit", month: "2-digit", year: "numeric" }).format(
        new Date(),
      ),
    );
    expect(today).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    const strip = page.locator(".date-strip a");
    await expect(strip).toContainText(today);
    await strip.click();
    await expect(page).toHaveURL(/\/blog$/);
    expect(errors).toEqual([]);
  });
});

test.describe("podcasts", () => {
  const [first, second] = podcasts;

  test("the list's cards lead to each episode, and the list starts at the top", async ({ page }) => {
    await visit(page, "/blog");
    await page.mouse.wheel(0, 1500);
    await page.getByRole("link", { name: blogCopy.index.podcastsLink }).click();
    await expect(page).toHaveURL(/\/blog\/podcasts$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.getByRole("link", { name: second?.title ?? "" }).click();
    await expect(page).toHaveURL(new RegExp(`${podcastPath(second?.link ?? "")}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(second?.title ?? "");
  });

  test("the video loads from youtube-nocookie only on click, at 560×315", async ({ page }) => {
    const youtube: string[] = [];
    page.on("request", (request) => {
      if (/youtube|ytimg|googlevideo/.test(new URL(request.url()).hostname)) youtube.push(request.url());
    });
    await visit(page, podcastPath(first?.link ?? ""));
    await page.waitForTimeout(300);
    expect(youtube).toEqual([]);
    await page.getByRole("button", { name: /Lire la vidéo/ }).click();
    const frame = page.locator("iframe");
    await expect(frame).toHaveAttribute("src", /^https:\/\/www\.youtube-nocookie\.com\/embed\//);
    await expect(frame).toHaveAttribute("width", "560");
    await expect(frame).toHaveAttribute("height", "315");
  });

  test("moving to another episode scrolls to 150 px", async ({ page }) => {
    await visit(page, podcastPath(first?.link ?? ""));
    await page.getByRole("link", { name: second?.title ?? "" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(second?.title ?? "");
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(150);
  });

  test("an unknown episode gets the not-found page with status 404", async ({ page }) => {
    const errors: string[] = [];
    page.on(
      "console",
      (message) => message.type() === "error" && !/404/.test(message.text()) && errors.push(message.text()),
    );
    const response = await visit(page, "/blog/podcasts/episode-qui-n-existe-pas");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(blogCopy.podcast.notFoundTitle);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    expect(errors).toEqual([]);
    // The page the build uses for it is no page of its own.
    expect((await page.request.get("/blog/podcasts/episode-introuvable")).status()).toBe(404);
  });
});

test("axe finds no violation on the filtered blog list", { tag: "@phone" }, async ({ page }) => {
  await visit(page, "/blog?categorie=evolution-professionnelle");
  await expectNoAxeViolations(page);
});
