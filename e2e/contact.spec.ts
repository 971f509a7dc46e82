import { expect, type Page, test } from "@playwright/test";
import { interestOptions } from "../content/contact.ts";
import { offices } from "../content/offices.ts";
import { site } from "../content/site.ts";
import { expectNoAxeViolations } from "./axe.ts";
import { fields, fillForm, RELAY_PATH, readInbox, validInput } from "./contact-form.ts";
import { visit } from "./visit.ts";

const messages = {
  whom: "Merci de choisir une des options ci-dessus",
  lastName: "Merci de préciser votre nom sans chiffre ou caractères spéciaux",
  firstName: "Merci de préciser votre prénom sans chiffre ou caractères spéciaux",
  email: "Merci de préciser un email valide",
  phone: "Merci de préciser un numéro de téléphone valide",
};

const failureTitle = "Votre message n’a pas pu être envoyé.";

/** The error message shown next to a field, found through its aria-describedby. */
async function describedError(page: Page, control: ReturnType<Page["locator"]>): Promise<string> {
  const ids = (await control.getAttribute("aria-describedby")) ?? "";
  const texts = await Promise.all(
    ids
      .split(" ")
      .filter((id) => id.endsWith("-error"))
      .map(async (id) => (await page.locator(`[id="${id}"]`).textContent()) ?? ""),
  );
  return texts.join(" ");
}

async function expectFieldsKept(page: Page, input: ReturnType<typeof validInput>): Promise<void> {
  const form = fields(page);
  await expect(page.getByRole("radio", { name: input.whom })).toBeChecked();
  await expect(form.lastName).toHaveValue(input.lastName);
  await expect(form.firstName).toHaveValue(input.firstName);
  await expect(form.email).toHaveValue(input.email);
  await expect(form.phone).toHaveValue(input.phone);
  await expect(form.interest).toHaveValue(input.interest ?? interestOptions[0] ?? "");
  await expect(form.message).toHaveValue(input.message);
}

test.describe("contact page", () => {
  test("shows the firm's coordinates, notes and every field, with no sticky contact button", {
    tag: "@phone",
  }, async ({ page }) => {
    await visit(page, "/contact");
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: site.phone }).first()).toHaveAttribute("href", site.phoneUri);
    await expect(main.getByRole("link", { name: site.email }).first()).toHaveAttribute(
      "href",
      `mailto:${site.email}`,
    );
    const map = main.getByRole("link", { name: /Voir le plan/ }).first();
    await expect(map).toHaveAttribute("target", "_blank");
    await expect(map).toHaveAttribute("href", /^https:\/\/www\.google\.com\/maps\/search\//);
    await expect(map).toHaveAccessibleName(/nouvel onglet/);
    await expect(main.locator("address").first()).toContainText(site.address.street);
    await expect(main.getByRole("heading", { name: "Personnes en situation de handicap" })).toBeVisible();
    // Every office, from the same records as the city pages.
    for (const office of offices) {
      const card = main.locator(`#lieu-${office.id}`);
      await expect(card.getByRole("heading", { name: office.name })).toBeVisible();
      await expect(card.locator("address")).toContainText(office.street);
      await expect(card.locator("address")).toContainText(`${office.postalCode} ${office.city}`);
      await expect(card.getByRole("link", { name: /Voir le plan/ })).toHaveAccessibleName(
        new RegExp(`${office.city}.*nouvel onglet`),
      );
      for (const item of office.accessibility) await expect(card).toContainText(item);
    }

    await expect(page.getByText("Les champs marqués d’un astérisque (*) sont obligatoires.")).toBeVisible();
    // What happens to the data, where it is collected, with the way to the full policy.
    await expect(page.getByText(/Vos données servent uniquement à répondre à votre demande/)).toContainText(
      "au plus 12\u00a0mois",
    );
    await expect(page.getByRole("link", { name: "Notre politique de confidentialité" })).toHaveAttribute(
      "href",
      "/politique-de-confidentialite",
    );
    await expect(page.getByRole("radio", { name: "Un particulier" })).toBeVisible();
    await expect(page.getByRole("radio", { name: "Une entreprise" })).toBeVisible();
    const form = fields(page);
    for (const control of [form.lastName, form.firstName, form.email, form.phone]) {
      await expect(control).toBeVisible();
      await expect(control).toHaveAttribute("required", "");
    }
    await expect(form.message).not.toHaveAttribute("required", "");
    await expect(form.interest.locator("option")).toHaveText([...interestOptions]);
    await expect(page.getByRole("link", { name: `Je contacte ${site.name}` })).toHaveCount(0);
    // The honeypot is out of sight and out of the tab order.
    const honeypot = page.locator('input[name="website"]');
    await expect(honeypot).toHaveAttribute("tabindex", "-1");
    await expect(honeypot).not.toBeInViewport();
  });

  test("without JavaScript, the page offers the phone and the e-mail, and a form that posts", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/contact");
    await expect(page.getByRole("main").getByRole("link", { name: site.phone }).first()).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: site.email }).first()).toBeVisible();
    // The self-hosted relay takes the form's own POST (e2e/contact-no-script.spec.ts): the button works.
    await expect(fields(page).submit).toBeEnabled();
    const form = page.locator("form.contact-form");
    await expect(form).toHaveAttribute("method", "post");
    await expect(form).toHaveAttribute("action", RELAY_PATH);
    await expect(form).toHaveAttribute("enctype", "multipart/form-data");
    const html = await (await page.request.get("/contact")).text();
    expect(html).not.toContain("L’envoi du formulaire nécessite JavaScript");
    await context.close();
  });

  test("an empty submit shows the five messages, tied to their fields, and focuses the first", {
    tag: "@phone",
  }, async ({ page }) => {
    await visit(page, "/contact");
    const form = fields(page);
    await form.submit.click();

    const summary = page.getByText("Le formulaire contient 5 erreurs");
    await expect(summary).toBeVisible();
    const whom = page.getByRole("radio", { name: "Un particulier" });
    await expect(whom).toBeFocused();
    await expect(page.getByRole("group", { name: "Vous êtes" })).toHaveAccessibleDescription(messages.whom);
    await expect(whom).toHaveAttribute("aria-invalid", "true");
    for (const [key, control] of [
      ["lastName", form.lastName],
      ["firstName", form.firstName],
      ["email", form.email],
      ["phone", form.phone],
    ] as const) {
      await expect(control).toHaveAttribute("aria-invalid", "true");
      expect(await describedError(page, control)).toBe(messages[key]);
    }
    await expectNoAxeViolations(page);
  });

  test("fixing fields clears their errors on the next submit, and refuses digits in names", async ({
    page,
  }) => {
    await visit(page, "/contact");
    const form = fields(page);
    await form.submit.click();
    await page.getByRole("radio", { name: "Une entreprise" }).check();
    await form.lastName.fill("Le Gall");
    await form.firstName.fill("Zoé2");
    await form.email.fill("zoe@exemple");
    await form.submit.click();

    await expect(page.getByText("Le formulaire contient 3 erreurs")).toBeVisible();
    await expect(page.getByText(messages.whom)).toHaveCount(0);
    await expect(page.getByText(messages.lastName)).toHaveCount(0);
    await expect(form.lastName).not.toHaveAttribute("aria-invalid");
    await expect(form.firstName).toBeFocused();
    expect(await describedError(page, form.firstName)).toBe(messages.firstName);
    expect(await describedError(page, form.email)).toBe(messages.email);
    expect(await describedError(page, form.phone)).toBe(messages.phone);
    // The visitor's text is never changed.
    await expect(form.firstName).toHaveValue("Zoé2");

    await form.firstName.fill("François");
    await form.email.fill("francois@exemple.fr");
    await form.phone.fill("06.12.34.56.78");
    await page.route(`**${RELAY_PATH}`, (route) => route.fulfill({ status: 200, body: "OK" }));
    await form.submit.click();
    await expect(
      page.getByRole("heading", { name: "Merci, votre message a bien été envoyé." }),
    ).toBeVisible();
  });

  test("the whole form works from the keyboard", async ({ page }) => {
    await visit(page, "/contact");
    await page.route(`**${RELAY_PATH}`, (route) => route.fulfill({ status: 200, body: "OK" }));
    await page.getByRole("radio", { name: "Un particulier" }).focus();
    await page.keyboard.press("Space");
    await page.keyboard.press("Tab");
    await page.keyboard.type("Dupont");
    await page.keyboard.press("Tab");
    await page.keyboard.type("Hélène");
    await page.keyboard.press("Tab");
    await page.keyboard.type("helene@exemple.fr");
    await page.keyboard.press("Tab");
    await page.keyboard.type("0612345678");
    await page.keyboard.press("Tab");
    await expect(fields(page).interest).toBeFocused();
    await page.keyboard.press("Tab");
    await page.keyboard.type("Bonjour");
    await page.keyboard.press("Tab");
    await expect(fields(page).submit).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(
      page.getByRole("heading", { name: "Merci, votre message a bien été envoyé." }),
    ).toBeFocused();
  });
});

test.describe("sending", () => {
  test("a valid message is stored by the relay, and the confirmation echoes e-mail and phone", {
    tag: "@phone",
  }, async ({ page }) => {
    await visit(page, "/contact");
    const input = validInput();
    await fillForm(page, input);
    const request = page.waitForRequest((r) => r.url().endsWith(RELAY_PATH) && r.method() === "POST");
    await fields(page).submit.click();
    expect(new URL((await request).url()).origin).toBe(new URL(page.url()).origin);

    const confirmation = page.getByRole("heading", { name: "Merci, votre message a bien été envoyé." });
    await expect(confirmation).toBeFocused();
    await expect(page.getByText(input.email)).toBeVisible();
    await expect(page.getByText(input.phone)).toBeVisible();
    await expect(page.getByRole("form")).toHaveCount(0);
    await expectNoAxeViolations(page);

    const stored = (await readInbox()).find((message) => message.message === input.message);
    expect(stored).toMatchObject({
      whom: "particulier",
      lastName: input.lastName,
      firstName: input.firstName,
      email: input.email,
      phone: input.phone,
      interest: input.interest,
    });

    await page.getByRole("main").getByRole("link", { name: "Retour à l’accueil" }).click();
    await expect(page).toHaveURL(/\/home$/);
  });

  for (const [name, answer] of [
    ["the relay is unreachable", null],
    ["the relay fails with 500", { status: 500, body: "Internal Server Error" }],
  ] as const) {
    test(`when ${name}, the visitor is told, keeps every field and can retry`, { tag: "@phone" }, async ({
      page,
    }) => {
      await visit(page, "/contact");
      const input = validInput({ whom: "Une entreprise" });
      await fillForm(page, input);
      await page.route(`**${RELAY_PATH}`, (route) =>
        answer ? route.fulfill(answer) : route.abort("failed"),
      );
      await fields(page).submit.click();

      const live = page.locator("[aria-live]").filter({ hasText: failureTitle });
      await expect(live).toBeVisible();
      await expect(live.getByRole("link", { name: site.phone })).toHaveAttribute("href", site.phoneUri);
      await expect(live.getByRole("link", { name: site.email })).toHaveAttribute(
        "href",
        `mailto:${site.email}`,
      );
      await expect(page.getByRole("heading", { name: /Merci/ })).toHaveCount(0);
      await expectFieldsKept(page, input);
      await expect(fields(page).submit).toBeEnabled();
      await expect(fields(page).submit).toHaveText("Envoyer mon message");
      await expectNoAxeViolations(page);

      // Once the relay is back, the same form goes through.
      await page.unroute(`**${RELAY_PATH}`);
      await fields(page).submit.click();
      await expect(
        page.getByRole("heading", { name: "Merci, votre message a bien été envoyé." }),
      ).toBeVisible();
    });
  }

  test("when the relay answers 429, the visitor is asked to wait and keeps every field", async ({ page }) => {
    await visit(page, "/contact");
    const input = validInput();
    await fillForm(page, input);
    await page.route(`**${RELAY_PATH}`, (route) => route.fulfill({ status: 429, body: "Too Many Requests" }));
    await fields(page).submit.click();
    await expect(page.getByText(/Patientez une minute avant de réessayer/)).toBeVisible();
    await expect(page.getByText(failureTitle)).toBeVisible();
    await expectFieldsKept(page, input);
  });

  test("while sending, the button says so and a second click sends nothing twice", async ({ page }) => {
    await visit(page, "/contact");
    await fillForm(page, validInput());
    let requests = 0;
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(`**${RELAY_PATH}`, async (route) => {
      requests += 1;
      await released;
      await route.fulfill({ status: 200, body: "OK" });
    });
    const submit = fields(page).submit;
    await submit.click();
    await expect(submit).toHaveText("Envoi en cours…");
    await expect(submit).toBeDisabled();
    await submit.click({ force: true });
    await submit.press("Enter");
    release();
    await expect(
      page.getByRole("heading", { name: "Merci, votre message a bien été envoyé." }),
    ).toBeVisible();
    expect(requests).toBe(1);
  });
});
