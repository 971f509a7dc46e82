import { expect, test } from "@playwright/test";
import { about } from "../content/about.ts";
import { frenchTypography } from "../content/format.ts";
import { regulation } from "../content/regulation.ts";
import { site } from "../content/site.ts";
import { visit } from "./visit.ts";

test.describe("about page", () => {
  test("says which funders require the quality certification (article L6316-1)", async ({ page }) => {
    await visit(page, "/about");
    const section = page.locator("section", {
      has: page.getByRole("heading", { name: about.certification.title }),
    });
    const sentence = section.getByText(/L6316-1/);
    await expect(sentence).toBeVisible();
    for (const funder of regulation.qualityCertificationFunders.value) {
      await expect(sentence).toContainText(frenchTypography(funder));
    }
  });

  test("names the founder with her role, speaks of one work psychologist, and names the disability referent", async ({
    page,
  }) => {
    await visit(page, "/about");
    await expect(page.locator(".founder__name")).toHaveText(`${about.founder.name}, ${about.founder.role}`);
    await expect(page.getByText(/psychologues du travail/)).toHaveCount(0);
    await expect(page.getByText(site.disabilityReferent.name).first()).toBeVisible();
  });
});
