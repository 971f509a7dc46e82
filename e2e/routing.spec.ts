import { expect, test } from "@playwright/test";
import { visit } from "./visit.ts";

test.describe("redirects, trailing slashes and the not-found page", () => {
  const redirects: [string, string][] = [
    ["/fr/home", "/home"],
    ["/temoignages", "/about"],
    ["/qui-sommes-nous", "/about"],
    ["/bilan-de-competences", "/bilan-de-competence"],
  ];

  for (const [from, to] of redirects) {
    test(`${from} answers 301 to ${to}`, async ({ request }) => {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status()).toBe(301);
      expect(response.headers().location).toBe(to);
    });
  }

  test("a visitor following an old address lands on the new page", async ({ page }) => {
    await visit(page, "/temoignages");
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Qui sommes-nous/);
  });

  test("a trailing slash redirects to the one canonical form", async ({ request }) => {
    const response = await request.get("/about/?x=1", { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe("/about?x=1");
  });

  test("an unknown path gets status 404 and the not-found page", async ({ page }) => {
    const response = await visit(page, "/cette-page-n-existe-pas");
    expect(response?.status()).toBe(404);
    await expect(page.getByText(/Désolée, cette page n.existe plus/)).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, follow");
    await expect(page.getByRole("link", { name: "Nous contacter" })).toHaveAttribute("href", "/contact");
    await expect(page.getByRole("link", { name: "écrivez-nous" })).toHaveAttribute("href", "/contact");
  });
});
