import { type Browser, expect, type Page, test } from "@playwright/test";
import { bilan, bilanMeta } from "../content/bilan.ts";
import { bilanCosts } from "../content/bilan-costs.ts";
import { bilanFacts } from "../content/bilan-facts.ts";
import { bilanPrice, durationText, fundingOptions } from "../content/bilan-pricing.ts";
import { contact } from "../content/contact.ts";
import { formatEuros, frenchTypography, longDate } from "../content/format.ts";
import { programmeSheetLabels } from "../content/programme-sheet.ts";
import { decree2017, regulation } from "../content/regulation.ts";
import { site } from "../content/site.ts";
import { decode, jsonLdBlocks } from "./html.ts";
import { visit } from "./visit.ts";

const PATH = "/bilan-de-competence";
const formulas = ["classic", "flash"] as const;

/** The page as pre-rendered: JavaScript off, so only the HTML speaks. */
async function withoutScripts<T>(browser: Browser, read: (page: Page) => Promise<T>): Promise<T> {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto(PATH);
    return await read(page);
  } finally {
    await context.close();
  }
}

test.describe("skills-assessment page: pre-rendered HTML", () => {
  test("has its title, description, canonical and one h1 before any script", async ({ page }) => {
    const response = await page.request.get(PATH);
    expect(response.status()).toBe(200);
    const html = await response.text();

    const title = decode(html.match(/<title>([^<]+)<\/title>/)?.[1] ?? "");
    expect(title).toBe(`${bilanMeta.title} | ${site.name}`);
    expect(bilanMeta.title.length).toBeLessThanOrEqual(45);
    expect(bilanMeta.title).not.toContain(site.name);

    const description = decode(html.match(/<meta name="description" content="([^"]*)"/)?.[1] ?? "");
    expect(description).toBe(bilanMeta.description);
    expect(description.length).toBeGreaterThanOrEqual(120);
    expect(description.length).toBeLessThanOrEqual(155);

    expect(html).toContain(`<link rel="canonical" href="${site.url}${PATH}"/>`);
    expect(html).toContain(`<meta property="og:url" content="${site.url}${PATH}"/>`);
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    // The text is in the HTML, not added by a script.
    expect(html).toContain(bilan.lead.title);
    expect(html).toContain(formatEuros(bilanPrice("classic", "employer")));
  });

  test("shows what each funding route costs, as fundingOptions() computes it, and each formula's duration", async ({
    browser,
  }) => {
    await withoutScripts(browser, async (page) => {
      const table = page.getByRole("table", { name: bilanCosts.caption });
      await expect(table).toHaveCount(1);
      for (const formula of formulas) {
        await expect(table.locator("thead")).toContainText(frenchTypography(durationText(formula)));
        for (const option of fundingOptions(formula)) {
          const cell = table.locator(`tr[data-route="${option.route}"] td[data-formula="${formula}"]`);
          await expect(cell.locator("strong")).toHaveText(formatEuros(option.visitorPays));
          await expect(cell).toContainText(formatEuros(option.price));
        }
      }
      await expect(table.locator("tbody tr")).toHaveCount(fundingOptions("classic").length);
      await expect(table.locator("tbody th[scope=row]")).toHaveCount(fundingOptions("classic").length);
      const main = page.getByRole("main");
      await expect(main).toContainText(formatEuros(regulation.cpfBilanCap.value));
      await expect(main).toContainText(formatEuros(regulation.cpfParticipation.value.amount));
      await expect(main).not.toContainText(/durée légale de 24|même durée légale/);
    });
  });

  test("holds the programme sheet (indicator 1), without the certification mark", async ({ browser }) => {
    await withoutScripts(browser, async (page) => {
      const sheet = page.getByRole("region", { name: bilan.programme.title });
      // Landing pages link to /bilan-de-competence#programme.
      await expect(page.locator("h2#programme")).toHaveText(bilan.programme.title);
      expect(await sheet.locator("dt").allTextContents()).toEqual(
        Object.values(programmeSheetLabels).map(frenchTypography),
      );
      for (const formula of formulas) {
        await expect(sheet).toContainText(frenchTypography(durationText(formula)));
      }
      await expect(page.locator(".quality")).toHaveCount(1);
      await expect(page.locator(".quality__badge")).toHaveCount(0);
    });
  });

  test("describes the service with its four prices, and the page with its true update date", async ({
    page,
  }) => {
    const blocks = jsonLdBlocks(await (await page.request.get(PATH)).text());

    const service = blocks.find((block) => block["@type"] === "Service");
    expect(service).toMatchObject({
      // The type is written in the route, not in a content module: any non-empty text.
      serviceType: expect.stringMatching(/\S/),
      url: `${site.url}${PATH}`,
      provider: { name: site.name },
    });
    const offers = (service?.offers ?? []) as { price: string; priceCurrency: string }[];
    expect(offers.map((offer) => Number(offer.price)).sort((a, b) => a - b)).toEqual(
      Object.values(bilanFacts.prices).sort((a, b) => a - b),
    );
    for (const offer of offers) expect(offer.priceCurrency).toBe("EUR");

    const webPage = blocks.find((block) => block["@type"] === "WebPage");
    expect(webPage).toMatchObject({ url: `${site.url}${PATH}`, dateModified: bilan.lastModified });

    const faq = blocks.find((block) => block["@type"] === "FAQPage");
    expect((faq?.mainEntity as unknown[] | undefined)?.length ?? 0).toBeGreaterThan(0);
  });
});

test.describe("skills-assessment page", () => {
  test("keeps its h1 for assistive technologies only", async ({ page }) => {
    await visit(page, PATH);
    const h1 = page.locator("main h1");
    await expect(h1).toHaveCount(1);
    await expect(h1).toHaveText(bilan.heading);
    await expect(h1).toHaveClass(/\bsr-only\b/);
    const box = await h1.boundingBox();
    expect(box?.width ?? 0).toBeLessThanOrEqual(1);
    expect(box?.height ?? 0).toBeLessThanOrEqual(1);
  });

  test("opens with the phone call and the contact button, which leads to /contact", async ({ page }) => {
    await visit(page, PATH);
    const lead = page.getByRole("region", { name: bilan.lead.title });
    await expect(lead.getByText(bilan.lead.free)).toBeVisible();

    const phone = lead.getByRole("link", { name: new RegExp(site.phone) });
    await expect(phone).toBeVisible();
    await expect(phone).toHaveAttribute("href", site.phoneUri);
    expect(site.phoneUri).toMatch(/^tel:\+33\d{9}$/);

    await lead.getByRole("link", { name: bilan.lead.contactButton }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.locator("main h1")).toContainText(contact.heading);
  });

  test("shows the classic formula's hours split, and fits a 375 px screen", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await visit(page, PATH);
    const { hours } = bilanFacts;
    expect(hours.interviews + hours.tests + hours.personalWork).toBe(hours.total);
    const facts = page.getByRole("region", { name: bilan.facts.title });
    await expect(facts.getByText(frenchTypography(`${hours.total} h`), { exact: true })).toBeVisible();
    await expect(
      facts.getByText(frenchTypography(`${bilanFacts.flash.hours} h`), { exact: true }),
    ).toBeVisible();
    for (const part of bilan.course.split) {
      await expect(page.getByText(part.figure, { exact: true })).toBeVisible();
    }
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    // The cost table stays inside its frame, which the keyboard can reach.
    const frame = page.locator(".bilan-costs__frame");
    await expect(frame).toHaveAttribute("tabindex", "0");
    const box = await frame.boundingBox();
    expect((box?.x ?? -1) + (box?.width ?? 999)).toBeLessThanOrEqual(375);
  });

  test("links the decree of 6 May 2017 in a new tab, and the topic pages", async ({ page, context }) => {
    // Légifrance is answered locally: the test checks the new tab, not the external site.
    await context.route("https://www.legifrance.gouv.fr/**", (route) =>
      route.fulfill({ contentType: "text/html", body: "<title>Légifrance</title>" }),
    );
    await visit(page, PATH);
    const decree = page.locator(`main a[href="${decree2017.url}"]`);
    await expect(decree).toHaveCount(1);
    await expect(decree).toBeVisible();
    await expect(decree).toContainText(decree2017.title);
    await expect(decree).toHaveAttribute("target", "_blank");
    await expect(decree).toHaveAttribute("rel", "noopener noreferrer");
    await expect(decree).toHaveAccessibleName(/\(nouvel onglet\)$/);
    const [tab] = await Promise.all([context.waitForEvent("page"), decree.click()]);
    await expect(tab).toHaveURL(decree2017.url);
    await expect(page).toHaveURL(new RegExp(`${PATH}$`));
    await tab.close();

    for (const [name, href] of [
      [bilan.funding.cpfLink, `${PATH}/bilan-de-competence-CPF`],
      [bilan.course.onlineLink, `${PATH}/bilan-de-competence-en-ligne`],
      [bilan.definition.reconversionLink, `${PATH}/bilan-de-competence-reconversion`],
    ] as const) {
      await expect(page.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    }
  });

  test("states the date of its last update in long French format", async ({ page }) => {
    await visit(page, PATH);
    const updated = page.getByText(bilan.updated);
    await expect(updated).toHaveText(`${bilan.updated} ${longDate(bilan.lastModified)}`);
    await expect(updated).toHaveText(
      /^Page mise à jour le (1er|[12]?\d|3[01]) (janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre) \d{4}$/,
    );
    await expect(updated.locator("time")).toHaveAttribute("datetime", bilan.lastModified);
  });
});
