import { expect, test } from "@playwright/test";
import { formatLongDate } from "../app/lib/dates";
import { bilan, bilanMeta } from "../content/bilan";
import { bilanFacts, decree2017, formatEuros } from "../content/bilan-facts";
import { site } from "../content/site";
import { decode, jsonLdBlocks } from "./html";
import { visit } from "./visit";

const PATH = "/bilan-de-competence";

/** The few entities React writes in attribute values, decoded. */
test.describe("skills-assessment page: pre-rendered HTML", () => {
  test.skip(({ isMobile }) => isMobile, "the HTML does not depend on the device");

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
    expect(html).toContain(formatEuros(bilanFacts.prices.classicEmployer));
  });

  test("describes the service with its four prices, and the page with its true update date", async ({
    page,
  }) => {
    const blocks = jsonLdBlocks(await (await page.request.get(PATH)).text());

    const service = blocks.find((block) => block["@type"] === "Service");
    expect(service).toMatchObject({
      serviceType: "Bilan de compétences",
      url: `${site.url}${PATH}`,
      provider: { name: site.name },
    });
    const offers = (service?.offers ?? []) as { price: string; priceCurrency: string }[];
    expect(offers).toHaveLength(4);
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
    await expect(page.locator("main h1")).toContainText("Contacter");
  });

  test("shows the four prices and the 24 hours split", async ({ page }) => {
    await visit(page, PATH);
    const table = page.getByRole("table");
    for (const row of bilan.prices.rows) {
      const line = table.getByRole("row", { name: new RegExp(row.name) });
      await expect(line).toBeVisible();
      await expect(line.getByRole("cell")).toHaveText(formatEuros(row.price));
    }
    await expect(table.getByRole("row")).toHaveCount(bilan.prices.rows.length + 1);

    const { hours } = bilanFacts;
    expect(hours.interviews + hours.tests + hours.personalWork).toBe(hours.total);
    const facts = page.getByRole("region", { name: bilan.facts.title });
    await expect(facts.getByText(`${hours.total}\u00a0h`, { exact: true })).toBeVisible();
    for (const part of bilan.course.split) {
      await expect(page.getByText(`${part.hours}\u00a0h ${part.label}`, { exact: true })).toBeVisible();
    }
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
    await expect(updated).toHaveText(`${bilan.updated} ${formatLongDate(bilan.lastModified)}`);
    await expect(updated).toHaveText(
      /^Page mise à jour le (1er|[12]?\d|3[01]) (janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre) \d{4}$/,
    );
    await expect(updated.locator("time")).toHaveAttribute("datetime", bilan.lastModified);
  });
});
