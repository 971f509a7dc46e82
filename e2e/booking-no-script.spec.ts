import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { bookingPage } from "../content/booking-page.ts";
import { contactSentPath } from "../content/contact-paths.ts";
import { expectNoAxeViolations } from "./axe.ts";
import { type BookingSite, FIRM_MAILBOX, startBookingSite } from "./booking.ts";
import { RELAY_PATH, readInbox } from "./contact-form.ts";

/**
 * The booking page without scripts: the booking (which needs the API and a
 * script) gives way to a request for a callback, a native POST to the
 * contact relay. Both projects: 1280 and 375 px. Its own server (SMTP).
 */
test.use({ javaScriptEnabled: false });
test.describe.configure({ timeout: 120_000 });

let booking: BookingSite;

test.beforeAll(async () => {
  // Ports after the ones booking.spec.ts takes, should both files run at once.
  booking = await startBookingSite(test.info().parallelIndex + 4);
});

test.afterAll(async () => {
  await booking?.stop();
});

test("the pre-rendered page holds all of the booking's text", async ({ request }) => {
  const html = await (await request.get(`${booking.origin}/rendez-vous`)).text();
  const { form, intro, callback } = bookingPage;
  for (const text of [
    intro.title,
    form.title,
    form.step1,
    form.format,
    form.step2,
    form.step2Hint,
    form.step3,
    form.submit,
    callback.formTitle,
    "Par téléphone",
    "En visioconférence",
    "Au siège de Melun",
  ]) {
    expect(html, text).toContain(text);
  }
});

test("a request for a callback, with the format and the times wished, reaches the firm's inbox and mailbox", async ({
  page,
}) => {
  await page.goto(`${booking.origin}/rendez-vous`);
  // The booking needs a script: hidden. The request for a callback takes its place.
  await expect(page.getByRole("form", { name: "Choisissez votre rendez-vous" })).toBeHidden();
  const request = page.getByRole("form", { name: "Demander à être rappelé(e)" });
  await expect(request).toBeVisible();
  await expect(request).toContainText("nécessite JavaScript");

  const marker = randomUUID();
  await request.getByRole("radio", { name: "Un particulier" }).check();
  await request.getByRole("textbox", { name: "Nom", exact: true }).fill("N'Diaye");
  await request.getByRole("textbox", { name: "Prénom" }).fill("Hélène");
  await request.getByRole("textbox", { name: "Adresse e-mail" }).fill("helene.ndiaye@exemple.fr");
  await request.getByRole("textbox", { name: "Téléphone" }).fill("06 12 34 56 78");
  await request.getByRole("combobox", { name: "Votre demande concerne" }).selectOption("Coaching");
  await request
    .getByRole("textbox", { name: "Format souhaité et disponibilités" })
    .fill(`En visioconférence, le jeudi après 18 h. ${marker}`);
  const posted = page.waitForResponse((response) => response.url().endsWith(RELAY_PATH));
  await request.getByRole("button", { name: "Demander à être rappelé(e)" }).click();
  expect((await posted).status()).toBe(303);
  await expect(page).toHaveURL(new RegExp(`${contactSentPath}$`));

  const stored = (await readInbox(booking.databasePath)).find((message) => message.message.includes(marker));
  expect(stored).toMatchObject({
    interest: "Coaching",
    whom: "particulier",
    email: "helene.ndiaye@exemple.fr",
  });
  expect(stored?.message).toContain("En visioconférence, le jeudi après 18");
  await expect
    .poll(
      () =>
        booking.smtp.received.some(
          (mail) => mail.envelopeTo.includes(FIRM_MAILBOX) && mail.raw.includes(marker),
        ),
      { timeout: 20_000 },
    )
    .toBe(true);
});

test(
  "without scripts, the request for a callback has no axe violation",
  { tag: "@phone" },
  async ({ browser }, testInfo) => {
    const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, locale } = testInfo.project.use;
    const context = await browser.newContext({
      javaScriptEnabled: true,
      // The style below is the test's, not the page's: the page's CSP would refuse it.
      bypassCSP: true,
      viewport,
      userAgent,
      deviceScaleFactor,
      isMobile,
      hasTouch,
      locale,
    });
    // The site's scripts refused; axe needs its own. `@media (scripting: none)` cannot be emulated:
    // its two rules (booking.css) are applied by hand.
    await context.route(/\.js(?:\?|$)/, (route) => route.abort());
    const page = await context.newPage();
    await page.goto(`${booking.origin}/rendez-vous`);
    await page.addStyleTag({ content: ".with-script { display: none } .without-script { display: block }" });
    await expect(page.getByRole("form", { name: "Demander à être rappelé(e)" })).toBeVisible();
    await expectNoAxeViolations(page);
    await context.close();
  },
);
