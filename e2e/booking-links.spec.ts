import { expect, test } from "@playwright/test";
import { bilan } from "../content/bilan.ts";
import { blogCopy } from "../content/blog/copy.ts";
import { bookingPagePath } from "../content/booking-paths.ts";
import { contact } from "../content/contact.ts";
import { home } from "../content/home.ts";
import { landingCommon } from "../content/landing-common.ts";
import { landingPath } from "../content/landing-pages.ts";
import { podcastPath, podcasts } from "../content/podcasts.ts";
import { site } from "../content/site.ts";
import { visit } from "./visit.ts";

/**
 * The buttons that ask for a meeting lead to the booking page; the other
 * contact buttons, the sticky button and the podcasts' free-first-meeting box
 * keep leading to /contact (spec), which links to the booking page.
 */
test.describe("the buttons that ask for a meeting", () => {
  test("« Réserver mon premier entretien gratuit » on the home page books", async ({ page }) => {
    await visit(page, "/");
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: home.hero.primaryCta })).toHaveAttribute(
      "href",
      bookingPagePath,
    );
    await main.getByRole("link", { name: home.hero.primaryCta }).click();
    await expect(page).toHaveURL(new RegExp(`${bookingPagePath}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Réserver votre premier entretien gratuit",
    );
  });

  test("« Je demande un rdv » on a city page and « Prendre rendez-vous » on the skills-assessment page book", async ({
    page,
  }) => {
    await visit(page, landingPath("bilan-de-competence-fontainebleau"));
    await expect(
      page.getByRole("main").getByRole("link", { name: landingCommon.buttons.appointment, exact: true }),
    ).toHaveAttribute("href", bookingPagePath);
    await visit(page, "/bilan-de-competence");
    await expect(page.locator(".cta-band").getByRole("link", { name: bilan.cta.button })).toHaveAttribute(
      "href",
      bookingPagePath,
    );
  });
});

test.describe("the other contact buttons", () => {
  test("the sticky button and the podcast's free-first-meeting box keep leading to /contact", async ({
    page,
  }) => {
    const podcast = podcasts[0];
    if (!podcast) throw new Error("no podcast");
    await visit(page, podcastPath(podcast.link));
    await expect(
      page.getByRole("complementary").getByRole("link", { name: blogCopy.podcast.freeMeetingLink }),
    ).toHaveAttribute("href", "/contact");
    // Hidden until the page has scrolled (decision 026): found by its class.
    const sticky = page.locator(".sticky-contact");
    await expect(sticky).toContainText(`Je contacte ${site.name}`);
    await expect(sticky).toHaveAttribute("href", "/contact");
    await visit(page, bookingPagePath);
    await expect(sticky).toHaveAttribute("href", "/contact");
  });

  test("/contact shows a link to the booking page", async ({ page }) => {
    await visit(page, "/contact");
    const link = page.getByRole("main").getByRole("link", { name: contact.intro.bookingLink });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute("href", bookingPagePath);
  });
});
