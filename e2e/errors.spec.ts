import { expect, test } from "@playwright/test";
import { labelFor } from "../content/pages.ts";
import { mainNav } from "./main-nav.ts";
import { visit } from "./visit.ts";

test.describe("a script chunk that fails to load after a redeploy", () => {
  test("reloads the page once, then shows the error screen", async ({ page }) => {
    await visit(page, "/home");
    const aboutModule = await page.evaluate(
      () =>
        (window as unknown as { __reactRouterManifest: { routes: Record<string, { module: string }> } })
          .__reactRouterManifest.routes["routes/about"]?.module,
    );
    expect(aboutModule).toMatch(/^\/assets\/about-.+\.js$/);
    await page.route(`**${aboutModule}`, (route) => route.fulfill({ status: 404, body: "" }));

    const nav = mainNav(page);
    const reloaded = page.waitForEvent("load");
    await nav.getByRole("link", { name: labelFor("/about") }).click();
    await reloaded;
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await expect(page).toHaveURL(/\/home$/);

    await nav.getByRole("link", { name: labelFor("/about") }).click();
    await expect(page.getByRole("heading", { name: "Une erreur inattendue s’est produite" })).toBeVisible();
    await expect(page.getByText(/about-.+\.js/)).toBeVisible();
    await expect(page.getByRole("link", { name: "Revenir à l’accueil" })).toHaveAttribute("href", "/");
  });
});
