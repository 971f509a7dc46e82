import { type Browser, expect, type Page, type TestInfo, test } from "@playwright/test";
import { contactSentPath } from "../content/contact-paths.ts";
import { site } from "../content/site.ts";
import { VALIDATION_MESSAGES } from "../shared/contact-validation.ts";
import { expectNoAxeViolations } from "./axe.ts";
import { type ContactInput, fields, fillForm, RELAY_PATH, readInbox, validInput } from "./contact-form.ts";
import { visit } from "./visit.ts";

/**
 * The contact form with scripts disabled: a native multipart POST to the
 * self-hosted relay, which answers a browser with pages (server/relay/html.ts).
 * Both projects: 1280 and 375 px.
 */
test.use({ javaScriptEnabled: false });
// Two journeys each, and axe: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 120_000 });

/**
 * A page whose scripts never load, for axe, which needs JavaScript: the same
 * markup as without scripts (the site's own scripts are refused), and the
 * same journey, with the project's viewport.
 */
async function pageWithoutItsScripts(browser: Browser, testInfo: TestInfo): Promise<Page> {
  const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, baseURL, locale } =
    testInfo.project.use;
  const context = await browser.newContext({
    // Contexts made in a test take its options: JavaScript must be turned back on.
    javaScriptEnabled: true,
    viewport,
    userAgent,
    deviceScaleFactor,
    isMobile,
    hasTouch,
    baseURL,
    locale,
  });
  await context.route(/\.js(?:\?|$)/, (route) => route.abort());
  return context.newPage();
}

const confirmation = "Merci, votre message a bien été envoyé.";

async function expectFieldsKept(page: Page, input: ContactInput): Promise<void> {
  const form = fields(page);
  await expect(page.getByRole("radio", { name: input.whom })).toBeChecked();
  await expect(form.lastName).toHaveValue(input.lastName);
  await expect(form.firstName).toHaveValue(input.firstName);
  await expect(form.email).toHaveValue(input.email);
  await expect(form.phone).toHaveValue(input.phone);
  await expect(form.interest).toHaveValue(input.interest ?? "");
  await expect(form.message).toHaveValue(input.message);
}

test(
  "a message sent without scripts reaches the inbox, then the confirmation page shows",
  { tag: "@phone" },
  async ({ page, browser }, testInfo) => {
    await page.goto("/contact");
    const input = validInput({ whom: "Une entreprise", interest: "Coaching" });
    await fillForm(page, input);
    const posted = page.waitForResponse((response) => response.url().endsWith(RELAY_PATH));
    await fields(page).submit.click();

    const response = await posted;
    expect(response.status()).toBe(303);
    expect(response.request().method()).toBe("POST");
    await expect(page).toHaveURL(new RegExp(`${contactSentPath}$`));
    // Nothing the visitor typed is in the address.
    expect(page.url()).not.toContain("Diaye");

    await expect(page.getByRole("heading", { level: 2, name: confirmation })).toBeVisible();
    await expect(page.getByRole("main")).toContainText("vous répond personnellement");
    await expect(page.getByRole("main").getByRole("link", { name: site.phone })).toHaveAttribute(
      "href",
      site.phoneUri,
    );
    await expect(page.getByRole("main").getByRole("link", { name: "Retour à l’accueil" })).toHaveAttribute(
      "href",
      "/home",
    );
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, follow");

    const stored = (await readInbox()).find((message) => message.message === input.message);
    expect(stored).toMatchObject({
      whom: "entreprise",
      lastName: input.lastName,
      firstName: input.firstName,
      email: input.email,
      phone: input.phone,
      interest: "Coaching",
    });

    // Axe on the confirmation page, as it is without scripts.
    const axePage = await pageWithoutItsScripts(browser, testInfo);
    await axePage.goto(contactSentPath);
    await expect(axePage.getByRole("heading", { level: 2, name: confirmation })).toBeVisible();
    await expectNoAxeViolations(axePage);
    await axePage.context().close();
  },
);

test(
  "an invalid message comes back with its errors and what was typed, then goes through once fixed",
  { tag: "@phone" },
  async ({ page, browser }, testInfo) => {
    await page.goto("/contact");
    const input = validInput({
      firstName: "Zoé2",
      email: "zoe@exemple",
      message: `Bonjour <b>tout le monde</b> & "merci"\nLigne 2 ${crypto.randomUUID()}`,
    });
    await fillForm(page, input);
    const posted = page.waitForResponse((response) => response.url().endsWith(RELAY_PATH));
    await fields(page).submit.click();

    expect((await posted).status()).toBe(422);
    await expect(page).toHaveTitle(/^Erreur/);
    await expect(
      page.getByRole("heading", { level: 1, name: "Votre message n’est pas encore envoyé" }),
    ).toBeVisible();
    const summary = page.locator(".form-summary");
    await expect(summary).toContainText("Le formulaire contient 2 erreurs");
    await expect(summary).toBeFocused();
    await expect(summary.getByRole("link", { name: VALIDATION_MESSAGES.firstName })).toHaveAttribute(
      "href",
      "#contact-firstName",
    );
    const form = fields(page);
    await expect(form.firstName).toHaveAttribute("aria-invalid", "true");
    await expect(form.firstName).toHaveAccessibleDescription(VALIDATION_MESSAGES.firstName);
    await expect(form.email).toHaveAttribute("aria-invalid", "true");
    await expect(form.email).toHaveAccessibleDescription(
      `Par exemple\u00a0: nom@exemple.fr ${VALIDATION_MESSAGES.email}`,
    );
    await expect(form.lastName).not.toHaveAttribute("aria-invalid");
    await expectFieldsKept(page, input);
    // The site's header and footer are there, styled by the site's stylesheets.
    await expect(page.getByRole("navigation", { name: "Navigation principale" })).toBeAttached();
    await expect(page.getByRole("contentinfo")).toContainText(site.phone);
    await expect(page.getByRole("main").locator(".card")).toHaveCSS("border-radius", /px/);
    expect((await readInbox()).some((message) => message.message === input.message)).toBe(false);

    // The summary's link takes the visitor to the field.
    await summary.getByRole("link", { name: VALIDATION_MESSAGES.firstName }).click();
    await expect(page).toHaveURL(/#contact-firstName$/);

    await form.firstName.fill("Zoé");
    await form.email.fill("zoe@exemple.fr");
    await form.submit.click();
    await expect(page).toHaveURL(new RegExp(`${contactSentPath}$`));
    await expect(page.getByRole("heading", { level: 2, name: confirmation })).toBeVisible();
    expect((await readInbox()).find((message) => message.message === input.message)).toMatchObject({
      firstName: "Zoé",
      email: "zoe@exemple.fr",
      lastName: input.lastName,
    });

    // Axe on the error page, reached the same way by a browser whose scripts fail.
    const axePage = await pageWithoutItsScripts(browser, testInfo);
    await axePage.goto("/contact");
    await fillForm(axePage, { ...input, message: "Bonjour" });
    await fields(axePage).submit.click();
    await expect(axePage.locator(".form-summary")).toContainText("Le formulaire contient 2 erreurs");
    await expectNoAxeViolations(axePage);
    await axePage.context().close();
  },
);

test.describe("with scripts", () => {
  test.use({ javaScriptEnabled: true });

  test("once hydrated, the form sends through @emailjs/browser as before, the keys once", async ({
    page,
  }) => {
    await visit(page, "/contact");
    // The hidden keys of the native POST are gone: the script adds its own.
    await expect(page.locator('form.contact-form input[type="hidden"]')).toHaveCount(0);
    let body = "";
    await page.route(`**${RELAY_PATH}`, async (route) => {
      body = route.request().postData() ?? "";
      await route.fulfill({ status: 200, body: "OK" });
    });
    await fillForm(page, validInput());
    await fields(page).submit.click();
    await expect(page.getByRole("heading", { name: confirmation })).toBeFocused();
    await expect(page).toHaveURL(/\/contact$/);
    for (const key of ["user_id", "service_id", "template_id", "lib_version"]) {
      expect(body.split(`name="${key}"`).length - 1, key).toBe(1);
    }
  });
});
