import { type Browser, expect, type Page, test } from "@playwright/test";
import { disabilityPagePath } from "../content/compliance-paths.ts";
import { documentHref, documentSources } from "../content/documents/catalog.ts";
import { labelFor } from "../content/pages.ts";
import { programmeSheetLabels } from "../content/programme-sheet.ts";
import { regulation } from "../content/regulation.ts";
import { serviceCommon } from "../content/services/common.ts";
import { servicePages } from "../content/services/index.ts";
import { site } from "../content/site.ts";
import { expectNoAxeViolations } from "./axe.ts";
import { visit } from "./visit.ts";

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

const jsonLdTypes = async (page: Page) =>
  (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
    (text) => (JSON.parse(text) as { "@type": string })["@type"],
  );

test.describe("service and training pages in the pre-rendered HTML", () => {
  for (const row of servicePages) {
    test(`${row.path} has its own head, breadcrumb, text and closing call to action`, async ({ browser }) => {
      await withoutScripts(browser, row.path, async (page) => {
        await expect(page).toHaveTitle(`${row.title} | ${site.name}`);
        await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", row.description);
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${site.url}${row.path}`);
        await expect(page.locator('meta[property="og:url"]')).toHaveAttribute(
          "content",
          `${site.url}${row.path}`,
        );
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(row.heading);
        const crumbs = page.getByRole("navigation", { name: "Fil d’Ariane" });
        await expect(crumbs.getByRole("link", { name: "Accueil" })).toHaveAttribute("href", "/");
        await expect(crumbs).toContainText(labelFor(row.path));
        const main = page.getByRole("main");
        await expect(main.getByRole("heading", { name: row.lead.title })).toBeVisible();
        for (const section of row.sections) {
          await expect(
            main.getByRole("heading", { level: 2, name: section.title, exact: true }),
          ).toBeVisible();
        }
        // The page ends with the contact call to action: a phone link and a link to /contact.
        const cta = main.locator("section").last();
        await expect(cta.getByRole("heading", { name: row.cta.title })).toBeVisible();
        await expect(cta.getByRole("link", { name: serviceCommon.contactLabel })).toHaveAttribute(
          "href",
          "/contact",
        );
        await expect(cta.locator(`a[href="${site.phoneUri}"]`)).toHaveCount(1);
        const types = await jsonLdTypes(page);
        expect(types).toEqual(
          expect.arrayContaining([
            row.schema.type,
            "WebPage",
            "BreadcrumbList",
            ...(row.faq ? ["FAQPage"] : []),
          ]),
        );
      });
    });
  }
});

test.describe("the programme sheet and the funding block", () => {
  for (const row of servicePages) {
    test(`${row.path} shows every row of its programme sheet, and links the disability page`, async ({
      browser,
    }) => {
      await withoutScripts(browser, row.path, async (page) => {
        const sheet = page.locator("section.programme-sheet");
        await expect(sheet.getByRole("heading", { level: 2, name: "Programme et modalités" })).toBeVisible();
        const labels = await sheet.locator("dt").allTextContents();
        expect(labels).toEqual(Object.values(programmeSheetLabels));
        await expect(sheet.locator('[data-field="updated"] time')).toHaveAttribute(
          "datetime",
          row.lastModified,
        );
        await expect(sheet.locator(`a[href="${disabilityPagePath}"]`)).toBeVisible();
        await expect(sheet).toContainText(site.disabilityReferent.name);
        // No blanket access delay anywhere on the page: the sheet gives one per route.
        await expect(page.getByRole("main")).not.toContainText(/10\s+jours\s+maximum/);
        // One programme's page: never the certification mark.
        await expect(page.getByRole("main").getByRole("img", { name: /certification qualité/i })).toHaveCount(
          0,
        );
      });
    });
  }

  const nonEligibleWithFunding = servicePages.filter((row) => !row.cpfEligible && row.funding.length > 0);

  test("the funding block of a page the CPF cannot pay for names no CPF", async ({ browser }) => {
    expect(nonEligibleWithFunding.length).toBeGreaterThan(0);
    for (const row of nonEligibleWithFunding) {
      await withoutScripts(browser, row.path, async (page) => {
        const block = page.locator("section").filter({ has: page.locator("#financement") });
        await expect(block.getByRole("listitem").first(), row.path).toBeVisible();
        await expect(block, row.path).not.toContainText(/CPF|compte personnel de formation/i);
      });
    }
  });

  test("the VAE's funding block names the CPF, and the page sends it through France VAE", async ({
    browser,
  }) => {
    await withoutScripts(browser, "/vae", async (page) => {
      const block = page.locator("section").filter({ has: page.locator("#financement") });
      await expect(block.getByRole("listitem").first()).toContainText("CPF");
      await expect(page.getByRole("main")).toContainText(regulation.vaeThroughFranceVae.value.platform);
    });
  });
});

test.describe("training pages describe their course", () => {
  test("Course JSON-LD with workload and prices on the trainer training", async ({ browser }) => {
    await withoutScripts(browser, "/formation_metier_formateur_adultes", async (page) => {
      const course = (await page.locator('script[type="application/ld+json"]').allTextContents())
        .map((text) => JSON.parse(text) as Record<string, unknown>)
        .find((data) => data["@type"] === "Course") as {
        hasCourseInstance: { courseWorkload: string };
        offers: { price: string; priceCurrency: string }[];
        educationalCredentialAwarded: string;
      };
      expect(course.hasCourseInstance.courseWorkload).toBe("P3W");
      expect(course.educationalCredentialAwarded).toMatch(/épreuve de validation est réussie/);
      expect(course.offers.map((offer) => offer.price)).toEqual(["3800.00", "2700.00"]);
    });
  });
});

test.describe("the business-creation page", () => {
  test("/formation_creation_entreprise#top lands at the top of the page", async ({ page }) => {
    await page.goto("/formation_creation_entreprise");
    await page.locator("html[data-ready]").waitFor({ state: "attached" });
    await page.mouse.wheel(0, 2000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await page.goto("/formation_creation_entreprise#top");
    await page.locator("html[data-ready]").waitFor({ state: "attached" });
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.locator("#top")).toBeInViewport();
  });

  test("a link to #top from another page loads it at its top", async ({ page }) => {
    await visit(page, "/bilan-de-competence/bilan-de-competence-melun");
    await page.getByRole("main").locator('a[href="/formation_creation_entreprise#top"]').click();
    await expect(page).toHaveURL(/\/formation_creation_entreprise#top$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      servicePages.find((row) => row.path === "/formation_creation_entreprise")?.heading ?? "",
    );
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe("the VAE questions", () => {
  const vae = servicePages.find((row) => row.path === "/vae");

  test("every question opens and closes independently, with + and −", async ({ page }) => {
    await visit(page, "/vae");
    const items = page.locator("#faq ~ .faq-list details, .faq-list details");
    await expect(items).toHaveCount(vae?.faq?.items.length ?? -1);
    const first = items.nth(0);
    const third = items.nth(2);
    const sign = (item: typeof first) =>
      item.locator("summary").evaluate((summary) => getComputedStyle(summary, "::after").content);
    await expect(first).not.toHaveAttribute("open");
    expect(await sign(first)).toContain("+");
    await first.locator("summary").click();
    await third.locator("summary").click();
    await expect(first).toHaveAttribute("open", "");
    await expect(third).toHaveAttribute("open", "");
    expect(await sign(first)).toContain("\u2212");
    await expect(first.getByText(vae?.faq?.items[0]?.answer[0] as string)).toBeVisible();
    // Closing one leaves the other open.
    await first.locator("summary").press("Enter");
    await expect(first).not.toHaveAttribute("open");
    await expect(third).toHaveAttribute("open", "");
  });
});

test.describe("downloadable documents", () => {
  test("every document answers 200 with a PDF", async ({ request }) => {
    for (const source of Object.values(documentSources)) {
      const response = await request.get(documentHref(source.slug));
      expect(response.status(), source.slug).toBe(200);
      expect(response.headers()["content-type"], source.slug).toContain("application/pdf");
      expect((await response.body()).subarray(0, 5).toString()).toBe("%PDF-");
    }
  });

  test("a page's documents open in a new tab and say their format and size", async ({ page }) => {
    await visit(page, "/formation_metier_formateur_adultes");
    const list = page.getByRole("main").locator(".document-list");
    const links = list.getByRole("link");
    await expect(links).toHaveCount(2);
    for (const link of await links.all()) {
      await expect(link).toHaveAccessibleName(/PDF, \d+\u00a0Ko, nouvel onglet/);
      await expect(link).toHaveAttribute("target", "_blank");
    }
    const [popup] = await Promise.all([page.waitForEvent("popup"), links.first().click()]);
    expect(popup.url()).toContain(documentHref("formation-formateur-programme"));
    await popup.close();
  });

  test("the footer links the legal and accessibility documents", async ({ page }) => {
    await visit(page, "/coaching");
    const footer = page.getByRole("contentinfo");
    for (const slug of [
      "conditions-generales-utilisation",
      "notice-rgpd",
      "certificat-qualite",
      "handicap-charte-engagement",
      "handicap-livret-accueil",
      "registre-public-accessibilite",
      "handicap-informations-generales",
    ]) {
      await expect(footer.locator(`a[href="${documentHref(slug)}"]`)).toHaveCount(1);
    }
  });

  test("every page links only to documents that exist", async ({ page, request }) => {
    const hrefs = new Set<string>();
    for (const row of servicePages.filter((service) => service.documents)) {
      await page.goto(row.path);
      for (const href of await page
        .locator('a[href^="/documents/"]')
        .evaluateAll((links) => links.map((link) => link.getAttribute("href") as string))) {
        hrefs.add(href);
      }
    }
    await page.goto("/bilan-de-competence");
    await expect(
      page.getByRole("main").locator(`a[href="${documentHref("statistiques-suivi-bilan-6-mois")}"]`),
    ).toHaveCount(1);
    for (const href of hrefs) expect((await request.head(href)).status(), href).toBe(200);
  });
});

test.describe("accessibility of the service pages' open FAQ", () => {
  for (const row of servicePages.filter((page) => page.faq)) {
    test(`axe finds no violation on ${row.path} with a question open`, { tag: "@phone" }, async ({
      page,
    }) => {
      await visit(page, row.path);
      await page.locator(".faq-list summary").first().click();
      await expectNoAxeViolations(page);
    });
  }
});
