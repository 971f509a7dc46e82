import { type Browser, expect, type Page, test } from "@playwright/test";
import { bilanCosts } from "../content/bilan-costs.ts";
import { fundingOptions } from "../content/bilan-pricing.ts";
import { bookingPagePath } from "../content/booking-paths.ts";
import { elidedDe, formatEuros } from "../content/format.ts";
import { landingCommon, landingPages, landingPath } from "../content/landing-pages.ts";
import { officeById } from "../content/offices.ts";
import { labelFor } from "../content/pages.ts";
import { regulation } from "../content/regulation.ts";
import { site } from "../content/site.ts";
import { visit } from "./visit.ts";

/** The page as pre-rendered: JavaScript off, so only the HTML speaks. */
async function withoutScripts<T>(
  browser: Browser,
  path: string,
  read: (page: Page) => Promise<T>,
): Promise<T> {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto(path);
    return await read(page);
  } finally {
    await context.close();
  }
}

test.describe("landing pages in the pre-rendered HTML", () => {
  for (const row of landingPages) {
    const path = landingPath(row.slug);
    test(`${path} has its own title, description, canonical, robots and breadcrumb`, async ({ browser }) => {
      await withoutScripts(browser, path, async (page) => {
        await expect(page).toHaveTitle(`${row.title} | ${site.name}`);
        await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", row.description);
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${site.url}${path}`);
        await expect(page.locator('meta[name="robots"]')).toHaveAttribute(
          "content",
          row.noindex ? "noindex, follow" : "index, follow",
        );
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(row.heading);
        const crumbs = page.getByRole("navigation", { name: "Fil d’Ariane" });
        await expect(
          crumbs.getByRole("link", { name: labelFor("/bilan-de-competence"), exact: true }),
        ).toHaveAttribute("href", "/bilan-de-competence");
        await expect(crumbs).toContainText(row.label);
        // The FAQ's answers are in the HTML, and its questions in FAQPage JSON-LD.
        const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
        const types = jsonLd.map((text) => (JSON.parse(text) as { "@type": string })["@type"]);
        expect(types).toEqual(expect.arrayContaining(["Service", "WebPage", "FAQPage", "BreadcrumbList"]));
      });
    });
  }

  for (const row of landingPages) {
    const path = landingPath(row.slug);
    test(`${path} shows the computed costs, the CPF rules and a link to the programme`, async ({
      browser,
    }) => {
      await withoutScripts(browser, path, async (page) => {
        const table = page.getByRole("table", { name: bilanCosts.caption });
        for (const formula of ["classic", "flash"] as const) {
          for (const option of fundingOptions(formula)) {
            await expect(
              table.locator(`tr[data-route="${option.route}"] td[data-formula="${formula}"] strong`),
            ).toHaveText(formatEuros(option.visitorPays));
          }
        }
        const main = page.getByRole("main");
        await expect(main).toContainText(formatEuros(regulation.cpfBilanCap.value));
        await expect(main).toContainText(formatEuros(regulation.cpfParticipation.value.amount));
        await expect(main.locator('a[href="/bilan-de-competence#programme"]')).toHaveCount(1);
        await expect(page.locator(".quality__badge")).toHaveCount(0);
        const text = (await main.textContent()) ?? "";
        expect(text).not.toMatch(
          /durée légale de 24|même durée légale|sans que votre employeur en soit informé/,
        );
        expect(text).not.toMatch(/\bde Avon|entretien d’informations|\(PMSM\)/);
        if (row.local && row.city) {
          expect(text).toContain(`${landingCommon.local.nearbyTowns} ${elidedDe(row.city)}`);
        }
        // The CPF page details each route; the others link to that detail.
        const details = main.locator(".bilan-costs__details > li");
        await expect(details).toHaveCount(
          row.slug === "bilan-de-competence-CPF" ? fundingOptions("classic").length : 0,
        );
      });
    });
  }

  for (const row of landingPages.filter((entry) => entry.local)) {
    const path = landingPath(row.slug);
    test(`${path} shows its office, how to come, the local market and a short FAQ`, async ({ browser }) => {
      await withoutScripts(browser, path, async (page) => {
        const local = row.local;
        if (!local) throw new Error("a city page has local content");
        const office = officeById(local.office);
        const card = page.locator(`#lieu-${office.id}`);
        await expect(card.getByRole("heading", { name: office.name })).toBeVisible();
        await expect(card.locator("address")).toContainText(office.street);
        await expect(card.locator("address")).toContainText(`${office.postalCode} ${office.city}`);
        await expect(card.getByRole("link", { name: office.phone })).toHaveAttribute("href", office.phoneUri);
        for (const item of office.accessibility) await expect(card).toContainText(item);
        const main = page.getByRole("main");
        for (const mode of ["train", "bus", "car", "bike"] as const) {
          await expect(main).toContainText(local.gettingThere[mode]);
        }
        await expect(main.getByRole("heading", { name: local.market.title })).toBeVisible();
        for (const employer of local.market.employers) await expect(main).toContainText(employer.name);
        await expect(main.getByRole("heading", { name: local.reconversions.title })).toBeVisible();
        const questions = page.locator("section.faq details");
        expect(await questions.count()).toBeLessThanOrEqual(6);
        await expect(questions.first().locator("summary")).toHaveText(local.faq[0]?.title ?? "");
        await expect(
          page.locator("section.faq").getByRole("link", { name: landingCommon.faq.moreLink }),
        ).toHaveAttribute("href", "/bilan-de-competence#faq");
      });
    });
  }

  test("only the advertising page is kept out of search engines", async () => {
    expect(landingPages.filter((row) => row.noindex).map((row) => row.slug)).toEqual(["Landing-Page"]);
  });
});

test.describe("a city landing page", () => {
  const melun = landingPath("bilan-de-competence-melun");

  test("its buttons lead to the contact page, and « Je demande un rdv » to the booking page", async ({
    page,
  }) => {
    await visit(page, melun);
    const main = page.getByRole("main");
    const { appointment, ...others } = landingCommon.buttons;
    for (const label of Object.values(others)) {
      await expect(main.getByRole("link", { name: label, exact: true }).first()).toHaveAttribute(
        "href",
        "/contact",
      );
    }
    await expect(main.getByRole("link", { name: appointment, exact: true })).toHaveAttribute(
      "href",
      bookingPagePath,
    );
    await main.getByRole("link", { name: landingCommon.buttons.information, exact: true }).click();
    await expect(page).toHaveURL(/\/contact$/);
  });

  test("links to business-creation training, the decree on Légifrance and the other landing pages", async ({
    page,
  }) => {
    await visit(page, melun);
    const main = page.getByRole("main");
    await expect(main.locator('a[href="/formation_creation_entreprise#top"]')).toHaveCount(1);
    const decree = main.getByRole("link", { name: landingCommon.decree.linkLabel });
    await expect(decree).toHaveAccessibleName(/nouvel onglet/);
    await expect(main).toContainText("2017-928");
    await expect(decree).toHaveAttribute("target", "_blank");
    await expect(decree).toHaveAttribute("href", /^https:\/\/www\.legifrance\.gouv\.fr\//);
    const related = page.getByRole("navigation", {
      name: landingCommon.related.title.replace("{ville}", "Melun"),
    });
    const self = landingPages.find((row) => landingPath(row.slug) === melun);
    const other = landingPages.find((row) => row.kind === "city" && row.city !== self?.city && !row.noindex);
    await expect(related.locator(`a[href="${landingPath(other?.slug ?? "")}"]`)).toBeVisible();
    await expect(related.locator(`a[href="${melun}"]`)).toHaveCount(0);
    await expect(related.locator(`a[href="${landingPath("Landing-Page")}"]`)).toHaveCount(0);
  });

  test("FAQ questions open and close one by one, several at once, + becoming −", async ({ page }) => {
    await visit(page, melun);
    const faq = page.locator("section.faq");
    const questions = faq.locator("details");
    expect(await questions.count()).toBeGreaterThan(3);
    const sign = (index: number) =>
      questions
        .nth(index)
        .locator("summary")
        .evaluate((summary) => getComputedStyle(summary, "::after").content);
    const first = questions.nth(0);
    const second = questions.nth(1);
    const firstAnswer = first.locator(".faq-list__answer");
    await expect(firstAnswer).toBeHidden();
    expect(await sign(0)).toContain("+");

    await first.locator("summary").click();
    await expect(firstAnswer).toBeVisible();
    expect(await sign(0)).toContain("\u2212");
    await second.locator("summary").focus();
    await page.keyboard.press("Enter");
    await expect(second.locator(".faq-list__answer")).toBeVisible();
    await expect(firstAnswer).toBeVisible();

    await first.locator("summary").click();
    await expect(firstAnswer).toBeHidden();
    expect(await sign(0)).toContain("+");
    // The city is placed in the questions: no placeholder is left.
    await expect(faq).not.toContainText("{ville}");
  });

  test("fits a 375 px screen: no horizontal scroll, the cost table inside its frame", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    for (const path of [melun, landingPath("bilan-de-competence-CPF")]) {
      await visit(page, path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
      const box = await page.locator(".bilan-costs__frame").boundingBox();
      expect((box?.x ?? -1) + (box?.width ?? 999), path).toBeLessThanOrEqual(375);
    }
  });

  test("videos load from youtube-nocookie.com only after a click", async ({ page }) => {
    const requested: string[] = [];
    await page.route(/youtube/, (route) => {
      requested.push(route.request().url());
      return route.fulfill({ status: 200, contentType: "text/html", body: "<p>Lecteur</p>" });
    });
    await visit(page, melun);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForTimeout(300);
    expect(requested).toEqual([]);
    await expect(page.locator("iframe[src*='youtube']")).toHaveCount(0);

    const play = page.getByRole("button", { name: /Lire la vidéo/ }).first();
    await play.click();
    const frame = page.locator("iframe[src^='https://www.youtube-nocookie.com/embed/']");
    await expect(frame).toHaveCount(1);
    await expect(frame).toBeFocused();
    await expect.poll(() => requested.length).toBeGreaterThan(0);
    expect(requested.every((url) => url.startsWith("https://www.youtube-nocookie.com/"))).toBe(true);
  });
});
