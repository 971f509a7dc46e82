import { expect, test } from "@playwright/test";
import { certificatePagePath } from "../content/compliance-paths.ts";
import { labelFor } from "../content/pages.ts";
import { site } from "../content/site.ts";
import { visit } from "./visit.ts";

test("the breadcrumb starts at Accueil and does not link the current page", { tag: "@phone" }, async ({
  page,
}) => {
  await visit(page, "/about");
  const breadcrumb = page.getByRole("navigation", { name: "Fil d’Ariane" });
  await expect(breadcrumb.getByRole("link", { name: "Accueil" })).toHaveAttribute("href", "/");
  await expect(breadcrumb.getByRole("link")).toHaveCount(1);
  await expect(breadcrumb.getByText(labelFor("/about"))).toHaveAttribute("aria-current", "page");
  await breadcrumb.getByRole("link", { name: "Accueil" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("navigation", { name: "Fil d’Ariane" })).toHaveCount(0);
});

test("the header shows the tagline and its logo leads to /home", { tag: "@phone" }, async ({ page }) => {
  await visit(page, "/about");
  const header = page.getByRole("banner");
  await expect(header.getByText(site.tagline)).toBeVisible();
  await header.getByRole("link", { name: new RegExp(site.name) }).click();
  await expect(page).toHaveURL(/\/home$/);
});

test("the sticky contact button appears past the first screen, stays there and leads to /contact", {
  tag: "@phone",
}, async ({ page }) => {
  await visit(page, "/about");
  const sticky = page.getByRole("link", { name: `Je contacte ${site.name}` });
  // Not over the first screen (decision 026, e2e/sticky-contact.spec.ts).
  await expect(sticky).toBeHidden();
  await page.mouse.wheel(0, 2500);
  await expect(sticky).toBeInViewport();
  await expect(sticky).toHaveAttribute("href", "/contact");
  await page.mouse.wheel(0, 2500);
  await expect(sticky).toBeInViewport();
});

test("the scroll-to-top arrow appears past 100 px and brings the visitor back up", { tag: "@phone" }, async ({
  page,
}) => {
  await visit(page, "/about");
  const arrow = page.getByRole("button", { name: "Revenir en haut de la page" });
  await expect(arrow).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 90));
  await expect(arrow).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 800));
  await expect(arrow).toBeVisible();
  await arrow.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(arrow).toHaveCount(0);
});

test("the footer links to social networks in a new tab and lists the city pages", { tag: "@phone" }, async ({
  page,
}) => {
  await visit(page, "/about");
  const footer = page.getByRole("contentinfo");
  for (const network of ["Instagram", "Facebook", "X", "LinkedIn", "YouTube"]) {
    const link = footer.getByRole("link", { name: `${site.name} sur ${network} (nouvel onglet)` });
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", /noopener/);
  }
  for (const city of ["Fontainebleau", "Melun", "Montereau-Fault-Yonne", "Avon", "Provins"]) {
    await expect(footer.getByRole("link", { name: city })).toHaveAttribute("href", /\/bilan-de-competence\//);
  }
  // The certification mark stays off the footer (it is on every page, programmes included),
  // and /about presents no service the CPF funds: no « Éligible CPF » badge.
  await expect(footer.getByRole("link", { name: labelFor(certificatePagePath) })).toBeVisible();
  await expect(footer.getByRole("img", { name: /CPF/ })).toHaveCount(0);
});

test("the footer shows the « Éligible CPF » badge on a page whose service the CPF funds", {
  tag: "@phone",
}, async ({ page }) => {
  await visit(page, "/vae");
  await expect(page.getByRole("contentinfo").getByRole("img", { name: /CPF/ })).toBeVisible();
});
