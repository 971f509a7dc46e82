import { expect, test } from "@playwright/test";
import { documentHref } from "../content/documents/catalog.ts";
import { regulation } from "../content/regulation.ts";
import { servicePages } from "../content/services/index.ts";
import type { ServicePage } from "../content/services/types.ts";
import { site } from "../content/site.ts";
import { decode, jsonLdBlocks } from "./html.ts";
import { visit } from "./visit.ts";

/** The page, as its file content/services/entretien-professionnel.yaml reads (typeset). */
const professionalReview = servicePages.find(
  (page) => page.path === "/entretien_professionnel",
) as ServicePage;
const PATH = professionalReview.path;
const faqItems = professionalReview.faq?.items ?? [];
const guideHref = documentHref("entretien-parcours-professionnel");

test.describe("professional-pathway interview: pre-rendered HTML", () => {
  test("has the new title and description, the reform's calendar and no-break spaces", async ({
    request,
  }) => {
    const response = await request.get(PATH);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(decode(html.match(/<title>([^<]+)<\/title>/)?.[1] ?? "")).toBe(
      `${professionalReview.title} | ${site.name}`,
    );
    expect(professionalReview.title).toMatch(/parcours professionnel/);
    expect(decode(html.match(/<meta name="description" content="([^"]*)"/)?.[1] ?? "")).toBe(
      professionalReview.description,
    );
    const { everyYears, summaryEveryYears } = regulation.careerPathInterview.value;
    // Typeset at build: a no-break space between a number and its unit, and before a colon.
    expect(html).toContain(`tous les ${everyYears}\u00a0ans`);
    expect(html).toContain(`Tous les ${summaryEveryYears}\u00a0ans`);
    expect(html).toMatch(/\u00a0:/);
    expect(html).not.toMatch(/tous les (?:2|deux)[\s\u00a0]ans/i);
  });

  test("has its FAQ in the text and as FAQPage JSON-LD", async ({ request }) => {
    const html = await (await request.get(PATH)).text();
    expect(faqItems.length).toBeGreaterThanOrEqual(4);
    for (const item of faqItems) {
      expect(html).toContain(`id="${item.id}"`);
      expect(decode(html)).toContain(item.question);
    }
    const blocks = jsonLdBlocks(html);
    const faq = blocks.find((block) => block["@type"] === "FAQPage") as
      | { mainEntity: { name: string }[] }
      | undefined;
    expect(faq?.mainEntity.map((question) => question.name)).toEqual(faqItems.map((item) => item.question));
    const { schema } = professionalReview;
    expect(schema.type).toBe("Service");
    expect(blocks.find((block) => block["@type"] === "Service")).toMatchObject({
      serviceType: schema.type === "Service" ? schema.serviceType : undefined,
    });
  });

  test("links the employer's guide, which answers 200 with a PDF", async ({ request }) => {
    const html = await (await request.get(PATH)).text();
    expect(html).toContain(`href="${guideHref}"`);
    const pdf = await request.get(guideHref);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()["content-type"]).toContain("application/pdf");
    expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");
  });
});

test("professional-pathway interview: a FAQ answer opens", async ({ page }) => {
  await visit(page, PATH);
  const first = faqItems[0];
  if (!first) throw new Error("the page has no FAQ");
  const item = page.getByRole("main").locator("details").filter({ hasText: first.question });
  await item.locator("summary").click();
  await expect(item).toHaveAttribute("open", "");
  await expect(item.getByText(first.answer[0] as string)).toBeVisible();
});
