import { expect, type Page, test } from "@playwright/test";
import { loadArticles } from "../content/blog/articles.ts";
import { blogCategories } from "../content/blog/categories.ts";
import { blogCopy } from "../content/blog/copy.ts";
import { contact } from "../content/contact.ts";
import { podcastPath, podcasts } from "../content/podcasts.ts";
import { fields, fillForm, validInput } from "./contact-form.ts";
import { visit } from "./visit.ts";

/**
 * The per-page hashed Content-Security-Policy (decision 017) in a real
 * browser: every inline script of the pre-rendered pages, and the module the
 * hydration loader inserts, must run, and the page's <style> apply (decision
 * 027); nothing may be refused on the way (the site's page script, the
 * speculation rules, hydration, the form, the embeds).
 */

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

/** Collects violations from the first script on, and the console's CSP errors. */
async function watchPolicy(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener("securitypolicyviolation", (event) => {
      window.__cspViolations?.push(
        `${event.effectiveDirective} blocked ${event.blockedURI || "inline"} (${event.sourceFile}:${event.lineNumber}) ${event.sample}`,
      );
    });
  });
  const console: string[] = [];
  page.on("console", (message) => {
    if (/Content[- ]Security[- ]Policy|Refused to/i.test(message.text())) console.push(message.text());
  });
  // Other script errors are not this spec's subject (other specs check them),
  // but they are reported with the test.
  page.on("pageerror", (error) =>
    test.info().annotations.push({ type: "page error", description: `${page.url()}: ${error.message}` }),
  );
  return async () => [...console, ...(await page.evaluate(() => window.__cspViolations ?? []))];
}

/** Opens a page, checks its policy allows no inline script without a hash, and waits for hydration. */
async function open(page: Page, path: string, status = 200): Promise<void> {
  const response = await visit(page, path);
  expect(response?.status(), path).toBe(status);
  const policy = (await response?.headerValue("content-security-policy")) ?? "";
  const scriptSrc = policy.split(";").find((directive) => directive.trim().startsWith("script-src ")) ?? "";
  expect(scriptSrc, path).toMatch(/^\s*script-src 'self'( 'sha256-[A-Za-z0-9+/]{43}=')+$/);
  // The page's one <style>, its critical CSS (decision 027), and nothing else inline.
  const styleSrcElem =
    policy.split(";").find((directive) => directive.trim().startsWith("style-src-elem ")) ?? "";
  expect(styleSrcElem, path).toMatch(/^\s*style-src-elem 'self' 'sha256-[A-Za-z0-9+/]{43}='$/);
  await expect(page.locator("html[data-ready]")).toBeAttached();
  // The stylesheets, enabled once the page is hydrated, load from 'self'.
  await expect
    .poll(() => page.evaluate(() => document.querySelectorAll("link[rel=stylesheet][disabled]").length))
    .toBe(0);
}

const article = loadArticles().find((entry) => entry.PageLink);
const podcast = podcasts[0];

test.describe("hashed Content-Security-Policy", () => {
  test("a page without the framework: its page script, its speculation rules", async ({ page }) => {
    const violations = await watchPolicy(page);
    await open(page, "/about");
    await expect(page.locator("html[data-hydrate]")).toHaveCount(0);
    expect(await violations()).toEqual([]);
  });

  test("home: hydrates, loads the reviews widget, and a link loads the contact page", async ({ page }) => {
    const violations = await watchPolicy(page);
    await page.route("https://avis.widget.example/**", (route) =>
      route.fulfill({ status: 200, contentType: "text/html", body: "<p>Avis</p>" }),
    );
    await open(page, "/");
    await page.getByRole("button", { name: /Afficher les avis/ }).click();
    await expect(page.locator('iframe[title="Google Widget"]')).toBeAttached();
    await page.getByRole("contentinfo").locator('a[href="/contact"]').first().click();
    await expect(page).toHaveURL(/\/contact$/);
    await page.locator("html[data-ready]").waitFor({ state: "attached" });
    await expect(fields(page).lastName).toBeVisible();
    expect(await violations()).toEqual([]);
  });

  test("a service page", async ({ page }) => {
    const violations = await watchPolicy(page);
    await open(page, "/vae");
    expect(await violations()).toEqual([]);
  });

  test("the contact page sends the form to the relay", async ({ page }) => {
    const violations = await watchPolicy(page);
    await open(page, "/contact");
    await fillForm(page, validInput());
    await fields(page).submit.click();
    await expect(page.getByRole("heading", { name: contact.confirmation.title })).toBeVisible();
    expect(await violations()).toEqual([]);
  });

  test("an article", async ({ page }) => {
    const violations = await watchPolicy(page);
    await open(page, article?.PageLink ?? "/blog");
    expect(await violations()).toEqual([]);
  });

  test("a podcast page with its video placeholder clicked", async ({ page }) => {
    const violations = await watchPolicy(page);
    await page.route("https://www.youtube-nocookie.com/**", (route) =>
      route.fulfill({ status: 200, contentType: "text/html", body: "<p>Lecteur</p>" }),
    );
    await open(page, podcastPath(podcast?.link ?? ""));
    await page.getByRole("button", { name: /Lire la vidéo/ }).click();
    await expect(page.locator("iframe")).toHaveAttribute("src", /^https:\/\/www\.youtube-nocookie\.com\//);
    expect(await violations()).toEqual([]);
  });

  test("the blog filter", async ({ page }) => {
    const violations = await watchPolicy(page);
    await open(page, "/blog");
    const category = blogCategories[0];
    if (!category) throw new Error("content/blog/categories.yaml lists no category");
    await page
      .getByRole("navigation", { name: blogCopy.index.categoriesLabel })
      .getByRole("link", { name: new RegExp(category.label.slice(1).replace("'", "’"), "i") })
      .click();
    await expect(page).toHaveURL(new RegExp(`categorie=${category.slug}$`));
    expect(await violations()).toEqual([]);
  });

  test("the 404 page", async ({ page }) => {
    const violations = await watchPolicy(page);
    await open(page, "/nulle-part", 404);
    expect(await violations()).toEqual([]);
  });

  test("a section's 404 page", async ({ page }) => {
    const violations = await watchPolicy(page);
    await open(page, "/blog/podcasts/inconnu", 404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(blogCopy.podcast.notFoundTitle);
    expect(await violations()).toEqual([]);
  });
});
