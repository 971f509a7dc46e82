import { expect, test } from "@playwright/test";
import { labelFor } from "../content/pages.ts";
import { mainNav } from "./main-nav.ts";

test.describe("the framework's scripts missing after a redeploy", () => {
  test("a page that hydrates stays the pre-rendered page, whose links load the next one with its page script", async ({
    page,
  }) => {
    // Every script of React Router's build fails; the site's page script (assets/page/) loads.
    await page.route(/\/assets\/[^/]+\.js$/, (route) => route.fulfill({ status: 404, body: "" }));
    await page.goto("/contact");
    await expect(page.locator("html[data-hydrate]")).toBeAttached();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.locator("main form button[type=submit]")).toBeEnabled();
    await expect(page.locator("html[data-hydrated]")).toHaveCount(0);

    await mainNav(page)
      .getByRole("link", { name: labelFor("/about") })
      .click();
    await expect(page).toHaveURL(/\/about$/);
    await page.locator("html[data-ready]").waitFor({ state: "attached" });
    await expect(page.getByRole("heading", { level: 1 })).toBeAttached();
  });
});
